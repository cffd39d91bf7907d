import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_COLLAGE } from './example-answers';
import { EXAMPLE_COLLAGE_PREFERENCE } from './collage-preference.examples';
import type { collageBuilderMachine } from './collage-builder.machine';

/** The builder opened on a saved collage; force hasCollage false for a new one. */
export const collageBuilderExamples: SimulationExamples<typeof collageBuilderMachine> = {
  actors: {
    loadCollageBuilder: {
      output: {
        products: [
          {
            id: 'p_301',
            title: 'Stanley Quencher tumbler 40 oz',
            imageUrl: 'https://images.example.com/tumbler.jpg',
            url: 'https://www.target.com/p/stanley-quencher/-/A-87212468',
          },
          {
            id: 'p_302',
            title: 'Le Creuset dutch oven',
            imageUrl: 'https://images.example.com/dutch-oven.jpg',
            url: 'https://www.amazon.com/dp/B00005QFR2',
          },
        ],
        pictures: [{ id: 'm_1', url: 'https://images.example.com/corner.jpg', width: 1080, height: 1350 }],
        preference: EXAMPLE_COLLAGE_PREFERENCE,
        collage: EXAMPLE_COLLAGE,
        recent: [EXAMPLE_COLLAGE],
      },
      error: 'Your products and pictures could not be loaded.',
    },
    collageCreate: {
      output: EXAMPLE_COLLAGE,
      error: 'Target links carry a tracking ID through Impact: add your Impact ids first.',
    },
    collageUpdate: {
      output: { ...EXAMPLE_COLLAGE, title: 'Winter picks 2026' },
      error: 'This collage no longer exists.',
    },
    downloadPicture: { output: undefined, error: 'The picture could not be downloaded.' },
    collageDelete: {
      output: { id: 'c1', deletedAt: '2026-11-25T17:31:00.000Z' },
      error: 'This collage no longer exists.',
    },
  },
};

import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_GALLERY } from './example-answers';
import type { galleryPreviewMachine } from './gallery-preview.machine';

export const galleryPreviewExamples: SimulationExamples<typeof galleryPreviewMachine> = {
  actors: {
    galleryDetail: { output: EXAMPLE_GALLERY, error: 'This gallery no longer exists.' },
    galleryUpdate: {
      output: { ...EXAMPLE_GALLERY, published: true },
      error: 'A gallery needs at least one tile to be published.',
    },
  },
};

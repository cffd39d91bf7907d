import type { ActorOutput, SimulationExamples } from './actor-examples';
import type { collagePreferenceMachine } from './collage-preference.machine';

export const EXAMPLE_COLLAGE_PREFERENCE: ActorOutput<typeof collagePreferenceMachine, 'getGallerySetting'> = {
  style: 'grid',
  backgroundColor: '#FFFFFF',
  spacing: 8,
  showPrices: true,
  showRetailerLogos: false,
  maxItems: 9,
};

export const collagePreferenceExamples: SimulationExamples<typeof collagePreferenceMachine> = {
  actors: {
    getGallerySetting: { output: EXAMPLE_COLLAGE_PREFERENCE, error: 'Your collage preference could not be loaded.' },
    addGallerySetting: {
      output: { ...EXAMPLE_COLLAGE_PREFERENCE, style: 'mosaic' },
      error: 'A collage shows 2 to 12 items.',
    },
  },
};

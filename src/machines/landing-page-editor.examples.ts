import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_LANDING_PAGE, EXAMPLE_PRODUCT } from './example-answers';
import type { landingPageEditorMachine } from './landing-page-editor.machine';

export const landingPageEditorExamples: SimulationExamples<typeof landingPageEditorMachine> = {
  actors: {
    landingDetail: { output: EXAMPLE_LANDING_PAGE, error: 'This page no longer exists.' },
    saveLanding: { output: EXAMPLE_LANDING_PAGE, error: 'A page needs a title.' },
    publishLanding: {
      output: { ...EXAMPLE_LANDING_PAGE, published: true, publishedAt: '2026-11-25T17:31:00.000Z' },
      error: 'A page needs at least one block to be published.',
    },
    uploadPicture: {
      output: { id: 'm_7', url: 'https://images.example.com/uploads/kitchen.jpg' },
      error: 'The picture must be a JPEG, PNG or WebP under 10 MB.',
    },
    searchProducts: { output: [EXAMPLE_PRODUCT], error: 'Your products could not be searched.' },
  },
};

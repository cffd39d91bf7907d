import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_LANDING_PAGE } from './example-answers';
import type { landingPagesMachine } from './landing-pages.machine';

const deleted = { id: 'lp-1', deletedAt: '2026-11-25T17:31:00.000Z' };

export const landingPagesExamples: SimulationExamples<typeof landingPagesMachine> = {
  actors: {
    landingList: {
      output: { list: [{ page: EXAMPLE_LANDING_PAGE, views: 420, clicks: 37 }], total: 1 },
      error: 'Your landing pages could not be loaded.',
    },
    publish: {
      output: { ...EXAMPLE_LANDING_PAGE, published: true, publishedAt: '2026-11-25T17:31:00.000Z' },
      error: 'A page needs at least one block to be published.',
    },
    unpublish: { output: EXAMPLE_LANDING_PAGE, error: 'This page no longer exists.' },
    landingDelete: { output: deleted, error: 'This page no longer exists.' },
  },
};

import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_PRODUCT } from './example-answers';
import type { catalogBrowseMachine } from './catalog-browse.machine';

export const catalogBrowseExamples: SimulationExamples<typeof catalogBrowseMachine> = {
  actors: {
    loadDictionaries: {
      output: {
        categories: [
          { id: 'cat_1', name: 'Kitchen' },
          { id: 'cat_2', name: 'Beauty' },
        ],
        brands: [{ id: 'br_1', name: 'Stanley', categoryId: 'cat_1', commissionRate: 4 }],
      },
      error: 'The categories could not be loaded.',
    },
    loadPage: { output: { list: [EXAMPLE_PRODUCT], total: 40 }, error: 'The products could not be loaded.' },
  },
};

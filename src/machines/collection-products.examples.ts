import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_COLLECTION, EXAMPLE_PRODUCT } from './example-answers';
import type { collectionProductsMachine } from './collection-products.machine';

export const collectionProductsExamples: SimulationExamples<typeof collectionProductsMachine> = {
  actors: {
    loadCollection: {
      output: { collection: EXAMPLE_COLLECTION, products: [EXAMPLE_PRODUCT] },
      error: 'This collection no longer exists.',
    },
    pickableProducts: {
      output: { list: [{ ...EXAMPLE_PRODUCT, id: 'p_302', title: 'Le Creuset dutch oven' }], total: 1 },
      error: 'Your products could not be searched.',
    },
    changeCollection: { output: EXAMPLE_COLLECTION, error: 'The collection could not be changed.' },
    collectionDelete: {
      output: { id: 'col-1', deletedAt: '2026-11-25T17:31:00.000Z' },
      error: 'This collection no longer exists.',
    },
  },
};

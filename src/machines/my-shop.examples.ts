import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_COLLECTION, EXAMPLE_PRODUCT } from './example-answers';
import type { myShopMachine } from './my-shop.machine';

const products = { list: [EXAMPLE_PRODUCT], total: 12 };

export const myShopExamples: SimulationExamples<typeof myShopMachine> = {
  actors: {
    loadShopOverview: {
      output: {
        products,
        collections: [EXAMPLE_COLLECTION],
        collectionsTotal: 1,
        lastUpdate: { lastUpdateTime: '2026-11-25T06:00:00.000Z', syncing: false },
        syncNotice: null,
      },
      error: 'Your shop could not be loaded.',
    },
    loadProductsPage: {
      output: { ...products, list: [{ ...EXAMPLE_PRODUCT, id: 'p_302', title: 'Le Creuset dutch oven' }] },
      error: 'More products could not be loaded.',
    },
    deleteProduct: { output: { deleted: 1 }, error: 'This product is no longer in your shop.' },
    updateProductShelf: {
      output: { ...EXAMPLE_PRODUCT, onShelf: false },
      error: 'The product could not be taken off the shelf.',
    },
  },
};

import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_COLLECTION, EXAMPLE_PRODUCT, EXAMPLE_SHORT_LINK, usd } from './example-answers';
import type { shopProductDetailMachine } from './shop-product-detail.machine';

const commission = { ratio: 4, extraRatio: 1 };

export const shopProductDetailExamples: SimulationExamples<typeof shopProductDetailMachine> = {
  actors: {
    loadProductDetail: {
      output: {
        detail: {
          product: EXAMPLE_PRODUCT,
          images: ['https://images.example.com/tumbler.jpg'],
          commission,
          clicks: 128,
          earnings: usd(1840),
          shortLinks: [EXAMPLE_SHORT_LINK],
        },
        commission,
        collections: [EXAMPLE_COLLECTION],
        collectionIds: ['col-1'],
      },
      error: 'This product is no longer in your shop.',
    },
    updateProductPrice: { output: { ...EXAMPLE_PRODUCT, price: usd(3999) }, error: 'The price must be more than $0.' },
    createProductShortlink: {
      output: { ...EXAMPLE_SHORT_LINK, productId: 'p_301' },
      error: 'The short link could not be created.',
    },
  },
};

import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_PRODUCT, EXAMPLE_SHORT_LINK, usd } from './example-answers';
import type { catalogProductMachine } from './catalog-product.machine';

/** A catalog product not yet in the shop; force the guard (or answer a shopProductId) for one that is. */
export const catalogProductExamples: SimulationExamples<typeof catalogProductMachine> = {
  actors: {
    loadProduct: {
      output: {
        detail: {
          product: EXAMPLE_PRODUCT,
          description: 'Keeps drinks cold for 11 hours.',
          images: ['https://images.example.com/tumbler.jpg'],
          commission: { ratio: 4, extraRatio: 1 },
          clicks: 128,
          earnings: usd(1840),
          shortLinks: [EXAMPLE_SHORT_LINK],
        },
        shopProductId: null,
        picture: 'https://images.example.com/tumbler.jpg',
      },
      error: 'This product is no longer in the catalog.',
    },
    addProduct: { output: { productId: 'p_301' }, error: 'The product could not be added to your shop.' },
  },
};

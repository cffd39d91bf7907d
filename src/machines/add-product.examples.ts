import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_PRODUCT } from './example-answers';
import type { addProductMachine } from './add-product.machine';

/** The retailer is read in the background: the first answer is still pending, the next one has the product. */
export const addProductExamples: SimulationExamples<typeof addProductMachine> = {
  actors: {
    checkProduct: {
      output: { supported: true, source: 1, alreadyAdded: false },
      error: 'This address is not a product page we support.',
    },
    addProduct: {
      output: { taskId: 't_88', status: 'pending' },
      error: 'The product could not be added to your shop.',
    },
    addProductStatus: {
      output: { taskId: 't_88', status: 'done', product: EXAMPLE_PRODUCT },
      error: 'The product could not be read from the retailer.',
    },
  },
};

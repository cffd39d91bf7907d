import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_SHORT_LINK } from './example-answers';
import type { productShortLinkMachine } from './product-short-link.machine';

export const productShortLinkExamples: SimulationExamples<typeof productShortLinkMachine> = {
  actors: {
    createProductShortlinkV2: {
      output: { ...EXAMPLE_SHORT_LINK, productId: 'p_301' },
      error: 'This product is no longer in your shop.',
    },
  },
};

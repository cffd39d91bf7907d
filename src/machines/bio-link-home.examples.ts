import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_BIO_LINK_DETAIL } from './example-answers';
import type { bioLinkHomeMachine } from './bio-link-home.machine';

export const bioLinkHomeExamples: SimulationExamples<typeof bioLinkHomeMachine> = {
  actors: {
    getBioLinkDetail: {
      output: {
        detail: EXAMPLE_BIO_LINK_DETAIL,
        url: 'https://lnkm.to/janeloves',
        popular: [{ id: 'b_1', title: 'My Amazon storefront', url: 'https://lnkm.to/s/Kq82mZ1p', clicks: 342 }],
        trending: [{ id: 'b_2', title: 'Kitchen favourites', url: 'https://lnkm.to/s/Pz55tLc0', clicks: 97 }],
      },
      error: 'Your bio link could not be loaded.',
    },
  },
};

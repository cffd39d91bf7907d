import type { SimulationExamples } from './actor-examples';
import type { bioLinkShareMachine } from './bio-link-share.machine';

export const bioLinkShareExamples: SimulationExamples<typeof bioLinkShareMachine> = {
  actors: {
    getBioUrlNew: {
      output: {
        url: 'https://lnkm.to/janeloves',
        shortUrl: 'https://lnkm.to/b/janeloves',
        qrCodeSvg:
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="21" height="21" fill="#fff"/><rect width="7" height="7"/></svg>',
      },
      error: 'Your page address could not be loaded.',
    },
  },
};

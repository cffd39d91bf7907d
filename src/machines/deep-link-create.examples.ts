import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_SHORT_LINK } from './example-answers';
import type { deepLinkCreateMachine } from './deep-link-create.machine';

/** A deep link opens the retailer's app on a phone; it is the short link's record with kind 'deep'. */
export const EXAMPLE_DEEP_LINK = {
  ...EXAMPLE_SHORT_LINK,
  id: 'sl_502',
  code: 'Dp9kL2mN',
  shortUrl: 'https://lnkm.to/Dp9kL2mN',
  kind: 'deep',
} as const;

export const deepLinkCreateExamples: SimulationExamples<typeof deepLinkCreateMachine> = {
  actors: {
    getInfoV2: { output: 'janeloves-20', error: 'Your tracking ids could not be loaded.' },
    createDeepLink: { output: EXAMPLE_DEEP_LINK, error: 'This is not an Amazon, Target or Walmart product page.' },
  },
};

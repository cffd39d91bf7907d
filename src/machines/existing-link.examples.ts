import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_SHORT_LINK } from './example-answers';
import type { existingLinkMachine } from './existing-link.machine';

export const existingLinkExamples: SimulationExamples<typeof existingLinkMachine> = {
  actors: {
    lookUpAddress: {
      output: { trackingId: 'janeloves-20', link: EXAMPLE_SHORT_LINK },
      error: 'The address could not be checked.',
    },
    createShortLink: { output: EXAMPLE_SHORT_LINK, error: 'The short link could not be created.' },
  },
};

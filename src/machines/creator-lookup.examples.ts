import type { SimulationExamples } from './actor-examples';
import type { creatorLookupMachine } from './creator-lookup.machine';

export const creatorLookupExamples: SimulationExamples<typeof creatorLookupMachine> = {
  actors: {
    bloggerinfo: {
      output: {
        handle: 'janeloves',
        maiNickName: 'Jane',
        insUserName: 'janeloves',
        bioUrl: 'https://lnkm.to/janeloves',
        hasBioLink: true,
      },
      error: 'No creator uses this handle.',
    },
  },
};

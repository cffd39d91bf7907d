import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_SHORT_LINK } from './example-answers';
import type { combinedLinkCreateMachine } from './combined-link-create.machine';

export const combinedLinkCreateExamples: SimulationExamples<typeof combinedLinkCreateMachine> = {
  actors: {
    createCombinedLink: {
      output: {
        id: 'cl_1',
        code: 'Mx4pQ8rT',
        url: 'https://lnkm.to/m/Mx4pQ8rT',
        title: 'Kitchen favourites',
        shortLinks: [EXAMPLE_SHORT_LINK],
        clicks: 0,
        createdAt: '2026-11-25T17:31:00.000Z',
      },
      error: 'Choose at least two products.',
    },
  },
};

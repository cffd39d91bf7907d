import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_DEEP_LINK } from './deep-link-create.examples';
import type { deepLinkRecentMachine } from './deep-link-recent.machine';

export const deepLinkRecentExamples: SimulationExamples<typeof deepLinkRecentMachine> = {
  actors: {
    listByPage: { output: { links: [EXAMPLE_DEEP_LINK], count: 14 }, error: 'Your deep links could not be loaded.' },
  },
};

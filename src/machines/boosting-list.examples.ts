import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_BOOSTING_APPLICATION } from './example-answers';
import type { boostingListMachine } from './boosting-list.machine';

export const boostingListExamples: SimulationExamples<typeof boostingListMachine> = {
  actors: {
    boostingList: {
      output: { list: [EXAMPLE_BOOSTING_APPLICATION], total: 1 },
      error: 'Your boosting applications could not be loaded.',
    },
  },
};

import type { SimulationExamples } from './actor-examples';
import type { boostingUnreadMachine } from './boosting-unread.machine';

export const boostingUnreadExamples: SimulationExamples<typeof boostingUnreadMachine> = {
  actors: {
    countUnread: { output: 2, error: 'The unread count could not be loaded.' },
  },
};

import type { SimulationExamples } from './actor-examples';
import type { collectionPicksMachine } from './collection-picks.machine';

export const collectionPicksExamples: SimulationExamples<typeof collectionPicksMachine> = {
  actors: {
    loadMemberIds: { output: ['p_301'], error: 'This collection no longer exists.' },
    savePicks: { output: undefined, error: 'The products could not be saved.' },
  },
};

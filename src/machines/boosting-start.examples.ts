import type { SimulationExamples } from './actor-examples';
import type { boostingStartMachine } from './boosting-start.machine';

export const boostingStartExamples: SimulationExamples<typeof boostingStartMachine> = {
  actors: {
    checkBoostingWhitelist: { output: true, error: 'The boosting access could not be checked.' },
  },
};

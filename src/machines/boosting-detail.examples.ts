import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_BOOSTING_APPLICATION } from './example-answers';
import type { boostingDetailMachine } from './boosting-detail.machine';

export const boostingDetailExamples: SimulationExamples<typeof boostingDetailMachine> = {
  actors: {
    boostingDetail: { output: EXAMPLE_BOOSTING_APPLICATION, error: 'This application no longer exists.' },
  },
};

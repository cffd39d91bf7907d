import type { SimulationExamples } from './actor-examples';
import type { createPanelMachine } from './create-panel.machine';

export const createPanelExamples: SimulationExamples<typeof createPanelMachine> = {
  actors: {
    checkBoostingWhitelist: { output: true, error: 'The boosting access could not be checked.' },
  },
};

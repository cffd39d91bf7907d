import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_DASHBOARD } from './earnings-example-report';
import type { earningsDashboardMachine } from './earnings-dashboard.machine';

export const earningsDashboardExamples: SimulationExamples<typeof earningsDashboardMachine> = {
  actors: {
    getDashboard: { output: EXAMPLE_DASHBOARD, error: 'Your earnings could not be loaded.' },
  },
};

import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_DASHBOARD } from './earnings-example-report';
import type { earningDashboardMachine } from './earning-dashboard.machine';

export const earningDashboardExamples: SimulationExamples<typeof earningDashboardMachine> = {
  actors: {
    getDashboard: { output: EXAMPLE_DASHBOARD, error: 'Your earnings could not be loaded.' },
  },
};

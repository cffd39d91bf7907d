import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_BREAKDOWN, EXAMPLE_DASHBOARD } from './earnings-example-report';
import type { earningsEngagementMachine } from './earnings-engagement.machine';

export const earningsEngagementExamples: SimulationExamples<typeof earningsEngagementMachine> = {
  actors: {
    loadReport: {
      output: { dashboard: EXAMPLE_DASHBOARD, links: { ...EXAMPLE_BREAKDOWN, by: 'link' } },
      error: 'Your engagement data could not be loaded. Check your connection and try again.',
    },
  },
};

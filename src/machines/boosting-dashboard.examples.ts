import type { SimulationExamples } from './actor-examples';
import {
  EXAMPLE_BOOSTED_CONTENT,
  EXAMPLE_BOOSTING_DAY,
  EXAMPLE_BOOSTING_METRICS,
  EXAMPLE_BOOSTING_TOTALS,
} from './boosting-example-results';
import type { boostingDashboardMachine } from './boosting-dashboard.machine';

const row = { content: EXAMPLE_BOOSTED_CONTENT, metrics: EXAMPLE_BOOSTING_METRICS };

export const boostingDashboardExamples: SimulationExamples<typeof boostingDashboardMachine> = {
  actors: {
    loadBoostingDashboard: {
      output: {
        totals: EXAMPLE_BOOSTING_TOTALS,
        days: [EXAMPLE_BOOSTING_DAY],
        contents: { list: [row], total: 3 },
        rankings: { roi: [row], earnings: [row], conversion: [row] },
      },
      error: 'Your boosting results could not be loaded.',
    },
    listByContentId: {
      output: {
        list: [{ ...row, content: { ...EXAMPLE_BOOSTED_CONTENT, contentId: 'sl_503', title: 'Heated blanket' } }],
        total: 3,
      },
      error: 'More results could not be loaded.',
    },
    exportResults: { output: undefined, error: 'The export could not be made.' },
  },
};

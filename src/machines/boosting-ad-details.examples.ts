import type { SimulationExamples } from './actor-examples';
import {
  EXAMPLE_BOOSTED_CONTENT,
  EXAMPLE_BOOSTING_DAY,
  EXAMPLE_BOOSTING_METRICS,
  EXAMPLE_BOOSTING_TOTALS,
} from './boosting-example-results';
import type { boostingAdDetailsMachine } from './boosting-ad-details.machine';

export const boostingAdDetailsExamples: SimulationExamples<typeof boostingAdDetailsMachine> = {
  actors: {
    loadAdDetails: {
      output: {
        totals: EXAMPLE_BOOSTING_TOTALS,
        detail: { content: EXAMPLE_BOOSTED_CONTENT, metrics: EXAMPLE_BOOSTING_METRICS, days: [EXAMPLE_BOOSTING_DAY] },
      },
      error: 'The results of this content could not be loaded.',
    },
  },
};

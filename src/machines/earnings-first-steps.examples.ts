import type { SimulationExamples } from './actor-examples';
import type { earningsFirstStepsMachine } from './earnings-first-steps.machine';

export const earningsFirstStepsExamples: SimulationExamples<typeof earningsFirstStepsMachine> = {
  actors: {
    readFirstStepsFacts: {
      output: { hasTrackingId: true, hasLink: false },
      error: 'Your first steps could not be loaded.',
    },
  },
};

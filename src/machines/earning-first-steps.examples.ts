import type { SimulationExamples } from './actor-examples';
import type { earningFirstStepsMachine } from './earning-first-steps.machine';

export const earningFirstStepsExamples: SimulationExamples<typeof earningFirstStepsMachine> = {
  actors: {
    readFirstStepsFacts: { output: { hasTrackingId: true, hasLink: false }, error: 'Your first steps could not be loaded.' },
  },
};

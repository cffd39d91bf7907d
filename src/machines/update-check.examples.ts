import type { SimulationExamples } from './actor-examples';
import type { updateCheckMachine } from './update-check.machine';

/** A newer version that must be installed; force the guards for 'what's new' or nothing to show. */
export const updateCheckExamples: SimulationExamples<typeof updateCheckMachine> = {
  actors: {
    getAppForceUpdateInfo: {
      output: { forceUpdateVersion: 99, freshNewsVersion: 1 },
      error: 'The version could not be checked.',
    },
  },
};

import type { SimulationExamples } from './actor-examples';
import type { confirmDialogMachine } from './confirm-dialog.machine';

/** The caller's confirm callback: what it answers is not read, only that it finished. */
export const confirmDialogExamples: SimulationExamples<typeof confirmDialogMachine> = {
  actors: {
    runConfirm: { output: null, error: 'The action could not be completed.' },
  },
};

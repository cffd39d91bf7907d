import type { SimulationExamples } from './actor-examples';
import type { mailLinkMachine } from './mail-link.machine';

/** The probe reports by event whether a mail client opened; it finishes without an output. */
export const mailLinkExamples: SimulationExamples<typeof mailLinkMachine> = {
  actors: {
    openMailClient: { output: undefined, error: 'The mail client could not be opened.' },
  },
};

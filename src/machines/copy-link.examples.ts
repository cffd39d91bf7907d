import type { SimulationExamples } from './actor-examples';
import type { copyLinkMachine } from './copy-link.machine';

export const copyLinkExamples: SimulationExamples<typeof copyLinkMachine> = {
  actors: {
    writeClipboard: { output: undefined, error: 'The browser did not allow copying.' },
  },
};

import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_DEEP_LINK } from './deep-link-create.examples';
import type { deepLinkListMachine } from './deep-link-list.machine';

export const deepLinkListExamples: SimulationExamples<typeof deepLinkListMachine> = {
  actors: {
    listByPage: { output: { list: [EXAMPLE_DEEP_LINK], total: 14 }, error: 'Your deep links could not be loaded.' },
    deleteShortlink: {
      output: { id: 'sl_502', deletedAt: '2026-11-25T17:31:00.000Z' },
      error: 'This link no longer exists.',
    },
  },
};

import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_SHORT_LINK } from './example-answers';
import type { myLinksMachine } from './my-links.machine';

export const myLinksExamples: SimulationExamples<typeof myLinksMachine> = {
  actors: {
    getShortlinkList: { output: { list: [EXAMPLE_SHORT_LINK], total: 23 }, error: 'Your links could not be loaded.' },
    deleteShortlink: {
      output: { id: 'sl_501', deletedAt: '2026-11-25T17:31:00.000Z' },
      error: 'This link no longer exists.',
    },
  },
};

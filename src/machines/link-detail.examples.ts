import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_SHORT_LINK } from './example-answers';
import type { linkDetailMachine } from './link-detail.machine';

export const linkDetailExamples: SimulationExamples<typeof linkDetailMachine> = {
  actors: {
    getShortlinkDetail: {
      output: {
        shortLink: EXAMPLE_SHORT_LINK,
        days: [
          { day: '2026-11-23', clicks: 31 },
          { day: '2026-11-24', clicks: 45 },
          { day: '2026-11-25', clicks: 12 },
        ],
      },
      error: 'This link no longer exists.',
    },
    setShortlinkLocalisation: {
      output: { ...EXAMPLE_SHORT_LINK, localisation: 'never' },
      error: 'This short link does not exist.',
    },
    deleteShortlink: {
      output: { id: 'sl_501', deletedAt: '2026-11-25T17:31:00.000Z' },
      error: 'This link no longer exists.',
    },
  },
  events: {
    'detail.localise': { localisation: 'never' },
  },
};

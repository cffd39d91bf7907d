import type { SimulationExamples } from './actor-examples';
import type { dmFunnelMachine } from './dm-funnel.machine';

export const dmFunnelExamples: SimulationExamples<typeof dmFunnelMachine> = {
  actors: {
    dmFunnel: {
      output: {
        mediaId: '17900000000000001',
        startDate: '2026-11-19',
        endDate: '2026-11-25',
        previousStartDate: '2026-11-12',
        previousEndDate: '2026-11-18',
        current: { comments: 120, matched: 84, sent: 80, clicks: 46, orders: 5, earningsCents: 1_275 },
        previous: { comments: 90, matched: 60, sent: 60, clicks: 31, orders: 3, earningsCents: 640 },
      },
      error: 'This post is not one of your bio link’s posts.',
    },
  },
};

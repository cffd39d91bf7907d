import type { SimulationExamples } from './actor-examples';
import type { boostingTrackingIdsMachine } from './boosting-tracking-ids.machine';

export const boostingTrackingIdsExamples: SimulationExamples<typeof boostingTrackingIdsMachine> = {
  actors: {
    loadBoostingTrackingIds: {
      output: [
        {
          selection: 1034,
          source: 1,
          options: [
            { name: 'janeloves-20', disabled: false, createdAt: '2026-03-02T09:15:00.000Z' },
            { name: 'janeholiday-20', disabled: true },
          ],
        },
        { selection: 109, source: 7, options: [] },
      ],
      error: 'Your tracking ids could not be loaded.',
    },
  },
};

import type { SimulationExamples } from './actor-examples';
import type { trackingIdPickerMachine } from './tracking-id-picker.machine';

export const trackingIdPickerExamples: SimulationExamples<typeof trackingIdPickerMachine> = {
  actors: {
    loadTrackingIds: {
      output: {
        entries: [
          { trackingId: 'janeloves-20', createdAt: '2026-03-02T09:15:00.000Z' },
          { trackingId: 'janeholiday-20', createdAt: '2026-11-01T10:00:00.000Z' },
        ],
        activeIds: ['janeholiday-20'],
      },
      error: 'Your tracking ids could not be loaded.',
    },
  },
};

import type { SimulationExamples } from './actor-examples';
import type { linkPlacementsMachine } from './link-placements.machine';

const PLACEMENT = {
  code: 'Pq7rS2tU',
  linkCode: 'Ab3dE7xQ',
  name: 'IG story',
  shortUrl: 'https://lnkm.to/s/Pq7rS2tU',
  trackingId: 'mayafinds-20',
  subId: 'pl-Pq7rS2tU',
  destination: 'https://www.amazon.com/dp/B09B8V1LZ3?tag=mayafinds-20',
  createdAt: '2026-11-20T17:31:00.000Z',
};

export const linkPlacementsExamples: SimulationExamples<typeof linkPlacementsMachine> = {
  actors: {
    getPlacementReport: {
      output: {
        startDate: '2026-11-23',
        endDate: '2026-11-29',
        retailer: 'amazon',
        trackingIds: ['mayafinds-20', 'mayastory-20'],
        list: [{ placement: PLACEMENT, clicks: 40, orders: 2, earningsCents: 500, epcCents: 12.5 }],
      },
      error: 'This link no longer exists.',
    },
    createPlacement: { output: PLACEMENT, error: 'This link already has a placement with that name.' },
    deletePlacement: { output: { id: PLACEMENT.code }, error: 'This link no longer exists.' },
  },
};

import type { SimulationExamples } from './actor-examples';
import { usd } from './example-answers';
import type { recordsMachine } from './records.machine';

const order = {
  id: 'cv_1',
  network: 'amazon',
  orderId: '112-4455667-1234567',
  shortCode: 'Ab3dE7xQ',
  trackingId: 'janeloves-20',
  orderAmount: usd(4500),
  commission: usd(180),
  status: 'approved',
  orderedAt: '2026-11-24T19:03:00.000Z',
  updatedAt: '2026-11-25T02:00:00.000Z',
} as const;

export const recordsExamples: SimulationExamples<typeof recordsMachine> = {
  actors: {
    loadRecords: {
      output: {
        orders: { list: [order], total: 25 },
        settlements: {
          list: [
            {
              id: 'st_10',
              source: 'affiliate',
              kind: 'earnings',
              periodStart: '2026-10-01',
              periodEnd: '2026-10-31',
              amount: usd(28750),
              conversions: 88,
              status: 'paid',
              paidAt: '2026-11-15T12:00:00.000Z',
            },
          ],
          total: 1,
        },
      },
      error: 'Your orders and payouts could not be loaded.',
    },
    getConversions: {
      output: { list: [{ ...order, id: 'cv_2', orderId: '112-9988776-7654321' }], total: 25 },
      error: 'More orders could not be loaded.',
    },
    settlementExport: { output: undefined, error: 'The export could not be made.' },
  },
};

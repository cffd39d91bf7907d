import { describe, it } from 'vitest';
import { ENGAGEMENT_LOAD_FAILED, earningsEngagementMachine } from '../../src/machines/earnings-engagement.machine';
import { exploreEarningsReport } from '../support/earnings-report-model';
import { linkBreakdown, usd } from '../support/earnings-fixtures';

describe('engagement (earning/engegament_data)', () => {
  it('earnings-engagement: every state and transition from the default range and from an address naming 3 months', async () => {
    const day = {
      date: '2026-11-21',
      clicks: 40,
      conversions: 2,
      earnings: usd(1_250),
      conversionRate: 0.05,
      epcCents: 31.25,
    };
    await exploreEarningsReport({
      name: 'earnings-engagement',
      machine: earningsEngagementMachine,
      output: {
        dashboard: { startDate: '2026-11-15', endDate: '2026-11-21', totals: day, days: [day] },
        links: linkBreakdown,
      },
      loadFailed: ENGAGEMENT_LOAD_FAILED,
      ranges: 'chips',
      inputs: [{}, { range: '3m' }],
    });
  });
});

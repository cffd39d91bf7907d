import { describe, it } from 'vitest';
import { EARNINGS_OVERVIEW_LOAD_FAILED, earningsOverviewMachine } from '../../src/machines/earnings-overview.machine';
import { exploreEarningsReport } from '../support/earnings-report-model';
import { brandBreakdown, usd } from '../support/earnings-fixtures';

describe('earnings and balance (earning/index)', () => {
  it('earnings-overview: every state and transition from the default range and from an address naming 30 days', async () => {
    await exploreEarningsReport({
      name: 'earnings-overview',
      machine: earningsOverviewMachine,
      output: {
        balance: {
          balance: usd(1_000),
          pending: usd(250),
          paidOut: usd(4_000),
          lifetimeEarnings: usd(5_250),
          referralBonus: usd(0),
        },
        brands: brandBreakdown,
      },
      loadFailed: EARNINGS_OVERVIEW_LOAD_FAILED,
      ranges: 'chips',
      inputs: [{}, { range: '30d' }],
    });
  });
});

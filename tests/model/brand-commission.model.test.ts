import { describe, it } from 'vitest';
import { BRAND_COMMISSION_LOAD_FAILED, brandCommissionMachine } from '../../src/machines/brand-commission.machine';
import { exploreEarningsReport } from '../support/earnings-report-model';
import { brandBreakdown } from '../support/earnings-fixtures';

describe('brand commission details (extraCommissionDetail/index)', () => {
  it('brand-commission: every state and transition from the default range and from an address naming 30 days', async () => {
    await exploreEarningsReport({
      name: 'brand-commission',
      machine: brandCommissionMachine,
      output: brandBreakdown,
      loadFailed: BRAND_COMMISSION_LOAD_FAILED,
      ranges: 'chips',
      inputs: [{}, { range: '30d' }],
    });
  });
});

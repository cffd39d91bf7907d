import { describe, it } from 'vitest';
import {
  OTHER_BRAND_LOAD_FAILED,
  otherBrandCommissionMachine,
} from '../../src/machines/other-brand-commission.machine';
import { exploreEarningsReport } from '../support/earnings-report-model';
import { linkBreakdown } from '../support/earnings-fixtures';

describe('other brand commission details (otherBrandCommissionDetail/index)', () => {
  it('other-brand-commission: every state and transition from Target by default, from Walmart and from an unknown brand', async () => {
    await exploreEarningsReport({
      name: 'other-brand-commission',
      machine: otherBrandCommissionMachine,
      output: linkBreakdown,
      loadFailed: OTHER_BRAND_LOAD_FAILED,
      ranges: 'chips',
      brandChips: true,
      inputs: [{}, { range: '30d', brand: 'walmart' }, { brand: 'amazon' }],
    });
  });
});

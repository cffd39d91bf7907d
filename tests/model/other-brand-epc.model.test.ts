import { describe, it } from 'vitest';
import { OTHER_BRAND_EPC_LOAD_FAILED, otherBrandEpcMachine } from '../../src/machines/other-brand-epc.machine';
import { exploreEarningsReport } from '../support/earnings-report-model';
import { linkBreakdown } from '../support/earnings-fixtures';

describe('other brand EPC details (otherBrandCommissionDetail/epcDetail)', () => {
  it('other-brand-epc: every state and transition from Target by default and from Walmart over 3 months', async () => {
    await exploreEarningsReport({
      name: 'other-brand-epc',
      machine: otherBrandEpcMachine,
      output: linkBreakdown,
      loadFailed: OTHER_BRAND_EPC_LOAD_FAILED,
      ranges: 'chips',
      brandChips: true,
      inputs: [{}, { range: '3m', brand: 'walmart' }],
    });
  });
});

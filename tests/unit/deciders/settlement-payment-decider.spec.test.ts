import { describe, it } from 'vitest';
import {
  settlementPaymentDecider,
  type SettlementLinePaid,
} from '../../../server/modules/earnings/settlement-payment-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

const payments = spec(settlementPaymentDecider);
const paid: SettlementLinePaid = {
  type: 'SettlementLinePaid',
  data: { lineId: 'line-1', paidAt: SPEC_NOW.toISOString() },
};

describe('settlement payment decider', () => {
  it('pays a line once: paying a paid line records nothing', () => {
    payments.given([]).when({ type: 'PayLine', lineId: 'line-1' }).then([paid]);
    payments.given([paid]).when({ type: 'PayLine', lineId: 'line-1' }).thenNothingHappens();
  });
});

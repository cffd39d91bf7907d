import { describe, it } from 'vitest';
import {
  SETTLEMENT_MESSAGES,
  settlementLedgerDecider,
  type ConversionSnapshot,
  type SettlementLedgerEvent,
} from '../../../server/modules/earnings/settlement-ledger-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

// SPEC_NOW is in June 2025, Pacific: May and earlier may close.
const at = SPEC_NOW.toISOString();
const ledger = spec(settlementLedgerDecider);
const order = (conversionId: string, changes: Partial<ConversionSnapshot> = {}): ConversionSnapshot => ({
  conversionId,
  shopDomain: 'shop-a',
  orderedMonth: '2025-05',
  status: 'approved',
  commissionCents: 300,
  settledCents: 0,
  ...changes,
});
const close = (month: string, conversions: ConversionSnapshot[] = []) =>
  ({ type: 'CloseMonth', month, conversions }) as const;
const closed = (month: string, lines = 0, totalCents = 0): SettlementLedgerEvent => ({
  type: 'SettlementMonthClosed',
  data: { month, closedAt: at, lines, totalCents },
});
const line = (
  lineId: string,
  shopDomain: string,
  kind: 'earnings' | 'adjustment',
  items: Array<[string, number]>,
): SettlementLedgerEvent => ({
  type: 'SettlementLineIssued',
  data: {
    lineId,
    shopDomain,
    month: '2025-05',
    kind,
    source: 'affiliate',
    amountCents: items.reduce((sum, [, cents]) => sum + cents, 0),
    currency: 'USD',
    items: items.map(([conversionId, amountCents]) => ({ conversionId, amountCents })),
    issuedAt: at,
  },
});

describe('settlement ledger decider', () => {
  it('settles approved orders of the month and before, per shop, earnings before adjustments; pending orders wait', () => {
    const conversions = [
      order('o2', { shopDomain: 'shop-b' }),
      order('o1', { orderedMonth: '2025-04', commissionCents: 200 }),
      order('o3'),
      order('o4', { status: 'pending' }),
      order('o5', { status: 'reversed', settledCents: 150 }),
      order('o6', { orderedMonth: '2025-06' }),
    ];
    ledger
      .given([])
      .when(close('2025-05', conversions))
      .then([
        line('id-1', 'shop-a', 'earnings', [
          ['o1', 200],
          ['o3', 300],
        ]),
        line('id-2', 'shop-a', 'adjustment', [['o5', -150]]),
        line('id-3', 'shop-b', 'earnings', [['o2', 300]]),
        closed('2025-05', 3, 650),
      ]);
  });

  it('closes a month once, in order, and only once it has ended', () => {
    ledger
      .given([closed('2025-05')])
      .when(close('2025-05', [order('o1')]))
      .thenNothingHappens();
    ledger
      .given([closed('2025-05')])
      .when(close('2025-04'))
      .thenThrows('invalid', SETTLEMENT_MESSAGES.outOfOrder('2025-04', '2025-05'));
    ledger.given([]).when(close('2025-06')).thenThrows('invalid', SETTLEMENT_MESSAGES.notEnded('2025-06'));
    ledger.given([]).when(close('2025-5')).thenThrows('invalid', SETTLEMENT_MESSAGES.month);
  });
});

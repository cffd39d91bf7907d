import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { DomainError } from '../../server/events/domain-error';
import {
  settlementLedgerDecider,
  type ConversionSnapshot,
  type LedgerState,
  type SettlementLineIssued,
} from '../../server/modules/earnings/settlement-ledger-decider';

/** Orders of a few shops over six months of 2025, whose statuses and commissions change between closes. */
const MONTHS = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'];
const NOW = new Date('2025-08-15T12:00:00Z');

type Order = Omit<ConversionSnapshot, 'settledCents'>;
const orders = fc
  .array(
    fc.record({
      shopDomain: fc.constantFrom('shop-a', 'shop-b', 'shop-c'),
      orderedMonth: fc.constantFrom(...MONTHS),
      status: fc.constantFrom('pending', 'approved', 'reversed' as const),
      commissionCents: fc.integer({ min: 0, max: 10_000 }),
    }),
    { minLength: 1, maxLength: 12 },
  )
  .map((list) => list.map((o, i): Order => ({ ...o, conversionId: `net:${i}` })));

/** A step: an order's report changes (it moves on in status and may carry another commission), or a month closes. */
const step = fc.oneof(
  fc.record({
    kind: fc.constant('change' as const),
    index: fc.nat(),
    status: fc.constantFrom('approved', 'reversed' as const),
    commissionCents: fc.integer({ min: 0, max: 10_000 }),
  }),
  fc.record({ kind: fc.constant('close' as const), month: fc.constantFrom(...MONTHS) }),
);

const history = fc.tuple(orders, fc.array(step, { maxLength: 25 }));

let ids = 0;
const context = { now: NOW, newId: () => `line-${(ids += 1)}` };

describe('the monthly settlement close', () => {
  it.prop([history])(
    'after each close every order of that month or before is settled at what it earns (approved: its commission, reversed: nothing), once',
    ([initial, steps]) => {
      const live = initial.map((o) => ({ ...o }));
      const settled = new Map<string, number>();
      let state: LedgerState = settlementLedgerDecider.initialState;
      for (const s of steps) {
        if (s.kind === 'change') {
          const target = live[s.index % live.length]!;
          if (target.status === 'reversed') continue;
          target.status = s.status;
          if (s.status === 'approved') target.commissionCents = s.commissionCents;
          continue;
        }
        const snapshot = live.map((o) => ({ ...o, settledCents: settled.get(o.conversionId) ?? 0 }));
        const last = state.closedMonths.at(-1);
        let events;
        try {
          events = settlementLedgerDecider.decide(
            { type: 'CloseMonth', month: s.month, conversions: snapshot },
            state,
            context,
          );
        } catch (error) {
          // Only a month before the last closed one is refused (all six months have ended by NOW).
          expect(error).toBeInstanceOf(DomainError);
          expect(last !== undefined && s.month < last).toBe(true);
          continue;
        }
        if (state.closedMonths.includes(s.month)) {
          expect(events).toEqual([]);
          continue;
        }
        const lines = events.filter((e): e is SettlementLineIssued => e.type === 'SettlementLineIssued');
        for (const line of lines) {
          expect(line.data.amountCents).toBe(line.data.items.reduce((sum, item) => sum + item.amountCents, 0));
          expect(
            line.data.items.every((item) =>
              line.data.kind === 'earnings' ? item.amountCents > 0 : item.amountCents < 0,
            ),
          ).toBe(true);
          for (const item of line.data.items) {
            expect(live.find((o) => o.conversionId === item.conversionId)?.shopDomain).toBe(line.data.shopDomain);
            settled.set(item.conversionId, (settled.get(item.conversionId) ?? 0) + item.amountCents);
          }
        }
        expect(events.at(-1)).toMatchObject({
          type: 'SettlementMonthClosed',
          data: { month: s.month, lines: lines.length },
        });
        state = events.reduce(settlementLedgerDecider.evolve, state);
        for (const o of live) {
          const got = settled.get(o.conversionId) ?? 0;
          if (o.orderedMonth > s.month)
            expect(got, 'a later month is not settled yet').toBe(
              snapshot.find((x) => x.conversionId === o.conversionId)!.settledCents,
            );
          else if (o.status === 'approved') expect(got).toBe(o.commissionCents);
          else if (o.status === 'reversed') expect(got).toBe(0);
        }
        // Closing the same month again decides nothing.
        expect(
          settlementLedgerDecider.decide({ type: 'CloseMonth', month: s.month, conversions: snapshot }, state, context),
        ).toEqual([]);
      }
      // Nothing is ever settled for an order still pending.
      for (const o of live) if (o.status === 'pending') expect(settled.get(o.conversionId) ?? 0).toBe(0);
    },
  );

  it('refuses a month that has not ended in Pacific time, and a month out of order', () => {
    const july = new Date('2025-07-31T23:30:00-07:00');
    expect(() =>
      settlementLedgerDecider.decide(
        { type: 'CloseMonth', month: '2025-07', conversions: [] },
        { closedMonths: [] },
        { now: july, newId: () => 'x' },
      ),
    ).toThrow('2025-07 has not ended yet in Pacific time: a month can be closed once it is over.');
    // Thirty minutes later (August 1st, Pacific) it can be closed.
    const august = new Date('2025-08-01T00:00:00-07:00');
    expect(
      settlementLedgerDecider.decide(
        { type: 'CloseMonth', month: '2025-07', conversions: [] },
        { closedMonths: [] },
        { now: august, newId: () => 'x' },
      ),
    ).toEqual([
      {
        type: 'SettlementMonthClosed',
        data: { month: '2025-07', closedAt: august.toISOString(), lines: 0, totalCents: 0 },
      },
    ]);
    expect(() =>
      settlementLedgerDecider.decide(
        { type: 'CloseMonth', month: '2025-02', conversions: [] },
        { closedMonths: ['2025-03'] },
        context,
      ),
    ).toThrow('2025-02 is before 2025-03, the last closed month: months close in order.');
  });
});

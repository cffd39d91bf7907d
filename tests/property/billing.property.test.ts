import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { OVERAGE_CAP_CENTS, overageFor, referralCreditCents } from '../../src/domain/plans';
import { billingDecider, type BillingState, type InvoiceInput } from '../../server/modules/billing/billing-decider';
import type { BillingEvent } from '../../server/modules/billing/billing-events';

const clicks = fc.integer({ min: 0, max: 1_000_000_000 });

describe('overage: 1 cent a click over the allowance, at most $999 a month', () => {
  it.prop([clicks, clicks])(
    'is never negative, never over the cap, and exactly one cent per extra click below it',
    (used, included) => {
      const { extraClicks, extraClicksCents } = overageFor(used, included);
      expect(Number.isInteger(extraClicksCents)).toBe(true);
      expect(extraClicks).toBe(Math.max(0, used - included));
      expect(extraClicksCents).toBeGreaterThanOrEqual(0);
      expect(extraClicksCents).toBeLessThanOrEqual(OVERAGE_CAP_CENTS);
      expect(extraClicksCents).toBe(Math.min(extraClicks, 99_900));
    },
  );

  it.prop([fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 99_900 })])(
    'within the allowance costs nothing; up to the cap, every extra click adds a cent',
    (included, extra) => {
      expect(overageFor(included, included).extraClicksCents).toBe(0);
      expect(overageFor(included + extra, included).extraClicksCents).toBe(extra);
      expect(overageFor(included + extra + 1_000_000, included).extraClicksCents).toBe(OVERAGE_CAP_CENTS);
    },
  );
});

/** A paid bill as Stripe reports it; the same event id may be delivered more than once. */
const delivery = fc.record({
  invoice: fc.integer({ min: 1, max: 8 }),
  totalCents: fc.integer({ min: 0, max: 10_000_000 }),
  copies: fc.integer({ min: 1, max: 3 }),
});

function invoice(n: number, totalCents: number): InvoiceInput {
  return {
    invoiceId: `in_${n}`,
    shopDomain: 'referred-shop',
    planId: 75,
    planName: 'Starter',
    periodStart: '2026-11-01T00:00:00-07:00',
    periodEnd: '2026-12-01T00:00:00-08:00',
    planAmountCents: totalCents,
    usage: null,
    extraClicks: 0,
    extraClicksCents: 0,
    totalCents,
    currency: 'USD',
    paidAt: '2026-11-20T10:00:00Z',
  };
}

describe('referral credit: 20% of each paid bill, once per bill', () => {
  it.prop([fc.array(delivery, { maxLength: 30 })])(
    'a notification delivered twice (or a bill reported again) credits nothing more',
    (deliveries) => {
      let state: BillingState = billingDecider.initialState;
      const recorded: BillingEvent[] = [];
      const firstAmount = new Map<number, number>();
      deliveries.forEach((d, i) => {
        if (!firstAmount.has(d.invoice)) firstAmount.set(d.invoice, d.totalCents);
        for (let copy = 0; copy < d.copies; copy += 1) {
          const events = billingDecider.decide(
            {
              type: 'RecordInvoice',
              eventId: `evt_${i}`,
              invoice: invoice(d.invoice, d.totalCents),
              referrerShop: 'referrer-shop',
            },
            state,
            { now: new Date('2026-11-20T10:00:00Z'), newId: () => 'id' },
          );
          recorded.push(...events);
          state = events.reduce(billingDecider.evolve, state);
        }
      });
      const credits = recorded.flatMap((e) => (e.type === 'InvoicePaid' ? [e.data.referralCreditCents] : []));
      const expected = [...firstAmount.values()].map(referralCreditCents);
      expect(credits.length).toBe(firstAmount.size);
      expect(credits.reduce((a, b) => a + b, 0)).toBe(expected.reduce((a, b) => a + b, 0));
      for (const credit of credits) expect(Number.isInteger(credit)).toBe(true);
    },
  );

  it.prop([fc.integer({ min: 0, max: 100_000_000 })])(
    'never more than 20% and less than a cent short of it',
    (paid) => {
      const credit = referralCreditCents(paid);
      expect(credit * 5).toBeLessThanOrEqual(paid);
      expect((credit + 1) * 5).toBeGreaterThan(paid);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { planByLookupKey } from '../../src/domain/plans';
import { billingDecider, type BillingCommand, type BillingState } from '../../server/modules/billing/billing-decider';
import type { BillingEvent } from '../../server/modules/billing/billing-events';

/** Given these events, when this command, then these events (or this refusal): the billing rules alone. */
const NOW = new Date('2026-11-20T18:00:00Z');
const NOVEMBER = { start: '2026-11-01T00:00:00-07:00', end: '2026-12-01T00:00:00-08:00' };
const DECEMBER = { start: '2026-12-01T00:00:00-08:00', end: '2027-01-01T00:00:00-08:00' };
const given = (events: BillingEvent[]): BillingState => events.reduce(billingDecider.evolve, billingDecider.initialState);
const when = (state: BillingState, command: BillingCommand) => billingDecider.decide(command, state, { now: NOW, newId: () => 'id' });
const types = (events: readonly BillingEvent[]) => events.map((e) => e.type);

const starter = planByLookupKey('deeplink')!;
const opened: BillingEvent = {
  type: 'CheckoutOpened',
  data: { sessionId: 's1', shopDomain: 'jane', planId: 75, lookupKey: 'deeplink', amountCents: 7500, currency: 'USD', provider: 'local', providerSessionId: 's1', url: '/checkout/s1', expiresAt: '2026-11-21T18:00:00Z', openedAt: NOW.toISOString() },
};
const complete: BillingCommand = {
  type: 'CompleteCheckout',
  sessionId: 's1',
  eventId: 'evt_1',
  shopDomain: 'jane',
  card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
  customerId: null,
  subscriptionId: null,
  period: NOVEMBER,
  invoice: { invoiceId: 'in_1', shopDomain: 'jane', planId: 75, planName: 'Starter', periodStart: NOVEMBER.start, periodEnd: NOVEMBER.end, planAmountCents: 7500, usage: null, extraClicks: 0, extraClicksCents: 0, totalCents: 7500, currency: 'USD', paidAt: NOW.toISOString() },
  referrerShop: 'bob',
};
const close = (usedClicks: number): BillingCommand => ({ type: 'CloseMonth', month: '2026-11', monthStart: NOVEMBER.start, next: DECEMBER, usedClicks, invoiceId: 'in_2', shopDomain: 'jane', chargeHere: true, referrerShop: 'bob' });

describe('billing decider', () => {
  it('a second checkout replaces the open one', () => {
    const events = when(given([opened]), { type: 'OpenCheckout', sessionId: 's2', shopDomain: 'jane', plan: starter, provider: 'local', providerSessionId: 's2', url: '/checkout/s2', expiresAt: 'x' });
    expect(types(events)).toEqual(['CheckoutExpired', 'CheckoutOpened']);
  });

  it('a paid checkout starts the plan with its bill and the referrer credit; the same event again does nothing', () => {
    const events = when(given([opened]), complete);
    expect(types(events)).toEqual(['CheckoutCompleted', 'PaymentMethodSaved', 'PlanStarted', 'InvoicePaid', 'ProviderEventApplied']);
    expect(events.find((e) => e.type === 'InvoicePaid')!.data).toMatchObject({ referrerShop: 'bob', referralCreditCents: 1500 });
    expect(when(given([opened, ...events]), complete)).toEqual([]);
  });

  it('closing the month renews with the next price and the extra clicks, capped at $999', () => {
    const paid = given([opened, ...when(given([opened]), complete)]);
    const renewal = when(paid, close(10_000 + 250));
    expect(types(renewal)).toEqual(['PeriodRenewed', 'InvoicePaid', 'BillingMonthClosed']);
    expect(renewal[1]!.data).toMatchObject({ periodStart: DECEMBER.start, planAmountCents: 7500, extraClicks: 250, extraClicksCents: 250, totalCents: 7750, referralCreditCents: 1550 });
    expect(when(paid, close(10_000 + 5_000_000))[1]!.data).toMatchObject({ extraClicks: 5_000_000, extraClicksCents: 99_900, totalCents: 107_400 });
    expect(when(given([opened, ...when(given([opened]), complete), ...renewal]), close(0))).toEqual([]);
  });

  it('a plan cancelled during the month ends at its close with a bill for the extra clicks only', () => {
    const paid = [opened, ...when(given([opened]), complete)];
    const cancelled = [...paid, ...when(given(paid), { type: 'ScheduleCancel', reason: null, eventId: null })];
    expect(types(cancelled.slice(paid.length))).toEqual(['CancellationScheduled']);
    const end = when(given(cancelled), close(10_100));
    expect(types(end)).toEqual(['InvoicePaid', 'PlanEnded', 'BillingMonthClosed']);
    expect(end[0]!.data).toMatchObject({ planAmountCents: 0, extraClicksCents: 100, totalCents: 100, periodStart: NOVEMBER.start });
    expect(types(when(given(cancelled), close(10_000)))).toEqual(['PlanEnded', 'BillingMonthClosed']);
    expect(end[1]!.data).toMatchObject({ special: false });
  });

  it('refuses what makes no sense, with a sentence', () => {
    expect(() => when(given([]), { type: 'ScheduleCancel', reason: null, eventId: null })).toThrow('You have no paid plan to cancel.');
    expect(() => when(given([]), { type: 'ChangePlan', plan: planByLookupKey('pro')!, eventId: null, invoice: null, referrerShop: null })).toThrow(
      'Add a card first: choose a plan and pay on the checkout page.',
    );
    const paid = given([opened, ...when(given([opened]), complete)]);
    expect(() => when(paid, { type: 'OpenCheckout', sessionId: 's3', shopDomain: 'jane', plan: starter, provider: 'local', providerSessionId: 's3', url: '', expiresAt: '' })).toThrow(
      'You are already on the Starter plan.',
    );
  });
});

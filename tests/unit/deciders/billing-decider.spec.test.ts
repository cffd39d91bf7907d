import { describe, expect, it } from 'vitest';
import { FREE_PLAN, planByLookupKey } from '../../../src/domain/plans';
import {
  BILLING_MESSAGES,
  billingDecider,
  type BillingCommand,
  type BillingState,
} from '../../../server/modules/billing/billing-decider';
import type { BillingEvent } from '../../../server/modules/billing/billing-events';
import { quotePlan } from '../../../server/modules/billing/billing-quote';
import { spec } from '../../support/decider-spec';

/** Given these events (or the state they fold to), when this command, then these events (or this refusal): the billing rules alone. */
const NOW = new Date('2026-11-20T18:00:00Z'); // Friday 11/20 10:00 Pacific: day 19 of November's 30
const NOVEMBER_20 = '2026-11-20T00:00:00-08:00';
const DECEMBER = { start: '2026-12-01T00:00:00-08:00', end: '2027-01-01T00:00:00-08:00' };
const given = (events: readonly BillingEvent[]): BillingState =>
  events.reduce(billingDecider.evolve, billingDecider.initialState);
const billing = spec(billingDecider, { now: NOW });
const when = (state: BillingState, command: BillingCommand, now = NOW) =>
  billing.givenState(state).when(command, { now }).events();
const refused = (state: BillingState, command: BillingCommand) => billing.givenState(state).when(command);
const types = (events: readonly BillingEvent[]) => events.map((e) => e.type);
const bill = (events: readonly BillingEvent[]) =>
  events.find((e) => e.type === 'InvoicePaid')?.data as Extract<BillingEvent, { type: 'InvoicePaid' }>['data'];

const starter = planByLookupKey('deeplink')!;
const pro = planByLookupKey('pro')!;
const open = (
  sessionId: string,
  plan = starter,
  state = given([]),
): Extract<BillingCommand, { type: 'OpenCheckout' }> => ({
  type: 'OpenCheckout',
  sessionId,
  shopDomain: 'jane',
  plan,
  provider: 'local',
  providerSessionId: sessionId,
  url: `/checkout/${sessionId}`,
  expiresAt: '2026-11-21T18:00:00Z',
  quote: quotePlan(state, plan, NOW),
});
const complete = (sessionId: string): Extract<BillingCommand, { type: 'CompleteCheckout' }> => ({
  type: 'CompleteCheckout',
  sessionId,
  eventId: `evt_${sessionId}`,
  shopDomain: 'jane',
  card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
  customerId: null,
  subscriptionId: null,
  chargeHere: true,
  invoiceId: `in_${sessionId}`,
  referrerShop: 'bob',
});
const change = (plan = pro): BillingCommand => ({
  type: 'ChangePlan',
  plan,
  eventId: null,
  pricing: 'ours',
  chargeHere: true,
  invoiceId: 'in_change',
  shopDomain: 'jane',
  referrerShop: 'bob',
});
const close = (usedClicks: number, month = '2026-11', next = DECEMBER): BillingCommand => ({
  type: 'CloseMonth',
  month,
  next,
  usedClicks,
  invoiceId: 'in_close',
  shopDomain: 'jane',
  chargeHere: true,
  referrerShop: 'bob',
});

/** Jane bought Starter on 11/20: the events so far. */
function paidStarter(): BillingEvent[] {
  const opened = when(given([]), open('s1'));
  return [...opened, ...when(given(opened), complete('s1'))];
}

describe('billing decider', () => {
  it('a second checkout replaces the open one', () => {
    const first = when(given([]), open('s1'));
    expect(types(when(given(first), open('s2')))).toEqual(['CheckoutExpired', 'CheckoutOpened']);
  });

  it('a first purchase on 11/20 buys 11/20 to 11/30: 7,500 less the 19 days gone, 2,750; the referrer gets 20%, once', () => {
    const opened = when(given([]), open('s1'));
    expect(opened[0]!.data).toMatchObject({
      amountCents: 2750,
      planAmountCents: 2750,
      periodStart: NOVEMBER_20,
      periodEnd: DECEMBER.start,
    });
    const events = when(given(opened), complete('s1'));
    expect(types(events)).toEqual([
      'CheckoutCompleted',
      'PaymentMethodSaved',
      'PlanStarted',
      'InvoicePaid',
      'ProviderEventApplied',
    ]);
    expect(events[2]!.data).toMatchObject({ periodStart: NOVEMBER_20, periodEnd: DECEMBER.start });
    expect(bill(events)).toMatchObject({
      planAmountCents: 2750,
      totalCents: 2750,
      periodStart: NOVEMBER_20,
      referrerShop: 'bob',
      referralCreditCents: 550,
    });
    expect(when(given([...opened, ...events]), complete('s1'))).toEqual([]);
  });

  it('a paying shop cannot open or pay a second checkout: the refusal leads to the change of plan', () => {
    const paid = given(paidStarter());
    refused(paid, open('s2', pro, paid)).thenThrows(
      'conflict',
      'Your shop already pays for the Starter plan this month, so there is nothing to check out. To move to Pro, change your plan on the Plans page: the unused part of Starter is credited.',
    );
    refused(paid, open('s2', starter, paid)).thenThrows('conflict', 'You are already on the Starter plan.');
  });

  it('a late provider notification for a paying shop starts nothing and keeps the period', () => {
    const events = paidStarter();
    const opened = when(given([]), open('s9', pro))[0]!;
    const state = given([...events, opened]);
    const late = when(state, { ...complete('s9'), chargeHere: false, customerId: 'cus_1' });
    expect(types(late)).toEqual(['CheckoutCompleted', 'ProviderEventApplied']);
    refused(state, complete('s9')).thenThrows(
      (error) => error instanceof Error && error.message.includes('already pays for the Starter plan'),
    );
  });

  it('a change credits the unused part of the current plan: Starter to Pro on 11/20 charges 8,766 - 2,750', () => {
    const state = given(paidStarter());
    const events = when(state, change(pro));
    expect(types(events)).toEqual(['PlanChanged', 'InvoicePaid']);
    // Pro for 11/20-11/30: 19,900 - floor(19,900 * 19 / 30) = 19,900 - 12,603 = 7,297; Starter's unused part 2,750.
    expect(events[0]!.data).toMatchObject({
      planId: 199,
      fromPlanId: 75,
      fromDay: 19,
      planCents: 7297,
      prorationCreditCents: 2750,
      creditAddedCents: 0,
    });
    expect(bill(events)).toMatchObject({
      planAmountCents: 7297,
      prorationCreditCents: 2750,
      accountCreditCents: 0,
      totalCents: 4547,
      periodStart: NOVEMBER_20,
      referralCreditCents: 909,
    });
    const onPro = given([...paidStarter(), ...events]);
    expect(onPro).toMatchObject({ planId: 199, periodStart: NOVEMBER_20, periodEnd: DECEMBER.start });
    // Back to Starter: nothing to pay, the difference is account credit that the next bill uses first.
    const back = when(onPro, change(starter));
    expect(types(back)).toEqual(['PlanChanged']);
    expect(back[0]!.data).toMatchObject({ planCents: 2750, prorationCreditCents: 7297, creditAddedCents: 4547 });
    const renewal = when(given([...paidStarter(), ...events, ...back]), close(0));
    expect(bill(renewal)).toMatchObject({
      planAmountCents: 7500,
      accountCreditCents: 4547,
      totalCents: 2953,
      referralCreditCents: 590,
    });
  });

  it('closing the month renews with the next price and the extra clicks, capped at $999; never twice', () => {
    const events = paidStarter();
    const renewal = when(given(events), close(10_000 + 250));
    expect(types(renewal)).toEqual(['PeriodRenewed', 'InvoicePaid', 'BillingMonthClosed']);
    expect(renewal[1]!.data).toMatchObject({
      periodStart: DECEMBER.start,
      planAmountCents: 7500,
      extraClicks: 250,
      extraClicksCents: 250,
      totalCents: 7750,
      referralCreditCents: 1550,
    });
    expect(bill(when(given(events), close(10_000 + 5_000_000)))).toMatchObject({
      extraClicks: 5_000_000,
      extraClicksCents: 99_900,
      totalCents: 107_400,
    });
    expect(when(given([...events, ...renewal]), close(0))).toEqual([]);
  });

  it('after the running month was closed early, a change prices the whole next period and leaves it in place', () => {
    const events = [...paidStarter(), ...when(given(paidStarter()), close(0))];
    const state = given(events);
    expect(state).toMatchObject({ periodStart: DECEMBER.start, periodEnd: DECEMBER.end });
    const upgrade = when(state, change(planByLookupKey('business')!));
    expect(bill(upgrade)).toMatchObject({
      planAmountCents: 49_900,
      prorationCreditCents: 7500,
      totalCents: 42_400,
      periodStart: DECEMBER.start,
    });
    // A checkout on top would have moved the period back to November: it is refused instead.
    const onBusiness = given([...events, ...upgrade]);
    refused(onBusiness, open('s3', pro, onBusiness)).thenThrows(
      (error) => error instanceof Error && error.message.includes('already pays for the Business plan'),
    );
    expect(onBusiness).toMatchObject({ planId: 499, periodStart: DECEMBER.start });
  });

  it('a plan cancelled during the month ends at its close with a bill for the extra clicks only', () => {
    const paid = paidStarter();
    const cancelled = [...paid, ...when(given(paid), { type: 'ScheduleCancel', reason: null, eventId: null })];
    const end = when(given(cancelled), close(10_100));
    expect(types(end)).toEqual(['InvoicePaid', 'PlanEnded', 'BillingMonthClosed']);
    expect(end[0]!.data).toMatchObject({
      planAmountCents: 0,
      extraClicksCents: 100,
      totalCents: 100,
      periodStart: NOVEMBER_20,
    });
    expect(types(when(given(cancelled), close(10_000)))).toEqual(['PlanEnded', 'BillingMonthClosed']);
    // Choosing the plan again undoes the cancellation at no charge.
    const kept = when(given(cancelled), change(starter));
    expect(types(kept)).toEqual(['PlanChanged']);
    expect(given([...cancelled, ...kept]).cancelAtPeriodEnd).toBe(false);
  });

  it('a plan bought again after its month was closed early renews at the next close, its clicks billed once', () => {
    const cancelled = [
      ...paidStarter(),
      ...when(given(paidStarter()), { type: 'ScheduleCancel', reason: null, eventId: null }),
    ];
    const ended = [...cancelled, ...when(given(cancelled), close(10_100))];
    const later = new Date('2026-11-25T18:00:00Z');
    const reopened = when(given(ended), { ...open('s2'), quote: quotePlan(given(ended), starter, later) }, later);
    const bought = [...ended, ...reopened, ...when(given([...ended, ...reopened]), complete('s2'), later)];
    const renewal = when(given(bought), close(10_100));
    expect(types(renewal)).toEqual(['PeriodRenewed', 'InvoicePaid', 'BillingMonthClosed']);
    expect(bill(renewal)).toMatchObject({ planAmountCents: 7500, extraClicksCents: 0, totalCents: 7500 });
  });

  it('refuses what makes no sense, with a sentence', () => {
    refused(given([]), { type: 'ScheduleCancel', reason: null, eventId: null }).thenThrows(
      'conflict',
      'You have no paid plan to cancel.',
    );
    refused(given([]), change(pro)).thenThrows(
      'conflict',
      'Add a card first: choose a plan and pay on the checkout page.',
    );
    refused(given(paidStarter()), change(starter)).thenThrows('conflict', 'You are already on the Starter plan.');
    refused(given([]), { ...open('s1'), plan: FREE_PLAN }).thenThrows(
      'invalid',
      BILLING_MESSAGES.notForSale(FREE_PLAN.name),
    );
    refused(given(paidStarter()), change(FREE_PLAN)).thenThrows('invalid', BILLING_MESSAGES.notForSale(FREE_PLAN.name));
  });
});

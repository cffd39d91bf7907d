import { FREE_PLAN, overageFor, planById, referralCreditCents, type PlanTier } from '../../../src/domain/plans';
import { clash, invalid } from '../../events/domain-error';
import type { Decider } from '../../events/command-handler';
import type { BillingEvent, CardOnFile, InvoicePaid, PaymentProviderKind } from './billing-events';
import { monthOfBound } from './billing-periods';
import { quotePlan, type PlanQuote } from './billing-quote';
import { evolveBilling, initialBillingState, isPaying, tierOf, type BillingState } from './billing-state';

/**
 * One shop's billing as pure rules. Every command that a payment provider's event causes carries that event's
 * id, and a command whose event id was applied before decides nothing: with the paid-invoice ids in the same
 * state, a payment notification delivered twice records one bill and one referral credit.
 *
 * Money rules (issue 25): a shop that pays for a plan never pays a second checkout for it; a change of plan is
 * one command, priced by billing-quote.ts (the unused part of the current plan credited), which keeps the
 * period's bounds; a period only ever moves forward, at a month close.
 */

export { initialBillingState, isPaying, tierOf, type BillingState } from './billing-state';

export const BILLING_MESSAGES = {
  notForSale: (name: string) =>
    `The ${name} plan cannot be bought here: ${name === FREE_PLAN.name ? 'it is free, cancel your paid plan to return to it' : 'the Linkmint team assigns it'}.`,
  alreadyOnPlan: (name: string) => `You are already on the ${name} plan.`,
  alreadyPaying: (current: string, wanted: string) =>
    `Your shop already pays for the ${current} plan this month, so there is nothing to check out. To move to ${wanted}, change your plan on the Plans page: the unused part of ${current} is credited.`,
  noCard: 'Add a card first: choose a plan and pay on the checkout page.',
  nothingToCancel: 'You have no paid plan to cancel.',
  specialNeedsFree: 'Cancel the paid plan before assigning a boosting special plan.',
} as const;

/** A bill as the provider or the close computed it, before the referral share is added. */
export type InvoiceInput = Omit<InvoicePaid['data'], 'referralCreditCents' | 'referrerShop'>;

export type BillingCommand =
  | {
      type: 'OpenCheckout';
      sessionId: string;
      shopDomain: string;
      plan: PlanTier;
      provider: PaymentProviderKind;
      providerSessionId: string;
      url: string;
      expiresAt: string;
      /** What the checkout charges, quoted before the provider was asked for the session. */
      quote: PlanQuote;
    }
  | { type: 'ExpireCheckout'; sessionId: string }
  | {
      type: 'CompleteCheckout';
      sessionId: string;
      eventId: string | null;
      shopDomain: string;
      card: CardOnFile | null;
      customerId: string | null;
      subscriptionId: string | null;
      /** The local provider charged the card the session's amount; Stripe's invoice comes as its own notification. */
      chargeHere: boolean;
      invoiceId: string;
      referrerShop: string | null;
    }
  | { type: 'RecordInvoice'; eventId: string | null; invoice: InvoiceInput; referrerShop: string | null }
  | {
      type: 'ChangePlan';
      plan: PlanTier;
      eventId: string | null;
      /** 'ours': priced by billing-quote.ts (and charged here when chargeHere); 'provider': the provider changed and bills it. */
      pricing: 'ours' | 'provider';
      chargeHere: boolean;
      invoiceId: string;
      shopDomain: string;
      referrerShop: string | null;
    }
  | { type: 'ScheduleCancel'; reason: string | null; eventId: string | null }
  | { type: 'EndPlan'; eventId: string | null }
  | {
      type: 'CloseMonth';
      month: string;
      next: { start: string; end: string };
      usedClicks: number;
      invoiceId: string;
      shopDomain: string;
      /** The local provider charges the card on file at the close; Stripe invoices on its own. */
      chargeHere: boolean;
      referrerShop: string | null;
    }
  | { type: 'AssignSpecialPlan'; shopDomain: string; plan: PlanTier; period: { start: string; end: string } }
  | { type: 'MarkEventApplied'; eventId: string };

/** Why this plan cannot be checked out now, or nothing: run before asking the provider for a session. */
export function checkoutProblem(state: BillingState, plan: PlanTier): Error | undefined {
  if (!plan.purchasable) return invalid(BILLING_MESSAGES.notForSale(plan.name));
  if (!isPaying(state)) return undefined;
  const current = tierOf(state);
  return clash(
    current.planId === plan.planId
      ? BILLING_MESSAGES.alreadyOnPlan(plan.name)
      : BILLING_MESSAGES.alreadyPaying(current.name, plan.name),
  );
}

/** Why the shop cannot change to this plan, or nothing. The plan it is on may be chosen again to undo a cancellation. */
export function changeProblem(state: BillingState, plan: PlanTier): Error | undefined {
  if (!plan.purchasable) return invalid(BILLING_MESSAGES.notForSale(plan.name));
  if (!isPaying(state) || (!state.card && !state.subscriptionId)) return clash(BILLING_MESSAGES.noCard);
  if (state.planId === plan.planId && !state.cancelAtPeriodEnd) return clash(BILLING_MESSAGES.alreadyOnPlan(plan.name));
  return undefined;
}

function paid(invoice: InvoiceInput, referrerShop: string | null): InvoicePaid {
  return {
    type: 'InvoicePaid',
    data: { ...invoice, referrerShop, referralCreditCents: referrerShop ? referralCreditCents(invoice.totalCents) : 0 },
  };
}

/** A bill for a stretch of plan days, as a checkout or a change of plan charges it. */
function planBill(
  command: { invoiceId: string; shopDomain: string },
  plan: PlanTier,
  bounds: { start: string; end: string },
  cents: PlanQuote['cents'],
  at: string,
): InvoiceInput {
  return {
    invoiceId: command.invoiceId,
    shopDomain: command.shopDomain,
    planId: plan.planId,
    planName: plan.name,
    periodStart: bounds.start,
    periodEnd: bounds.end,
    planAmountCents: cents.planCents,
    usage: null,
    extraClicks: 0,
    extraClicksCents: 0,
    prorationCreditCents: cents.prorationCreditCents,
    accountCreditCents: cents.accountCreditCents,
    totalCents: cents.amountDueCents,
    currency: 'USD',
    paidAt: at,
  };
}

const applied = (eventId: string | null, now: Date): BillingEvent[] =>
  eventId ? [{ type: 'ProviderEventApplied', data: { eventId, appliedAt: now.toISOString() } }] : [];

function decide(command: BillingCommand, state: BillingState, now: Date): BillingEvent[] {
  const at = now.toISOString();
  switch (command.type) {
    case 'OpenCheckout': {
      const problem = checkoutProblem(state, command.plan);
      if (problem) throw problem;
      // One open checkout per shop: a second one replaces the first, so it can never be paid twice.
      const stale = Object.entries(state.sessions).filter(([, session]) => session.status === 'open');
      const { quote } = command;
      return [
        ...stale.map(([sessionId]): BillingEvent => ({ type: 'CheckoutExpired', data: { sessionId, expiredAt: at } })),
        {
          type: 'CheckoutOpened',
          data: {
            sessionId: command.sessionId,
            shopDomain: command.shopDomain,
            planId: command.plan.planId,
            lookupKey: command.plan.lookupKey,
            amountCents: quote.cents.amountDueCents,
            currency: 'USD',
            provider: command.provider,
            providerSessionId: command.providerSessionId,
            url: command.url,
            expiresAt: command.expiresAt,
            openedAt: at,
            periodStart: quote.periodStart,
            periodEnd: quote.periodEnd,
            planAmountCents: quote.cents.planCents,
            accountCreditCents: quote.cents.accountCreditCents,
          },
        },
      ];
    }
    case 'ExpireCheckout':
      return state.sessions[command.sessionId]?.status === 'open'
        ? [{ type: 'CheckoutExpired', data: { sessionId: command.sessionId, expiredAt: at } }]
        : [];
    case 'CompleteCheckout':
      return completeCheckout(command, state, now);
    case 'RecordInvoice': {
      if (command.eventId && state.appliedEvents[command.eventId]) return [];
      if (state.invoices[command.invoice.invoiceId]) return applied(command.eventId, now);
      return [paid(command.invoice, command.referrerShop), ...applied(command.eventId, now)];
    }
    case 'ChangePlan':
      return changePlan(command, state, now);
    case 'ScheduleCancel': {
      if (command.eventId && state.appliedEvents[command.eventId]) return [];
      if (state.status !== 'active' || state.planId === FREE_PLAN.planId) {
        if (command.eventId) return applied(command.eventId, now);
        throw clash(BILLING_MESSAGES.nothingToCancel);
      }
      if (state.cancelAtPeriodEnd) return applied(command.eventId, now);
      return [
        {
          type: 'CancellationScheduled',
          data: { reason: command.reason, scheduledAt: at, endsAt: state.periodEnd ?? at },
        },
        ...applied(command.eventId, now),
      ];
    }
    case 'EndPlan': {
      if (command.eventId && state.appliedEvents[command.eventId]) return [];
      if (state.status !== 'active') return applied(command.eventId, now);
      return [
        { type: 'PlanEnded', data: { planId: state.planId, endedAt: at, special: tierOf(state).special } },
        ...applied(command.eventId, now),
      ];
    }
    case 'CloseMonth':
      return closeMonth(command, state, at);
    case 'AssignSpecialPlan': {
      if (state.status === 'active' && !tierOf(state).special) throw clash(BILLING_MESSAGES.specialNeedsFree);
      if (state.status === 'active' && state.planId === command.plan.planId) return [];
      return [
        {
          type: 'PlanStarted',
          data: {
            shopDomain: command.shopDomain,
            planId: command.plan.planId,
            periodStart: command.period.start,
            periodEnd: command.period.end,
            provider: 'local',
            subscriptionId: null,
            startedAt: at,
          },
        },
      ];
    }
    case 'MarkEventApplied':
      return state.appliedEvents[command.eventId] ? [] : applied(command.eventId, now);
  }
}

/**
 * A paid checkout starts the plan for the period it was quoted for, with the bill of that quote when the card
 * was charged here. A shop that pays for a plan already starts nothing: the local page refuses before charging,
 * and a provider's late notification (the money is the provider's invoice) leaves the running period alone.
 */
function completeCheckout(
  command: Extract<BillingCommand, { type: 'CompleteCheckout' }>,
  state: BillingState,
  now: Date,
): BillingEvent[] {
  if (command.eventId && state.appliedEvents[command.eventId]) return [];
  const session = state.sessions[command.sessionId];
  if (session?.status !== 'open') return applied(command.eventId, now);
  const plan = planById(session.planId) ?? FREE_PLAN;
  if (isPaying(state)) {
    if (command.chargeHere) throw clash(BILLING_MESSAGES.alreadyPaying(tierOf(state).name, plan.name));
    return [
      { type: 'CheckoutCompleted', data: { sessionId: command.sessionId, completedAt: now.toISOString() } },
      ...applied(command.eventId, now),
    ];
  }
  const at = now.toISOString();
  // A session opened before proration carries no quote: it bought the running month whole.
  const fallback = quotePlan({ ...state, creditCents: 0 }, plan, now);
  const start = session.periodStart ?? fallback.periodStart;
  const end = session.periodEnd ?? fallback.periodEnd;
  const events: BillingEvent[] = [
    { type: 'CheckoutCompleted', data: { sessionId: command.sessionId, completedAt: at } },
    { type: 'PaymentMethodSaved', data: { card: command.card, customerId: command.customerId, savedAt: at } },
    {
      type: 'PlanStarted',
      data: {
        shopDomain: command.shopDomain,
        planId: plan.planId,
        periodStart: start,
        periodEnd: end,
        provider: command.customerId ? 'stripe' : 'local',
        subscriptionId: command.subscriptionId,
        startedAt: at,
      },
    },
  ];
  if (command.chargeHere) {
    const planCents = session.planAmountCents ?? session.amountCents ?? plan.monthlyPriceCents;
    const accountCreditCents =
      session.planAmountCents === null ? 0 : Math.min(session.accountCreditCents, state.creditCents);
    const cents = {
      planCents,
      prorationCreditCents: 0,
      accountCreditCents,
      amountDueCents: planCents - accountCreditCents,
      creditAfterCents: state.creditCents - accountCreditCents,
    };
    events.push(paid(planBill(command, plan, { start, end }, cents, at), command.referrerShop));
  }
  return [...events, ...applied(command.eventId, now)];
}

/** The one path of a change of plan: priced by billing-quote.ts, within the running period, whoever asked. */
function changePlan(
  command: Extract<BillingCommand, { type: 'ChangePlan' }>,
  state: BillingState,
  now: Date,
): BillingEvent[] {
  if (command.eventId && state.appliedEvents[command.eventId]) return [];
  const problem = changeProblem(state, command.plan);
  if (problem) throw problem;
  const at = now.toISOString();
  const quote = quotePlan(state, command.plan, now);
  const ours = command.pricing === 'ours';
  const cents = quote.cents;
  const events: BillingEvent[] = [
    {
      type: 'PlanChanged',
      data: {
        planId: command.plan.planId,
        changedAt: at,
        fromPlanId: state.planId,
        fromDay: quote.fromDay,
        planCents: ours ? cents.planCents : 0,
        prorationCreditCents: ours ? cents.prorationCreditCents : 0,
        creditAddedCents: ours ? Math.max(0, cents.creditAfterCents - state.creditCents) : 0,
      },
    },
  ];
  if (ours && command.chargeHere && cents.planCents > cents.prorationCreditCents) {
    events.push(
      paid(
        planBill(command, command.plan, { start: quote.chargedFrom, end: quote.periodEnd }, cents, at),
        command.referrerShop,
      ),
    );
  }
  return [...events, ...applied(command.eventId, now)];
}

/**
 * Closing a Pacific month for a shop whose period is in it: the extra clicks of the month (1 cent each, at most
 * $999, once per month) go on the bill of the next period with its plan price, the account credit paying first; a plan
 * cancelled at the end of the month ends, with a last bill for the extra clicks only. The boosting special
 * plans are never charged.
 */
function closeMonth(
  command: Extract<BillingCommand, { type: 'CloseMonth' }>,
  state: BillingState,
  at: string,
): BillingEvent[] {
  if (state.status !== 'active' || !state.periodStart || monthOfBound(state.periodStart) !== command.month) return [];
  const tier = tierOf(state);
  const closed: BillingEvent = { type: 'BillingMonthClosed', data: { month: command.month, closedAt: at } };
  const ending = state.cancelAtPeriodEnd;
  // A plan bought again in a month already closed for the shop (it ended at an early close) renews at the
  // next close like any other; the month's clicks were billed at the first one, never again.
  const overage = overageFor(state.closedMonths[command.month] ? 0 : command.usedClicks, tier.includedClicks);
  const planAmountCents = ending ? 0 : tier.monthlyPriceCents;
  const events: BillingEvent[] = ending
    ? []
    : [{ type: 'PeriodRenewed', data: { periodStart: command.next.start, periodEnd: command.next.end } }];
  const chargeCents = planAmountCents + overage.extraClicksCents;
  if (command.chargeHere && !tier.special && chargeCents > 0) {
    const accountCreditCents = Math.min(state.creditCents, chargeCents);
    events.push(
      paid(
        {
          invoiceId: command.invoiceId,
          shopDomain: command.shopDomain,
          planId: tier.planId,
          planName: tier.name,
          periodStart: ending ? state.periodStart : command.next.start,
          periodEnd: ending ? (state.periodEnd ?? command.next.start) : command.next.end,
          planAmountCents,
          usage: {
            periodStart: state.periodStart,
            periodEnd: command.next.start,
            usedClicks: command.usedClicks,
            includedClicks: tier.includedClicks,
          },
          extraClicks: overage.extraClicks,
          extraClicksCents: overage.extraClicksCents,
          prorationCreditCents: 0,
          accountCreditCents,
          totalCents: chargeCents - accountCreditCents,
          currency: 'USD',
          paidAt: at,
        },
        command.referrerShop,
      ),
    );
  }
  if (ending) events.push({ type: 'PlanEnded', data: { planId: tier.planId, endedAt: at, special: tier.special } });
  return [...events, closed];
}

export const billingDecider: Decider<BillingCommand, BillingState, BillingEvent> = {
  initialState: initialBillingState,
  evolve: (state, event) =>
    (event.data as { redacted?: boolean } | undefined)?.redacted ? state : evolveBilling(state, event),
  decide: (command, state, { now }) => decide(command, state, now),
};

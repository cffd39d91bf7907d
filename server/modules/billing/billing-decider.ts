import { FREE_PLAN, overageFor, planById, referralCreditCents, type PlanCode, type PlanTier } from '../../../src/domain/plans';
import { badRequest, conflict } from '../../errors';
import type { Decider } from '../../events/command-handler';
import type { BillingEvent, CardOnFile, InvoicePaid, PaymentProviderKind } from './billing-events';

/**
 * One shop's billing as pure rules. Every command that a payment provider's event causes carries that event's
 * id, and a command whose event id was applied before decides nothing: with the paid-invoice ids in the same
 * state, a payment notification delivered twice records one bill and one referral credit.
 */

export interface BillingState {
  planId: PlanCode;
  status: 'none' | 'active' | 'canceled';
  periodStart: string | null;
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  provider: PaymentProviderKind | null;
  subscriptionId: string | null;
  customerId: string | null;
  card: CardOnFile | null;
  sessions: Record<string, { status: 'open' | 'complete' | 'expired'; planId: PlanCode }>;
  appliedEvents: Record<string, true>;
  invoices: Record<string, true>;
  /** Plan charges already paid for the current period (add_plan charges the difference). */
  paidThisPeriodCents: number;
  closedMonths: Record<string, true>;
  /** A boosting special plan ended and no plan was bought since (spec §4 curStatus -1). */
  cancelAlert: { planId: PlanCode; at: string } | null;
}

export const BILLING_MESSAGES = {
  notForSale: (name: string) => `The ${name} plan cannot be bought here: ${name === FREE_PLAN.name ? 'it is free, cancel your paid plan to return to it' : 'the Linkmint team assigns it'}.`,
  alreadyOnPlan: (name: string) => `You are already on the ${name} plan.`,
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
      period: { start: string; end: string };
      invoice: InvoiceInput | null;
      referrerShop: string | null;
    }
  | { type: 'RecordInvoice'; eventId: string | null; invoice: InvoiceInput; referrerShop: string | null }
  | { type: 'ChangePlan'; plan: PlanTier; eventId: string | null; invoice: InvoiceInput | null; referrerShop: string | null }
  | { type: 'ScheduleCancel'; reason: string | null; eventId: string | null }
  | { type: 'EndPlan'; eventId: string | null }
  | {
      type: 'CloseMonth';
      month: string;
      monthStart: string;
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

export const initialBillingState: BillingState = {
  planId: FREE_PLAN.planId,
  status: 'none',
  periodStart: null,
  periodEnd: null,
  cancelAtPeriodEnd: false,
  provider: null,
  subscriptionId: null,
  customerId: null,
  card: null,
  sessions: {},
  appliedEvents: {},
  invoices: {},
  paidThisPeriodCents: 0,
  closedMonths: {},
  cancelAlert: null,
};

/** The tier the shop is on now (free without an active plan). */
export const tierOf = (state: BillingState): PlanTier => (state.status === 'active' ? (planById(state.planId) ?? FREE_PLAN) : FREE_PLAN);

/** Why this plan cannot be checked out now, or nothing: run before asking the provider for a session. */
export function checkoutProblem(state: BillingState, plan: PlanTier): Error | undefined {
  if (!plan.purchasable) return badRequest(BILLING_MESSAGES.notForSale(plan.name));
  if (state.status === 'active' && state.planId === plan.planId && !state.cancelAtPeriodEnd) return conflict(BILLING_MESSAGES.alreadyOnPlan(plan.name));
  return undefined;
}

/** Why add_plan cannot switch to this plan, or nothing. */
export function changeProblem(state: BillingState, plan: PlanTier): Error | undefined {
  if (!plan.purchasable) return badRequest(BILLING_MESSAGES.notForSale(plan.name));
  if (state.status !== 'active' || tierOf(state).special || (!state.card && !state.subscriptionId)) return conflict(BILLING_MESSAGES.noCard);
  if (state.planId === plan.planId) return conflict(BILLING_MESSAGES.alreadyOnPlan(plan.name));
  return undefined;
}

function paid(invoice: InvoiceInput, referrerShop: string | null): InvoicePaid {
  return {
    type: 'InvoicePaid',
    data: { ...invoice, referrerShop, referralCreditCents: referrerShop ? referralCreditCents(invoice.totalCents) : 0 },
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
      return [
        ...stale.map(([sessionId]): BillingEvent => ({ type: 'CheckoutExpired', data: { sessionId, expiredAt: at } })),
        {
          type: 'CheckoutOpened',
          data: {
            sessionId: command.sessionId,
            shopDomain: command.shopDomain,
            planId: command.plan.planId,
            lookupKey: command.plan.lookupKey,
            amountCents: command.plan.monthlyPriceCents,
            currency: 'USD',
            provider: command.provider,
            providerSessionId: command.providerSessionId,
            url: command.url,
            expiresAt: command.expiresAt,
            openedAt: at,
          },
        },
      ];
    }
    case 'ExpireCheckout':
      return state.sessions[command.sessionId]?.status === 'open' ? [{ type: 'CheckoutExpired', data: { sessionId: command.sessionId, expiredAt: at } }] : [];
    case 'CompleteCheckout': {
      if (command.eventId && state.appliedEvents[command.eventId]) return [];
      const session = state.sessions[command.sessionId];
      if (session?.status !== 'open') return applied(command.eventId, now);
      const planId = session.planId;
      const events: BillingEvent[] = [
        { type: 'CheckoutCompleted', data: { sessionId: command.sessionId, completedAt: at } },
        { type: 'PaymentMethodSaved', data: { card: command.card, customerId: command.customerId, savedAt: at } },
        {
          type: 'PlanStarted',
          data: {
            shopDomain: command.shopDomain,
            planId,
            periodStart: command.period.start,
            periodEnd: command.period.end,
            provider: command.customerId ? 'stripe' : 'local',
            subscriptionId: command.subscriptionId,
            startedAt: at,
          },
        },
      ];
      if (command.invoice && !state.invoices[command.invoice.invoiceId]) events.push(paid(command.invoice, command.referrerShop));
      return [...events, ...applied(command.eventId, now)];
    }
    case 'RecordInvoice': {
      if (command.eventId && state.appliedEvents[command.eventId]) return [];
      if (state.invoices[command.invoice.invoiceId]) return applied(command.eventId, now);
      return [paid(command.invoice, command.referrerShop), ...applied(command.eventId, now)];
    }
    case 'ChangePlan': {
      if (command.eventId && state.appliedEvents[command.eventId]) return [];
      const problem = changeProblem(state, command.plan);
      if (problem) throw problem;
      const events: BillingEvent[] = [{ type: 'PlanChanged', data: { planId: command.plan.planId, changedAt: at } }];
      if (command.invoice && command.invoice.totalCents > 0 && !state.invoices[command.invoice.invoiceId]) events.push(paid(command.invoice, command.referrerShop));
      return [...events, ...applied(command.eventId, now)];
    }
    case 'ScheduleCancel': {
      if (command.eventId && state.appliedEvents[command.eventId]) return [];
      if (state.status !== 'active' || state.planId === FREE_PLAN.planId) {
        if (command.eventId) return applied(command.eventId, now);
        throw conflict(BILLING_MESSAGES.nothingToCancel);
      }
      if (state.cancelAtPeriodEnd) return applied(command.eventId, now);
      return [
        { type: 'CancellationScheduled', data: { reason: command.reason, scheduledAt: at, endsAt: state.periodEnd ?? at } },
        ...applied(command.eventId, now),
      ];
    }
    case 'EndPlan': {
      if (command.eventId && state.appliedEvents[command.eventId]) return [];
      if (state.status !== 'active') return applied(command.eventId, now);
      return [{ type: 'PlanEnded', data: { planId: state.planId, endedAt: at, special: tierOf(state).special } }, ...applied(command.eventId, now)];
    }
    case 'CloseMonth':
      return closeMonth(command, state, at);
    case 'AssignSpecialPlan': {
      if (state.status === 'active' && !tierOf(state).special) throw conflict(BILLING_MESSAGES.specialNeedsFree);
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
 * Closing a Pacific month for a shop on a paid plan: the extra clicks of the month (1 cent each, at most $999)
 * go on the bill of the next period with its plan price; a plan cancelled at the end of the month ends, with a
 * last bill for the extra clicks only. The boosting special plans are never charged.
 */
function closeMonth(command: Extract<BillingCommand, { type: 'CloseMonth' }>, state: BillingState, at: string): BillingEvent[] {
  if (state.closedMonths[command.month] || state.status !== 'active' || state.periodStart !== command.monthStart) return [];
  const tier = tierOf(state);
  const closed: BillingEvent = { type: 'BillingMonthClosed', data: { month: command.month, closedAt: at } };
  const ending = state.cancelAtPeriodEnd;
  const overage = overageFor(command.usedClicks, tier.includedClicks);
  const planAmountCents = ending ? 0 : tier.monthlyPriceCents;
  // A renewal moves the period first, so its bill counts as paid for the new period (add_plan charges the rest).
  const events: BillingEvent[] = ending ? [] : [{ type: 'PeriodRenewed', data: { periodStart: command.next.start, periodEnd: command.next.end } }];
  if (command.chargeHere && !tier.special && planAmountCents + overage.extraClicksCents > 0) {
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
          usage: { periodStart: command.monthStart, periodEnd: command.next.start, usedClicks: command.usedClicks, includedClicks: tier.includedClicks },
          extraClicks: overage.extraClicks,
          extraClicksCents: overage.extraClicksCents,
          totalCents: planAmountCents + overage.extraClicksCents,
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

const withSession = (state: BillingState, sessionId: string, status: 'open' | 'complete' | 'expired', planId?: PlanCode): BillingState => {
  const known = state.sessions[sessionId];
  return { ...state, sessions: { ...state.sessions, [sessionId]: { status, planId: planId ?? known?.planId ?? state.planId } } };
};

function evolve(state: BillingState, event: BillingEvent): BillingState {
  switch (event.type) {
    case 'CheckoutOpened':
      return withSession(state, event.data.sessionId, 'open', event.data.planId);
    case 'CheckoutExpired':
      return withSession(state, event.data.sessionId, 'expired');
    case 'CheckoutCompleted':
      return withSession(state, event.data.sessionId, 'complete');
    case 'PaymentMethodSaved':
      return { ...state, card: event.data.card ?? state.card, customerId: event.data.customerId ?? state.customerId };
    case 'PlanStarted':
      return {
        ...state,
        planId: event.data.planId,
        status: 'active',
        periodStart: event.data.periodStart,
        periodEnd: event.data.periodEnd,
        cancelAtPeriodEnd: false,
        provider: event.data.provider,
        subscriptionId: event.data.subscriptionId,
        paidThisPeriodCents: 0,
        cancelAlert: null,
      };
    case 'PlanChanged':
      return { ...state, planId: event.data.planId, cancelAtPeriodEnd: false };
    case 'PeriodRenewed':
      return { ...state, periodStart: event.data.periodStart, periodEnd: event.data.periodEnd, paidThisPeriodCents: 0 };
    case 'CancellationScheduled':
      return { ...state, cancelAtPeriodEnd: true };
    case 'PlanEnded':
      return {
        ...state,
        status: 'canceled',
        planId: FREE_PLAN.planId,
        cancelAtPeriodEnd: false,
        subscriptionId: null,
        cancelAlert: event.data.special ? { planId: event.data.planId, at: event.data.endedAt } : null,
      };
    case 'InvoicePaid': {
      const samePeriod = event.data.periodStart === state.periodStart;
      return {
        ...state,
        invoices: { ...state.invoices, [event.data.invoiceId]: true },
        paidThisPeriodCents: samePeriod ? state.paidThisPeriodCents + event.data.planAmountCents : state.paidThisPeriodCents,
      };
    }
    case 'ProviderEventApplied':
      return { ...state, appliedEvents: { ...state.appliedEvents, [event.data.eventId]: true } };
    case 'BillingMonthClosed':
      return { ...state, closedMonths: { ...state.closedMonths, [event.data.month]: true } };
  }
}

export const billingDecider: Decider<BillingCommand, BillingState, BillingEvent> = {
  initialState: initialBillingState,
  evolve: (state, event) => ((event.data as { redacted?: boolean } | undefined)?.redacted ? state : evolve(state, event)),
  decide: (command, state, { now }) => decide(command, state, now),
};

import { FREE_PLAN, planById, type PlanCode, type PlanTier } from '../../../src/domain/plans';
import type { BillingEvent, CardOnFile, PaymentProviderKind } from './billing-events';

/** One shop's billing as its events leave it: what the decider decides against. */

export interface CheckoutQuoteState {
  status: 'open' | 'complete' | 'expired';
  planId: PlanCode;
  /** The quote the session was opened with (absent on sessions opened before proration). */
  periodStart: string | null;
  periodEnd: string | null;
  planAmountCents: number | null;
  accountCreditCents: number;
  amountCents: number | null;
}

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
  sessions: Record<string, CheckoutQuoteState>;
  appliedEvents: Record<string, true>;
  invoices: Record<string, true>;
  /** Credit the shop holds from moves to a cheaper plan: the next bills use it first. */
  creditCents: number;
  closedMonths: Record<string, true>;
  /** A boosting special plan ended and no plan was bought since (spec §4 curStatus -1). */
  cancelAlert: { planId: PlanCode; at: string } | null;
}

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
  creditCents: 0,
  closedMonths: {},
  cancelAlert: null,
};

/** The tier the shop is on now (free without an active plan). */
export const tierOf = (state: BillingState): PlanTier =>
  state.status === 'active' ? (planById(state.planId) ?? FREE_PLAN) : FREE_PLAN;

/**
 * The shop pays for its plan: an active tier with a price (a plan set to end at the period's end included, as it
 * is paid up to then). A paying shop changes plan; it never pays a second checkout for the same period.
 */
export const isPaying = (state: BillingState): boolean => {
  const tier = tierOf(state);
  return state.status === 'active' && !tier.special && tier.monthlyPriceCents > 0;
};

function withSession(state: BillingState, sessionId: string, change: Partial<CheckoutQuoteState>): BillingState {
  const known: CheckoutQuoteState = state.sessions[sessionId] ?? {
    status: 'open',
    planId: state.planId,
    periodStart: null,
    periodEnd: null,
    planAmountCents: null,
    accountCreditCents: 0,
    amountCents: null,
  };
  return { ...state, sessions: { ...state.sessions, [sessionId]: { ...known, ...change } } };
}

export function evolveBilling(state: BillingState, event: BillingEvent): BillingState {
  switch (event.type) {
    case 'CheckoutOpened': {
      const d = event.data;
      return withSession(state, d.sessionId, {
        status: 'open',
        planId: d.planId,
        periodStart: d.periodStart ?? null,
        periodEnd: d.periodEnd ?? null,
        planAmountCents: d.planAmountCents ?? null,
        accountCreditCents: d.accountCreditCents ?? 0,
        amountCents: d.amountCents,
      });
    }
    case 'CheckoutExpired':
      return withSession(state, event.data.sessionId, { status: 'expired' });
    case 'CheckoutCompleted':
      return withSession(state, event.data.sessionId, { status: 'complete' });
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
        cancelAlert: null,
      };
    case 'PlanChanged':
      return {
        ...state,
        planId: event.data.planId,
        cancelAtPeriodEnd: false,
        creditCents: state.creditCents + (event.data.creditAddedCents ?? 0),
      };
    case 'PeriodRenewed':
      return { ...state, periodStart: event.data.periodStart, periodEnd: event.data.periodEnd };
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
    case 'InvoicePaid':
      return {
        ...state,
        invoices: { ...state.invoices, [event.data.invoiceId]: true },
        creditCents: Math.max(0, state.creditCents - (event.data.accountCreditCents ?? 0)),
      };
    case 'ProviderEventApplied':
      return { ...state, appliedEvents: { ...state.appliedEvents, [event.data.eventId]: true } };
    case 'BillingMonthClosed':
      return { ...state, closedMonths: { ...state.closedMonths, [event.data.month]: true } };
  }
}

/**
 * The plans and billing pages (spec §2 setting/*, issue 15): where they are, the addresses that carry a plan or a
 * checkout session between them, and the sentences they show. Pure, so machines, views and tests share them.
 */
import { usDate } from './date-ranges';
import { pacificDate } from './pacific-time';
import { PLANS_PAGE_PATH } from './plan-usage';
import { DEFAULT_LOOKUP_KEY } from './plans';
import { SETTINGS_PATHS } from './settings-visibility';
import { ROUTES } from './route-table';

export const BILLING_PATHS = {
  plans: PLANS_PAGE_PATH,
  /** Payment: the chosen plan, its price and clicks, and the way to the checkout page. */
  payment: ROUTES.checkout.path,
  billing: SETTINGS_PATHS.billing,
  /** Where the checkout page sends the browser back to; it reads the session's outcome. */
  checkoutReturn: ROUTES.checkoutReturn.path,
  balance: SETTINGS_PATHS.income,
  income: ROUTES.income.path,
} as const;

/** The query parameters: the plan on the Payment page, the session on the return page. */
export const LOOKUP_KEY_PARAM = 'lookup_key';
export const SESSION_ID_PARAM = 'session_id';

export const paymentPagePath = (lookupKey: string) =>
  `${BILLING_PATHS.payment}?${LOOKUP_KEY_PARAM}=${encodeURIComponent(lookupKey)}`;

/** The plan a Payment page address names, or the default price when it names none (or names one oddly). */
export function lookupKeyOf(query: URLSearchParams): string {
  const key = query.get(LOOKUP_KEY_PARAM)?.trim() ?? '';
  return /^[a-z0-9_]{1,64}$/.test(key) ? key : DEFAULT_LOOKUP_KEY;
}

/** The checkout session a return address names (session_id, as Stripe's return addresses write it, or sessionId), or null. */
export function sessionIdOf(query: URLSearchParams): string | null {
  const id = (query.get(SESSION_ID_PARAM) ?? query.get('sessionId'))?.trim() ?? '';
  return id === '' ? null : id;
}

/** How often, and how many times, the return page asks for a session's outcome before saying it is still open. */
export const CHECKOUT_POLL_MS = 1_500;
export const CHECKOUT_POLL_ATTEMPTS = 8;

/** Bills per page of the billing page, ledger entries per page of the income page. */
export const BILLS_PAGE_SIZE = 12;
export const LEDGER_PAGE_SIZE = 20;

export const BILLING_TEXTS = {
  plansLoadFailed: 'The plans could not be loaded. Check your connection and try again.',
  subscriptionLoadFailed: 'Your plan could not be loaded. Check your connection and try again.',
  checkoutFailed: 'The checkout could not be opened. Try again in a moment.',
  statusFailed: 'We could not read the outcome of your payment. Check your connection and try again.',
  noSession: 'There is no payment to confirm here. Choose a plan to start one.',
  stillOpen: 'Your payment has not been confirmed yet. If you finished paying, check again in a moment.',
  paid: 'Payment received. Your new plan is active.',
  cancelledCheckout: 'Checkout cancelled. Nothing was charged and your plan is unchanged.',
  unpaid: 'The payment did not go through. Nothing was charged and your plan is unchanged.',
  planUnavailable: 'This plan cannot be bought here: your shop is already on it, or it is not on sale.',
  /** Under the figures of a change of plan. */
  changeNote: 'Your card on file pays the amount due now. Your plan changes at once and keeps its billing dates.',
  cancelFailed: 'Your subscription could not be cancelled. Try again in a moment.',
  balanceLoadFailed: 'Your balance could not be loaded. Check your connection and try again.',
} as const;

/**
 * The last Pacific day a period covers, MM/DD/YYYY: a period ends at an instant (midnight for a calendar month), and
 * the plan is active up to it, so the day the creator reads is the one holding the period's last moment.
 */
export const lastDayOf = (periodEnd: string): string => usDate(pacificDate(Date.parse(periodEnd) - 1));

/** A billing period as the pages show it, in Pacific days: "11/01/2026 – 11/30/2026". */
export const periodText = (periodStart: string, periodEnd: string): string =>
  `${usDate(pacificDate(periodStart))} – ${lastDayOf(periodEnd)}`;

/** The confirmation before a subscription is cancelled; the creator learns the last day before confirming. */
export const cancelConfirm = (lastDay: string) => ({
  title: 'Cancel your subscription?',
  content: [
    `Your plan stays active through ${lastDay}. After that your shop moves to the free plan and nothing more is charged.`,
  ],
  confirmText: 'Cancel subscription',
  cancelText: 'Keep my plan',
});

/** What the billing page says once a plan is set to end. */
export const planEndsText = (lastDay: string) =>
  `Your subscription is cancelled. Your plan stays active through ${lastDay}.`;

/** A bill's status as the creator reads it (the contract's Bill status). */
export const BILL_STATUS_LABELS = {
  draft: 'Upcoming',
  open: 'Due',
  paid: 'Paid',
  void: 'Void',
  uncollectible: 'Unpaid',
} as const;

/** The plans page's sentences. */
export const PLANS_TEXTS = {
  boostingNote:
    'Boosting is open to invited shops on every plan, Free included: the Linkmint team sends the invitation.',
} as const;

/** A ledger entry's kind as the income page reads it (the contract's BalanceLedgerEntry kind). */
export const LEDGER_KIND_LABELS = {
  referral_credit: 'Referral bonus',
  settlement_paid: 'Settlement paid',
} as const;

/** 'YYYY-MM' as the pages write a month: "11/2026". */
export const monthText = (month: string): string => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

interface Amount {
  amountCents: number;
  currency: string;
}

/** The figures of get_plan_quote the Payment page shows (the contract's PlanQuote). */
export interface QuoteFigures {
  kind: 'purchase' | 'change';
  monthlyPrice: Amount;
  chargedFrom: string;
  periodEnd: string;
  daysCharged: number;
  daysInMonth: number;
  planAmount: Amount;
  prorationCredit: Amount;
  accountCredit: Amount;
  amountDue: Amount;
  creditAfter: Amount;
}

export interface QuoteLine {
  id: 'plan' | 'proration' | 'account-credit' | 'due' | 'credit-added' | 'renewal';
  label: string;
  amount: Amount | null;
  /** Taken off the amount above it. */
  credit: boolean;
}

const isSome = (amount: Amount) => amount.amountCents > 0;

/**
 * The lines of a quote, top to bottom: the new plan for the days left of the month, the unused part of the
 * current plan and the account credit taken off, what the card pays now, what goes to the account credit (a
 * cheaper plan), and the monthly price from the next month.
 */
export function quoteLines(quote: QuoteFigures, planName: string, currentPlanName: string | null): QuoteLine[] {
  const days = `${quote.daysCharged} of ${quote.daysInMonth} days`;
  const lines: QuoteLine[] = [
    {
      id: 'plan',
      label: `${planName}, ${periodText(quote.chargedFrom, quote.periodEnd)} (${days})`,
      amount: quote.planAmount,
      credit: false,
    },
  ];
  if (quote.kind === 'change') {
    lines.push({
      id: 'proration',
      label: `Unused part of ${currentPlanName ?? 'your plan'} (${days})`,
      amount: quote.prorationCredit,
      credit: true,
    });
  }
  if (isSome(quote.accountCredit))
    lines.push({ id: 'account-credit', label: 'Your account credit', amount: quote.accountCredit, credit: true });
  lines.push({
    id: 'due',
    label: quote.kind === 'change' ? 'Due now' : 'Due today',
    amount: quote.amountDue,
    credit: false,
  });
  const added = quote.prorationCredit.amountCents - quote.planAmount.amountCents;
  if (added > 0)
    lines.push({
      id: 'credit-added',
      label: 'Added to your account credit, taken off your next bills',
      amount: { ...quote.planAmount, amountCents: added },
      credit: false,
    });
  lines.push({
    id: 'renewal',
    label: `Then ${planName} each month from ${usDate(pacificDate(quote.periodEnd))}`,
    amount: quote.monthlyPrice,
    credit: false,
  });
  return lines;
}

/**
 * Checkout (issue 15). On the Payment page (setting/plan?lookup_key=…) the creator sees what the plan chosen on the
 * plans page costs now (get_plan_quote: the rest of the month, the unused part of the current plan credited, the
 * account credit, the amount due) and pays: a shop that pays for no plan opens a checkout session
 * (create-checkout-session-v2 with the plan's lookup_key, 'deeplink' when none) and the browser goes to the
 * checkout page it names (Linkmint's own, or Stripe's); a shop that pays for a plan changes plan with the card on
 * file instead (add_plan), so a month is never paid twice. The checkout page sends the browser back to
 * setting/stripe?session_id=…, where the same chart reads the session (check-create-session-status) until it is
 * settled. A declined card never leaves the checkout page, which shows the card's message and changes nothing.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  addPlan,
  checkCreateSessionStatus,
  createCheckoutSessionV2,
  getPlanQuote,
  getPricingModel,
} from '../api/billing';
import { ApiError } from '../api/response-policy';
import { BILLING_PATHS, BILLING_TEXTS, CHECKOUT_POLL_ATTEMPTS, CHECKOUT_POLL_MS } from '../domain/billing-pages';
import { DEFAULT_LOOKUP_KEY } from '../domain/plans';
import type { PricingModel, PricingPlan } from './plans.machine';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type CheckoutSession = Awaited<ReturnType<typeof createCheckoutSessionV2>>;
export type CheckoutStatus = Awaited<ReturnType<typeof checkCreateSessionStatus>>;
export type Subscription = Awaited<ReturnType<typeof addPlan>>;
export type PlanQuote = Awaited<ReturnType<typeof getPlanQuote>>;
type LookupKey = NonNullable<Parameters<typeof createCheckoutSessionV2>[0]>['lookup_key'];

/** What the Payment page needs: the plan chosen, the shop's plan now, and what buying it costs now. */
export interface CheckoutOffer {
  plan: PricingPlan | null;
  /** The shop's current plan, when it is one of the tiers on sale. */
  currentPlan: PricingPlan | null;
  /** What it costs now: a purchase (a checkout) or a change (the card on file); null when it cannot be bought. */
  quote: PlanQuote | null;
  /** Why it cannot be bought, in the server's words, when it said. */
  refusal: string | null;
}

export type CheckoutInput =
  /** The Payment page, with the plan chosen on the plans page (the default price when none). */
  | { page: 'payment'; lookupKey?: string | null }
  /** The return page, with the session the checkout page sent the browser back with (none when opened by hand). */
  | { page: 'return'; sessionId: string | null };

export interface CheckoutContext {
  page: CheckoutInput['page'];
  lookupKey: string;
  sessionId: string | null;
  offer: CheckoutOffer | null;
  /** The last outcome read for the session. */
  status: CheckoutStatus | null;
  /** The plan after a switch with the card on file. */
  subscription: Subscription | null;
  /** Outcome reads of this visit that found the session still open. */
  attempts: number;
  failure: string | null;
}

export type CheckoutEvent =
  /** Pay on the Payment page. */
  | { type: 'checkout.start' }
  /** Read again what could not be read (the plan, or the session's outcome), or check a still-open session again. */
  | { type: 'checkout.retry' }
  /** After a payment: the billing page, with the new bill. */
  | { type: 'checkout.billing' }
  /** After a cancelled checkout, or a plan that cannot be bought here: back to the plans. */
  | { type: 'checkout.plans' };

export type CheckoutEmitted = { type: 'route.external'; url: string } | { type: 'route.navigate'; path: string };

const quiet = (signal: AbortSignal) => ({ signal, ignoreErrors: true });

/** A refusal the server explained (the plan is not for sale, the shop is on it): said on the page, not retried. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code >= 400 && error.code < 500;

export async function loadOffer(lookupKey: string, signal: AbortSignal): Promise<CheckoutOffer> {
  const model: PricingModel = await getPricingModel({}, quiet(signal));
  const plan = model.plans.find((p) => p.lookup_key === lookupKey) ?? null;
  const currentPlan = model.plans.find((p) => p.planId === model.currentPlanId && p.purchasable) ?? null;
  if (!plan?.purchasable) return { plan, currentPlan, quote: null, refusal: null };
  try {
    const quote = await getPlanQuote({ lookup_key: plan.lookup_key }, quiet(signal));
    return { plan, currentPlan, quote, refusal: null };
  } catch (error) {
    if (isRefusal(error)) return { plan, currentPlan, quote: null, refusal: error.message };
    throw error;
  }
}

/** The plan can be bought from this page: it is on sale and the server priced it for this shop. */
export const canBuy = (offer: CheckoutOffer | null): boolean =>
  offer?.plan?.purchasable === true && offer.quote !== null;

/** A shop that pays for a plan changes plan with the card on file (add_plan); any other opens a checkout. */
export const switchesWithCardOnFile = (offer: CheckoutOffer | null): boolean => offer?.quote?.kind === 'change';

export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    loadOffer: fromPromise<CheckoutOffer, { lookupKey: string }>(({ input, signal }) =>
      loadOffer(input.lookupKey, signal),
    ),
    createCheckoutSessionV2: fromPromise<CheckoutSession, { lookupKey: string }>(({ input, signal }) =>
      createCheckoutSessionV2({ lookup_key: input.lookupKey as LookupKey }, quiet(signal)),
    ),
    addPlan: fromPromise<Subscription, { lookupKey: string }>(({ input, signal }) =>
      addPlan({ lookup_key: input.lookupKey as LookupKey }, quiet(signal)),
    ),
    checkCreateSessionStatus: fromPromise<CheckoutStatus, { sessionId: string }>(({ input, signal }) =>
      checkCreateSessionStatus({ sessionId: input.sessionId }, quiet(signal)),
    ),
  },
  guards: {
    isReturn: ({ context }) => context.page === 'return',
    hasSession: ({ context }) => context.sessionId !== null,
    canBuy: (_, output: CheckoutOffer) => canBuy(output),
    switchesWithCardOnFile: ({ context }) => switchesWithCardOnFile(context.offer),
    isPaid: (_, status: CheckoutStatus) => {
      return status.status === 'complete' && status.paymentStatus !== 'unpaid';
    },
    isUnpaid: (_, output: CheckoutStatus) => output.status === 'complete',
    isExpired: (_, output: CheckoutStatus) => output.status === 'expired',
    canWaitAgain: ({ context }) => context.attempts + 1 < CHECKOUT_POLL_ATTEMPTS,
  },
  actions: {
    assignOffer: assign((_, output: CheckoutOffer) => ({ offer: output, failure: null })),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, BILLING_TEXTS.plansLoadFailed),
    })),
    assignSession: assign((_, output: CheckoutSession) => ({ sessionId: output.sessionId, failure: null })),
    leaveForCheckout: emit((_, output: CheckoutSession) => ({ type: 'route.external' as const, url: output.url })),
    assignStartFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, BILLING_TEXTS.checkoutFailed),
    })),
    assignSubscription: assign((_, output: Subscription) => ({ subscription: output, failure: null })),
    assignStatus: assign((_, output: CheckoutStatus) => ({ status: output, failure: null })),
    countAttempt: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    resetAttempts: assign({ attempts: 0 }),
    assignStatusFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, BILLING_TEXTS.statusFailed),
    })),
    navigateBilling: emit({ type: 'route.navigate' as const, path: BILLING_PATHS.billing }),
    navigatePlans: emit({ type: 'route.navigate' as const, path: BILLING_PATHS.plans }),
  },
  delays: { pollInterval: CHECKOUT_POLL_MS },
}).createMachine({
  id: 'checkout',
  description:
    "Pay for a plan: open a checkout session for its lookup_key ('deeplink' by default) and leave for the checkout page (or switch at once with the card on file); back from the checkout page, read the session until it is paid or cancelled.",
  context: ({ input }) => ({
    page: input.page,
    lookupKey: (input.page === 'payment' ? input.lookupKey : null) ?? DEFAULT_LOOKUP_KEY,
    sessionId: input.page === 'return' ? input.sessionId : null,
    offer: null,
    status: null,
    subscription: null,
    attempts: 0,
    failure: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Which page this is: the Payment page, or the return page with the session it names.',
      always: [
        {
          guard: 'hasSession',
          target: 'confirming',
          description: 'Back from the checkout page with a session: read its outcome.',
        },
        {
          guard: 'isReturn',
          target: 'noSession',
          description: 'The return page opened without a session: nothing to confirm.',
        },
        { target: 'loading', description: 'The Payment page: read the plan chosen.' },
      ],
    },
    noSession: {
      description: 'The return page names no checkout: nothing to confirm; the way to the plans.',
      on: { 'checkout.plans': { actions: 'navigatePlans', description: 'To the plans.' } },
    },
    loading: {
      description:
        "Reading the plans (get_pricing_model: the chosen one and the shop's current one), then what the chosen one costs now (get_plan_quote).",
      tags: ['busy'],
      invoke: {
        id: 'loadOffer',
        src: 'loadOffer',
        input: ({ context }) => ({ lookupKey: context.lookupKey }),
        onDone: [
          {
            guard: { type: 'canBuy', params: doneOutput },
            target: 'ready',
            actions: { type: 'assignOffer', params: doneOutput },
            description: 'A plan on sale, priced for the shop: show the figures with Pay.',
          },
          {
            target: 'unavailable',
            actions: { type: 'assignOffer', params: doneOutput },
            description: "Unknown, not on sale, or refused (the plan the shop is on): the server's reason shows.",
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignLoadFailure', params: errorParams },
          description: 'Not read: say why and offer to retry.',
        },
      },
    },
    loadFailed: {
      description: 'The plan could not be read; Try again.',
      tags: ['error'],
      on: { 'checkout.retry': { target: 'loading', description: 'Try again.' } },
    },
    unavailable: {
      description:
        'This plan cannot be bought here (the shop is on it, or it is not on sale); the way back to the plans.',
      on: { 'checkout.plans': { actions: 'navigatePlans', description: 'Back to the plans.' } },
    },
    ready: {
      description:
        'The Payment page shows the plan, its monthly price and included clicks, what is credited and what is due now, and Pay.',
      on: {
        'checkout.start': [
          {
            guard: 'switchesWithCardOnFile',
            target: 'switching',
            description: 'The shop pays for a plan: change plan at once, the card on file paying the difference.',
          },
          { target: 'starting', description: 'Open a checkout session for the plan.' },
        ],
      },
    },
    starting: {
      description: 'create-checkout-session-v2 with the lookup_key.',
      tags: ['busy'],
      invoke: {
        id: 'createCheckoutSessionV2',
        src: 'createCheckoutSessionV2',
        input: ({ context }) => ({ lookupKey: context.lookupKey }),
        onDone: {
          target: 'leaving',
          actions: [
            { type: 'assignSession', params: doneOutput },
            { type: 'leaveForCheckout', params: doneOutput },
          ],
          description: 'The session is open: the browser goes to its checkout page.',
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignStartFailure', params: errorParams },
          description: 'Refused or unreachable: the reason shows above Pay.',
        },
      },
    },
    switching: {
      description:
        'add_plan with the lookup_key: the unused part of the current plan is credited and the card on file pays the rest.',
      tags: ['busy'],
      invoke: {
        id: 'addPlan',
        src: 'addPlan',
        input: ({ context }) => ({ lookupKey: context.lookupKey }),
        onDone: {
          target: 'paid',
          actions: { type: 'assignSubscription', params: doneOutput },
          description: 'Switched: the new plan is active.',
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignStartFailure', params: errorParams },
          description: 'Refused (the card, or the plan): the reason shows above Pay.',
        },
      },
    },
    leaving: {
      description: 'The browser is on its way to the checkout page.',
      on: {
        'checkout.start': {
          target: 'starting',
          description:
            "Pay pressed again: the browser's back button restored this page from its cache. A new session opens; the server expires the first.",
        },
      },
    },
    confirming: {
      description: 'check-create-session-status for the session the checkout page sent back.',
      tags: ['busy'],
      invoke: {
        id: 'checkCreateSessionStatus',
        src: 'checkCreateSessionStatus',
        input: ({ context }) => ({ sessionId: context.sessionId ?? '' }),
        onDone: [
          {
            guard: { type: 'isPaid', params: doneOutput },
            target: 'paid',
            actions: { type: 'assignStatus', params: doneOutput },
            description: 'Complete and paid: the new plan is active.',
          },
          {
            guard: { type: 'isUnpaid', params: doneOutput },
            target: 'unpaid',
            actions: { type: 'assignStatus', params: doneOutput },
            description: 'Complete but the payment failed afterwards: nothing changed.',
          },
          {
            guard: { type: 'isExpired', params: doneOutput },
            target: 'cancelled',
            actions: { type: 'assignStatus', params: doneOutput },
            description: 'Expired: the creator cancelled, nothing was charged.',
          },
          {
            guard: 'canWaitAgain',
            target: 'waiting',
            actions: [{ type: 'assignStatus', params: doneOutput }, 'countAttempt'],
            description: 'Still open (the payment notification may be on its way): ask again shortly.',
          },
          {
            target: 'unconfirmed',
            actions: [{ type: 'assignStatus', params: doneOutput }, 'resetAttempts'],
            description: 'Still open after every try: say so, offer to check again.',
          },
        ],
        onError: {
          target: 'unreadable',
          actions: { type: 'assignStatusFailure', params: errorParams },
          description: 'The outcome could not be read: say why, offer to retry.',
        },
      },
    },
    waiting: {
      description: `A pause of ${CHECKOUT_POLL_MS} ms before asking again.`,
      tags: ['busy'],
      after: { pollInterval: { target: 'confirming', description: 'Ask for the outcome again.' } },
    },
    unconfirmed: {
      description: 'The session is still open: the payment is not confirmed; Check again.',
      on: { 'checkout.retry': { target: 'confirming', description: 'Check again.' } },
    },
    unreadable: {
      description: 'The outcome could not be read; Try again.',
      tags: ['error'],
      on: { 'checkout.retry': { target: 'confirming', description: 'Try again.' } },
    },
    paid: {
      description: 'Paid: the plan is active; the bill is on the billing page.',
      on: { 'checkout.billing': { actions: 'navigateBilling', description: 'See the bill on the billing page.' } },
    },
    unpaid: {
      description: 'The provider reported the payment failed: nothing was charged and the plan is unchanged.',
      on: { 'checkout.plans': { actions: 'navigatePlans', description: 'Back to the plans to try again.' } },
    },
    cancelled: {
      description: 'The checkout was cancelled: nothing was charged and the plan is unchanged.',
      on: { 'checkout.plans': { actions: 'navigatePlans', description: 'Back to the plans.' } },
    },
  },
});

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

export const card = {
  machine: checkoutMachine,
  title: 'Checkout',
  spec: '§2 setting/plan, setting/stripe; §3 lookup_key; §7 create-checkout-session-v2, add_plan, check-create-session-status; issue 15',
  screen: 'checkout',
} satisfies MachineCard<typeof checkoutMachine>;

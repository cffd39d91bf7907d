/**
 * The billing page's plan card: the shop's subscription (get_plan) and card on file (get_bill_info), and cancelling
 * the subscription (cancel_subscription) after a confirmation that names the date the plan ends. A cancelled plan
 * runs to the end of the period already paid for; the card then says until when.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { cancelSubscription, getBillInfo, getPlan } from '../api/billing';
import { BILLING_TEXTS } from '../domain/billing-pages';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type Subscription = Awaited<ReturnType<typeof getPlan>>;
export type BillInfo = Awaited<ReturnType<typeof getBillInfo>>;

export interface SubscriptionData {
  subscription: Subscription;
  billInfo: BillInfo;
}

export interface SubscriptionContext {
  data: SubscriptionData | null;
  failure: string | null;
  /** Why the last cancellation did not go through (the card stays as it was). */
  cancelFailure: string | null;
}

export type SubscriptionEvent =
  | { type: 'subscription.retry' }
  /** The Cancel subscription button: ask first. */
  | { type: 'subscription.cancel' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' };

const quiet = (signal: AbortSignal) => ({ signal, ignoreErrors: true });

export async function loadSubscription(signal: AbortSignal): Promise<SubscriptionData> {
  const [subscription, billInfo] = await Promise.all([getPlan({}, quiet(signal)), getBillInfo({}, quiet(signal))]);
  return { subscription, billInfo };
}

/** A paid plan that is running and not yet set to end: the only kind that can be cancelled. */
export function isCancellable(subscription: Subscription | undefined): boolean {
  if (!subscription) return false;
  const running =
    subscription.status === 'active' || subscription.status === 'trialing' || subscription.status === 'past_due';
  return running && !subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd !== undefined;
}

export const subscriptionMachine = setup({
  types: { context: {} as SubscriptionContext, events: {} as SubscriptionEvent },
  actors: {
    loadSubscription: fromPromise<SubscriptionData>(({ signal }) => loadSubscription(signal)),
    cancelSubscription: fromPromise<Subscription>(({ signal }) =>
      cancelSubscription({}, { signal, ignoreErrors: true }),
    ),
  },
  guards: {
    isCancellable: ({ context }) => isCancellable(context.data?.subscription),
  },
  actions: {
    assignData: assign((_, output: SubscriptionData) => ({ data: output, failure: null })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, BILLING_TEXTS.subscriptionLoadFailed),
    })),
    clearCancelFailure: assign({ cancelFailure: null }),
    assignCancelled: assign(({ context }, output: Subscription) => ({
      data: context.data ? { ...context.data, subscription: output } : null,
      cancelFailure: null,
    })),
    assignCancelFailure: assign((_, { error }: { error: unknown }) => ({
      cancelFailure: failureText(error, BILLING_TEXTS.cancelFailed),
    })),
  },
}).createMachine({
  id: 'subscription',
  description:
    "The shop's plan and card on the billing page, and cancelling the plan at the end of its period after a confirmation.",
  context: { data: null, failure: null, cancelFailure: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the subscription (get_plan) and the card on file (get_bill_info) at once.',
      tags: ['busy'],
      invoke: {
        id: 'loadSubscription',
        src: 'loadSubscription',
        onDone: {
          target: 'ready',
          actions: { type: 'assignData', params: doneOutput },
          description: 'The plan card shows.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'Not read: say why and offer to retry.',
        },
      },
    },
    ready: {
      description: 'The plan, its period and the card show; a running paid plan has its Cancel subscription button.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing asked.',
          on: {
            'subscription.cancel': {
              guard: 'isCancellable',
              target: 'confirming',
              actions: 'clearCancelFailure',
              description: 'Cancel subscription: ask first, naming the date the plan ends.',
            },
          },
        },
        confirming: {
          description: 'The confirmation: the plan stays active until the end of the paid period, then the free plan.',
          tags: ['confirm-visible'],
          on: {
            'cancel.confirm': { target: 'cancelling', description: 'Confirmed: cancel at the end of the period.' },
            'cancel.dismiss': { target: 'idle', description: 'Keep the plan.' },
          },
        },
        cancelling: {
          description: 'cancel_subscription; the confirmation stays with its button working.',
          tags: ['confirm-visible', 'busy'],
          invoke: {
            id: 'cancelSubscription',
            src: 'cancelSubscription',
            onDone: {
              target: 'idle',
              actions: { type: 'assignCancelled', params: doneOutput },
              description: 'Cancelled: the card says until when the plan stays active.',
            },
            onError: {
              target: 'idle',
              actions: { type: 'assignCancelFailure', params: errorParams },
              description: 'Not cancelled: the reason shows; the plan is as it was.',
            },
          },
        },
      },
    },
    failed: {
      description: 'The plan could not be read; a retry button shows.',
      tags: ['error'],
      on: { 'subscription.retry': { target: 'loading', description: 'Try again.' } },
    },
  },
});

export type SubscriptionSnapshot = SnapshotFrom<typeof subscriptionMachine>;

export const card = {
  machine: subscriptionMachine,
  title: 'Plan and cancel subscription',
  spec: '§2 setting/billing; §7 get_plan, get_bill_info, cancel_subscription; issue 15',
  screen: 'billing',
} satisfies MachineCard<typeof subscriptionMachine>;

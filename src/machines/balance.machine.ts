/**
 * The Income page (setting/balance/index): the shop's money (get_balance, the same query as the earnings page's
 * get_total): its referral bonuses (20% of each paid bill of the shops it referred), its earnings ready to pay and
 * pending, what was paid out of its settlements, its referral code and how many shops used it.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getBalance } from '../api/balance';
import { BILLING_TEXTS } from '../domain/billing-pages';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type BalanceSummary = Awaited<ReturnType<typeof getBalance>>;

export interface BalanceContext {
  balance: BalanceSummary | null;
  failure: string | null;
}

export type BalanceEvent = { type: 'balance.retry' };

export const balanceMachine = setup({
  types: { context: {} as BalanceContext, events: {} as BalanceEvent },
  actors: {
    getBalance: fromPromise<BalanceSummary>(({ signal }) => getBalance({}, { signal, ignoreErrors: true })),
  },
  actions: {
    assignBalance: assign((_, output: BalanceSummary) => ({ balance: output, failure: null })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, BILLING_TEXTS.balanceLoadFailed),
    })),
  },
}).createMachine({
  id: 'balance',
  description:
    "The Income page: the shop's referral bonuses, its earnings ready to pay, pending and paid out (the earnings page's figures), and its referral code.",
  context: { balance: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the balance (get_balance).',
      tags: ['busy'],
      invoke: {
        id: 'getBalance',
        src: 'getBalance',
        onDone: {
          target: 'ready',
          actions: { type: 'assignBalance', params: doneOutput },
          description: 'The balance shows.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'Not read: say why and offer to retry.',
        },
      },
    },
    ready: {
      description: 'The referral bonuses, the earnings ready to pay, pending and paid out, and the referral code show.',
    },
    failed: {
      description: 'The balance could not be read; a retry button shows.',
      tags: ['error'],
      on: { 'balance.retry': { target: 'loading', description: 'Try again.' } },
    },
  },
});

export type BalanceSnapshot = SnapshotFrom<typeof balanceMachine>;

export const card = {
  machine: balanceMachine,
  title: 'Income balance',
  spec: '§1 referral program, §2 setting/balance/index, §9 referral 20%; issue 15',
  screen: 'balance',
} satisfies MachineCard<typeof balanceMachine>;

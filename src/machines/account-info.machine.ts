/**
 * Account info (spec §2 additional/index, reached from the settings panel): the creator's account page. This
 * machine reads what the page's sections need to know about the account: how it signs in (a password account
 * changes its password and confirms a deletion with it; a Facebook or Apple one without a password confirms with
 * an emailed code instead) and the shop's referral code. Each section runs its own machine (account-email,
 * account-password, tracking-ids-editor, account-deletion, copy-link) and the profile form is additional-info's.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getShopMaiCode } from '../api/account';
import { users } from '../api/auth';
import { LOGIN_TYPE_ACCOUNT } from '../domain/spec-constants';
import type { MachineCard } from './machine-catalog';

export interface AccountFacts {
  /** The account has a password (it can sign in with one). */
  hasPassword: boolean;
  /** The shop's own referral code, shared in invitations. */
  referCode: string;
}

export interface AccountInfoContext {
  userId: string;
  facts: AccountFacts | null;
}

export type AccountInfoEvent = { type: 'account.retry' };

export async function readAccountFacts(userId: string, signal?: AbortSignal): Promise<AccountFacts> {
  const options = signal ? { signal } : {};
  const [account, referCode] = await Promise.all([
    users({ path: { id: userId } }, options),
    getShopMaiCode({}, options),
  ]);
  return { hasPassword: account.loginTypes.includes(LOGIN_TYPE_ACCOUNT), referCode };
}

export const accountInfoMachine = setup({
  types: {
    context: {} as AccountInfoContext,
    events: {} as AccountInfoEvent,
    input: {} as { userId: string },
  },
  actors: {
    readAccountFacts: fromPromise<AccountFacts, { userId: string }>(({ input, signal }) =>
      readAccountFacts(input.userId, signal),
    ),
  },
  actions: {
    assignFacts: assign((_, params: { facts: AccountFacts }) => ({ facts: params.facts })),
  },
}).createMachine({
  id: 'accountInfo',
  description: "The account page: reads how the account signs in and the shop's referral code, for its sections.",
  context: ({ input }) => ({ userId: input.userId, facts: null }),
  initial: 'loading',
  states: {
    loading: {
      description:
        'GET /api/auth/auth/users/{id} (the ways this account signs in) and getShopMaiCode (the referral code).',
      tags: ['busy'],
      invoke: {
        id: 'readAccountFacts',
        src: 'readAccountFacts',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignFacts', params: ({ event }) => ({ facts: event.output }) },
          description: 'The sections show: password change only for a password account, deletion with the right proof.',
        },
        onError: { target: 'failed', description: 'Not read: the API layer said why; the creator can try again.' },
      },
    },
    ready: { description: 'Every section of the account page shows.' },
    failed: {
      description: 'The sections that need the account facts wait for another try.',
      tags: ['error'],
      on: { 'account.retry': { target: 'loading', description: 'Read the account again.' } },
    },
  },
});

export type AccountInfoSnapshot = SnapshotFrom<typeof accountInfoMachine>;

export const card = {
  machine: accountInfoMachine,
  title: 'Account info',
  spec: '§2 additional/index, settings Account info; §7 users, getShopMaiCode; issue 24',
  screen: 'accountInfo',
  input: { userId: 'u1' },
} satisfies MachineCard<typeof accountInfoMachine>;

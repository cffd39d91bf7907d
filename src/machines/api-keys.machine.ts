import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { createApiKey, listApiKeys, revokeApiKey } from '../api/api-keys';
import { API_KEY_SCOPES, apiKeyDraftProblem, type ApiKeyScope } from '../domain/api-keys';
import { failureText } from './failure-text';
import type { MachineCard } from './machine-catalog';

export type ApiKeyList = Awaited<ReturnType<typeof listApiKeys>>;
export type ApiKeyCreated = Awaited<ReturnType<typeof createApiKey>>;
export type ApiKeyRow = ApiKeyList['list'][number];

export interface ApiKeysContext {
  keys: ApiKeyRow[];
  /** The form of a new key. */
  name: string;
  scopes: ApiKeyScope[];
  /** Why the form cannot be sent as it is, shown once Create was pressed. */
  problem: string | null;
  /** The key just made, held only while it is shown (once); dismissing it forgets it. */
  created: { key: string; name: string } | null;
  /** The key whose revocation is being confirmed or sent. */
  revokingId: string | null;
  /** What the server refused, or why it could not be reached. */
  failure: string | null;
}

export type ApiKeysEvent =
  | { type: 'draft.name.change'; name: string }
  | { type: 'draft.scope.toggle'; scope: ApiKeyScope }
  | { type: 'key.create' }
  | { type: 'key.dismiss' }
  | { type: 'revoke.ask'; keyId: string }
  | { type: 'revoke.confirm' }
  | { type: 'revoke.cancel' }
  | { type: 'keys.retry' };

export type ApiKeysEmitted = { type: 'toast.show'; text: string };

export const API_KEY_REVOKED_TEXT = (name: string) => `The key "${name}" was revoked. Calls made with it now fail.`;

const EMPTY_DRAFT = { name: '', scopes: [] as ApiKeyScope[], problem: null };

/**
 * API keys (/pages/setting/api-keys, issue 30): the shop's keys loaded with listApiKeys; a form makes a named key
 * with chosen scopes (createApiKey), whose key is shown this once until the creator dismisses it; a key is revoked
 * after a confirmation (revokeApiKey).
 */
export const apiKeysMachine = setup({
  types: {
    context: {} as ApiKeysContext,
    events: {} as ApiKeysEvent,
    emitted: {} as ApiKeysEmitted,
    tags: {} as 'busy' | 'loading' | 'error' | 'key-visible' | 'confirm-visible',
  },
  actors: {
    listApiKeys: fromPromise<ApiKeyList>(({ signal }) => listApiKeys(undefined, { signal })),
    createApiKey: fromPromise<ApiKeyCreated, { name: string; scopes: ApiKeyScope[] }>(({ input, signal }) =>
      createApiKey(input, { signal }),
    ),
    revokeApiKey: fromPromise<ApiKeyRow, { keyId: string }>(({ input, signal }) => revokeApiKey(input, { signal })),
  },
  actions: {
    assignKeys: assign((_, params: { list: ApiKeyList }) => ({ keys: params.list.list, failure: null })),
    assignName: assign(({ event }) => {
      assertEvent(event, 'draft.name.change');
      return { name: event.name, problem: null };
    }),
    /** Scopes stay in the order the page lists them, whatever order they were ticked in. */
    assignScopeToggled: assign(({ context, event }) => {
      assertEvent(event, 'draft.scope.toggle');
      const on = !context.scopes.includes(event.scope);
      const scopes = API_KEY_SCOPES.filter((s) => (s === event.scope ? on : context.scopes.includes(s)));
      return { scopes, problem: null };
    }),
    assignDraftProblem: assign(({ context }) => ({
      problem: apiKeyDraftProblem(context.name, context.scopes) ?? null,
    })),
    assignCreated: assign(({ context }, params: { created: ApiKeyCreated }) => ({
      created: { key: params.created.key, name: params.created.apiKey.name },
      keys: [params.created.apiKey, ...context.keys.filter((k) => k.keyId !== params.created.apiKey.keyId)],
      ...EMPTY_DRAFT,
    })),
    forgetCreated: assign({ created: null }),
    assignRevoking: assign(({ event }) => {
      assertEvent(event, 'revoke.ask');
      return { revokingId: event.keyId, failure: null };
    }),
    clearRevoking: assign({ revokingId: null }),
    removeRevoked: assign(({ context }) => ({
      keys: context.keys.filter((k) => k.keyId !== context.revokingId),
      revokingId: null,
    })),
    clearFailure: assign({ failure: null }),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: failureText(params.error) })),
    notifyRevoked: emit((_, params: { name: string }) => ({
      type: 'toast.show' as const,
      text: API_KEY_REVOKED_TEXT(params.name),
    })),
  },
  guards: {
    isDraftValid: ({ context }) => apiKeyDraftProblem(context.name, context.scopes) === undefined,
    isListedKey: ({ context, event }) =>
      event.type === 'revoke.ask' && context.keys.some((k) => k.keyId === event.keyId),
  },
}).createMachine({
  id: 'apiKeys',
  description: "API keys: the shop's keys for scripts and tools, made with a name and scopes, shown once, revoked.",
  context: { keys: [], ...EMPTY_DRAFT, created: null, revokingId: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      description: "listApiKeys loads the shop's live keys (names, scopes, dates; never a key).",
      tags: ['loading', 'busy'],
      invoke: {
        id: 'listApiKeys',
        src: 'listApiKeys',
        onDone: {
          target: 'ready',
          actions: { type: 'assignKeys', params: ({ event }) => ({ list: event.output }) },
          description: 'The keys are listed, newest first.',
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'The keys could not be loaded; the page says why.',
        },
      },
    },
    loadFailed: {
      description: 'Nothing to show yet; the creator can try again.',
      tags: ['error'],
      on: { 'keys.retry': { target: 'loading', description: 'Load the keys again.' } },
    },
    ready: {
      description: 'The keys and the form of a new key.',
      on: {
        'draft.name.change': { actions: 'assignName', description: 'The name of the new key is typed.' },
        'draft.scope.toggle': { actions: 'assignScopeToggled', description: 'A scope is ticked or unticked.' },
        'key.create': [
          {
            guard: 'isDraftValid',
            target: 'creating',
            actions: 'clearFailure',
            description: 'A name and at least one scope: make the key.',
          },
          { actions: 'assignDraftProblem', description: 'No name or no scope: the form says what is missing.' },
        ],
        'revoke.ask': {
          guard: 'isListedKey',
          target: 'confirmingRevoke',
          actions: 'assignRevoking',
          description: 'Revoke pressed on a key: ask first, as it cannot be undone.',
        },
      },
    },
    creating: {
      description: 'createApiKey makes the key; the server keeps only its hash.',
      tags: ['busy'],
      invoke: {
        id: 'createApiKey',
        src: 'createApiKey',
        input: ({ context }) => ({ name: context.name.trim(), scopes: context.scopes }),
        onDone: {
          target: 'keyShown',
          actions: { type: 'assignCreated', params: ({ event }) => ({ created: event.output }) },
          description: 'Made: the key is shown this once, and listed; the form is empty again.',
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          description: "Refused or failed: the server's sentence shows above the form, which keeps its values.",
        },
      },
    },
    keyShown: {
      description: 'The new key, with a copy button and the warning that it will not be shown again.',
      tags: ['key-visible'],
      on: {
        'key.dismiss': {
          target: 'ready',
          actions: 'forgetCreated',
          description: 'Done: the key is forgotten by the page too.',
        },
      },
    },
    confirmingRevoke: {
      description: 'The confirm dialog asks before revoking the key.',
      tags: ['confirm-visible'],
      on: {
        'revoke.confirm': { target: 'revoking', description: 'Confirmed: revoke the key.' },
        'revoke.cancel': { target: 'ready', actions: 'clearRevoking', description: 'Cancelled: the key stays.' },
      },
    },
    revoking: {
      description: 'revokeApiKey ends the key; calls made with it answer 401 from now on.',
      tags: ['confirm-visible', 'busy'],
      invoke: {
        id: 'revokeApiKey',
        src: 'revokeApiKey',
        input: ({ context }) => ({ keyId: context.revokingId ?? '' }),
        onDone: {
          target: 'ready',
          actions: ['removeRevoked', { type: 'notifyRevoked', params: ({ event }) => ({ name: event.output.name }) }],
          description: 'Revoked: the key leaves the list and a toast says so.',
        },
        onError: {
          target: 'ready',
          actions: ['clearRevoking', { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }],
          description: "Refused or failed: the key stays listed and the server's sentence shows.",
        },
      },
    },
  },
});

export const card = {
  machine: apiKeysMachine,
  title: 'API keys',
  spec: 'Designed (issue 30): API keys with scopes; apikeys tag listApiKeys, createApiKey, revokeApiKey',
  screen: 'apiKeys',
} satisfies MachineCard<typeof apiKeysMachine>;

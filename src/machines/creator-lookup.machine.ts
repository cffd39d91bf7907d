import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { bloggerinfo } from '../api/auth';
import { ApiError } from '../api/response-policy';
import { isHandle } from '../domain/validators';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type CreatorProfile = Awaited<ReturnType<typeof bloggerinfo>>;

/** How many looked-up creators the list keeps (the newest first). */
export const CREATOR_LIST_MAX = 20;

export interface CreatorLookupContext {
  query: string;
  creators: readonly CreatorProfile[];
  /** Why the last lookup found no one: an unknown handle, or a failed call. */
  miss: { handle: string; reason: 'unknown' | 'failed' } | null;
}

export type CreatorLookupEvent =
  | { type: 'creators.query.change'; value: string }
  | { type: 'creators.search' }
  | { type: 'creators.remove'; handle: string };

/** The handle typed, without a leading @ (creators quote handles the way Instagram shows them). */
export const handleOf = (query: string): string => query.trim().replace(/^@/, '');

const NOT_FOUND = 404;

/**
 * creatorList/index: look creators up by handle (GET /p/bloggerinfo) and keep the ones found in a list, to open
 * their public bio pages. Only what is public is shown: name, picture, Instagram name, bio page.
 */
export const creatorLookupMachine = setup({
  types: {
    context: {} as CreatorLookupContext,
    events: {} as CreatorLookupEvent,
  },
  actors: {
    bloggerinfo: fromPromise<CreatorProfile, { handle: string }>(({ input, signal }) =>
      bloggerinfo({ query: { handle: input.handle } }, { signal, ignoreErrors: true }),
    ),
  },
  guards: {
    isHandleValid: ({ context }) => isHandle(handleOf(context.query)),
    isUnknownHandle: (_, { error }: { error: unknown }) => {
      return error instanceof ApiError && error.code === NOT_FOUND;
    },
  },
  actions: {
    assignQuery: assign(({ event }) => {
      assertEvent(event, 'creators.query.change');
      return { query: event.value, miss: null };
    }),
    assignFound: assign(({ context }, found: CreatorProfile) => {
      const others = context.creators.filter((c) => c.handle.toLowerCase() !== found.handle.toLowerCase());
      return { creators: [found, ...others].slice(0, CREATOR_LIST_MAX), query: '', miss: null };
    }),
    assignUnknown: assign(({ context }) => ({ miss: { handle: handleOf(context.query), reason: 'unknown' as const } })),
    assignFailed: assign(({ context }) => ({ miss: { handle: handleOf(context.query), reason: 'failed' as const } })),
    assignRemoved: assign(({ context, event }) => {
      assertEvent(event, 'creators.remove');
      return { creators: context.creators.filter((c) => c.handle !== event.handle) };
    }),
  },
}).createMachine({
  id: 'creatorLookup',
  description: 'Creator list: look creators up by handle and keep those found, newest first, to open their bio pages.',
  context: { query: '', creators: [], miss: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Waiting for a handle.',
      on: {
        'creators.query.change': { actions: 'assignQuery', description: 'The creator types a handle.' },
        'creators.search': {
          guard: 'isHandleValid',
          target: 'searching',
          description: 'Search (or Enter) with a well-formed handle.',
        },
        'creators.remove': { actions: 'assignRemoved', description: 'Take a creator off the list.' },
      },
    },
    searching: {
      description: 'GET /p/bloggerinfo?handle=…',
      tags: ['busy'],
      invoke: {
        id: 'bloggerinfo',
        src: 'bloggerinfo',
        input: ({ context }) => ({ handle: handleOf(context.query) }),
        onDone: {
          target: 'idle',
          actions: { type: 'assignFound', params: doneOutput },
          description: 'Found: the creator goes to the top of the list.',
        },
        onError: [
          {
            guard: { type: 'isUnknownHandle', params: errorParams },
            target: 'idle',
            actions: 'assignUnknown',
            description: 'No creator has this handle.',
          },
          { target: 'idle', actions: 'assignFailed', description: 'The lookup failed (network, server): try again.' },
        ],
      },
    },
  },
});

export type CreatorLookupSnapshot = SnapshotFrom<typeof creatorLookupMachine>;

export const card = {
  machine: creatorLookupMachine,
  title: 'Creator lookup',
  spec: '§2 creatorList/index',
  screen: 'creatorList',
} satisfies MachineCard<typeof creatorLookupMachine>;

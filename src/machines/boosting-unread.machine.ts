/**
 * The unread boosting badge: how many applications have a status change the creator has not opened yet
 * (countUnread). It shows beside the way to the applications list, so a review, approval, rejection, start or end
 * is noticed without opening the list; opening an application's detail reads it, and the count goes down.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { countUnread } from '../api/boosting';

export interface BoostingUnreadContext {
  count: number;
}

export type BoostingUnreadEvent = { type: 'unread.refresh' };

export const boostingUnreadMachine = setup({
  types: {
    context: {} as BoostingUnreadContext,
    events: {} as BoostingUnreadEvent,
  },
  actors: {
    // No error toast: a badge that cannot be read is left out, like the whitelist check (spec §8).
    countUnread: fromPromise<number>(async ({ signal }) => (await countUnread({}, { signal, ignoreErrors: true })).count),
  },
  guards: {
    hasUnread: ({ event }) => (event as unknown as { output: number }).output > 0,
  },
  actions: {
    assignCount: assign({ count: ({ event }) => (event as unknown as { output: number }).output }),
    clearCount: assign({ count: 0 }),
  },
}).createMachine({
  id: 'boostingUnread',
  description: "The count of boosting applications with a status change the creator has not opened, as a badge; none when all are read or the count cannot be read.",
  context: { count: 0 },
  initial: 'counting',
  states: {
    counting: {
      description: 'Reading the count (countUnread); no badge meanwhile.',
      invoke: {
        id: 'countUnread',
        src: 'countUnread',
        onDone: [
          { guard: 'hasUnread', target: 'unread', actions: 'assignCount', description: 'Some changes are unread: the badge shows their number.' },
          { target: 'allRead', actions: 'assignCount', description: 'Everything is read: no badge.' },
        ],
        onError: { target: 'unknown', actions: 'clearCount', description: 'The count could not be read: no badge (only logged).' },
      },
    },
    unread: {
      description: 'The badge shows the number of unread applications.',
      tags: ['badge-visible'],
      on: { 'unread.refresh': { target: 'counting', description: 'Count again (the page came back into view).' } },
    },
    allRead: {
      description: 'No badge: every status change has been opened.',
      on: { 'unread.refresh': { target: 'counting', description: 'Count again.' } },
    },
    unknown: {
      description: 'No badge: the count could not be read.',
      on: { 'unread.refresh': { target: 'counting', description: 'Try the count again.' } },
    },
  },
});

export type BoostingUnreadSnapshot = SnapshotFrom<typeof boostingUnreadMachine>;

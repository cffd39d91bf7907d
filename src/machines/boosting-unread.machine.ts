/**
 * The unread boosting badge: how many applications have a status change the creator has not opened yet
 * (countUnread). It shows on every way to the applications list (the side navigation's Create A New Link button,
 * the create panel's boosting action, the boosting start page, the list itself), so a review, approval,
 * rejection, start or end is noticed wherever the creator is; opening an application's detail reads it, and the
 * count goes down.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { doneOutput } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface BoostingUnreadContext {
  count: number;
}

export type BoostingUnreadEvent =
  | { type: 'unread.refresh' }
  /** The creator moved to another page; `relaunched`: by a navigation entry (a tab, a menu), not within a feature. */
  | { type: 'unread.navigated'; relaunched: boolean };

export const boostingUnreadMachine = setup({
  types: {
    context: {} as BoostingUnreadContext,
    events: {} as BoostingUnreadEvent,
  },
  actors: {
    // No error toast: a badge that cannot be read is left out, like the whitelist check (spec §8). The boosting
    // calls load with the first count, so the side navigation's badge does not carry them into the shell's JS.
    countUnread: fromPromise<number>(async ({ signal }) => {
      const { countUnread } = await import('../api/boosting');
      return (await countUnread({}, { signal, ignoreErrors: true })).count;
    }),
  },
  guards: {
    hasUnread: (_, output: number) => output > 0,
    isRelaunch: ({ event }) => {
      assertEvent(event, 'unread.navigated');
      return event.relaunched;
    },
  },
  actions: {
    assignCount: assign((_, count: number) => ({ count })),
    clearCount: assign({ count: 0 }),
  },
}).createMachine({
  id: 'boostingUnread',
  description:
    'The count of boosting applications with a status change the creator has not opened, as a badge; none when all are read or the count cannot be read.',
  context: { count: 0 },
  initial: 'counting',
  states: {
    counting: {
      description: 'Reading the count (countUnread); no badge meanwhile.',
      invoke: {
        id: 'countUnread',
        src: 'countUnread',
        onDone: [
          {
            guard: { type: 'hasUnread', params: doneOutput },
            target: 'unread',
            actions: { type: 'assignCount', params: doneOutput },
            description: 'Some changes are unread: the badge shows their number.',
          },
          {
            target: 'allRead',
            actions: { type: 'assignCount', params: doneOutput },
            description: 'Everything is read: no badge.',
          },
        ],
        onError: {
          target: 'unknown',
          actions: 'clearCount',
          description: 'The count could not be read: no badge (only logged).',
        },
      },
    },
    unread: {
      description: 'The badge shows the number of unread applications.',
      tags: ['badge-visible'],
      on: {
        'unread.refresh': { target: 'counting', description: 'Count again (the page came back into view).' },
        'unread.navigated': {
          target: 'counting',
          description: 'Another page: count again, so opening an application lowers the badge.',
        },
      },
    },
    allRead: {
      description: 'No badge: every status change has been opened.',
      on: {
        'unread.refresh': { target: 'counting', description: 'Count again.' },
        'unread.navigated': {
          guard: 'isRelaunch',
          target: 'counting',
          description: 'A tab or menu opened: count again (an approval may have come in).',
        },
      },
    },
    unknown: {
      description: 'No badge: the count could not be read.',
      on: {
        'unread.refresh': { target: 'counting', description: 'Try the count again.' },
        'unread.navigated': {
          guard: 'isRelaunch',
          target: 'counting',
          description: 'A tab or menu opened: try the count again.',
        },
      },
    },
  },
});

export type BoostingUnreadSnapshot = SnapshotFrom<typeof boostingUnreadMachine>;

export const card = {
  machine: boostingUnreadMachine,
  title: 'Unread boosting badge',
  spec: '§3 isUnread; §7 boosting/countUnread',
} satisfies MachineCard<typeof boostingUnreadMachine>;

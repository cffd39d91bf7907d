import {
  assertEvent,
  assign,
  createActor,
  emit,
  fromPromise,
  setup,
  type ActorOptions,
  type ActorRefFrom,
  type AnyActorLogic,
  type SnapshotFrom,
} from 'xstate';
import { markRead } from '../api/support';
import { systemMsgUnreadWithCode, type Notification } from '../api/system-message-unread';
import { systemMessagesToShow } from '../domain/popups';
import { TABS } from '../domain/tabs';
import { doneOutput } from './call-results';
import type { MachineCard } from './machine-catalog';

export type { Notification } from '../api/system-message-unread';

export interface SystemMessagesContext {
  /** Messages still to show, the one on screen first. */
  queue: readonly Notification[];
  /** The unread flag of spec §3 (isUnread). */
  isUnread: boolean;
}

export type SystemMessagesEvent =
  | { type: 'systemMessages.load' }
  /** The popup's confirm button: follow the message's link, then mark it read. */
  | { type: 'systemMessages.confirm' }
  /** The popup's cancel button or close control: mark it read. */
  | { type: 'systemMessages.dismiss' }
  /** An unread count reported by anyone (the mark-read answer, another screen). */
  | { type: 'systemMessages.unreadCounted'; count: number };

/** Where a message's confirm button leads; the runtime carries these out. */
export type SystemMessagesEmitted =
  | { type: 'navigation.push'; path: string }
  | { type: 'tab.select'; tab: 1 | 2 | 3 | 4 | 5 }
  | { type: 'route.external'; url: string };

export interface UnreadAnswer {
  code: number;
  data: unknown;
}

const current = (context: SystemMessagesContext): Notification | undefined => context.queue[0];

/**
 * System messages (spec §4): after the user info, the unread messages load; an answer with code 200 and a
 * non-empty list shows popup 10001 with the newest message. Each message leaves the popup by its confirm or
 * cancel button and is marked read; the next one follows. An unread count above 0 sets the unread flag.
 */
export const systemMessagesMachine = setup({
  types: {
    context: {} as SystemMessagesContext,
    events: {} as SystemMessagesEvent,
    emitted: {} as SystemMessagesEmitted,
  },
  actors: {
    systemMsgUnread: fromPromise<UnreadAnswer>(({ signal }) =>
      systemMsgUnreadWithCode({ platform: 'web' }, { signal, ignoreErrors: true }),
    ),
    markRead: fromPromise<{ unreadCount: number }, { id: string }>(({ input, signal }) =>
      markRead({ ids: [input.id], platform: 'web' }, { signal, ignoreErrors: true }),
    ),
  },
  guards: {
    hasMessagesToShow: (_, output: UnreadAnswer) => systemMessagesToShow(output).length > 0,
    hasMoreQueued: ({ context }) => context.queue.length > 1,
    hasLink: ({ context }) => current(context)?.url !== undefined && current(context)?.urlType !== undefined,
  },
  actions: {
    assignQueue: assign((_, output: UnreadAnswer) => {
      const queue = systemMessagesToShow<Notification>(output);
      return { queue, isUnread: queue.length > 0 };
    }),
    assignNoneUnread: assign({ queue: [], isUnread: false }),
    assignShifted: assign(({ context }) => ({ queue: context.queue.slice(1) })),
    assignCountFromMarkRead: assign((_, output: { unreadCount: number }) => ({
      isUnread: output.unreadCount > 0,
    })),
    assignCount: assign(({ event }) => {
      assertEvent(event, 'systemMessages.unreadCounted');
      return { isUnread: event.count > 0 };
    }),
    followLink: emit(({ context }): SystemMessagesEmitted => {
      const message = current(context)!;
      if (message.urlType === 'open') return { type: 'route.external', url: message.url! };
      const tab = TABS.find(
        (t) => t.id === message.pageType && (t.path === message.url || t.aliases.includes(message.url!)),
      );
      // A main tab is a navigation entry (relaunch and highlight); any other route opens on top of the page.
      return tab ? { type: 'tab.select', tab: tab.id } : { type: 'navigation.push', path: message.url! };
    }),
  },
}).createMachine({
  id: 'systemMessages',
  description:
    'System messages (spec §4): loaded after the user info; code 200 with data shows popup 10001, one message at a time, each marked read when dismissed; an unread count above 0 sets the unread flag.',
  context: { queue: [], isUnread: false },
  on: {
    'systemMessages.unreadCounted': {
      actions: 'assignCount',
      description: 'An unread count above 0 sets the unread flag; 0 clears it.',
    },
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'No popup; waiting for launch to ask for the messages.',
      on: {
        'systemMessages.load': {
          target: 'loading',
          description: 'Launch has the user info: load the unread system messages.',
        },
      },
    },
    loading: {
      description: 'POST {gateway}/api/system-msg/unread.',
      tags: ['loading'],
      invoke: {
        id: 'systemMsgUnread',
        src: 'systemMsgUnread',
        onDone: [
          {
            guard: { type: 'hasMessagesToShow', params: doneOutput },
            target: 'showing',
            actions: { type: 'assignQueue', params: doneOutput },
            description: 'Code 200 with a non-empty list: show popup 10001 with the newest message.',
          },
          { target: 'idle', actions: 'assignNoneUnread', description: 'Another code, or an empty list: no popup.' },
        ],
        onError: { target: 'idle', description: 'The messages could not be loaded: the app goes on without them.' },
      },
    },
    showing: {
      description: 'Popup 10001 shows the first queued message: title, subtitle, rich text and its buttons.',
      tags: ['popup-visible'],
      on: {
        'systemMessages.confirm': [
          {
            guard: 'hasLink',
            target: 'markingRead',
            actions: 'followLink',
            description:
              "The confirm button follows the message's link (open: an external page; router: an app route), then it is marked read.",
          },
          {
            target: 'markingRead',
            description: 'The confirm button of a message without a link only acknowledges it.',
          },
        ],
        'systemMessages.dismiss': {
          target: 'markingRead',
          description: 'The cancel button closes the popup; the message is marked read.',
        },
        'systemMessages.load': {
          target: 'loading',
          description:
            'A new launch (another sign-in) while a message shows: load the list afresh for the new session.',
        },
      },
    },
    markingRead: {
      description:
        'POST {gateway}/api/system-msg/mark-read for the message just dismissed; the popup is already closed.',
      invoke: {
        id: 'markRead',
        src: 'markRead',
        input: ({ context }) => ({ id: current(context)!.id }),
        onDone: [
          {
            guard: 'hasMoreQueued',
            target: 'showing',
            actions: [{ type: 'assignCountFromMarkRead', params: doneOutput }, 'assignShifted'],
            description: 'Marked read; the next unread message shows.',
          },
          {
            target: 'idle',
            actions: [{ type: 'assignCountFromMarkRead', params: doneOutput }, 'assignShifted'],
            description: 'Marked read; the unread count decides the flag.',
          },
        ],
        onError: [
          {
            guard: 'hasMoreQueued',
            target: 'showing',
            actions: 'assignShifted',
            description: 'Not marked (it will come back next launch); the next message shows.',
          },
          { target: 'idle', actions: 'assignShifted', description: 'Not marked (it will come back next launch).' },
        ],
      },
    },
  },
});

export type SystemMessagesService = ActorRefFrom<typeof systemMessagesMachine>;

export function createSystemMessagesService(
  options: Pick<ActorOptions<AnyActorLogic>, 'inspect'> = {},
): SystemMessagesService {
  return createActor(systemMessagesMachine, options).start();
}

type LoadingService = Pick<SystemMessagesService, 'send' | 'subscribe' | 'getSnapshot'>;

/** Asks the service to load and resolves once it has, with the messages it will show. */
export function loadSystemMessagesFrom(service: LoadingService): Promise<readonly Notification[]> {
  return new Promise<readonly Notification[]>((resolve) => {
    service.send({ type: 'systemMessages.load' });
    const settledQueue = () => {
      const snapshot = service.getSnapshot();
      return snapshot.hasTag('loading') ? undefined : snapshot.context.queue;
    };
    const now = settledQueue();
    if (now) return resolve(now);
    const subscription = service.subscribe(() => {
      const queue = settledQueue();
      if (!queue) return;
      subscription.unsubscribe();
      resolve(queue);
    });
  });
}

/**
 * The launch machine's `loadSystemMessages` actor (spec §4 Launch: user info, then system messages): asks the
 * service to load and resolves once it has, with the messages it will show.
 */
export function loadSystemMessagesWith(service: LoadingService) {
  // Typed as the launch machine's slot declares it (messages of any shape, the shop as input).
  return fromPromise<readonly unknown[], { shopName: string }>(() => loadSystemMessagesFrom(service));
}

export type SystemMessagesSnapshot = SnapshotFrom<typeof systemMessagesMachine>;

export const card = {
  machine: systemMessagesMachine,
  title: 'System messages',
  spec: '§4 System messages, §2 popups',
} satisfies MachineCard<typeof systemMessagesMachine>;

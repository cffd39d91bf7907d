import { assertEvent, assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import { bootIntercom, showIntercom, shutdownIntercom } from '../api/intercom-messenger';
import { browserSessionStore } from '../api/session-store';
import { token } from '../api/support';
import { messagesList, send, supportUnread } from '../api/support-chat';
import { CHAT_INIT_DELAY_MS, CHAT_TOKEN_FAILED_TEXT, SUPPORT_POLL_MS } from '../domain/spec-constants';
import { messengerOf, type MessengerChoice } from '../domain/support-chat';
import { doneOutput } from './call-results';
import type { MachineCard } from './machine-catalog';

export type SupportMessage = Awaited<ReturnType<typeof messagesList>>['list'][number];

/**
 * How often the built-in messenger asks for unread answers while it is closed. Designed: operators answer in
 * minutes, so 10 s shows an answer soon enough at one small query per signed-in tab.
 */
export const UNREAD_POLL_MS = 10_000;

export interface SupportChatContext {
  /** The login token the running chat started with. */
  loginToken: string | null;
  messenger: MessengerChoice | null;
  unread: number;
  /** The built-in messenger's conversation, oldest first as it reads. */
  messages: SupportMessage[];
}

export type SupportChatEvent =
  /** A tap on the floating button: moved under 5 px, no drag (src/domain/support-chat.ts isTap). */
  | { type: 'chat.tap' }
  | { type: 'chat.close' }
  | { type: 'chat.send'; text: string }
  /** The messenger's unread count: the built-in poll, or Intercom's onUnreadCountChange. */
  | { type: 'chat.unread'; count: number }
  /** From logout (src/machines/logout.machine.ts). */
  | { type: 'chat.shutdown' };

export type SupportChatEmitted = { type: 'toast.show'; text: string };

/**
 * The support chat (spec §1, §4, §8): a draggable floating button with an unread badge, for signed-in creators.
 * The messenger is the built-in one (conversations kept by the Linkmint server) or Intercom, whichever the
 * chat host's token names.
 */
export const supportChatMachine = setup({
  types: {
    context: {} as SupportChatContext,
    events: {} as SupportChatEvent,
    emitted: {} as SupportChatEmitted,
  },
  actors: {
    token: fromPromise<string>(({ signal }) =>
      token({ shopDomain: browserSessionStore().shopDomain() ?? undefined }, { signal }),
    ),
    /** Intercom pushes its unread count and its closing; the built-in messenger has nothing to boot. */
    runMessenger: fromCallback<SupportChatEvent, { messenger: MessengerChoice }>(({ input, sendBack }) => {
      if (input.messenger.kind !== 'intercom') return;
      bootIntercom(input.messenger, {
        onUnreadCount: (count) => sendBack({ type: 'chat.unread', count }),
        onHide: () => sendBack({ type: 'chat.close' }),
      });
    }),
    pollUnread: fromCallback<SupportChatEvent, { messenger: MessengerChoice }>(({ input, sendBack }) => {
      if (input.messenger.kind !== 'builtin') return;
      const controller = new AbortController();
      const poll = () =>
        supportUnread({}, { signal: controller.signal, ignoreErrors: true }).then(
          ({ unreadCount }) => sendBack({ type: 'chat.unread', count: unreadCount }),
          // A missed poll is retried by the next one; the badge keeps its last count meanwhile.
          () => undefined,
        );
      void poll();
      const timer = setInterval(poll, UNREAD_POLL_MS);
      return () => {
        clearInterval(timer);
        controller.abort();
      };
    }),
    messagesList: fromPromise<SupportMessage[]>(async ({ signal }) =>
      (await messagesList({ pageNum: 1, pageSize: 100 }, { signal })).list.reverse(),
    ),
    send: fromPromise<SupportMessage, { text: string }>(({ input, signal }) => send({ body: input.text }, { signal })),
  },
  guards: {
    // The button waits for login: a token and the loaded user info (spec §4 Support chat).
    isSignedIn: () => {
      const session = browserSessionStore().read();
      return session.token !== null && session.userInfo !== null;
    },
    isKnownMessenger: (_, output: string) => messengerOf(output) !== null,
    isBuiltin: ({ context }) => context.messenger?.kind === 'builtin',
    hasText: ({ event }) => {
      assertEvent(event, 'chat.send');
      return event.text.trim() !== '';
    },
  },
  actions: {
    assignLoginToken: assign({ loginToken: () => browserSessionStore().token() }),
    assignMessenger: assign((_, token: string) => ({ messenger: messengerOf(token) })),
    assignUnread: assign({
      unread: ({ event }) => {
        assertEvent(event, 'chat.unread');
        return event.count;
      },
    }),
    clearUnread: assign({ unread: 0 }),
    assignMessages: assign((_, messages: SupportMessage[]) => ({ messages })),
    resetChat: assign({ loginToken: null, messenger: null, unread: 0, messages: [] }),
    notifyTokenFailed: emit({ type: 'toast.show' as const, text: CHAT_TOKEN_FAILED_TEXT }),
    showMessenger: ({ context }) => {
      if (context.messenger?.kind === 'intercom') showIntercom();
    },
    // Intercom keeps the previous user's conversation in the browser until shut down.
    shutdownMessenger: () => shutdownIntercom(),
  },
}).createMachine({
  id: 'supportChat',
  description:
    'The support chat (spec §4): starts only with a login token, shutting the old session down first; the messenger token from the chat host (else the toast Intercom Load Faild and no chat); after 2 s unread tracking and the button begin; a tap opens the messenger and clears the unread flag; logout ends it.',
  context: { loginToken: null, messenger: null, unread: 0, messages: [] },
  initial: 'waitingForLogin',
  on: {
    'chat.shutdown': {
      target: '.waitingForLogin',
      actions: ['shutdownMessenger', 'resetChat'],
      description: 'Logout shuts the chat down; the button waits for the next login.',
    },
  },
  states: {
    waitingForLogin: {
      description: 'No chat: the button polls every 1000 ms until the user info exists.',
      after: {
        [SUPPORT_POLL_MS]: [
          {
            guard: 'isSignedIn',
            target: 'fetchingToken',
            actions: ['shutdownMessenger', 'assignLoginToken'],
            description: 'Signed in: shut down whatever session was there, then start a new one.',
          },
          { target: 'waitingForLogin', reenter: true, description: 'Not yet: look again in 1000 ms.' },
        ],
      },
    },
    fetchingToken: {
      description: 'POST {chat host}/app/intercom/token with the shop.',
      invoke: {
        id: 'token',
        src: 'token',
        onDone: [
          {
            guard: { type: 'isKnownMessenger', params: doneOutput },
            target: 'starting',
            actions: { type: 'assignMessenger', params: doneOutput },
            description: 'Code 200 gives the messenger token.',
          },
          {
            target: 'failed',
            actions: 'notifyTokenFailed',
            description: 'A token for no messenger this app knows: no chat.',
          },
        ],
        onError: {
          target: 'failed',
          actions: 'notifyTokenFailed',
          description: "Any other code: 'Intercom Load Faild' and no chat.",
        },
      },
    },
    failed: {
      description: 'No chat for this session (spec §8).',
    },
    starting: {
      description: 'The chat init delay (2000 ms) before unread tracking and the button.',
      after: { [CHAT_INIT_DELAY_MS]: { target: 'running', description: 'After 2 s, unread tracking and show begin.' } },
    },
    running: {
      description: 'The floating button with its unread badge.',
      tags: ['button-visible'],
      invoke: { id: 'runMessenger', src: 'runMessenger', input: ({ context }) => ({ messenger: context.messenger! }) },
      on: { 'chat.unread': { actions: 'assignUnread', description: "The messenger's unread count for the badge." } },
      initial: 'closed',
      states: {
        closed: {
          description: 'Messenger closed: the built-in messenger polls for unread answers.',
          invoke: { id: 'pollUnread', src: 'pollUnread', input: ({ context }) => ({ messenger: context.messenger! }) },
          on: {
            'chat.tap': [
              {
                guard: 'isBuiltin',
                target: 'open',
                actions: 'clearUnread',
                description: 'A tap opens the built-in messenger and clears the unread flag.',
              },
              {
                target: 'external',
                actions: ['clearUnread', 'showMessenger'],
                description: 'A tap shows Intercom and clears the unread flag.',
              },
            ],
          },
        },
        external: {
          description: "Intercom's messenger is open; it says when it is hidden.",
          on: { 'chat.close': { target: 'closed', description: 'Intercom was hidden.' } },
        },
        open: {
          description: 'The built-in messenger panel: the conversation, a text box and send.',
          tags: ['messenger-open'],
          initial: 'loading',
          on: { 'chat.close': { target: 'closed', description: 'The panel is closed.' } },
          states: {
            loading: {
              description: 'Reading the conversation (which marks the answers read).',
              invoke: {
                id: 'messagesList',
                src: 'messagesList',
                onDone: {
                  target: 'ready',
                  actions: { type: 'assignMessages', params: doneOutput },
                  description: 'The conversation, oldest first.',
                },
                onError: {
                  target: 'ready',
                  description: 'The API client toasted the failure; the last conversation stays.',
                },
              },
            },
            ready: {
              description: 'Waiting for the creator to write.',
              on: {
                'chat.send': { guard: 'hasText', target: 'sending', description: 'Send a message that is not blank.' },
              },
            },
            sending: {
              description: 'Adding the message to the conversation.',
              tags: ['busy'],
              invoke: {
                id: 'send',
                src: 'send',
                input: ({ event }) => {
                  assertEvent(event, 'chat.send');
                  return { text: event.text.trim() };
                },
                onDone: { target: 'loading', description: 'Sent: read the conversation again, with any answer since.' },
                onError: {
                  target: 'ready',
                  description: 'The API client toasted the failure; the text can be sent again.',
                },
              },
            },
          },
        },
      },
    },
  },
});

export const card = {
  machine: supportChatMachine,
  title: 'Support chat',
  spec: '§1, §4 Support chat, §8 chat token failure, §9',
} satisfies MachineCard<typeof supportChatMachine>;

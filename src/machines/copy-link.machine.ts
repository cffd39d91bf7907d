/**
 * Copying a link (a short link, a deep link, a page's address) to the clipboard: the 'copy successful' toast
 * for 3 s (spec §8, §9), or a clear sentence when the browser refuses the clipboard. Pages run one per button.
 */
import { assertEvent, assign, emit, setup } from 'xstate';
import { writeClipboard } from './clipboard';
import { COPY_LINK_FAILED_TEXT, COPY_SUCCESS_TEXT, COPY_TOAST_MS } from '../domain/spec-constants';
import type { MachineCard } from './machine-catalog';

export type CopyLinkEvent = { type: 'copyLink.copy'; text: string };

export const copyLinkMachine = setup({
  types: {
    context: {} as { text: string | null },
    events: {} as CopyLinkEvent,
    emitted: {} as { type: 'toast.show'; text: string; durationMs: number },
  },
  actors: {
    writeClipboard,
  },
  guards: {
    hasText: ({ event }) => event.type === 'copyLink.copy' && event.text.trim() !== '',
  },
  actions: {
    assignText: assign(({ event }) => {
      assertEvent(event, 'copyLink.copy');
      return { text: event.text };
    }),
    notifyCopied: emit({ type: 'toast.show', text: COPY_SUCCESS_TEXT, durationMs: COPY_TOAST_MS }),
    notifyFailed: emit({ type: 'toast.show', text: COPY_LINK_FAILED_TEXT, durationMs: COPY_TOAST_MS }),
  },
}).createMachine({
  id: 'copyLink',
  description: 'A copy button: writes the link to the clipboard and says so in a toast.',
  context: { text: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing being copied.',
      on: {
        'copyLink.copy': {
          guard: 'hasText',
          target: 'copying',
          actions: 'assignText',
          description: 'The button was pressed on a link.',
        },
      },
    },
    copying: {
      description: 'Writing the link to the clipboard; presses meanwhile are ignored.',
      tags: ['busy'],
      invoke: {
        id: 'writeClipboard',
        src: 'writeClipboard',
        input: ({ context }) => ({ text: context.text ?? '' }),
        onDone: {
          target: 'idle',
          actions: 'notifyCopied',
          description: "Copied: the toast 'copy successful' for 3 s.",
        },
        onError: {
          target: 'idle',
          actions: 'notifyFailed',
          description: 'The browser refused the clipboard: say how to allow it.',
        },
      },
    },
  },
});

export const card = {
  machine: copyLinkMachine,
  title: 'Copy a link',
  spec: '§8 copy successful, §9 toast durations',
} satisfies MachineCard<typeof copyLinkMachine>;

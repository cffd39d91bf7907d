/**
 * Sharing a link by email: the creator's mail client opens on a new message holding the link. Browsers say
 * nothing when no mail client takes a mailto address, so the app watches for the page to lose its focus within
 * the spec's 1000 ms probe; when it keeps it, 'no mail client available' shows for 3 s (spec §8, §9).
 */
import { assertEvent, assign, emit, fromCallback, setup } from 'xstate';
import { mailtoUrl } from '../domain/mailto';
import { MAIL_CLIENT_PROBE_MS, NO_MAIL_CLIENT_TEXT, NOTICE_TOAST_MS } from '../domain/spec-constants';
import type { MachineCard } from './machine-catalog';

export type MailLinkEvent = { type: 'mail.compose'; subject: string; body: string } | { type: 'mail.opened' };

/** Opens the mailto address and reports when a mail client took the page's focus (the window blurred or hid). */
export const openMailClient = fromCallback<{ type: 'mail.opened' }, { href: string }>(({ input, sendBack }) => {
  const opened = () => sendBack({ type: 'mail.opened' });
  const hidden = () => {
    if (document.visibilityState === 'hidden') opened();
  };
  window.addEventListener('blur', opened);
  document.addEventListener('visibilitychange', hidden);
  window.location.href = input.href;
  return () => {
    window.removeEventListener('blur', opened);
    document.removeEventListener('visibilitychange', hidden);
  };
});

export const mailLinkMachine = setup({
  types: {
    context: {} as { href: string | null },
    events: {} as MailLinkEvent,
    emitted: {} as { type: 'toast.show'; text: string; durationMs: number },
  },
  actors: { openMailClient },
  actions: {
    assignHref: assign(({ event }) => {
      assertEvent(event, 'mail.compose');
      return { href: mailtoUrl(event.subject, event.body) };
    }),
    notifyNoMailClient: emit({ type: 'toast.show', text: NO_MAIL_CLIENT_TEXT, durationMs: NOTICE_TOAST_MS }),
  },
  delays: { mailClientProbe: MAIL_CLIENT_PROBE_MS },
}).createMachine({
  id: 'mailLink',
  description:
    "An email button: opens the creator's mail client on a message with the link; 'no mail client available' when none takes it within 1000 ms.",
  context: { href: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing being sent.',
      on: {
        'mail.compose': { target: 'probing', actions: 'assignHref', description: 'The Email button was pressed.' },
      },
    },
    probing: {
      description:
        'The mailto address is open; waiting up to 1000 ms for a mail client to take the focus. Presses meanwhile are ignored.',
      tags: ['busy'],
      invoke: { id: 'openMailClient', src: 'openMailClient', input: ({ context }) => ({ href: context.href ?? '' }) },
      on: { 'mail.opened': { target: 'idle', description: 'A mail client took the focus: it has the message.' } },
      after: {
        mailClientProbe: {
          target: 'idle',
          actions: 'notifyNoMailClient',
          description: "No mail client took it: 'no mail client available' for 3 s.",
        },
      },
    },
  },
});

export const card = {
  machine: mailLinkMachine,
  title: 'Email a link',
  spec: '§8 no mail client available, §9 mail-client probe 1000 ms',
} satisfies MachineCard<typeof mailLinkMachine>;

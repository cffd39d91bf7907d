import { describe, expect, it } from 'vitest';
import { fromCallback, type AnyEventObject } from 'xstate';
import { mailLinkMachine, type MailLinkEvent } from '../../src/machines/mail-link.machine';
import { mailtoUrl } from '../../src/domain/mailto';
import { NO_MAIL_CLIENT_TEXT, NOTICE_TOAST_MS } from '../../src/domain/spec-constants';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const COMPOSE: MailLinkEvent = {
  type: 'mail.compose',
  subject: 'Trail bottle & cup',
  body: 'http://127.0.0.1/s/AbCdEfGh',
};
const events = [
  COMPOSE,
  { type: 'mail.opened' },
  { type: 'xstate.after.mailClientProbe.mailLink.probing' },
] as unknown as MailLinkEvent[];

describe('email a link', () => {
  it("mail-link: every state and transition; 'no mail client available' only when no client took the mailto address in time", async () => {
    const coverage = await exploreModel<typeof mailLinkMachine, { opened: string[]; emitted: AnyEventObject[] }>({
      name: 'mail-link',
      machine: mailLinkMachine,
      events,
      arrange: () => {
        const effects = { opened: [] as string[], emitted: [] as AnyEventObject[] };
        const machine = mailLinkMachine.provide({
          actors: {
            openMailClient: fromCallback<{ type: 'mail.opened' }, { href: string }>(
              ({ input }) => void effects.opened.push(input.href),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects, path }) => {
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('probing'));
        // Each press opens the address once; a toast only when the probe ran out.
        expect(effects.opened).toEqual(
          path.filter((e) => e.type === 'mail.compose').map(() => mailtoUrl(COMPOSE.subject, COMPOSE.body)),
        );
        const timeouts = path.filter((e) => e.type.startsWith('xstate.after.')).length;
        expect(effects.emitted).toEqual(
          Array.from({ length: timeouts }, () => ({
            type: 'toast.show',
            text: NO_MAIL_CLIENT_TEXT,
            durationMs: NOTICE_TOAST_MS,
          })),
        );
        if (event.type === 'mail.opened') expect(snapshot.matches('idle')).toBe(true);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('writes the subject and body into the address, encoded', () => {
    expect(mailtoUrl('Trail bottle & cup', 'http://127.0.0.1/s/AbCdEfGh?x=1')).toBe(
      'mailto:?subject=Trail%20bottle%20%26%20cup&body=http%3A%2F%2F127.0.0.1%2Fs%2FAbCdEfGh%3Fx%3D1',
    );
  });
});

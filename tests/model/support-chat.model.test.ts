import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import {
  supportChatMachine,
  type SupportChatEvent,
  type SupportMessage,
} from '../../src/machines/support-chat.machine';
import { BUILTIN_MESSENGER_TOKEN, intercomToken, type MessengerChoice } from '../../src/domain/support-chat';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as unknown as SupportChatEvent;
const failed = (id: string) =>
  ({ type: `xstate.error.actor.${id}`, error: new Error('offline'), actorId: id }) as unknown as SupportChatEvent;
const after = (ms: number, state: string) =>
  ({ type: `xstate.after.${ms}.supportChat.${state}` }) as unknown as SupportChatEvent;

const INTERCOM = intercomToken({ appId: 'abc123', userId: 'user-1', userHash: 'a'.repeat(64) });
const MESSAGE: SupportMessage = {
  id: 'm1',
  author: 'agent',
  body: 'On the My Links tab.',
  createdAt: '2026-11-21T10:00:00.000Z',
};

const events: SupportChatEvent[] = [
  after(1000, 'waitingForLogin'),
  after(2000, 'starting'),
  done('token', BUILTIN_MESSENGER_TOKEN),
  done('token', INTERCOM),
  done('token', 'not-a-messenger-token'),
  failed('token'),
  { type: 'chat.unread', count: 3 },
  { type: 'chat.tap' },
  { type: 'chat.close' },
  { type: 'chat.send', text: 'Where are my clicks?' },
  { type: 'chat.send', text: '   ' },
  done('messagesList', [MESSAGE]),
  failed('messagesList'),
  done('send', MESSAGE),
  failed('send'),
  { type: 'chat.shutdown' },
];

interface Effects {
  shutdowns: number;
  shown: number;
  toasts: string[];
  booted: MessengerChoice[];
  polls: number;
  sent: string[];
}

function arrange() {
  const effects: Effects = { shutdowns: 0, shown: 0, toasts: [], booted: [], polls: 0, sent: [] };
  const machine = supportChatMachine.provide({
    guards: { isSignedIn: () => true },
    actors: {
      token: fromPromise<string>(() => new Promise(() => {})),
      runMessenger: fromCallback<SupportChatEvent, { messenger: MessengerChoice }>(
        ({ input }) => void effects.booted.push(input.messenger),
      ),
      pollUnread: fromCallback(() => {
        effects.polls += 1;
      }),
      messagesList: fromPromise<SupportMessage[]>(() => new Promise(() => {})),
      send: fromPromise<SupportMessage, { text: string }>(
        ({ input }) => (effects.sent.push(input.text), new Promise(() => {})),
      ),
    },
    actions: {
      assignLoginToken: () => {},
      shutdownMessenger: () => void (effects.shutdowns += 1),
      showMessenger: () => void (effects.shown += 1),
    },
  });
  return { machine, effects };
}

describe('support chat', () => {
  it('support-chat: every state and transition; the old session shut down first, failures toast, a tap clears the badge', async () => {
    const coverage = await exploreModel<typeof supportChatMachine, Effects>({
      name: 'support-chat',
      machine: supportChatMachine.provide({ guards: { isSignedIn: () => true } }),
      events,
      arrange,
      observe: (actor, effects) => {
        actor.on('toast.show', (e) => void effects.toasts.push(e.text));
      },
      assertStep: ({ snapshot, event, effects, path }) => {
        const starts = path.filter(
          (e) => (e.type as string) === 'xstate.after.1000.supportChat.waitingForLogin',
        ).length;
        // Every start and every logout shuts the messenger down: the old session never outlives a new one.
        expect(effects.shutdowns).toBe(starts + path.filter((e) => e.type === 'chat.shutdown').length);
        if (snapshot.matches('failed')) expect(effects.toasts.at(-1)).toBe('Intercom Load Faild');
        expect(snapshot.hasTag('button-visible')).toBe(snapshot.matches('running'));
        if (event.type === 'chat.tap' && snapshot.matches('running')) expect(snapshot.context.unread).toBe(0);
        if (event.type === 'chat.shutdown')
          expect(snapshot.context).toEqual({ loginToken: null, messenger: null, unread: 0, messages: [] });
        if (snapshot.matches({ running: 'external' })) expect(effects.shown).toBeGreaterThan(0);
        expect(effects.sent.every((t) => t.trim() === t && t !== '')).toBe(true);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
    expect(coverage.states.total).toHaveLength(11);
  });

  it('polls every 1000 ms until the user info exists, then waits 2 s before the button shows', async () => {
    let signedIn = false;
    let tokenCalls = 0;
    const clock = new SimulatedClock();
    const actor = createActor(
      supportChatMachine.provide({
        guards: { isSignedIn: () => signedIn },
        actors: {
          token: fromPromise(async () => ((tokenCalls += 1), BUILTIN_MESSENGER_TOKEN)),
          runMessenger: fromCallback(() => {}),
          pollUnread: fromCallback(() => {}),
        },
        actions: { assignLoginToken: () => {}, shutdownMessenger: () => {} },
      }),
      { clock },
    ).start();
    clock.increment(3000);
    expect([actor.getSnapshot().value, tokenCalls]).toEqual(['waitingForLogin', 0]);
    signedIn = true;
    clock.increment(999);
    expect(tokenCalls).toBe(0);
    clock.increment(1);
    await new Promise((r) => setTimeout(r, 0));
    expect([actor.getSnapshot().value, tokenCalls]).toEqual(['starting', 1]);
    clock.increment(1999);
    expect(actor.getSnapshot().hasTag('button-visible')).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ running: 'closed' });
    actor.stop();
  });

  it("a failed token call toasts 'Intercom Load Faild' and starts no chat", async () => {
    const emitted: AnyEventObject[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      supportChatMachine.provide({
        guards: { isSignedIn: () => true },
        actors: { token: fromPromise<string>(async () => Promise.reject(new Error('code 500'))) },
        actions: { assignLoginToken: () => {}, shutdownMessenger: () => {} },
      }),
      { clock },
    );
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    clock.increment(1000);
    await new Promise((r) => setTimeout(r, 0));
    clock.increment(5000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(emitted).toEqual([{ type: 'toast.show', text: 'Intercom Load Faild' }]);
    actor.stop();
  });
});

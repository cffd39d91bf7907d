import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import {
  loadSystemMessagesWith,
  systemMessagesMachine,
  type Notification,
  type SystemMessagesEvent,
  type SystemMessagesSnapshot,
  type UnreadAnswer,
} from '../../src/machines/system-messages.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const message = (id: string, extra: Partial<Notification> = {}): Notification => ({
  id,
  title: `Message ${id}`,
  richText: '<p>Body</p>',
  isRead: false,
  msgType: 'system',
  createdAt: '2025-07-01T10:00:00Z',
  ...extra,
});
/** The sample notification of spec §8, with its two buttons and an app route. */
const UNLINKED = message('m1', {
  title: 'Your Facebook Page was unlinked from your Instagram account',
  urlType: 'router',
  url: '/pages/fbAuth/index',
  confirmBtn: 'go resolve',
  cancelBtn: 'not now',
});
const PLAIN = message('m2');

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as unknown as SystemMessagesEvent;
const error = (id: string) =>
  ({ type: `xstate.error.actor.${id}`, error: new Error('offline'), actorId: id }) as unknown as SystemMessagesEvent;

function eventsFor(snapshot: SystemMessagesSnapshot): SystemMessagesEvent[] {
  const events: SystemMessagesEvent[] = [
    { type: 'systemMessages.load' },
    { type: 'systemMessages.confirm' },
    { type: 'systemMessages.dismiss' },
    { type: 'systemMessages.unreadCounted', count: 3 },
    { type: 'systemMessages.unreadCounted', count: 0 },
  ];
  if (snapshot.matches('loading')) {
    events.push(
      done('systemMsgUnread', { code: 200, data: [UNLINKED, PLAIN] }),
      done('systemMsgUnread', { code: 200, data: [] }),
      done('systemMsgUnread', { code: 204, data: [PLAIN] }),
      error('systemMsgUnread'),
    );
  }
  if (snapshot.matches('markingRead'))
    events.push(done('markRead', { unreadCount: 1 }), done('markRead', { unreadCount: 0 }), error('markRead'));
  return events;
}

interface Effects {
  emitted: AnyEventObject[];
  marked: string[];
}

describe('system messages', () => {
  it('system-messages: every state and transition; dismissed messages are marked read, links followed', async () => {
    let before: SystemMessagesSnapshot | undefined;
    const coverage = await exploreModel<typeof systemMessagesMachine, Effects>({
      name: 'system-messages',
      machine: systemMessagesMachine,
      events: eventsFor,
      serializeState: (s) => JSON.stringify({ v: s.value, q: s.context.queue.map((m) => m.id), u: s.context.isUnread }),
      arrange: () => {
        const effects: Effects = { emitted: [], marked: [] };
        before = undefined;
        const machine = systemMessagesMachine.provide({
          actors: {
            systemMsgUnread: fromPromise<UnreadAnswer>(() => new Promise(() => {})),
            markRead: fromPromise<{ unreadCount: number }, { id: string }>(
              ({ input }) => (effects.marked.push(input.id), new Promise(() => {})),
            ),
          },
          actions: {
            followLink: ({ context }) => void effects.emitted.push({ type: 'follow', url: context.queue[0]?.url }),
          },
        });
        return { machine, effects };
      },
      assertStep: ({ snapshot, event, effects }) => {
        const prev = before;
        before = snapshot;
        expect(snapshot.hasTag('popup-visible')).toBe(snapshot.matches('showing'));
        if (snapshot.matches('showing')) expect(snapshot.context.queue.length).toBeGreaterThan(0);
        if (!prev) return;
        if (
          (event.type === 'systemMessages.confirm' || event.type === 'systemMessages.dismiss') &&
          prev.matches('showing')
        ) {
          const shown = prev.context.queue[0]!;
          expect(effects.marked.at(-1)).toBe(shown.id);
          const followed = event.type === 'systemMessages.confirm' && shown.url !== undefined;
          expect(effects.emitted.at(-1)?.url === shown.url && followed).toBe(followed);
        }
        if ((event.type as string) === 'xstate.done.actor.markRead') {
          expect(snapshot.context.isUnread).toBe(
            (event as unknown as { output: { unreadCount: number } }).output.unreadCount > 0,
          );
        }
        if (event.type === 'systemMessages.unreadCounted') expect(snapshot.context.isUnread).toBe(event.count > 0);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
    expect(coverage.states.total).toHaveLength(4);
  });

  it("follows a router link by pushing the page, an open link outside the app, a main tab's link by selecting the tab", async () => {
    const links: Array<[Partial<Notification>, AnyEventObject]> = [
      [
        { urlType: 'router', url: '/pages/fbAuth/index' },
        { type: 'navigation.push', path: '/pages/fbAuth/index' },
      ],
      [
        { urlType: 'open', url: 'https://help.linkmint.test/relink' },
        { type: 'route.external', url: 'https://help.linkmint.test/relink' },
      ],
      [
        { urlType: 'router', url: '/pages/home/biolink', pageType: 1 },
        { type: 'tab.select', tab: 1 },
      ],
    ];
    for (const [link, expected] of links) {
      const emitted: AnyEventObject[] = [];
      const machine = systemMessagesMachine.provide({
        actors: {
          systemMsgUnread: fromPromise<UnreadAnswer>(async () => ({ code: 200, data: [message('x', link)] })),
          markRead: fromPromise(async () => ({ unreadCount: 0 })),
        },
      });
      const actor = createActor(machine);
      actor.on('*', (e) => emitted.push(e));
      actor.start();
      actor.send({ type: 'systemMessages.load' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      actor.send({ type: 'systemMessages.confirm' });
      expect(emitted).toEqual([expected]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.isUnread).toBe(false);
      actor.stop();
    }
  });

  it("provides the launch machine's loadSystemMessages: it loads through the service and resolves with what shows", async () => {
    const machine = systemMessagesMachine.provide({
      actors: { systemMsgUnread: fromPromise<UnreadAnswer>(async () => ({ code: 200, data: [UNLINKED] })) },
    });
    const service = createActor(machine).start();
    const loader = createActor(loadSystemMessagesWith(service), { input: { shopName: 'janes-picks' } });
    const output = new Promise((resolve) => loader.subscribe({ complete: () => resolve(loader.getSnapshot().output) }));
    loader.start();
    expect(await output).toEqual([UNLINKED]);
    expect(service.getSnapshot().hasTag('popup-visible')).toBe(true);
    service.stop();
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import {
  linkPageMachine,
  LINK_PAGE_LOAD_FAILED,
  type LinkPageEvent,
  type LinkPageInput,
  type LinkPageView,
} from '../../src/machines/link-page.machine';
import { COMBINE_LINK_PREVIEW_PATH, LINK_PAGE_TEXTS } from '../../src/domain/link-pages';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { serverError } from '../support/flow-fakes';

const PAGE: LinkPageView = {
  code: 'Ab3dE7xQ',
  url: 'http://127.0.0.1/c/Ab3dE7xQ',
  title: 'Desk setup',
  clicks: 3,
  createdAt: '2026-01-02T03:04:05.000Z',
  collectionId: null,
  description: null,
  coverUrl: null,
  entries: [{ title: 'Lamp', url: 'http://127.0.0.1/s/lamp0001' }],
};
const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as unknown as LinkPageEvent;
const failed = (id: string) =>
  ({
    type: `xstate.error.actor.${id}`,
    error: serverError('There is no combined link "x" in your shop.'),
    actorId: id,
  }) as unknown as LinkPageEvent;

describe('link page preview (combineLinkPreview, groupLinkPreview)', () => {
  it('link-page: every state and transition; a combined link is deleted only after OK, then the list opens', async () => {
    const coverage = await exploreModel<
      typeof linkPageMachine,
      { loads: LinkPageInput[]; deletes: string[]; emitted: AnyEventObject[] }
    >({
      name: 'link-page',
      machine: linkPageMachine,
      input: { kind: 'combined', id: 'Ab3dE7xQ' },
      events: (snapshot) => {
        const events: LinkPageEvent[] = [
          { type: 'linkPage.retry' },
          { type: 'linkPage.delete' },
          { type: 'linkPage.delete.confirm' },
          { type: 'linkPage.delete.cancel' },
        ];
        if (snapshot.matches('loading')) events.push(done('loadLinkPage', PAGE), failed('loadLinkPage'));
        if (snapshot.matches('deleting')) events.push(done('combinelinkDelete', {}), failed('combinelinkDelete'));
        return events;
      },
      serializeState: (s) => JSON.stringify([s.value, s.context.page?.code ?? null, s.context.failure]),
      arrange: () => {
        const effects = { loads: [] as LinkPageInput[], deletes: [] as string[], emitted: [] as AnyEventObject[] };
        const machine = linkPageMachine.provide({
          actors: {
            loadLinkPage: fromPromise<LinkPageView, LinkPageInput>(
              ({ input }) => (effects.loads.push(input), new Promise(() => {})),
            ),
            combinelinkDelete: fromPromise<unknown, { id: string }>(
              ({ input }) => (effects.deletes.push(input.id), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects, path }) => {
        expect(effects.loads.every((l) => l.kind === 'combined' && l.id === 'Ab3dE7xQ')).toBe(true);
        // Nothing is deleted before OK.
        if (!path.some((e) => e.type === 'linkPage.delete.confirm')) expect(effects.deletes).toEqual([]);
        if (snapshot.matches('deleting')) expect(effects.deletes).toEqual(['Ab3dE7xQ']);
        expect(snapshot.hasTag('confirm-visible')).toBe(
          snapshot.matches('confirmingDelete') || snapshot.matches('deleting'),
        );
        if (snapshot.matches('deleted')) {
          expect(effects.emitted.slice(-2)).toEqual([
            { type: 'toast.show', text: LINK_PAGE_TEXTS.combinedDeleted, durationMs: 3000 },
            { type: 'route.navigate', path: COMBINE_LINK_PREVIEW_PATH },
          ]);
        } else expect(effects.emitted).toEqual([]);
        if (snapshot.matches('failed') || (snapshot.matches('ready') && event.type.startsWith('xstate.error')))
          expect(snapshot.context.failure).toMatch(/no combined link/);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('a group link cannot be deleted; a failure without a message gets a sentence of ours', async () => {
    const group = createActor(
      linkPageMachine.provide({
        actors: {
          loadLinkPage: fromPromise<LinkPageView, LinkPageInput>(async () => ({ ...PAGE, collectionId: 'c1' })),
        },
      }),
      { input: { kind: 'group', id: 'G1' } },
    ).start();
    const ready = await waitFor(group, (s) => s.matches('ready'));
    expect(ready.can({ type: 'linkPage.delete' })).toBe(false);
    group.stop();
    const broken = createActor(
      linkPageMachine.provide({
        actors: { loadLinkPage: fromPromise<LinkPageView, LinkPageInput>(() => Promise.reject(new Error(''))) },
      }),
      {
        input: { kind: 'combined', id: 'x' },
      },
    ).start();
    expect((await waitFor(broken, (s) => s.matches('failed'))).context.failure).toBe(LINK_PAGE_LOAD_FAILED);
    broken.stop();
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { ApiError } from '../../src/api/response-policy';
import { LINK_CREATE_PATH, linkDetailPath, MY_LINKS_PAGE_SIZE, type LinkToolId } from '../../src/domain/my-links';
import { LINK_DELETED_TEXT } from '../../src/machines/link-failures';
import {
  MY_LINKS_LOAD_FAILED,
  myLinksMachine,
  type MyLinksEvent,
  type MyLinksSnapshot,
  type ShortLinkItem,
  type ShortLinkPage,
} from '../../src/machines/my-links.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const link = (code: string, createdAt = '2026-11-20T10:00:00.000Z'): ShortLinkItem => ({
  id: code,
  code,
  shortUrl: `http://127.0.0.1/s/${code}`,
  originalUrl: 'https://www.amazon.com/dp/B0ABCDEF12?tag=jane-20',
  kind: 'short',
  trackingId: 'jane-20',
  clicks: 1,
  createdAt,
});
const PAGE: ShortLinkPage = { list: [link('Ab3dE7x1'), link('Ab3dE7x2')], total: MY_LINKS_PAGE_SIZE + 5 };

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as unknown as MyLinksEvent;
const error = (id: string, e: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error: e, actorId: id }) as unknown as MyLinksEvent;
const listed = done('getShortlinkList', PAGE);
const listFailed = error('getShortlinkList', new Error('offline'));
const deleted = done('deleteShortlink', { id: 'Ab3dE7x1', deletedAt: '2026-11-21T10:00:00.000Z' });
const notDeleted = error(
  'deleteShortlink',
  new ApiError({ code: 404, message: 'This short link does not exist.', path: '/app/delete_shortlink' }),
);

function eventsFor(snapshot: MyLinksSnapshot): MyLinksEvent[] {
  const events: MyLinksEvent[] = [
    { type: 'links.keyword.change', value: ' lamp ' },
    { type: 'links.search' },
    { type: 'links.search.clear' },
    { type: 'links.page', pageNum: snapshot.context.pageNum === 1 ? 2 : 1 },
    { type: 'links.page', pageNum: 9 },
    { type: 'links.retry' },
    { type: 'links.open', code: 'Ab3dE7x1' },
    { type: 'links.open', code: 'Zz9Zz9Zz' },
    { type: 'links.create' },
    { type: 'links.tool', tool: 'combined' },
    { type: 'links.tool', tool: 'nowhere' as LinkToolId },
    { type: 'links.delete', code: 'Ab3dE7x1' },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
  ];
  if (snapshot.matches('loading')) events.push(listed, listFailed);
  if (snapshot.matches('deleting')) events.push(deleted, notDeleted);
  return events;
}

interface Effects {
  reads: Array<{ keyword: string; pageNum: number }>;
  deletes: string[];
  emitted: AnyEventObject[];
}

describe('My Links (myLinks/index)', () => {
  it('my-links: every state and transition; reads follow the search and page, delete only after confirming', async () => {
    const coverage = await exploreModel<typeof myLinksMachine, Effects>({
      name: 'my-links',
      machine: myLinksMachine,
      events: eventsFor,
      serializeState: (s) =>
        JSON.stringify({
          v: s.value,
          k: s.context.keyword,
          q: s.context.search,
          p: s.context.pageNum,
          n: s.context.links.length,
          d: s.context.pendingDelete?.code ?? null,
        }),
      arrange: () => {
        const effects: Effects = { reads: [], deletes: [], emitted: [] };
        const machine = myLinksMachine.provide({
          actors: {
            getShortlinkList: fromPromise<ShortLinkPage, { keyword: string; pageNum: number }>(
              ({ input }) => (effects.reads.push(input), new Promise(() => {})),
            ),
            deleteShortlink: fromPromise<unknown, { code: string }>(
              ({ input }) => (effects.deletes.push(input.code), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects, path }) => {
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading') || snapshot.matches('deleting'));
        expect(snapshot.hasTag('confirm-visible')).toBe(
          snapshot.matches('confirmingDelete') || snapshot.matches('deleting'),
        );
        if (snapshot.matches('loading'))
          expect(effects.reads.at(-1)).toEqual({ keyword: snapshot.context.search, pageNum: snapshot.context.pageNum });
        if (snapshot.matches('failed')) expect(snapshot.context.failure).toBe(MY_LINKS_LOAD_FAILED);
        // Nothing is deleted without a confirmation.
        expect(effects.deletes.length).toBeLessThanOrEqual(path.filter((e) => e.type === 'delete.confirm').length);
        if (snapshot.matches('deleting')) expect(effects.deletes.at(-1)).toBe('Ab3dE7x1');
        const last = effects.emitted.at(-1);
        if (event.type === 'links.create') expect(last).toEqual({ type: 'route.navigate', path: LINK_CREATE_PATH });
        if (event.type === 'links.tool' && event.tool === 'combined')
          expect(last).toEqual({ type: 'route.navigate', path: '/pages/combineLinkPreview/index' });
        // A tool the page does not offer leads nowhere (the create page only for Create link itself).
        const creates = effects.emitted.filter(
          (e) => e.type === 'route.navigate' && e.path === LINK_CREATE_PATH,
        ).length;
        expect(creates).toBe(path.filter((e) => e.type === 'links.create').length);
        if (
          event.type === 'links.open' &&
          event.code === 'Ab3dE7x1' &&
          snapshot.matches('ready') &&
          snapshot.context.links.length > 0
        ) {
          expect(last).toEqual({ type: 'route.navigate', path: linkDetailPath('Ab3dE7x1') });
        }
        if (event === deleted) expect(last).toEqual({ type: 'toast.show', text: LINK_DELETED_TEXT });
        if (event.type === 'links.open' && event.code === 'Zz9Zz9Zz')
          expect(
            effects.emitted.filter((e) => e.type === 'route.navigate' && e.path === linkDetailPath('Zz9Zz9Zz')),
          ).toEqual([]);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('after deleting the only link of a later page, reads the page before; a search starts at page 1', async () => {
    const reads: Array<{ keyword: string; pageNum: number }> = [];
    const pages = [PAGE, { list: [link('Ab3dE7x9')], total: MY_LINKS_PAGE_SIZE + 1 }];
    const machine = myLinksMachine.provide({
      actors: {
        getShortlinkList: fromPromise<ShortLinkPage, { keyword: string; pageNum: number }>(
          async ({ input }) => (reads.push(input), pages[input.pageNum - 1] ?? PAGE),
        ),
        deleteShortlink: fromPromise<unknown, { code: string }>(async () => ({})),
      },
    });
    const actor = createActor(machine).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    actor.send({ type: 'links.page', pageNum: 2 });
    await settle();
    expect(actor.getSnapshot().context.links.map((l) => l.code)).toEqual(['Ab3dE7x9']);
    actor.send({ type: 'links.delete', code: 'Ab3dE7x9' });
    actor.send({ type: 'delete.confirm' });
    await settle();
    expect(reads.at(-1)).toEqual({ keyword: '', pageNum: 1 });
    actor.send({ type: 'links.keyword.change', value: '  mug ' });
    actor.send({ type: 'links.page', pageNum: 2 });
    await settle();
    actor.send({ type: 'links.search' });
    await settle();
    expect(reads.at(-1)).toEqual({ keyword: 'mug', pageNum: 1 });
    actor.stop();
  });
});

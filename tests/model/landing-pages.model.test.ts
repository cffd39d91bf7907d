import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/response-policy';
import {
  LANDING_EDITOR_PATH,
  LANDING_PAGE_SIZE,
  landingEditPath,
  landingStatsPath,
} from '../../src/domain/landing-pages';
import {
  LANDING_LIST_TEXTS,
  landingPagesMachine,
  type LandingListPage,
  type LandingPagesEvent,
  type LandingPagesSnapshot,
} from '../../src/machines/landing-pages.machine';
import { done, failed, newCallLog, recordEmitted, recordingActors, type CallLog } from '../support/flow-fakes';
import { landingPage } from '../support/landing-fixtures';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as LandingPagesEvent;
const DRAFT = landingPage({ id: 'lp-1' });
const LIVE = landingPage({
  id: 'lp-2',
  slug: 'winter',
  url: 'http://127.0.0.1/l/winter',
  title: 'Winter',
  published: true,
});
const PAGE: LandingListPage = {
  list: [
    { page: DRAFT, views: 0, clicks: 0 },
    { page: LIVE, views: 12, clicks: 3 },
  ],
  total: LANDING_PAGE_SIZE + 3,
};
const refused = new ApiError({
  code: 400,
  message: 'Add at least one block before publishing the page.',
  path: '/landing/publish',
});

function eventsFor(snapshot: LandingPagesSnapshot): LandingPagesEvent[] {
  const events: LandingPagesEvent[] = [
    { type: 'pages.page', pageNum: snapshot.context.pageNum === 1 ? 2 : 1 },
    { type: 'pages.page', pageNum: 9 },
    { type: 'pages.retry' },
    { type: 'pages.create' },
    { type: 'pages.edit', id: 'lp-1' },
    { type: 'pages.edit', id: 'elsewhere' },
    { type: 'pages.stats', id: 'lp-2' },
    { type: 'pages.publish', id: 'lp-1' },
    { type: 'pages.publish', id: 'lp-2' },
    { type: 'pages.unpublish', id: 'lp-2' },
    { type: 'pages.unpublish', id: 'lp-1' },
    { type: 'pages.delete', id: 'lp-2' },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
  ];
  if (snapshot.matches('loading'))
    events.push(ev(done('landingList', PAGE)), ev(failed('landingList', new Error('offline'))));
  if (snapshot.matches('publishing')) events.push(ev(done('publish', DRAFT)), ev(failed('publish', refused)));
  if (snapshot.matches('unpublishing')) events.push(ev(done('unpublish', LIVE)), ev(failed('unpublish', refused)));
  if (snapshot.matches('deleting'))
    events.push(
      ev(done('landingDelete', { id: 'lp-2', deletedAt: '2026-11-21T10:00:00.000Z' })),
      ev(failed('landingDelete', refused)),
    );
  return events;
}

const callsOf = (log: CallLog, actor: string) => log.calls.filter((c) => c.actor === actor).map((c) => c.input);

describe('Landing pages (landingPage/index)', () => {
  it('landing-pages: every state and transition; publish only drafts, unpublish only published pages, delete only after confirming', async () => {
    const coverage = await exploreModel<typeof landingPagesMachine, CallLog>({
      name: 'landing-pages',
      machine: landingPagesMachine,
      events: eventsFor,
      serializeState: (s) =>
        JSON.stringify({ v: s.value, p: s.context.pageNum, n: s.context.items.length, id: s.context.pendingId }),
      arrange: () => {
        const log = newCallLog();
        return {
          machine: landingPagesMachine.provide({
            actors: recordingActors(log, ['landingList', 'publish', 'unpublish', 'landingDelete']) as never,
          }),
          effects: log,
        };
      },
      observe: (actor, log) => recordEmitted(actor, log),
      assertStep: ({ snapshot, event, effects, path }) => {
        const { context } = snapshot;
        expect(snapshot.hasTag('busy')).toBe(
          ['loading', 'publishing', 'unpublishing', 'deleting'].some((s) => snapshot.matches(s as never)),
        );
        expect(snapshot.hasTag('confirm-visible')).toBe(
          snapshot.matches('confirmingDelete') || snapshot.matches('deleting'),
        );
        // Every read asks for the page shown, and one read per entry into loading.
        const reads = callsOf(effects, 'landingList') as { pageNum: number }[];
        if (snapshot.matches('loading')) expect(reads.at(-1)).toEqual({ pageNum: context.pageNum });
        // A draft is only published, a published page only unpublished, and nothing is deleted without a confirm.
        for (const input of callsOf(effects, 'publish')) expect(input).toEqual({ id: 'lp-1' });
        for (const input of callsOf(effects, 'unpublish')) expect(input).toEqual({ id: 'lp-2' });
        expect(callsOf(effects, 'landingDelete')).toHaveLength(path.filter((e) => e.type === 'delete.confirm').length);
        const last = effects.emitted.at(-1);
        if (event.type === 'pages.create') expect(last).toEqual({ type: 'route.navigate', path: LANDING_EDITOR_PATH });
        if (event.type === 'pages.edit' && event.id === 'lp-1' && snapshot.matches('ready'))
          expect(last).toEqual({ type: 'route.navigate', path: landingEditPath('lp-1') });
        if (event.type === 'pages.edit' && event.id === 'elsewhere')
          expect(last?.path).not.toBe(landingEditPath('elsewhere'));
        if (event.type === 'pages.stats' && snapshot.matches('ready'))
          expect(last).toEqual({ type: 'route.navigate', path: landingStatsPath('lp-2') });
        const type = event.type as string;
        if (type === 'xstate.done.actor.publish')
          expect(last).toEqual({ type: 'toast.show', text: LANDING_LIST_TEXTS.published });
        if (type === 'xstate.done.actor.unpublish')
          expect(last).toEqual({ type: 'toast.show', text: LANDING_LIST_TEXTS.unpublished });
        if (type === 'xstate.done.actor.landingDelete')
          expect(last).toEqual({ type: 'toast.show', text: LANDING_LIST_TEXTS.deleted });
        if (type.startsWith('xstate.error.actor.') && !snapshot.matches('failed')) expect(context.pendingId).toBeNull();
        if (snapshot.matches('failed')) expect(context.failure).toBe(LANDING_LIST_TEXTS.loadFailed);
        if (snapshot.matches('confirmingDelete')) expect(context.pendingId).toBe('lp-2');
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});

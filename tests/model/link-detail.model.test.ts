import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { ApiError } from '../../src/api/response-policy';
import { MY_LINKS_PATH } from '../../src/domain/my-links';
import { LINK_DELETED_TEXT } from '../../src/machines/link-failures';
import {
  LINK_DETAIL_LOAD_FAILED,
  LINK_NOT_FOUND_TEXT,
  linkDetailMachine,
  type LinkDetailEvent,
  type LinkDetailInput,
  type LinkDetailSnapshot,
  localisationOf,
  type ShortLinkDetail,
} from '../../src/machines/link-detail.machine';
import { exploreModel, mergeCoverage, reportCoverage, uncovered } from '../support/model-harness';

const DETAIL: ShortLinkDetail = {
  shortLink: {
    id: 'Ab3dE7x1',
    code: 'Ab3dE7x1',
    shortUrl: 'http://127.0.0.1/s/Ab3dE7x1',
    originalUrl: 'https://www.amazon.com/dp/B0ABCDEF12?tag=jane-20',
    kind: 'short',
    trackingId: 'jane-20',
    clicks: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  days: [
    { day: '2026-11-20', clicks: 2 },
    { day: '2026-11-21', clicks: 1 },
  ],
};
const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as unknown as LinkDetailEvent;
const error = (id: string, e: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error: e, actorId: id }) as unknown as LinkDetailEvent;
const apiError = (code: number, message: string) => new ApiError({ code, message, path: '/app/get_shortlink_detail' });
const loaded = done('getShortlinkDetail', DETAIL);
const unknown = error('getShortlinkDetail', apiError(404, 'This short link does not exist.'));
const offline = error('getShortlinkDetail', new Error('offline'));
const serverDown = error('getShortlinkDetail', apiError(503, 'The service is busy. Try again in a moment.'));
const deleted = done('deleteShortlink', { id: 'Ab3dE7x1', deletedAt: '2026-11-21T10:00:00.000Z' });
const notDeleted = error('deleteShortlink', new Error('offline'));
const NEVER = { ...DETAIL.shortLink, localisation: 'never' as const };
const localised = done('setShortlinkLocalisation', NEVER);
const notLocalised = error('setShortlinkLocalisation', new Error('offline'));

function eventsFor(snapshot: LinkDetailSnapshot): LinkDetailEvent[] {
  const events: LinkDetailEvent[] = [
    { type: 'detail.reload' },
    { type: 'detail.retry' },
    { type: 'detail.delete' },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
    { type: 'detail.back' },
    // The choice the link has (nothing to send while it follows the shop) and another one.
    { type: 'detail.localise', localisation: 'shop' },
    { type: 'detail.localise', localisation: 'never' },
  ];
  if (snapshot.matches('loading')) events.push(loaded, unknown, offline, serverDown);
  if (snapshot.matches('deleting')) events.push(deleted, notDeleted);
  if (snapshot.matches('localising')) events.push(localised, notLocalised);
  return events;
}

interface Effects {
  reads: string[];
  deletes: string[];
  choices: Array<{ code: string; localisation: string }>;
  emitted: AnyEventObject[];
}

const explore = (input: LinkDetailInput, name: string) =>
  exploreModel<typeof linkDetailMachine, Effects>({
    name,
    machine: linkDetailMachine,
    input,
    events: eventsFor,
    serializeState: (s) =>
      JSON.stringify({
        v: s.value,
        d: s.context.detail !== null,
        l: s.context.detail?.shortLink.localisation,
        f: s.context.failure,
        st: s.status,
      }),
    arrange: () => {
      const effects: Effects = { reads: [], deletes: [], choices: [], emitted: [] };
      const machine = linkDetailMachine.provide({
        actors: {
          getShortlinkDetail: fromPromise<ShortLinkDetail, { code: string }>(
            ({ input: i }) => (effects.reads.push(i.code), new Promise(() => {})),
          ),
          deleteShortlink: fromPromise<unknown, { code: string }>(
            ({ input: i }) => (effects.deletes.push(i.code), new Promise(() => {})),
          ),
          setShortlinkLocalisation: fromPromise<
            ShortLinkDetail['shortLink'],
            { code: string; localisation: 'shop' | 'always' | 'never' }
          >(({ input: i }) => (effects.choices.push(i), new Promise(() => {}))),
        },
      });
      return { machine, effects };
    },
    observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
    assertStep: ({ snapshot, event, effects }) => {
      expect(effects.reads.every((code) => code === 'Ab3dE7x1')).toBe(true);
      if (snapshot.matches('loading')) expect(effects.reads.length).toBeGreaterThan(0);
      if (snapshot.matches('missing')) expect(snapshot.context.failure).toBe(LINK_NOT_FOUND_TEXT);
      if (event === offline) expect(snapshot.context.failure).toBe(LINK_DETAIL_LOAD_FAILED);
      if (event === serverDown) expect(snapshot.context.failure).toBe('The service is busy. Try again in a moment.');
      if (snapshot.matches('deleting')) expect(effects.deletes).toEqual(['Ab3dE7x1']);
      // Only a choice other than the link's is sent, for this link.
      if (event.type === 'detail.localise' && snapshot.matches('localising')) {
        expect(effects.choices.at(-1)).toEqual({ code: 'Ab3dE7x1', localisation: event.localisation });
        expect(localisationOf(snapshot.context.detail)).not.toBe(event.localisation);
      }
      if (event === localised) expect(snapshot.context.detail?.shortLink.localisation).toBe('never');
      // Not stored: the link keeps the choice it had, not the one asked.
      if (event === notLocalised) {
        expect(snapshot.matches('ready')).toBe(true);
        expect(localisationOf(snapshot.context.detail)).not.toBe(effects.choices.at(-1)?.localisation);
      }
      if (snapshot.matches('localising')) expect(snapshot.hasTag('busy')).toBe(true);
      if (event === deleted) {
        expect(effects.emitted.slice(-2)).toEqual([
          { type: 'toast.show', text: LINK_DELETED_TEXT },
          { type: 'route.navigate', path: MY_LINKS_PATH },
        ]);
        expect(snapshot.status).toBe('done');
      }
      if (event.type === 'detail.back' && snapshot.matches('missing'))
        expect(effects.emitted.at(-1)).toEqual({ type: 'route.navigate', path: MY_LINKS_PATH });
      expect(snapshot.hasTag('confirm-visible')).toBe(
        snapshot.matches('confirmingDelete') || snapshot.matches('deleting'),
      );
    },
  });

describe('short link detail (myLinks/detail)', () => {
  it('link-detail: every state and transition over an address with a code and one without', async () => {
    const withCode = await explore({ code: ' Ab3dE7x1 ' }, 'link-detail-code');
    const withoutCode = await explore({ code: null }, 'link-detail-no-code');
    const coverage = reportCoverage(mergeCoverage('link-detail', [withCode, withoutCode]));
    expect(coverage).toMatch(/states (\d+)\/\1, transitions (\d+)\/\2/);
    expect(uncovered(mergeCoverage('link-detail', [withCode, withoutCode]))).toEqual({ states: [], transitions: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { ApiError } from '../../src/api/response-policy';
import { preselectedTrackingId, retailerMismatch } from '../../src/domain/link-retailers';
import { linkDetailPath } from '../../src/domain/my-links';
import { RETAILER_LINK_ERRORS } from '../../src/domain/retailer-links';
import { TRACKING_ID_MESSAGES, trackingIdProblem } from '../../src/domain/tracking-id-rules';
import {
  linkCreateMachine,
  TRACKING_ID_MISSING_TEXT,
  TRACKING_IDS_LOAD_FAILED,
  URL_MISSING_TEXT,
  type CreatedLink,
  type LinkCheck,
  type LinkCreateEvent,
  type LinkCreateSnapshot,
  type TrackingIdChoices,
  type TrackingIdLists,
} from '../../src/machines/link-create.machine';
import type { Retailer } from '../../src/domain/retailer-links';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const PRODUCT = 'https://www.amazon.com/dp/B0ABCDEF12';
const IMPACT = 'Target links carry a tracking ID through Impact, which needs your Impact publisher ID…';
const made = (code: string, createdAt: string): CreatedLink => ({
  id: code,
  code,
  shortUrl: `http://127.0.0.1/s/${code}`,
  originalUrl: `${PRODUCT}?tag=jane-20`,
  kind: 'short',
  trackingId: 'jane-20',
  clicks: 0,
  createdAt,
});
const EARLIER = made('Old0Old0', '2026-11-01T10:00:00.000Z');
const NEWER = made('New0New0', '2026-11-21T10:00:00.000Z');

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as unknown as LinkCreateEvent;
const error = (id: string, e: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error: e, actorId: id }) as unknown as LinkCreateEvent;
const apiError = (code: number, message: string) => new ApiError({ code, message, path: '/app' });

const LISTS: TrackingIdLists = { amazon: ['jane-20', 'jane-22'], target: [], walmart: [] };
// Account info's preselected id, in another letter case: the field shows the list's spelling.
const listsLoaded = done('getTrackingIdsV2', { lists: LISTS, preselected: 'JANE-22' } satisfies TrackingIdChoices);

const listsFailed = error('getTrackingIdsV2', new Error('offline'));
const idAdded = done('addTrackingId', ['jane-20', 'Jane-21']);
const idRefused = error('addTrackingId', apiError(409, TRACKING_ID_MESSAGES.duplicate));
const amazonUrl = done('checkOriginalLinkV3', {
  valid: true,
  retailer: 'amazon',
  source: 1,
  normalizedUrl: PRODUCT,
} satisfies LinkCheck);
const targetUrl = done('checkOriginalLinkV3', {
  valid: true,
  retailer: 'target',
  source: 7,
  normalizedUrl: 'https://www.target.com/p/-/A-12345678',
} satisfies LinkCheck);
const shortUrl = done('checkOriginalLinkV3', {
  valid: false,
  reason: RETAILER_LINK_ERRORS.shortAmazon,
} satisfies LinkCheck);
const checkFailed = error('checkOriginalLinkV3', new Error('offline'));
const hadOne = done('checkLinkHasShortlink', EARLIER);
const hadNone = done('checkLinkHasShortlink', null);
const lookupFailed = error('checkLinkHasShortlink', new Error('offline'));
const gotOld = done('getShortlink', EARLIER);
const gotNew = done('getShortlink', NEWER);
const refused = error('getShortlink', apiError(400, IMPACT));

function eventsFor(snapshot: LinkCreateSnapshot): LinkCreateEvent[] {
  const events: LinkCreateEvent[] = [
    { type: 'retailer.select', retailer: snapshot.context.retailer === 'amazon' ? 'target' : 'amazon' },
    { type: 'trackingId.select', trackingId: 'jane-20' },
    { type: 'draft.change', value: 'jane-21' },
    { type: 'draft.change', value: 'jane 21' },
    { type: 'draft.add' },
    { type: 'url.change', value: snapshot.context.url === '' ? PRODUCT : '' },
    { type: 'link.submit' },
    { type: 'link.another' },
    { type: 'link.open' },
    { type: 'create.retry' },
  ];
  if (snapshot.matches('loading')) events.push(listsLoaded, listsFailed);
  if (snapshot.matches('addingTrackingId')) events.push(idAdded, idRefused);
  if (snapshot.matches('checking')) events.push(amazonUrl, targetUrl, shortUrl, checkFailed);
  if (snapshot.matches('lookingUp')) events.push(hadOne, hadNone, lookupFailed);
  if (snapshot.matches('creating')) events.push(gotOld, gotNew, refused);
  return events;
}

interface Effects {
  added: Array<{ retailer: Retailer; trackingId: string }>;
  checked: string[];
  created: Array<{ url: string; trackingId: string }>;
  emitted: AnyEventObject[];
}

describe('create a short link (myLinks/create)', () => {
  it('link-create: every state and transition; the URL is checked before any link is asked for, a reused link is said so', async () => {
    const coverage = await exploreModel<typeof linkCreateMachine, Effects>({
      name: 'link-create',
      machine: linkCreateMachine,
      events: eventsFor,
      serializeState: (s) => {
        const c = s.context;
        return JSON.stringify({
          v: s.value,
          r: c.retailer,
          p: c.preselected,
          ids: c.trackingIds.amazon,
          t: c.trackingId,
          u: c.url,
          d: c.draftTrackingId,
          b: c.before?.code ?? null,
          res: c.result?.code ?? null,
        });
      },
      arrange: () => {
        const effects: Effects = { added: [], checked: [], created: [], emitted: [] };
        const pending = () => new Promise<never>(() => {});
        const machine = linkCreateMachine.provide({
          actors: {
            getTrackingIdsV2: fromPromise<TrackingIdChoices>(pending),
            addTrackingId: fromPromise<string[], { retailer: Retailer; trackingId: string }>(
              ({ input }) => (effects.added.push(input), pending()),
            ),
            checkOriginalLinkV3: fromPromise<LinkCheck, { url: string }>(
              ({ input }) => (effects.checked.push(input.url), pending()),
            ),
            checkLinkHasShortlink: fromPromise<CreatedLink | null, { url: string }>(pending),
            getShortlink: fromPromise<CreatedLink, { url: string; trackingId: string }>(
              ({ input }) => (effects.created.push(input), pending()),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        const c = snapshot.context;
        expect(snapshot.hasTag('busy')).toBe(
          (['loading', 'addingTrackingId', 'checking', 'lookingUp', 'creating'] as const).some((s) =>
            snapshot.matches(s),
          ),
        );
        // No link is asked for before its URL was checked.
        expect(effects.created.length).toBeLessThanOrEqual(effects.checked.length);
        if (snapshot.matches('checking')) expect(effects.checked.at(-1)).toBe(PRODUCT);
        if (snapshot.matches('creating'))
          expect(effects.created.at(-1)).toEqual({ url: PRODUCT, trackingId: c.trackingId });
        if (snapshot.matches('addingTrackingId'))
          expect(effects.added.at(-1)).toEqual({ retailer: c.retailer, trackingId: 'jane-21' });
        // The Amazon field starts as a link asked without an id would be made: the preselected id, else the oldest.
        if (event === listsLoaded) expect(c.trackingId).toBe('jane-22');
        if (event.type === 'retailer.select' && snapshot.matches('editing'))
          expect(c.trackingId).toBe(
            preselectedTrackingId(c.trackingIds[c.retailer], c.retailer === 'amazon' ? c.preselected : null),
          );
        if (event === listsFailed) expect(c.failure).toBe(TRACKING_IDS_LOAD_FAILED);
        if (event === idAdded) expect([c.trackingId, c.draftTrackingId]).toEqual(['Jane-21', '']);
        if (event === idRefused) expect(c.draftProblem).toBe(TRACKING_ID_MESSAGES.duplicate);
        if (event.type === 'draft.add' && snapshot.matches('editing')) {
          // Only a malformed (or empty) ID stays here, with the sentence saying what the retailer's IDs look like.
          expect(c.draftProblem).toBe(trackingIdProblem(c.retailer, c.draftTrackingId.trim()));
          expect(c.draftProblem).not.toBeNull();
        }
        if (event.type === 'link.submit' && snapshot.matches('editing')) {
          if (c.url === '') expect(c.urlProblem).toBe(URL_MISSING_TEXT);
          else expect(c.failure).toBe(TRACKING_ID_MISSING_TEXT);
        }
        if (event === shortUrl) expect(c.urlProblem).toBe(RETAILER_LINK_ERRORS.shortAmazon);
        if (event === targetUrl && snapshot.matches('editing'))
          expect(c.urlProblem).toBe(retailerMismatch(c.retailer, 'target'));
        if (event === refused) expect(c.failure).toBe(IMPACT);
        if (event === gotOld) expect(c.alreadyMade).toBe(c.before !== null);
        if (event === gotNew) expect(c.alreadyMade).toBe(false);
        if (event.type === 'link.open')
          expect(effects.emitted.at(-1)).toEqual({
            type: 'route.navigate',
            path: linkDetailPath(c.result?.code ?? ''),
          });
        if (snapshot.matches('created')) expect(snapshot.hasTag('result')).toBe(true);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 60_000);

  it('starts with the product another page sent (?url=…&retailer=…): the URL filled in, its retailer chosen', () => {
    const start = (input?: { url?: string | null; retailer?: string | null }) =>
      createActor(linkCreateMachine, { input }).getSnapshot().context;
    const target = 'https://www.target.com/p/desk-lamp/-/A-87654321';
    expect(start({ url: ` ${target} ` })).toMatchObject({ url: target, retailer: 'target' });
    expect(start({ url: target, retailer: 'walmart' })).toMatchObject({ url: target, retailer: 'walmart' });
    expect(start({ url: 'not a link', retailer: 'nope' })).toMatchObject({ url: 'not a link', retailer: 'amazon' });
    expect(start()).toMatchObject({ url: '', retailer: 'amazon' });
  });

  it('without a preselected id (or with one since removed) the Amazon field starts with the oldest', async () => {
    for (const preselected of [null, 'gone-20']) {
      const machine = linkCreateMachine.provide({
        actors: { getTrackingIdsV2: fromPromise<TrackingIdChoices>(async () => ({ lists: LISTS, preselected })) },
      });
      const actor = createActor(machine, { input: {} }).start();
      const ready = await waitFor(actor, (s) => s.matches('editing'));
      expect(ready.context.trackingId).toBe('jane-20');
      actor.stop();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { ApiError } from '../../src/api/response-policy';
import { reportRange } from '../../src/domain/date-ranges';
import { PLACEMENT_MESSAGES } from '../../src/domain/placements';
import {
  linkPlacementsMachine,
  PLACEMENT_ADDED_TEXT,
  PLACEMENT_DELETED_TEXT,
  PLACEMENTS_LOAD_FAILED,
  type LinkPlacementsEvent,
  type LinkPlacementsSnapshot,
  type Placement,
  type PlacementReport,
} from '../../src/machines/link-placements.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const TODAY = '2026-11-25';
const STORY: Placement = {
  code: 'Pl4cEm3n',
  linkCode: 'Ab3dE7x1',
  name: 'IG story',
  shortUrl: 'http://127.0.0.1/s/Pl4cEm3n',
  trackingId: 'story-20',
  subId: 'pl-Pl4cEm3n',
  destination: 'https://www.amazon.com/dp/B0ABCDEF12?tag=story-20',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const REPORT: PlacementReport = {
  ...reportRange('7d', TODAY),
  retailer: 'amazon',
  trackingIds: ['jane-20', 'story-20'],
  list: [{ placement: STORY, clicks: 4, orders: 1, earningsCents: 200, epcCents: 50 }],
};
const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as unknown as LinkPlacementsEvent;
const error = (id: string, e: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error: e, actorId: id }) as unknown as LinkPlacementsEvent;
const apiError = (code: number, message: string) => new ApiError({ code, message, path: '/app/create_placement' });
const loaded = done('getPlacementReport', REPORT);
const offline = error('getPlacementReport', new Error('offline'));
const added = done('createPlacement', STORY);
const nameTaken = error('createPlacement', apiError(409, PLACEMENT_MESSAGES.nameTaken('IG story')));
const deleted = done('deletePlacement', { id: STORY.code, deletedAt: '2026-11-25T10:00:00.000Z' });
const notDeleted = error('deletePlacement', new Error('offline'));

function eventsFor(snapshot: LinkPlacementsSnapshot): LinkPlacementsEvent[] {
  const events: LinkPlacementsEvent[] = [
    { type: 'placements.retry' },
    { type: 'placements.reload' },
    { type: 'range.select', range: '30d' },
    { type: 'range.select', range: '7d' },
    { type: 'placement.name', name: 'IG story' },
    { type: 'placement.name', name: '   ' },
    { type: 'placement.trackingId', trackingId: 'story-20' },
    { type: 'placement.add' },
    { type: 'placement.delete', code: STORY.code },
  ];
  if (snapshot.matches('loading')) events.push(loaded, offline);
  if (snapshot.matches('adding')) events.push(added, nameTaken);
  if (snapshot.matches('deleting')) events.push(deleted, notDeleted);
  return events;
}

interface Effects {
  reads: Array<{ code: string; startDate: string; endDate: string }>;
  creates: Array<{ code: string; name: string; trackingId?: string }>;
  deletes: string[];
  emitted: AnyEventObject[];
}

describe('link placements (myLinks/detail, Placements section)', () => {
  it('link-placements: every state and transition, with the calls and toasts each makes', async () => {
    const result = await exploreModel<typeof linkPlacementsMachine, Effects>({
      name: 'link-placements',
      machine: linkPlacementsMachine,
      input: { code: 'Ab3dE7x1', today: TODAY },
      events: eventsFor,
      serializeState: (s) =>
        JSON.stringify({
          v: s.value,
          r: s.context.report !== null,
          f: s.context.failure,
          n: s.context.name,
          t: s.context.trackingId,
          p: s.context.nameProblem,
          g: s.context.rangeId,
        }),
      arrange: () => {
        const effects: Effects = { reads: [], creates: [], deletes: [], emitted: [] };
        const machine = linkPlacementsMachine.provide({
          actors: {
            getPlacementReport: fromPromise<PlacementReport, { code: string; startDate: string; endDate: string }>(
              ({ input }) => (effects.reads.push(input), new Promise(() => {})),
            ),
            createPlacement: fromPromise<Placement, { code: string; name: string; trackingId?: string }>(
              ({ input }) => (effects.creates.push(input), new Promise(() => {})),
            ),
            deletePlacement: fromPromise<unknown, { code: string }>(
              ({ input }) => (effects.deletes.push(input.code), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        const { context } = snapshot;
        if (snapshot.matches('loading')) {
          expect(effects.reads.at(-1)).toEqual({ code: 'Ab3dE7x1', ...reportRange(context.rangeId, TODAY) });
        }
        if (event === offline) expect(context.failure).toBe(PLACEMENTS_LOAD_FAILED);
        if (snapshot.matches('adding')) {
          expect(effects.creates.at(-1)).toEqual({
            code: 'Ab3dE7x1',
            name: 'IG story',
            ...(context.trackingId ? { trackingId: 'story-20' } : {}),
          });
        }
        if (event.type === 'placement.add' && snapshot.matches('ready'))
          expect(context.nameProblem).toBe(PLACEMENT_MESSAGES.nameEmpty);
        if (event === added) {
          expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: PLACEMENT_ADDED_TEXT });
          expect({ name: context.name, trackingId: context.trackingId }).toEqual({ name: '', trackingId: '' });
        }
        if (event === nameTaken) {
          expect(context.failure).toBe(PLACEMENT_MESSAGES.nameTaken('IG story'));
          expect(context.name).toBe('IG story');
        }
        if (snapshot.matches('deleting')) expect(effects.deletes.at(-1)).toBe(STORY.code);
        if (event === deleted)
          expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: PLACEMENT_DELETED_TEXT });
        if (event === notDeleted) expect(context.failure).toMatch(/could not be deleted/);
        expect(snapshot.hasTag('busy')).toBe(!snapshot.matches('ready') && !snapshot.matches('failed'));
      },
    });
    expect(reportCoverage(result)).toMatch(/states (\d+)\/\1, transitions (\d+)\/\2/);
    expect(uncovered(result)).toEqual({ states: [], transitions: [] });
  });
});

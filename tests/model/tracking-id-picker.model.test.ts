import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import {
  trackingIdPickerMachine,
  type TrackingIdPickerEvent,
  type TrackingIdPickerInput,
  type TrackingIds,
} from '../../src/machines/tracking-id-picker.machine';
import { exploreModel, mergeCoverage, reportCoverage, uncovered } from '../support/model-harness';

const LISTS: TrackingIds = {
  entries: [
    { trackingId: 'zoe-walmart', createdAt: '2025-03-01T10:00:00Z' },
    { trackingId: 'Alpha_w', createdAt: '2025-05-01T10:00:00Z' },
    { trackingId: 'mid.w', createdAt: '2025-01-01T10:00:00Z' },
  ],
  activeIds: ['ALPHA_W'],
};
const loaded = (output: TrackingIds) =>
  ({
    type: 'xstate.done.actor.loadTrackingIds',
    output,
    actorId: 'loadTrackingIds',
  }) as unknown as TrackingIdPickerEvent;

const events: TrackingIdPickerEvent[] = [
  { type: 'picker.open' },
  { type: 'picker.close' },
  { type: 'picker.retry' },
  { type: 'picker.search', query: 'W' },
  { type: 'sort.toggle', chip: 'name' },
  { type: 'sort.toggle', chip: 'date' },
  { type: 'option.select', name: 'zoe-walmart' },
  { type: 'option.select', name: 'Alpha_w' },
  { type: 'value.set', value: 'mid.w' },
  loaded(LISTS),
  {
    type: 'xstate.error.actor.loadTrackingIds',
    error: new Error('offline'),
    actorId: 'loadTrackingIds',
  } as unknown as TrackingIdPickerEvent,
];

interface Effects {
  loads: number;
  changed: AnyEventObject[];
}

/**
 * The graph tells states apart by their node, sort and search; the chosen value and the lists are checked step by
 * step instead, which keeps the graph (and the replay of each of its edges) small.
 */
const serializeState = (s: { value: unknown; context: { sort: number; query: string } }) =>
  JSON.stringify([s.value, s.context.sort, s.context.query]);

function explore(input: TrackingIdPickerInput) {
  return exploreModel<typeof trackingIdPickerMachine, Effects>({
    name: 'tracking-id-picker',
    machine: trackingIdPickerMachine,
    input,
    events,
    serializeState: serializeState as never,
    arrange: () => {
      const effects: Effects = { loads: 0, changed: [] };
      const machine = trackingIdPickerMachine.provide({
        actors: {
          loadTrackingIds: fromPromise<TrackingIds, { source: 1 | 6 | 7; forBoosting: boolean }>(
            () => ((effects.loads += 1), new Promise(() => {})),
          ),
        },
      });
      return { machine, effects };
    },
    observe: (actor, effects) => void actor.on('*', (e) => effects.changed.push(e)),
    assertStep: ({ snapshot, event, effects }) => {
      expect(snapshot.hasTag('modal-visible')).toBe(!snapshot.matches('closed'));
      expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
      expect(snapshot.hasTag('error')).toBe(snapshot.matches('failed'));
      const names = snapshot.context.options.map((o) => o.name);
      if (names.includes('SKIP')) expect(names.at(-1)).toBe('SKIP');
      // An ad must credit an id: choosing for a boosting never offers SKIP.
      if (input.forBoosting) expect(names).not.toContain('SKIP');
      // The id already boosting is inert: choosing it changes nothing and tells nobody.
      if (event.type === 'option.select' && event.name === 'Alpha_w' && input.forBoosting) {
        expect(snapshot.context.value).not.toBe('Alpha_w');
        expect(effects.changed.some((e) => e.trackingId === 'Alpha_w')).toBe(false);
      }
      if (event.type === 'option.select' && snapshot.matches('closed')) {
        expect(effects.changed.at(-1)).toEqual({
          type: 'trackingId.changed',
          source: input.source,
          trackingId: event.name,
        });
        expect(snapshot.context.value).toBe(event.name);
      }
      if (event.type === 'picker.open') expect(snapshot.context.query).toBe('');
    },
  });
}

describe('tracking-id picker', () => {
  it('tracking-id-picker: every state and transition, for a Walmart boosting choice and an Amazon link', async () => {
    const coverage = mergeCoverage('tracking-id-picker', [
      await explore({ source: 7, value: null, forBoosting: true }),
      await explore({ source: 1, value: 'mid.w' }),
    ]);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
    expect(coverage.states.total).toHaveLength(4);
  }, 30_000);

  it('lists Walmart ids for a boosting sorted by the chips, the active id disabled and last, no SKIP, searched without reordering', async () => {
    const picker = createActor(
      trackingIdPickerMachine.provide({ actors: { loadTrackingIds: fromPromise(async () => LISTS) } }),
      { input: { source: 7, value: null, forBoosting: true } },
    ).start();
    picker.send({ type: 'picker.open' });
    await new Promise((r) => setTimeout(r, 0));
    const view = () => picker.getSnapshot().context.options.map((o) => `${o.name}${o.disabled ? '(disabled)' : ''}`);
    expect(view()).toEqual(['zoe-walmart', 'mid.w', 'Alpha_w(disabled)']);
    picker.send({ type: 'sort.toggle', chip: 'name' });
    expect(view()).toEqual(['mid.w', 'zoe-walmart', 'Alpha_w(disabled)']);
    picker.send({ type: 'sort.toggle', chip: 'name' });
    expect(view()).toEqual(['zoe-walmart', 'mid.w', 'Alpha_w(disabled)']);
    picker.send({ type: 'sort.toggle', chip: 'date' });
    expect([picker.getSnapshot().context.sort, view()]).toEqual([4, ['mid.w', 'zoe-walmart', 'Alpha_w(disabled)']]);
    picker.send({ type: 'sort.toggle', chip: 'date' });
    expect(view()).toEqual(['zoe-walmart', 'mid.w', 'Alpha_w(disabled)']);
    picker.send({ type: 'picker.search', query: 'W' });
    expect(view()).toEqual(['zoe-walmart', 'mid.w', 'Alpha_w(disabled)']);
    picker.send({ type: 'picker.search', query: 'nothing' });
    expect(view()).toEqual([]);
    picker.stop();
  });

  it('offers SKIP last in a Walmart list for a link, where no id is active', async () => {
    const picker = createActor(
      trackingIdPickerMachine.provide({
        actors: {
          loadTrackingIds: fromPromise<TrackingIds, { source: 1 | 6 | 7; forBoosting: boolean }>(async () => ({
            entries: LISTS.entries,
            activeIds: [],
          })),
        },
      }),
      { input: { source: 7, value: null } },
    ).start();
    picker.send({ type: 'picker.open' });
    await new Promise((r) => setTimeout(r, 0));
    expect(picker.getSnapshot().context.options).toEqual([
      { name: 'zoe-walmart', disabled: false, createdAt: '2025-03-01T10:00:00Z' },
      { name: 'Alpha_w', disabled: false, createdAt: '2025-05-01T10:00:00Z' },
      { name: 'mid.w', disabled: false, createdAt: '2025-01-01T10:00:00Z' },
      { name: 'SKIP', disabled: false },
    ]);
    picker.send({ type: 'option.select', name: 'SKIP' });
    expect(picker.getSnapshot().context.value).toBe('SKIP');
    picker.stop();
  });
});

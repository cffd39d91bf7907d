import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
// The registry fills the machine catalog the viewer looks machines up in, as the statecharts page does.
import '../../src/machines/registry';
import {
  statechartViewerMachine,
  ZOOM_MAX,
  ZOOM_MIN,
  type Diagram,
  type StatechartViewerEvent,
  type ViewerExports,
  type StatechartViewerSnapshot,
} from '../../src/machines/statechart-viewer.machine';
import { sidebarMachine } from '../../src/machines/sidebar.machine';
import { statechartGraph } from '../../src/domain/statechart-graph';
import { diffMachine, type StatechartComparison } from '../../src/domain/statechart-diff';
import { toRecording, type LiveEntry } from '../../src/domain/statechart-live';
import { statechartExports } from '../../src/api/statecharts';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const graph = statechartGraph(sidebarMachine);
const EMPTY_LAYOUT = { width: 100, height: 100, nodes: {}, edges: {} };
/** The sidebar as it was before a revision added its narrow-window check. */
const before = {
  slug: 'sidebar',
  title: 'Side navigation',
  graph: {
    ...graph,
    nodes: graph.nodes.filter((n) => n.key !== 'checkingViewport'),
    edges: graph.edges.filter((e) => e.source !== 'sidebar.checkingViewport'),
  },
};
const CHANGE = diffMachine(before, { slug: 'sidebar', title: 'Side navigation', graph });
const DIAGRAM: Diagram = {
  slug: 'sidebar',
  graph,
  layout: EMPTY_LAYOUT,
  coverage: null,
  change: CHANGE && { diff: CHANGE, layout: EMPTY_LAYOUT },
};
const COMPARISON: StatechartComparison = {
  format: 'linkmint-statechart-comparison',
  rev: 'main',
  commit: 'c0ffee',
  machines: CHANGE ? [CHANGE] : [],
};
/** A build given a comparison but no model-test coverage. */
const EXPORTED: ViewerExports = { exports: statechartExports(false, true), comparison: COMPARISON };
const STEP: LiveEntry = { at: 1, machine: 'sidebar', event: 'sidebar.toggle', from: 'open', to: 'collapsed' };
const RECORDING = JSON.stringify(toRecording([{ ...STEP, event: 'xstate.init', from: null, to: 'open' }, STEP]));
const INPUT = { baseUrl: '/pc/', ownSource: 'viewer-tab' };

const done = {
  type: 'xstate.done.actor.layoutDiagram',
  output: DIAGRAM,
  actorId: 'layoutDiagram',
} as unknown as StatechartViewerEvent;
const failed = {
  type: 'xstate.error.actor.layoutDiagram',
  error: new Error('no such machine'),
  actorId: 'layoutDiagram',
} as unknown as StatechartViewerEvent;

function eventsFor(snapshot: StatechartViewerSnapshot): StatechartViewerEvent[] {
  const events: StatechartViewerEvent[] = [
    { type: 'viewer.open', slug: 'sidebar' },
    { type: 'viewer.close' },
    { type: 'live.step', source: 'app-tab', entry: STEP },
    { type: 'live.clear' },
    { type: 'viewer.state.select', id: 'sidebar.open' },
    { type: 'viewer.state.clear' },
    { type: 'viewer.zoom.in' },
    { type: 'viewer.zoom.out' },
    { type: 'viewer.zoom.reset' },
    { type: 'viewer.zoom.fit', width: 50, height: 400 },
    { type: 'viewer.zoom.wheel', factor: 2, x: 10, y: 10 },
    { type: 'viewer.pan', dx: 5, dy: -5 },
    { type: 'replay.file', text: RECORDING },
    { type: 'replay.file', text: 'not json' },
    { type: 'replay.forward' },
    { type: 'replay.back' },
    { type: 'replay.exit' },
    { type: 'simulation.start' },
    { type: 'simulation.send', eventType: 'sidebar.toggle', data: '' },
    { type: 'simulation.send', eventType: 'sidebar.toggle', data: '[1]' },
    { type: 'simulation.settle', id: 'viewport', outcome: 'done', data: '{' },
    { type: 'simulation.settle', id: 'viewport', outcome: 'error', data: 'gone' },
    { type: 'simulation.delay', event: 'xstate.after.1000.sidebar.open' },
    { type: 'simulation.guard', name: 'isNarrowing', value: true },
    { type: 'simulation.back' },
    { type: 'simulation.exit' },
    { type: 'viewer.changes.toggle' },
  ];
  if (snapshot.matches('index')) {
    events.push(
      {
        type: 'xstate.done.actor.loadExports',
        output: EXPORTED,
        actorId: 'loadExports',
      } as unknown as StatechartViewerEvent,
      {
        type: 'xstate.error.actor.loadExports',
        error: new Error('offline'),
        actorId: 'loadExports',
      } as unknown as StatechartViewerEvent,
    );
  }
  if (snapshot.matches('layingOut')) events.push(done, failed);
  return events;
}

/** What identifies a viewer state for the graph: pan, zoom and the log's length are unbounded, so left out. */
const serializeState = (s: StatechartViewerSnapshot) =>
  JSON.stringify({
    v: s.value,
    slug: s.context.slug,
    selected: s.context.selected,
    replay: s.context.replay.length,
    at: s.context.replayIndex,
    error: s.context.loadError !== null,
    log: s.context.log.length > 0,
    // The steps list grows without end: whether there is a step to take back is what the viewer's states differ by.
    sim: s.context.simulation && s.context.simulation.steps.length > 0,
  });

describe('statechart viewer', () => {
  it('statechart-viewer: every state and transition; zoom stays within its limits, replay within the recording', async () => {
    const coverage = await exploreModel<typeof statechartViewerMachine, { layouts: string[] }>({
      name: 'statechart-viewer',
      machine: statechartViewerMachine,
      input: INPUT,
      events: eventsFor,
      serializeState,
      limit: 100_000,
      arrange: () => {
        const effects = { layouts: [] as string[] };
        const machine = statechartViewerMachine.provide({
          actors: {
            layoutDiagram: fromPromise<Diagram, { slug: string; baseUrl: string }>(
              ({ input }) => (effects.layouts.push(input.slug), new Promise(() => {})),
            ),
            liveSteps: fromCallback<EventObject, { ownSource: string }>(() => () => undefined),
            loadExports: fromPromise<ViewerExports, { baseUrl: string }>(() => new Promise(() => {})),
          },
        });
        return { machine, effects };
      },
      assertStep: ({ snapshot, event, effects }) => {
        const { zoom, replay, replayIndex } = snapshot.context;
        expect(zoom).toBeGreaterThanOrEqual(ZOOM_MIN);
        expect(zoom).toBeLessThanOrEqual(ZOOM_MAX);
        expect(replayIndex).toBeGreaterThanOrEqual(-1);
        expect(replayIndex).toBeLessThan(Math.max(replay.length, 1));
        if (event.type === 'viewer.open') expect(effects.layouts.at(-1)).toBe('sidebar');
        if (snapshot.matches('index')) expect(snapshot.context.diagram).toBeNull();
        // The change shows only on a machine that has one, and a newly opened machine shows without it.
        if (snapshot.context.showChanges)
          expect(snapshot.context.diagram?.change?.diff.statesAdded).toEqual(['sidebar.checkingViewport']);
        if (event.type === 'viewer.open') expect(snapshot.context.showChanges).toBe(false);
        if (snapshot.matches('showing')) expect(snapshot.context.diagram).toBe(DIAGRAM);
        if (snapshot.matches({ showing: 'replaying' })) expect(replay).toHaveLength(2);
        // The 100 x 100 diagram in a 50 x 400 viewport: half size, at the top-left corner.
        if (event.type === 'viewer.zoom.fit') expect(snapshot.context).toMatchObject({ zoom: 0.5, panX: 0, panY: 0 });
        if (event.type === 'replay.file' && event.text === 'not json')
          expect(snapshot.context.loadError).toBe('This file is not JSON.');
        // Simulating: a running sidebar, its toggle taken; bad data refused with a sentence, nothing sent.
        expect(snapshot.context.simulation !== null).toBe(snapshot.matches({ showing: 'simulating' }));
        if (event.type === 'simulation.start')
          expect(snapshot.context.simulation?.view).toMatchObject({
            value: 'open',
            events: ['sidebar.toggle', 'sidebar.collapse', 'viewport.changed'],
          });
        if (event.type === 'simulation.send' && event.data === '')
          expect(snapshot.context.simulation?.steps.at(-1)?.event).toEqual({ type: 'sidebar.toggle' });
        if (event.type === 'simulation.send' && event.data === '[1]')
          expect(snapshot.context.simulationError).toBe(
            'The event data must be a JSON object, e.g. {"value": "jane"}.',
          );
        if (event.type === 'simulation.settle' && event.data === '{')
          expect(snapshot.context.simulationError).toBe('The output is not JSON.');
        if ((event.type as string) === 'xstate.done.actor.loadExports')
          expect(snapshot.context).toMatchObject(EXPORTED);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
    // Every edge replays its shortest path on a real actor, and a simulating one replays the simulated sidebar
    // too: seconds, more on a busy machine.
  }, 90_000);

  it("ignores its own tab's steps and logs the app tab's", () => {
    let post: ((event: StatechartViewerEvent) => void) | null = null;
    const machine = statechartViewerMachine.provide({
      actors: {
        liveSteps: fromCallback<EventObject, { ownSource: string }>(({ sendBack, input }) => {
          post = (event) => {
            if (event.type === 'live.step' && event.source !== input.ownSource) sendBack(event);
          };
          return () => undefined;
        }),
      },
    });
    const actor = createActor(machine, { input: INPUT }).start();
    post!({ type: 'live.step', source: 'viewer-tab', entry: STEP });
    post!({ type: 'live.step', source: 'app-tab', entry: STEP });
    expect(actor.getSnapshot().context.log).toEqual([STEP]);
    actor.stop();
  });

  it('zooms around the pointer: the point under it stays put', () => {
    const actor = createActor(
      statechartViewerMachine.provide({
        actors: {
          layoutDiagram: fromPromise(async () => DIAGRAM),
          loadExports: fromPromise<ViewerExports, { baseUrl: string }>(async () => ({
            exports: statechartExports(false, false),
            comparison: null,
          })),
        },
      }),
      {
        input: INPUT,
      },
    ).start();
    actor.send({ type: 'viewer.open', slug: 'sidebar' });
    return new Promise<void>((resolve) => {
      setTimeout(() => {
        expect(actor.getSnapshot().matches('showing')).toBe(true);
        actor.send({ type: 'viewer.pan', dx: 40, dy: 20 });
        actor.send({ type: 'viewer.zoom.wheel', factor: 2, x: 100, y: 100 });
        const { zoom, panX, panY } = actor.getSnapshot().context;
        // The diagram point under (100, 100) was ((100 - 40) / 1, (100 - 20) / 1) and still is.
        expect([(100 - panX) / zoom, (100 - panY) / zoom]).toEqual([60, 80]);
        actor.stop();
        resolve();
      }, 0);
    });
  });
});

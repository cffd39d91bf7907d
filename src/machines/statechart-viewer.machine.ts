/**
 * The statechart viewer's own state (/pc/#/statecharts): which machine is open, its laid-out diagram, the
 * selected state, pan and zoom, the live event log from the app tabs, and a loaded recording being replayed.
 */
import { assertEvent, assign, fromCallback, fromPromise, setup, type EventObject, type SnapshotFrom } from 'xstate';
import { browserElk } from '../api/elk-layouter';
import { fetchModelCoverage, listenToLiveSteps } from '../api/statecharts';
import { coverageMarks, type CoverageMarks } from '../domain/statechart-coverage';
import { statechartGraph, type StatechartGraph } from '../domain/statechart-graph';
import { layoutStatechart, type StatechartLayout } from '../domain/statechart-layout';
import { parseRecording, type LiveEntry } from '../domain/statechart-live';
// The registry lists this machine too; the cycle is harmless because findMachine is only called once a diagram
// is asked for, long after both modules have loaded.
import { findMachine } from './registry';

/** Zoom limits: 10% shows a 100-state machine whole on a laptop screen, 400% reads an edge label comfortably. */
export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 1.25;
/** The live log keeps the latest steps; a long session would otherwise grow without end. */
export const LIVE_LOG_LIMIT = 1_000;

export interface Diagram {
  readonly slug: string;
  readonly graph: StatechartGraph;
  readonly layout: StatechartLayout;
  /** Null when no coverage data was exported for this machine. */
  readonly coverage: CoverageMarks | null;
}

export interface StatechartViewerInput {
  /** The app's base URL ('/pc/'), where the exported coverage is served. */
  baseUrl: string;
  /** This tab's inspector source: its own app actors' steps are not the app being watched. */
  ownSource: string;
}

export interface StatechartViewerContext {
  baseUrl: string;
  ownSource: string;
  slug: string | null;
  diagram: Diagram | null;
  failure: string | null;
  selected: string | null;
  zoom: number;
  panX: number;
  panY: number;
  log: readonly LiveEntry[];
  replay: readonly LiveEntry[];
  /** The replayed step the diagram shows; -1 is before the first. */
  replayIndex: number;
  loadError: string | null;
}

export type StatechartViewerEvent =
  | { type: 'viewer.open'; slug: string }
  | { type: 'viewer.close' }
  | { type: 'viewer.state.select'; id: string }
  | { type: 'viewer.state.clear' }
  | { type: 'viewer.zoom.in' }
  | { type: 'viewer.zoom.out' }
  | { type: 'viewer.zoom.reset' }
  /** Fit the whole diagram into the viewport of this size (a large machine opens readable as a whole). */
  | { type: 'viewer.zoom.fit'; width: number; height: number }
  /** The mouse wheel: zoom by `factor` around the point (x, y) of the viewport. */
  | { type: 'viewer.zoom.wheel'; factor: number; x: number; y: number }
  | { type: 'viewer.pan'; dx: number; dy: number }
  | { type: 'live.step'; source: string; entry: LiveEntry }
  | { type: 'live.clear' }
  /** A recording file's text, as chosen by the product owner. */
  | { type: 'replay.file'; text: string }
  | { type: 'replay.forward' }
  | { type: 'replay.back' }
  | { type: 'replay.exit' };

const clampZoom = (zoom: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));

/** Zooms keeping the viewport point (x, y) over the same spot of the diagram. */
function zoomAround(context: StatechartViewerContext, zoom: number, x: number, y: number) {
  const next = clampZoom(zoom);
  const ratio = next / context.zoom;
  return { zoom: next, panX: x - (x - context.panX) * ratio, panY: y - (y - context.panY) * ratio };
}

const recordingOf = (text: string): LiveEntry[] | null => {
  try {
    const entries = parseRecording(text);
    return entries.length > 0 ? entries : null;
  } catch {
    return null;
  }
};

export const statechartViewerMachine = setup({
  types: {
    context: {} as StatechartViewerContext,
    events: {} as StatechartViewerEvent,
    input: {} as StatechartViewerInput,
  },
  actors: {
    /** The machine's graph laid out by ELK (in a worker), with the exported model-test coverage if any. */
    layoutDiagram: fromPromise<Diagram, { slug: string; baseUrl: string }>(async ({ input }) => {
      const entry = findMachine(input.slug);
      if (!entry) throw new Error(`There is no machine called '${input.slug}'.`);
      const graph = statechartGraph(entry.machine);
      const [layout, coverage] = await Promise.all([
        browserElk().then((elk) => layoutStatechart(graph, elk)),
        fetchModelCoverage(input.baseUrl).catch(() => []),
      ]);
      return { slug: input.slug, graph, layout, coverage: coverageMarks(graph, coverage) };
    }),
    /** Steps the app tabs post on the BroadcastChannel. */
    liveSteps: fromCallback<EventObject, { ownSource: string }>(({ sendBack, input }) =>
      listenToLiveSteps((message) => {
        if (message.source !== input.ownSource) sendBack({ type: 'live.step', source: message.source, entry: message.entry });
      }),
    ),
  },
  guards: {
    isRecording: ({ event }) => event.type === 'replay.file' && recordingOf(event.text) !== null,
    canStepForward: ({ context }) => context.replayIndex < context.replay.length - 1,
    canStepBack: ({ context }) => context.replayIndex > -1,
  },
  actions: {
    assignSlug: assign(({ event }) => {
      assertEvent(event, 'viewer.open');
      return { slug: event.slug, diagram: null, failure: null, selected: null };
    }),
    clearSlug: assign({ slug: null, diagram: null, failure: null, selected: null }),
    assignDiagram: assign(({ event }) => ({ diagram: (event as unknown as { output: Diagram }).output, zoom: 1, panX: 0, panY: 0 })),
    assignFailure: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      return { failure: error instanceof Error ? error.message : 'The diagram could not be laid out.' };
    }),
    assignSelected: assign(({ event }) => {
      assertEvent(event, 'viewer.state.select');
      return { selected: event.id };
    }),
    clearSelected: assign({ selected: null }),
    zoomIn: assign(({ context }) => ({ zoom: clampZoom(context.zoom * ZOOM_STEP) })),
    zoomOut: assign(({ context }) => ({ zoom: clampZoom(context.zoom / ZOOM_STEP) })),
    zoomReset: assign({ zoom: 1, panX: 0, panY: 0 }),
    zoomFit: assign(({ context, event }) => {
      assertEvent(event, 'viewer.zoom.fit');
      const size = context.diagram?.layout;
      if (!size || size.width <= 0 || size.height <= 0) return {};
      // Never enlarge a small machine past 100%: fitting is for seeing a large one whole.
      return { zoom: clampZoom(Math.min(1, event.width / size.width, event.height / size.height)), panX: 0, panY: 0 };
    }),
    zoomWheel: assign(({ context, event }) => {
      assertEvent(event, 'viewer.zoom.wheel');
      return zoomAround(context, context.zoom * event.factor, event.x, event.y);
    }),
    pan: assign(({ context, event }) => {
      assertEvent(event, 'viewer.pan');
      return { panX: context.panX + event.dx, panY: context.panY + event.dy };
    }),
    appendStep: assign(({ context, event }) => {
      assertEvent(event, 'live.step');
      return { log: [...context.log, event.entry].slice(-LIVE_LOG_LIMIT) };
    }),
    clearLog: assign({ log: [] }),
    assignReplay: assign(({ event }) => {
      assertEvent(event, 'replay.file');
      return { replay: recordingOf(event.text) ?? [], replayIndex: -1, loadError: null };
    }),
    assignLoadError: assign(({ event }) => {
      assertEvent(event, 'replay.file');
      try {
        parseRecording(event.text);
        return { loadError: 'The recording has no steps.' };
      } catch (error) {
        return { loadError: error instanceof Error ? error.message : 'The file could not be read.' };
      }
    }),
    stepForward: assign(({ context }) => ({ replayIndex: context.replayIndex + 1 })),
    stepBack: assign(({ context }) => ({ replayIndex: context.replayIndex - 1 })),
    clearReplay: assign({ replay: [], replayIndex: -1, loadError: null }),
  },
}).createMachine({
  id: 'statechartViewer',
  description:
    'The statechart viewer: pick a machine, see its diagram laid out by ELK with coverage colours, follow the app tabs live, and replay a recorded session step by step.',
  context: ({ input }) => ({
    baseUrl: input.baseUrl,
    ownSource: input.ownSource,
    slug: null,
    diagram: null,
    failure: null,
    selected: null,
    zoom: 1,
    panX: 0,
    panY: 0,
    log: [],
    replay: [],
    replayIndex: -1,
    loadError: null,
  }),
  invoke: { id: 'liveSteps', src: 'liveSteps', input: ({ context }) => ({ ownSource: context.ownSource }) },
  on: {
    'viewer.open': { target: '.layingOut', reenter: true, actions: 'assignSlug', description: 'Open a machine: lay its diagram out.' },
    'viewer.close': { target: '.index', actions: 'clearSlug', description: 'Back to the list of machines.' },
    'live.step': { actions: 'appendStep', description: 'An app tab took a step: log it (the diagram follows the latest).' },
    'live.clear': { actions: 'clearLog', description: 'Empty the live log.' },
  },
  initial: 'index',
  states: {
    index: { description: 'The list of every machine, with its title, description and spec section.' },
    layingOut: {
      description: 'ELK lays the diagram out in a worker; the coverage file is read meanwhile.',
      tags: ['busy'],
      invoke: {
        id: 'layoutDiagram',
        src: 'layoutDiagram',
        input: ({ context }) => ({ slug: context.slug ?? '', baseUrl: context.baseUrl }),
        onDone: { target: 'showing', actions: 'assignDiagram', description: 'Laid out: show it at 100%.' },
        onError: { target: 'failed', actions: 'assignFailure', description: 'No such machine, or ELK failed: say so.' },
      },
    },
    failed: { description: 'The diagram could not be drawn; the list is one click away.', tags: ['error'] },
    showing: {
      description: 'The diagram, pannable and zoomable; clicking a state shows its description.',
      on: {
        'viewer.state.select': { actions: 'assignSelected', description: 'A state was clicked: its details in the side panel.' },
        'viewer.state.clear': { actions: 'clearSelected' },
        'viewer.zoom.in': { actions: 'zoomIn' },
        'viewer.zoom.out': { actions: 'zoomOut' },
        'viewer.zoom.reset': { actions: 'zoomReset', description: '100%, back at the top-left corner.' },
        'viewer.zoom.fit': { actions: 'zoomFit', description: 'The whole diagram in the viewport, at most 100%.' },
        'viewer.zoom.wheel': { actions: 'zoomWheel', description: 'Zoom around the pointer.' },
        'viewer.pan': { actions: 'pan', description: 'Dragging moves the diagram.' },
      },
      initial: 'live',
      states: {
        live: {
          description: 'The diagram follows the latest step the app tabs posted.',
          on: {
            'replay.file': [
              { target: 'replaying', guard: 'isRecording', actions: 'assignReplay', description: 'A recording with steps: replay it from the start.' },
              { actions: 'assignLoadError', description: 'Not a recording, or an empty one: say why.' },
            ],
          },
        },
        replaying: {
          description: 'A loaded recording, stepped forward and back; the diagram shows the state at the current step.',
          tags: ['replaying'],
          on: {
            'replay.forward': { guard: 'canStepForward', actions: 'stepForward' },
            'replay.back': { guard: 'canStepBack', actions: 'stepBack' },
            'replay.exit': { target: 'live', actions: 'clearReplay', description: 'Back to following the app live.' },
          },
        },
      },
    },
  },
});

export type StatechartViewerSnapshot = SnapshotFrom<typeof statechartViewerMachine>;

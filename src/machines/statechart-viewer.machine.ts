/**
 * The statechart viewer's own state (/pc/#/statecharts): which machine is open, its laid-out diagram, the
 * selected state, pan and zoom, the live event log from the app tabs, and a loaded recording being replayed.
 */
import { assertEvent, assign, fromCallback, fromPromise, setup, type EventObject, type SnapshotFrom } from 'xstate';
import { browserElk } from '../api/elk-layouter';
import {
  fetchComparison,
  fetchModelCoverage,
  fetchStatechartExports,
  listenToLiveSteps,
  type StatechartExports,
} from '../api/statecharts';
import type { MachineDiff, StatechartComparison } from '../domain/statechart-diff';
import { coverageMarks, type CoverageMarks } from '../domain/statechart-coverage';
import { statechartGraph, type StatechartGraph } from '../domain/statechart-graph';
import { layoutStatechart, type StatechartLayout } from '../domain/statechart-layout';
import { parseRecording, type LiveEntry } from '../domain/statechart-live';
import { findMachine } from './machine-catalog';
import { startSimulation, type Simulation } from './statechart-simulation';
import { applyChoice, type SimulationChoice } from './statechart-simulation-choices';
import { doneOutput, errorParams } from './call-results';
import { failureText } from './failure-text';
import type { MachineCard } from './machine-catalog';

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
  /** The machine's change since the revision the app was given, laid out; null when it did not change or none was given. */
  readonly change: { readonly diff: MachineDiff; readonly layout: StatechartLayout } | null;
}

/** What `npm run statecharts` exported beside the app, and the comparison when it made one. */
export interface ViewerExports {
  readonly exports: StatechartExports;
  readonly comparison: StatechartComparison | null;
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
  /** Simulate mode: the machine run with its side effects replaced by the reviewer's choices. */
  simulation: Simulation | null;
  /** Why the last simulation input was refused (event data or an output that is not JSON). */
  simulationError: string | null;
  /** Which exports the app has (read on the list of machines; null until then): the page says how to make the others. */
  exports: StatechartExports | null;
  /** The comparison `npm run statecharts -- --compare` left beside the app, if any. */
  comparison: StatechartComparison | null;
  /** Whether the diagram shows the machine's change since that revision instead of the machine alone. */
  showChanges: boolean;
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
  | { type: 'replay.exit' }
  | { type: 'simulation.start' }
  /** The product owner's choices in the Simulate panel. */
  | SimulationChoice
  | { type: 'simulation.exit' }
  | { type: 'viewer.changes.toggle' };

const clampZoom = (zoom: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));

/** Zooms keeping the viewport point (x, y) over the same spot of the diagram. */
function zoomAround(context: StatechartViewerContext, zoom: number, x: number, y: number) {
  const next = clampZoom(zoom);
  const ratio = next / context.zoom;
  return { zoom: next, panX: x - (x - context.panX) * ratio, panY: y - (y - context.panY) * ratio };
}

const SIMULATION_CHOICES = [
  'simulation.send',
  'simulation.settle',
  'simulation.delay',
  'simulation.guard',
  'simulation.back',
] as const satisfies readonly SimulationChoice['type'][];

/** What a simulation input would change, or the sentence saying why it cannot be taken. */
function simulate(
  context: StatechartViewerContext,
  event: StatechartViewerEvent,
): { simulation: Simulation } | { error: string } {
  const entry = context.slug ? findMachine(context.slug) : undefined;
  const simulation = context.simulation;
  if (!entry || !simulation) return { error: 'No machine is being simulated.' };
  assertEvent(event, SIMULATION_CHOICES);
  return applyChoice(entry, simulation, event, Date.now());
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
    /** The machine's graph laid out by ELK (in a worker), with the exported model-test coverage and comparison if any. */
    layoutDiagram: fromPromise<Diagram, { slug: string; baseUrl: string }>(async ({ input }) => {
      const entry = findMachine(input.slug);
      if (!entry) throw new Error(`There is no machine called '${input.slug}'.`);
      const graph = statechartGraph(entry.machine);
      const exported = fetchStatechartExports(input.baseUrl).catch(() => null);
      const [layout, coverage, change] = await Promise.all([
        browserElk().then((elk) => layoutStatechart(graph, elk)),
        exported.then((exports) => (exports?.coverage ? fetchModelCoverage(input.baseUrl) : [])).catch(() => []),
        exported
          .then((exports) => (exports?.comparison ? fetchComparison(input.baseUrl) : null))
          .catch(() => null)
          .then(async (comparison) => {
            const diff = comparison?.machines.find((m) => m.slug === input.slug);
            return diff ? { diff, layout: await layoutStatechart(diff.graph, await browserElk()) } : null;
          }),
      ]);
      return { slug: input.slug, graph, layout, coverage: coverageMarks(graph, coverage), change };
    }),
    /** Which exports the app has, and the comparison with another revision when there is one (the list says which machines changed). */
    loadExports: fromPromise<ViewerExports, { baseUrl: string }>(async ({ input }) => {
      const exports = await fetchStatechartExports(input.baseUrl);
      return { exports, comparison: exports.comparison ? await fetchComparison(input.baseUrl) : null };
    }),
    /** Steps the app tabs post on the BroadcastChannel. */
    liveSteps: fromCallback<EventObject, { ownSource: string }>(({ sendBack, input }) =>
      listenToLiveSteps((message) => {
        if (message.source !== input.ownSource)
          sendBack({ type: 'live.step', source: message.source, entry: message.entry });
      }),
    ),
  },
  guards: {
    isRecording: ({ event }) => event.type === 'replay.file' && recordingOf(event.text) !== null,
    canStepForward: ({ context }) => context.replayIndex < context.replay.length - 1,
    canStepBack: ({ context }) => context.replayIndex > -1,
    canSimulate: ({ context }) => context.slug !== null && findMachine(context.slug) !== undefined,
    isSimulationInput: ({ context, event }) => 'simulation' in simulate(context, event),
    hasChange: ({ context }) => context.diagram?.change != null,
    hasSimulatedSteps: ({ context }) => (context.simulation?.steps.length ?? 0) > 0,
  },
  actions: {
    assignSlug: assign(({ event }) => {
      assertEvent(event, 'viewer.open');
      return {
        slug: event.slug,
        diagram: null,
        failure: null,
        selected: null,
        simulation: null,
        simulationError: null,
        showChanges: false,
      };
    }),
    clearSlug: assign({
      slug: null,
      diagram: null,
      failure: null,
      selected: null,
      simulation: null,
      simulationError: null,
      showChanges: false,
    }),
    assignDiagram: assign((_, output: Diagram) => ({ diagram: output, zoom: 1, panX: 0, panY: 0, showChanges: false })),
    assignExports: assign((_, { exports, comparison }: ViewerExports) => {
      return { exports, comparison };
    }),
    toggleChanges: assign(({ context }) => ({ showChanges: !context.showChanges })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, 'The diagram could not be laid out.'),
    })),
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
        return { loadError: failureText(error, 'The file could not be read.') };
      }
    }),
    stepForward: assign(({ context }) => ({ replayIndex: context.replayIndex + 1 })),
    stepBack: assign(({ context }) => ({ replayIndex: context.replayIndex - 1 })),
    clearReplay: assign({ replay: [], replayIndex: -1, loadError: null }),
    startSimulation: assign(({ context }) => {
      const entry = context.slug ? findMachine(context.slug) : undefined;
      return { simulation: entry && context.slug ? startSimulation(entry, context.slug) : null, simulationError: null };
    }),
    assignSimulation: assign(({ context, event }) => {
      const next = simulate(context, event);
      return 'simulation' in next ? { simulation: next.simulation, simulationError: null } : {};
    }),
    assignSimulationError: assign(({ context, event }) => {
      const next = simulate(context, event);
      return { simulationError: 'error' in next ? next.error : null };
    }),
    clearSimulation: assign({ simulation: null, simulationError: null }),
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
    simulation: null,
    simulationError: null,
    exports: null,
    comparison: null,
    showChanges: false,
  }),
  invoke: { id: 'liveSteps', src: 'liveSteps', input: ({ context }) => ({ ownSource: context.ownSource }) },
  on: {
    'viewer.open': {
      target: '.layingOut',
      reenter: true,
      actions: 'assignSlug',
      description: 'Open a machine: lay its diagram out.',
    },
    'viewer.close': { target: '.index', actions: 'clearSlug', description: 'Back to the list of machines.' },
    'live.step': {
      actions: 'appendStep',
      description: 'An app tab took a step: log it (the diagram follows the latest).',
    },
    'live.clear': { actions: 'clearLog', description: 'Empty the live log.' },
  },
  initial: 'index',
  states: {
    index: {
      description:
        'The list of every machine, with its title, description and spec section, and which changed since the compared revision.',
      invoke: {
        id: 'loadExports',
        src: 'loadExports',
        input: ({ context }) => ({ baseUrl: context.baseUrl }),
        onDone: {
          actions: { type: 'assignExports', params: doneOutput },
          description:
            'The exports read: the list says which machines changed since the compared revision, or how to make what was not exported.',
        },
        onError: { description: 'The exports could not be read: the list shows no comparison.' },
      },
    },
    layingOut: {
      description: 'ELK lays the diagram out in a worker; the coverage file is read meanwhile.',
      tags: ['busy'],
      invoke: {
        id: 'layoutDiagram',
        src: 'layoutDiagram',
        input: ({ context }) => ({ slug: context.slug ?? '', baseUrl: context.baseUrl }),
        onDone: {
          target: 'showing',
          actions: { type: 'assignDiagram', params: doneOutput },
          description: 'Laid out: show it at 100%.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'No such machine, or ELK failed: say so.',
        },
      },
    },
    failed: { description: 'The diagram could not be drawn; the list is one click away.', tags: ['error'] },
    showing: {
      description: 'The diagram, pannable and zoomable; clicking a state shows its description.',
      on: {
        'viewer.state.select': {
          actions: 'assignSelected',
          description: 'A state was clicked: its details in the side panel.',
        },
        'viewer.state.clear': { actions: 'clearSelected' },
        'viewer.zoom.in': { actions: 'zoomIn' },
        'viewer.zoom.out': { actions: 'zoomOut' },
        'viewer.zoom.reset': { actions: 'zoomReset', description: '100%, back at the top-left corner.' },
        'viewer.zoom.fit': { actions: 'zoomFit', description: 'The whole diagram in the viewport, at most 100%.' },
        'viewer.zoom.wheel': { actions: 'zoomWheel', description: 'Zoom around the pointer.' },
        'viewer.pan': { actions: 'pan', description: 'Dragging moves the diagram.' },
        'viewer.changes.toggle': {
          guard: 'hasChange',
          actions: 'toggleChanges',
          description:
            'Show the machine with its changes since the compared revision marked, or the machine alone again.',
        },
      },
      initial: 'live',
      states: {
        live: {
          description: 'The diagram follows the latest step the app tabs posted.',
          on: {
            'replay.file': [
              {
                target: 'replaying',
                guard: 'isRecording',
                actions: 'assignReplay',
                description: 'A recording with steps: replay it from the start.',
              },
              { actions: 'assignLoadError', description: 'Not a recording, or an empty one: say why.' },
            ],
            'simulation.start': {
              target: 'simulating',
              guard: 'canSimulate',
              actions: 'startSimulation',
              description:
                "Simulate: run the machine itself, its calls, timers and effects replaced by the reviewer's choices.",
            },
          },
        },
        simulating: {
          description:
            'The machine runs on its own actor from its example input; the reviewer sends the events its current states handle, settles its invoked actors, fires its delays and forces its guards. Nothing reaches the API.',
          tags: ['simulating'],
          on: {
            'simulation.send': [
              {
                guard: 'isSimulationInput',
                actions: 'assignSimulation',
                description: 'The simulated machine takes the event.',
              },
              {
                actions: 'assignSimulationError',
                description: 'The event data is not a JSON object: say so, send nothing.',
              },
            ],
            'simulation.settle': [
              {
                guard: 'isSimulationInput',
                actions: 'assignSimulation',
                description: 'An invoked actor succeeds with the output given, or fails with the error given.',
              },
              { actions: 'assignSimulationError', description: 'The output is not JSON: say so.' },
            ],
            'simulation.delay': { actions: 'assignSimulation', description: 'A delayed transition fires now.' },
            'simulation.guard': {
              actions: 'assignSimulation',
              description: 'A guard is forced true or false, or decides as written again.',
            },
            'simulation.back': {
              guard: 'hasSimulatedSteps',
              actions: 'assignSimulation',
              description: 'Undo the last step (the machine is replayed one step fewer).',
            },
            'simulation.exit': {
              target: 'live',
              actions: 'clearSimulation',
              description: 'Leave Simulate mode: follow the app live again.',
            },
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

export const card = {
  machine: statechartViewerMachine,
  title: 'Statechart viewer',
  spec: 'ARCHITECTURE.md Machines (the viewer itself)',
  screen: 'statecharts',
  input: { baseUrl: '/pc/', ownSource: 'simulation' },
} satisfies MachineCard<typeof statechartViewerMachine>;

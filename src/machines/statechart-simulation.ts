/**
 * The statechart viewer's Simulate mode: a registered machine run on a real actor with every side effect taken
 * out. Invoked and spawned actors never start (the reviewer settles them: success with an output, failure with
 * an error, or leaves them pending), delays wait on a clock that never moves (the reviewer fires them), named
 * guards can be forced true or false, and actions other than XState's own context and event bookkeeping are
 * recorded instead of run. So a simulation never calls the API, navigates, stores or toasts.
 *
 * A simulation is its list of steps: the state after them is found by replaying them on a fresh actor, which is
 * deterministic since nothing outside the steps can happen. Stepping back is replaying one step fewer.
 */
import { createActor, fromCallback, SimulatedClock, type AnyStateMachine, type EventObject } from 'xstate';
import { ApiError } from '../api/response-policy';
import { activeStateIds, decisionsAfter, statechartGraph, type StatechartGraph } from '../domain/statechart-graph';
import type { LiveEntry } from '../domain/statechart-live';
import { machineExtras, machineSlug, type RegisteredMachine } from './machine-catalog';
import { examplesOf } from './simulation-examples';

/** One thing the reviewer did, as the event it sends to the simulated actor. */
export interface SimulationStep {
  /** What the steps list says, e.g. 'login.submit' or 'encryptPassword succeeded'. */
  readonly label: string;
  readonly event: EventObject;
  /** The guards forced when the step was taken (a replay must decide as the step did). */
  readonly forced: Readonly<Record<string, boolean>>;
  /** When it was taken, for the recording. */
  readonly at: number;
}

/** An invoked actor of the current states, waiting for the reviewer to settle it. */
export interface PendingInvoke {
  readonly id: string;
  readonly src: string;
  /** The state that invoked it. */
  readonly state: string;
  /** What Simulate offers by default (`<machine>.examples.ts`): the output as JSON text and the error message. */
  readonly example: { readonly output: string; readonly error: string } | null;
}

export interface DelayedTransition {
  /** XState's event for it, e.g. 'xstate.after.600.settings.closing'. */
  readonly event: string;
  readonly label: string;
  readonly state: string;
}

export interface SimulatedGuard {
  readonly name: string;
  /** Forced to this value, or undefined when it decides as written. */
  readonly forced: boolean | undefined;
}

/** What a step changed, for the steps list and the recording. */
export interface SimulatedTransition {
  readonly step: SimulationStep;
  readonly from: unknown;
  readonly to: unknown;
  /** The side effects the step would have had: recorded actions and emitted events. */
  readonly effects: readonly string[];
  /** States the step passed through without stopping (decision states left at once), by id. */
  readonly via: readonly string[];
}

export interface SimulationView {
  readonly machineId: string;
  readonly value: unknown;
  /** The context as JSON text (actors, functions and errors written as readable placeholders). */
  readonly context: string;
  readonly tags: readonly string[];
  readonly status: 'active' | 'done' | 'error' | 'stopped';
  /** Why the simulated machine stopped with an error (e.g. an output it could not read). */
  readonly failure: string | null;
  /** Every event a transition of the current states handles (not the generated done, error and delay events). */
  readonly events: readonly string[];
  /** The example data (JSON text) of those events that have one: what an event sends when no data is typed. */
  readonly eventExamples: Readonly<Record<string, string>>;
  readonly invokes: readonly PendingInvoke[];
  readonly delays: readonly DelayedTransition[];
  /** Named guards of the current states' transitions. */
  readonly guards: readonly SimulatedGuard[];
  readonly steps: readonly SimulatedTransition[];
  /** Effects of starting the machine (entry actions of the initial states). */
  readonly startEffects: readonly string[];
  /** States the start passed through without stopping. */
  readonly startVia: readonly string[];
}

export interface Simulation {
  readonly slug: string;
  readonly steps: readonly SimulationStep[];
  /** The guards forced from now on. */
  readonly forced: Readonly<Record<string, boolean>>;
  readonly view: SimulationView;
}

/** XState's own actions that only touch the machine itself (context, its events, its timers, its children). */
const OWN_ACTIONS = new Set([
  'xstate.assign',
  'xstate.raise',
  'xstate.cancel',
  'xstate.enqueueActions',
  'xstate.emit',
  'xstate.log',
  'xstate.stopChild',
  'xstate.spawnChild',
]);

/** An actor that starts nothing and never settles: the reviewer settles it by sending its done or error event. */
const pendingActor = fromCallback(() => () => undefined);

type GuardFn = (args: unknown, params: unknown) => boolean;

const isBuiltIn = (impl: unknown): impl is { type: string } =>
  typeof impl === 'function' &&
  typeof (impl as { resolve?: unknown }).resolve === 'function' &&
  typeof (impl as { type?: unknown }).type === 'string';

const paramsText = (params: unknown) => {
  if (params === undefined) return '';
  try {
    return ` ${JSON.stringify(params)}`;
  } catch {
    return '';
  }
};

const graphs = new Map<AnyStateMachine, StatechartGraph>();
const graphOf = (machine: AnyStateMachine) => {
  const known = graphs.get(machine);
  if (known) return known;
  const graph = statechartGraph(machine);
  graphs.set(machine, graph);
  return graph;
};

interface Hooks {
  forced: Readonly<Record<string, boolean>>;
  record: (effect: string) => void;
}

/** The machine with its side effects replaced; hooks are read at run time, so one replay can change them per step. */
function simulatedMachine(machine: AnyStateMachine, hooks: Hooks): AnyStateMachine {
  const { actors, guards, actions } = machine.implementations as unknown as Record<
    'actors' | 'guards' | 'actions',
    Record<string, unknown>
  >;
  // Invokes written inline in the config (no name in setup) are provided under the source XState names them by.
  const invoked = graphOf(machine).nodes.flatMap((node) =>
    node.invokes.map((text) => text.slice(text.indexOf(': ') + 2)),
  );
  return machine.provide({
    actors: Object.fromEntries([...new Set([...Object.keys(actors), ...invoked])].map((name) => [name, pendingActor])),
    guards: Object.fromEntries(
      Object.entries(guards)
        // Higher-order guards (and/or/not) combine named ones, which are replaced below.
        .filter(([, guard]) => typeof guard === 'function' && !('check' in (guard as object)))
        .map(([name, guard]) => [
          name,
          (args: unknown, params: unknown) => {
            const forced = hooks.forced[name];
            if (forced !== undefined) return forced;
            try {
              return (guard as GuardFn)(args, params);
            } catch {
              // A guard reading context the simulation could not build decides 'no'; the reviewer can force it.
              return false;
            }
          },
        ]),
    ),
    actions: Object.fromEntries(
      Object.entries(actions)
        .filter(([, action]) => !(isBuiltIn(action) && OWN_ACTIONS.has(action.type)))
        .map(([name]) => [name, (_: unknown, params: unknown) => hooks.record(`${name}${paramsText(params)}`)]),
    ),
  } as never);
}

const simulated = new Map<AnyStateMachine, { machine: AnyStateMachine; hooks: Hooks }>();

/**
 * The simulated machine of a registered one, made once (providing implementations rebuilds the whole machine):
 * replays run one at a time and synchronously, each setting the shared hooks first.
 */
function simulatedOf(machine: AnyStateMachine) {
  const known = simulated.get(machine);
  if (known) return known;
  const hooks: Hooks = { forced: {}, record: () => undefined };
  const made = { machine: simulatedMachine(machine, hooks), hooks };
  simulated.set(machine, made);
  return made;
}

/** JSON for people: actors, functions, errors and cycles as short placeholders instead of a thrown TypeError. */
export function readableJson(value: unknown): string {
  const seen = new WeakSet<object>();
  return (
    JSON.stringify(
      value,
      (_key, v: unknown) => {
        if (typeof v === 'function') return '[function]';
        if (v instanceof Error) return `[error: ${v.message}]`;
        if (v instanceof Map) return Object.fromEntries(v);
        if (v instanceof Set) return [...v];
        if (v && typeof v === 'object') {
          if ('sessionId' in v && 'send' in v) return `[actor ${String((v as { id?: unknown }).id ?? '')}]`;
          if (seen.has(v)) return '[cycle]';
          seen.add(v);
        }
        return v;
      },
      2,
    ) ?? 'undefined'
  );
}

/** An example output as the Simulate panel's JSON editor shows it ('' for a call that answers nothing). */
const exampleJson = (output: unknown) => (output === undefined ? '' : JSON.stringify(output, null, 2));

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface Replayed {
  snapshot: {
    value: unknown;
    context: unknown;
    status: string;
    tags: Set<string>;
    children: Record<string, unknown>;
    error?: unknown;
  };
  steps: SimulatedTransition[];
  startEffects: string[];
  startVia: string[];
  failure: string | null;
}

type Inspected = { type: string; snapshot?: { value?: unknown }; _transitions?: readonly { source: { id: string } }[] };

function replay(
  entry: RegisteredMachine,
  steps: readonly SimulationStep[],
  forced: Readonly<Record<string, boolean>>,
): Replayed {
  let effects: string[] = [];
  // The values the machine passed through within the current step (each microstep's), for the decision states.
  let passed: unknown[] = [];
  const { machine, hooks } = simulatedOf(entry.machine);
  hooks.forced = steps[0]?.forced ?? forced;
  hooks.record = (effect) => effects.push(effect);
  const graph = graphOf(entry.machine);
  let failure: string | null = null;
  let sources: string[] = [];
  // Only the simulated machine itself takes microsteps (its invoked actors are replaced by callbacks). A state
  // entered and left at once shows as a microstep's value, or (entered on start) as the source of the next one.
  const inspect = (event: Inspected) => {
    if (event.type !== '@xstate.microstep') return;
    passed.push(event.snapshot?.value);
    sources.push(...(event._transitions ?? []).map((t) => t.source.id));
  };
  const actor = createActor(machine, {
    input: machineExtras(entry).input ?? {},
    clock: new SimulatedClock(),
    inspect,
  } as never);
  /** The states entered and left within the step from `before` (none before the start). */
  const via = (before: unknown) => {
    const stayed = new Set([...activeStateIds(graph, before), ...activeStateIds(graph, actor.getSnapshot().value)]);
    const left = [...new Set([...passed.flatMap((value) => activeStateIds(graph, value)), ...sources])].filter(
      (id) => !stayed.has(id),
    );
    passed = [];
    sources = [];
    return left;
  };
  actor.subscribe({ error: (error: unknown) => (failure = errorText(error)) });
  actor.on('*', (emitted: EventObject) => effects.push(`emits ${emitted.type}`));
  actor.start();
  const startEffects = effects;
  const startVia = via(undefined);
  const done: SimulatedTransition[] = [];
  steps.forEach((step, i) => {
    effects = [];
    hooks.forced = step.forced;
    const from = actor.getSnapshot().value as unknown;
    if (failure === null) actor.send(step.event);
    done.push({ step, from, to: actor.getSnapshot().value as unknown, effects, via: via(from) });
    hooks.forced = steps[i + 1]?.forced ?? forced;
  });
  const snapshot = actor.getSnapshot() as unknown as Replayed['snapshot'];
  actor.stop();
  return {
    snapshot,
    steps: done,
    startEffects,
    startVia,
    failure: failure ?? (snapshot.status === 'error' ? errorText(snapshot.error) : null),
  };
}

/** The guard names written on the current states' transitions that the machine implements by name. */
function guardsOn(
  labels: readonly string[],
  named: readonly string[],
  forced: Readonly<Record<string, boolean>>,
): SimulatedGuard[] {
  return named
    .filter((name) =>
      labels.some((label) => new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}($|[^\\w$])`).test(label)),
    )
    .map((name) => ({ name, forced: forced[name] }));
}

/** One delayed event per state, its guarded candidates in one label ('after 1000 ms [isSignedIn] / after 1000 ms'). */
function delaysOf(edges: StatechartGraph['edges']): DelayedTransition[] {
  const byEvent = new Map<string, DelayedTransition>();
  for (const e of edges.filter((edge) => edge.kind === 'after')) {
    const known = byEvent.get(e.event);
    byEvent.set(e.event, { event: e.event, label: known ? `${known.label} / ${e.label}` : e.label, state: e.source });
  }
  return [...byEvent.values()];
}

function viewOf(
  entry: RegisteredMachine,
  steps: readonly SimulationStep[],
  forced: Readonly<Record<string, boolean>>,
): SimulationView {
  const graph = graphOf(entry.machine);
  const { snapshot, steps: done, startEffects, startVia, failure } = replay(entry, steps, forced);
  const examples = examplesOf(machineSlug(entry));
  const running = snapshot.status === 'active' && failure === null;
  const active = new Set(activeStateIds(graph, snapshot.value));
  const edges = running ? graph.edges.filter((e) => active.has(e.source)) : [];
  const invokes = running
    ? graph.nodes
        .filter((n) => active.has(n.id))
        .flatMap((n) =>
          n.invokes.map((text) => {
            const [id = text, src = ''] = text.split(': ');
            const example = examples?.actors[src];
            return {
              id,
              src,
              state: n.id,
              example: example ? { output: exampleJson(example.output), error: example.error } : null,
            };
          }),
        )
        .filter((invoke) => invoke.id in snapshot.children)
    : [];
  // The guards that decide the next step: the current transitions', the eventless ones they lead to, and before the
  // first step those that decided where the machine started (forcing one then starts it again).
  const start = steps.length === 0 ? graph.nodes.filter((n) => n.parentId === null).map((n) => n.id) : [];
  const deciding = running ? [...edges, ...decisionsAfter(graph, [...edges.flatMap((e) => e.targets), ...start])] : [];
  const events = [...new Set(edges.filter((e) => e.kind === 'event').map((e) => e.event))];
  const namedGuards = Object.keys((entry.machine.implementations as { guards: Record<string, unknown> }).guards);
  return {
    machineId: graph.machineId,
    value: snapshot.value,
    context: readableJson(snapshot.context),
    tags: [...snapshot.tags].sort(),
    status: failure !== null ? 'error' : (snapshot.status as SimulationView['status']),
    failure,
    events,
    eventExamples: Object.fromEntries(
      events.flatMap((type) => {
        const data = examples?.events?.[type];
        return data ? [[type, exampleJson(data)]] : [];
      }),
    ),
    invokes,
    delays: delaysOf(edges),
    guards: guardsOn(
      deciding.flatMap((e) => (e.guard ? [e.guard] : [])),
      namedGuards,
      forced,
    ),
    steps: done,
    startEffects,
    startVia,
  };
}

/** A new simulation of a registered machine, started from its example input. */
export function startSimulation(entry: RegisteredMachine, slug: string): Simulation {
  return { slug, steps: [], forced: {}, view: viewOf(entry, [], {}) };
}

function advance(
  entry: RegisteredMachine,
  simulation: Simulation,
  label: string,
  event: EventObject,
  at: number,
): Simulation {
  const steps = [...simulation.steps, { label, event, forced: simulation.forced, at }];
  return { ...simulation, steps, view: viewOf(entry, steps, simulation.forced) };
}

/** Sends an event the current states handle, with the reviewer's data merged in (its `type` always wins). */
export const sendEvent = (
  entry: RegisteredMachine,
  simulation: Simulation,
  type: string,
  data: Record<string, unknown>,
  at: number,
) => advance(entry, simulation, type, { ...data, type }, at);

/** A simulated call fails as the server refuses one: the reviewer's text is what the machine shows. */
const SIMULATED_REFUSAL_CODE = 500;

/** Settles a pending invoked actor: its done event with the output, or its error event with a refusal carrying the text. */
export function settleInvoke(
  entry: RegisteredMachine,
  simulation: Simulation,
  id: string,
  outcome: { output: unknown } | { error: string },
  at: number,
): Simulation {
  return 'output' in outcome
    ? advance(
        entry,
        simulation,
        `${id} succeeded`,
        { type: `xstate.done.actor.${id}`, output: outcome.output, actorId: id } as EventObject,
        at,
      )
    : advance(
        entry,
        simulation,
        `${id} failed: ${outcome.error}`,
        {
          type: `xstate.error.actor.${id}`,
          error: new ApiError({ code: SIMULATED_REFUSAL_CODE, message: outcome.error, path: id }),
          actorId: id,
        } as EventObject,
        at,
      );
}

/** Fires a delayed transition of the current states now. */
export function fireDelay(entry: RegisteredMachine, simulation: Simulation, event: string, at: number): Simulation {
  const delay = simulation.view.delays.find((d) => d.event === event);
  return advance(entry, simulation, delay ? delay.label : event, { type: event }, at);
}

/** Forces a named guard (true or false) for the next steps, or lets it decide as written again (null). */
export function forceGuard(
  entry: RegisteredMachine,
  simulation: Simulation,
  name: string,
  value: boolean | null,
): Simulation {
  const { [name]: _previous, ...rest } = simulation.forced;
  const forced = value === null ? rest : { ...rest, [name]: value };
  return { ...simulation, forced, view: viewOf(entry, simulation.steps, forced) };
}

/** The simulation one step earlier (the guards forced at that step are forced again). */
export function stepBack(entry: RegisteredMachine, simulation: Simulation): Simulation {
  const last = simulation.steps.at(-1);
  if (!last) return simulation;
  const steps = simulation.steps.slice(0, -1);
  return { ...simulation, steps, forced: last.forced, view: viewOf(entry, steps, last.forced) };
}

/** The steps as a recording the viewer's replay loads: the start, then one entry per step. */
export function simulationEntries(simulation: Simulation, startedAt: number): LiveEntry[] {
  const { view } = simulation;
  const first = view.steps[0]?.from ?? view.value;
  return [
    { at: simulation.steps[0]?.at ?? startedAt, machine: view.machineId, event: 'xstate.init', from: null, to: first },
    ...view.steps.map((t) => ({
      at: t.step.at,
      machine: view.machineId,
      event: t.step.event.type,
      from: t.from,
      to: t.to,
    })),
  ];
}

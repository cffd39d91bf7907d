/**
 * Walks a registered machine through the statechart viewer's Simulate mode the way a product owner would, by
 * clicking only: each event button (with its example data), each invoked call's Succeed and Fail with the answer
 * the panel offers by default, each delay's 'Fire now', and, where a guard decides where a click leads, the guards
 * forced as the panel allows. The walk is @xstate/graph's shortest-path traversal (as the model tests use) over
 * the simulation itself, so it runs the same code the Simulate panel runs.
 */
import { getShortestPaths } from '@xstate/graph';
import { fromTransition, type SnapshotFrom } from 'xstate';
import { machineSlug, type RegisteredMachine } from '../../src/machines/registry';
import { startSimulation, type Simulation, type SimulationView } from '../../src/machines/statechart-simulation';
import { applyChoice, type SimulationChoice } from '../../src/machines/statechart-simulation-choices';
import {
  activeStateIds,
  enteredStates,
  statechartGraph,
  type StatechartEdge,
  type StatechartGraph,
} from '../../src/domain/statechart-graph';

/** One click of the product owner, after forcing the guards it needs. */
export interface Click {
  /** The event the machine receives (as the model tests' paths name it), with the guards forced for it. */
  readonly type: string;
  readonly choices: readonly SimulationChoice[];
}

export interface SimulationWalk {
  machine: string;
  states: { covered: string[]; total: string[] };
  /** One shortest click path per simulated state reached. */
  paths: number;
  /** The states no click path reached. */
  missing: string[];
}

/** Guards forced for one way through a click: name to value. */
type Forcing = Readonly<Record<string, boolean>>;

/**
 * The forcing that makes a guard as the graph writes it ('name', '!name', 'a && b', 'a || b') decide `value`
 * (as far as its named guards can), or null when it names none (an inline guard).
 */
function forcingOf(guard: string, value: boolean, named: ReadonlySet<string>): Forcing | null {
  const any = guard.split(' || ');
  const conjunction = any.length === 1;
  const parts = (conjunction ? guard.split(' && ') : any).flatMap((part) => {
    const name = part.startsWith('!') ? part.slice(1) : part;
    // A part that is no named guard (a state check, an inline guard) decides as written.
    return named.has(name) ? [{ name, negated: part.startsWith('!') }] : [];
  });
  if (parts.length === 0) return null;
  // An 'and' is true with every part true and false with one part false; an 'or' the other way round.
  const picked = conjunction === value ? parts : parts.slice(0, 1);
  return Object.fromEntries(picked.map((part) => [part.name, part.negated ? !value : value]));
}

function merge(a: Forcing, b: Forcing): Forcing | null {
  return Object.entries(b).every(([name, value]) => a[name] === undefined || a[name] === value) ? { ...a, ...b } : null;
}

/**
 * The ways through candidate transitions tried in order (XState takes the first whose guard passes): taking
 * each one forces its guard true and the earlier ones false. `stay` adds the way where none passes.
 */
function waysThrough(candidates: readonly StatechartEdge[], named: ReadonlySet<string>, stay: boolean) {
  const ways: { forcing: Forcing; targets: readonly string[] }[] = [];
  let before: Forcing | null = {};
  for (const edge of candidates) {
    if (before === null) return ways;
    const take: Forcing | null = edge.guard ? forcingOf(edge.guard, true, named) : {};
    const here = take && merge(before, take);
    if (here) ways.push({ forcing: here, targets: edge.targets });
    if (!edge.guard) return ways;
    const skip = forcingOf(edge.guard, false, named);
    before = skip && merge(before, skip);
  }
  if (stay && before) ways.push({ forcing: before, targets: [] });
  return ways;
}

/** The forcings through the eventless decisions of the states entered (each decision state once). */
function decisions(
  graph: StatechartGraph,
  pending: readonly string[],
  forcing: Forcing,
  named: ReadonlySet<string>,
  seen: ReadonlySet<string>,
): Forcing[] {
  const deciding = pending.find(
    (id) => !seen.has(id) && graph.edges.some((e) => e.kind === 'always' && e.source === id),
  );
  if (deciding === undefined) return [forcing];
  const always = graph.edges.filter((e) => e.kind === 'always' && e.source === deciding);
  return waysThrough(always, named, true).flatMap((way) => {
    const merged = merge(forcing, way.forcing);
    const next = [...pending.filter((id) => id !== deciding), ...way.targets.flatMap((t) => enteredStates(graph, t))];
    return merged ? decisions(graph, next, merged, named, new Set([...seen, deciding])) : [];
  });
}

const depthOf = (id: string) => id.split('.').length;

/** Every forcing that leads an event somewhere else from the current states: one per way through its decisions. */
function forcingsFor(
  graph: StatechartGraph,
  active: ReadonlySet<string>,
  event: string,
  named: ReadonlySet<string>,
): Forcing[] {
  // Deeper states answer an event first; among one state's transitions, the first written.
  const candidates = graph.edges
    .filter((e) => e.event === event && active.has(e.source))
    .sort((a, b) => depthOf(b.source) - depthOf(a.source));
  return waysThrough(candidates, named, false).flatMap((way) =>
    decisions(
      graph,
      way.targets.flatMap((t) => enteredStates(graph, t)),
      way.forcing,
      named,
      new Set(),
    ),
  );
}

const forcingChoices = (forcing: Forcing): SimulationChoice[] =>
  Object.entries(forcing).map(([name, value]) => ({ type: 'simulation.guard', name, value }));
const forcingText = (forcing: Forcing) =>
  Object.entries(forcing)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');

/** The actions the panel offers in this view: events, settling each pending call, firing each delay. */
function actions(view: SimulationView): Click[] {
  return [
    ...view.events.map((eventType) => ({
      type: eventType,
      choices: [{ type: 'simulation.send', eventType, data: '' }] as const,
    })),
    ...view.invokes.flatMap((invoke) => [
      {
        type: `xstate.done.actor.${invoke.id}`,
        choices: [
          { type: 'simulation.settle', id: invoke.id, outcome: 'done', data: invoke.example?.output ?? '' },
        ] as const,
      },
      {
        type: `xstate.error.actor.${invoke.id}`,
        choices: [
          { type: 'simulation.settle', id: invoke.id, outcome: 'error', data: invoke.example?.error ?? '' },
        ] as const,
      },
    ]),
    ...view.delays.map((delay) => ({
      type: delay.event,
      choices: [{ type: 'simulation.delay', event: delay.event }] as const,
    })),
  ];
}

/**
 * Each action as written, and once per way its guards can lead it, with those guards forced first. Before the
 * first step, forcing the guards that decided where the machine started starts it again from elsewhere.
 */
export function clicksOf(entry: RegisteredMachine, simulation: Simulation): Click[] {
  const { view } = simulation;
  if (view.status !== 'active' || view.failure !== null) return [];
  const graph = statechartGraph(entry.machine);
  const named = new Set(Object.keys((entry.machine.implementations as { guards: Record<string, unknown> }).guards));
  const active = new Set(activeStateIds(graph, view.value));
  const root = graph.nodes.find((n) => n.parentId === null)?.id ?? '';
  const restarts =
    simulation.steps.length === 0
      ? decisions(graph, enteredStates(graph, root), {}, named, new Set())
          .filter((forcing) => Object.keys(forcing).length > 0)
          .map((forcing) => ({ type: `start [${forcingText(forcing)}]`, choices: forcingChoices(forcing) }))
      : [];
  return [
    ...restarts,
    ...actions(view).flatMap((action) => [
      action,
      ...forcingsFor(graph, active, action.type, named)
        .filter((forcing) => Object.keys(forcing).length > 0)
        .map((forcing) => ({
          type: `${action.type} [${forcingText(forcing)}]`,
          choices: [...forcingChoices(forcing), ...action.choices],
        })),
    ]),
  ];
}

/**
 * The click's choices in turn. Guards forced right before an action only need the simulation's forced guards set
 * (the panel redraws in between; the walk need not).
 */
function click(entry: RegisteredMachine, simulation: Simulation, { choices }: Click): Simulation {
  const acts = choices.some((choice) => choice.type !== 'simulation.guard');
  return choices.reduce((current, choice) => {
    if (acts && choice.type === 'simulation.guard' && choice.value !== null)
      return { ...current, forced: { ...current.forced, [choice.name]: choice.value } };
    const next = applyChoice(entry, current, choice, current.steps.length);
    if ('error' in next) throw new Error(`${machineSlug(entry)}: ${next.error}`);
    return next.simulation;
  }, simulation);
}

/** The states of a simulated snapshot and those its last step (or its start) passed through. */
function statesOf(graph: StatechartGraph, simulation: Simulation): string[] {
  const { view } = simulation;
  return [...activeStateIds(graph, view.value), ...(view.steps.at(-1)?.via ?? view.startVia)];
}

/**
 * Every state of the machine the clicks reach. Simulated states are told apart by their state value, status and
 * pending calls (not the context, which clicks may grow without end; before the first step, by the guards forced
 * for the start too); the walk stops expanding once every state is reached.
 */
export function walkSimulation(entry: RegisteredMachine, limit = 50_000): SimulationWalk {
  const graph = statechartGraph(entry.machine);
  const total = graph.nodes
    .filter((n) => n.parentId !== null)
    .map((n) => n.id)
    .sort();
  const wanted = new Set(total);
  const covered = new Set<string>();
  const logic = fromTransition(
    (simulation: Simulation, event: Click) => click(entry, simulation, event),
    startSimulation(entry, machineSlug(entry)),
  );
  type Snap = SnapshotFrom<typeof logic>;
  const visit = (snapshot: Snap) => {
    for (const id of statesOf(graph, snapshot.context)) if (wanted.has(id)) covered.add(id);
    return covered.size === wanted.size;
  };
  const paths = getShortestPaths(logic, {
    events: (snapshot: Snap) => clicksOf(entry, snapshot.context),
    serializeState: (snapshot: Snap) => {
      const { view, steps, forced } = snapshot.context;
      return JSON.stringify([
        view.value,
        view.status,
        view.failure !== null,
        view.invokes.map((i) => i.id),
        steps.length === 0 ? forced : null,
      ]);
    },
    serializeEvent: (event: Click) => event.type,
    stopWhen: visit,
    limit,
  });
  for (const path of paths) visit(path.state);
  return {
    machine: machineSlug(entry),
    states: { covered: [...covered].sort(), total },
    paths: paths.length,
    missing: total.filter((id) => !covered.has(id)),
  };
}

/** One line per machine, like the model tests' coverage lines. */
export function reportWalk(walk: SimulationWalk): string {
  const line = `[simulate] ${walk.machine}: states ${walk.states.covered.length}/${walk.states.total.length} by clicking the default answers (${walk.paths} paths)`;
  console.log(line);
  return line;
}

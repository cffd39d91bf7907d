import { mkdirSync, writeFileSync } from 'node:fs';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from '@xstate/graph';
import {
  createActor,
  SimulatedClock,
  type Actor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

type Snap<M extends AnyStateMachine> = SnapshotFrom<M>;
type Ev<M extends AnyStateMachine> = EventFromLogic<M>;

export interface ReplayContext<M extends AnyStateMachine> {
  actor: Actor<M>;
  clock: SimulatedClock;
}

export interface ModelSpec<M extends AnyStateMachine, Fx = unknown> {
  /** Printed in the coverage line and used for the coverage file. */
  name: string;
  /** The machine as the graph sees it (its real definitions; the traversal runs no actor). */
  machine: M;
  /** Every event to try in each state, with payloads; include invoked actors' done/error events and delays. */
  events: Ev<M>[] | ((snapshot: Snap<M>) => Ev<M>[]);
  input?: InputFrom<M>;
  /** What identifies a state for the graph; by default its value and whole context. */
  serializeState?: (snapshot: Snap<M>) => string;
  /** Builds a machine with fake actors and actions for one replay, and the record of side effects they keep. */
  arrange: () => { machine: M; effects: Fx };
  /** Called with each replay's actor before it starts, e.g. to record the events it emits into the effects. */
  observe?: (actor: Actor<M>, effects: Fx) => void;
  /** Checks run after every replayed step: the snapshot, and the side effects so far. */
  assertStep?: (args: { snapshot: Snap<M>; event: Ev<M>; effects: Fx; path: Ev<M>[] }) => void;
  /** Safety net against unbounded context. */
  limit?: number;
}

export interface Coverage {
  machine: string;
  states: { covered: string[]; total: string[] };
  transitions: { covered: string[]; total: string[] };
  /** The replayed paths (event types from the start) and the state value each ends in: the viewer lists them per state. */
  paths: { events: string[]; value: unknown }[];
}

const defaultSerialize = (s: { value: unknown; context: unknown }) => JSON.stringify({ v: s.value, c: s.context });

function nodeMatches(snapshot: { matches: (v: never) => boolean }, path: string[]): boolean {
  if (path.length === 0) return true;
  const value = path.reduceRight<unknown>((inner, key) => (inner === undefined ? key : { [key]: inner }), undefined);
  return snapshot.matches(value as never);
}

function edgeKey(sourceValue: unknown, event: { type: string }) {
  return `${JSON.stringify(sourceValue)} --${event.type}-->`;
}

/**
 * Replays the machine's graph on real actors: for every accepted edge (state x event), the shortest path to
 * its source state and then its event, with fakes provided and a simulated clock for delays. Returns which
 * state nodes and transitions the replays reached.
 */
export async function exploreModel<M extends AnyStateMachine, Fx>(spec: ModelSpec<M, Fx>): Promise<Coverage> {
  const serializeState = (spec.serializeState ?? defaultSerialize) as (s: Snap<M>) => string;
  const options = { events: spec.events, serializeState, input: spec.input, limit: spec.limit ?? 5_000 } as never;
  const shortest = getShortestPaths(spec.machine, options);
  const toState = new Map(shortest.map((p) => [serializeState(p.state as Snap<M>), p]));
  const adjacency = getAdjacencyMap(spec.machine, options) as Record<
    string,
    { state: Snap<M>; transitions: Record<string, { event: Ev<M>; state: Snap<M> }> }
  >;

  const allNodes = getStateNodes(spec.machine).filter((n) => n.path.length > 0);
  const totalStates = allNodes.map((n) => n.id);
  const coveredStates = new Set<string>();
  const totalEdges = new Set<string>();
  const coveredEdges = new Set<string>();
  const paths = new Map<string, { events: string[]; value: unknown }>();
  const addPath = (events: readonly { type: string }[], value: unknown) => {
    const types = events.map((e) => e.type);
    paths.set(JSON.stringify(types), { events: types, value });
  };

  for (const [sourceKey, { state, transitions }] of Object.entries(adjacency)) {
    const source = state as AnyMachineSnapshot;
    const head = toState.get(sourceKey);
    if (!head) throw new Error(`${spec.name}: no path reaches ${sourceKey}`);
    for (const { event, state: target } of Object.values(transitions)) {
      if (!source.can(event)) continue;
      const key = edgeKey(source.value, event);
      totalEdges.add(key);
      const events = [...head.steps.slice(1).map((s) => s.event as Ev<M>), event];
      const expected = [...head.steps.slice(1).map((s) => s.state as Snap<M>), target];
      await replay(
        spec,
        events,
        expected,
        serializeState,
        (snapshot) => {
          for (const node of allNodes) if (nodeMatches(snapshot, node.path)) coveredStates.add(node.id);
        },
        (nodeId) => {
          if (totalStates.includes(nodeId)) coveredStates.add(nodeId);
        },
      );
      coveredEdges.add(key);
      addPath(events, (target as AnyMachineSnapshot).value);
    }
  }
  for (const path of shortest) {
    for (const node of allNodes) if (nodeMatches(path.state, node.path)) coveredStates.add(node.id);
    addPath(
      path.steps.slice(1).map((s) => s.event),
      path.state.value,
    );
  }
  return {
    machine: spec.name,
    states: { covered: [...coveredStates].sort(), total: totalStates.sort() },
    transitions: { covered: [...coveredEdges].sort(), total: [...totalEdges].sort() },
    paths: shortestPerState([...paths.values()]),
  };
}

/** The viewer lists a few paths per state: keeping the shortest few per end state keeps the exported file small. */
const PATHS_PER_STATE = 5;

function shortestPerState(paths: Coverage['paths']): Coverage['paths'] {
  const byState = new Map<string, Coverage['paths']>();
  for (const path of [...paths].sort((a, b) => a.events.length - b.events.length)) {
    const key = JSON.stringify(path.value);
    const kept = byState.get(key) ?? [];
    if (kept.length < PATHS_PER_STATE) byState.set(key, [...kept, path]);
  }
  return [...byState.values()].flat().sort((a, b) => a.events.length - b.events.length);
}

async function replay<M extends AnyStateMachine, Fx>(
  spec: ModelSpec<M, Fx>,
  events: Ev<M>[],
  expected: Snap<M>[],
  serializeState: (s: Snap<M>) => string,
  visit: (s: Snap<M>) => void,
  passThrough: (stateNodeId: string) => void,
) {
  const { machine, effects } = spec.arrange();
  const clock = new SimulatedClock();
  // A state left at once by an eventless (`always`) transition never shows in a snapshot; the microsteps name it
  // as the source of the transition taken, so such decision states count as reached too.
  const inspect = (event: { type: string; _transitions?: Array<{ source: { id: string } }> }) => {
    if (event.type === '@xstate.microstep') for (const t of event._transitions ?? []) passThrough(t.source.id);
  };
  const actor = createActor(machine, { clock, input: spec.input, inspect } as never) as Actor<M>;
  spec.observe?.(actor, effects);
  actor.start();
  visit(actor.getSnapshot() as Snap<M>);
  try {
    for (const [i, event] of events.entries()) {
      const delay = /^xstate\.after\.(\d+)\./.exec(event.type);
      if (delay) clock.increment(Number(delay[1]));
      else actor.send(event);
      await Promise.resolve();
      const snapshot = actor.getSnapshot() as Snap<M>;
      const want = expected[i];
      if (want && serializeState(snapshot) !== serializeState(want)) {
        throw new Error(
          `${spec.name}: after ${events
            .slice(0, i + 1)
            .map((e) => e.type)
            .join(' -> ')} the actor is in ${serializeState(snapshot)}, the model says ${serializeState(want)}`,
        );
      }
      visit(snapshot);
      spec.assertStep?.({ snapshot, event, effects, path: events.slice(0, i + 1) });
    }
  } finally {
    actor.stop();
  }
}

/** One line per machine for the test output, and a file the statechart viewer reads. */
export function reportCoverage(coverage: Coverage): string {
  const line = `[model] ${coverage.machine}: states ${coverage.states.covered.length}/${coverage.states.total.length}, transitions ${coverage.transitions.covered.length}/${coverage.transitions.total.length}`;
  console.log(line);
  mkdirSync('test-output/model-coverage', { recursive: true });
  writeFileSync(`test-output/model-coverage/${coverage.machine}.json`, JSON.stringify(coverage, null, 2));
  return line;
}

/** States and transitions no replayed path reached; empty means full coverage. */
export function uncovered(coverage: Coverage) {
  return {
    states: coverage.states.total.filter((s) => !coverage.states.covered.includes(s)),
    transitions: coverage.transitions.total.filter((t) => !coverage.transitions.covered.includes(t)),
  };
}

/**
 * One machine explored from several inputs (a Facebook and an Apple sign-in, the start and the way back from a
 * provider): each input reaches part of the graph, and together they must reach all of it.
 */
export function mergeCoverage(machine: string, parts: readonly Coverage[]): Coverage {
  const union = (pick: (c: Coverage) => string[]) => [...new Set(parts.flatMap(pick))].sort();
  return {
    machine,
    states: { covered: union((c) => c.states.covered), total: union((c) => c.states.total) },
    transitions: { covered: union((c) => c.transitions.covered), total: union((c) => c.transitions.total) },
    paths: shortestPerState(parts.flatMap((c) => c.paths)),
  };
}

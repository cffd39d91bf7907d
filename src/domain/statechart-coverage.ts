/**
 * The model-based tests' coverage files (tests/support/model-harness.ts reportCoverage) read against a
 * statechart graph: which states and transitions no replayed path reached, for the viewer and the export to mark.
 */
import { activeStateIds, type StatechartGraph } from './statechart-graph';

export interface ModelCoverage {
  machine: string;
  states: { covered: string[]; total: string[] };
  /** Edges as the harness names them: `<source state value as JSON> --<event type>-->`. */
  transitions: { covered: string[]; total: string[] };
  /** The replayed paths: event types from the start and the state value each ends in (absent in older files). */
  paths?: ModelPath[];
}

export interface ModelPath {
  events: string[];
  value: unknown;
}

export interface CoverageMarks {
  /** The coverage files that describe this machine (a machine explored from several inputs has several). */
  readonly files: readonly string[];
  readonly uncoveredNodes: ReadonlySet<string>;
  readonly uncoveredEdges: ReadonlySet<string>;
  readonly paths: readonly ModelPath[];
}

export function isModelCoverage(value: unknown): value is ModelCoverage {
  const v = value as ModelCoverage | null;
  const lists = (x: unknown) => Array.isArray(x) && x.every((s) => typeof s === 'string');
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.machine === 'string' &&
    lists(v.states?.covered) &&
    lists(v.states?.total) &&
    lists(v.transitions?.covered) &&
    lists(v.transitions?.total) &&
    (v.paths === undefined ||
      (Array.isArray(v.paths) && v.paths.every((p) => typeof p === 'object' && p !== null && lists(p.events))))
  );
}

const EDGE_KEY = /^(.*) --(.*)-->$/;

/**
 * Null when no coverage file names this machine's states. A transition counts as covered when some replayed
 * edge took its event from a state where its source is active; an eventless (`always`) transition never shows in
 * the harness's edges, so it counts as covered when its source and targets were all reached.
 */
export function coverageMarks(graph: StatechartGraph, coverage: readonly ModelCoverage[]): CoverageMarks | null {
  const ids = new Set(graph.nodes.map((n) => n.id));
  const mine = coverage.filter((c) => c.states.total.some((id) => ids.has(id)));
  if (mine.length === 0) return null;
  const coveredStates = new Set(mine.flatMap((c) => c.states.covered));
  const root = graph.nodes.find((n) => n.parentId === null);
  if (root) coveredStates.add(root.id);
  const takenFrom = new Map<string, Set<string>>();
  for (const key of mine.flatMap((c) => c.transitions.covered)) {
    const match = EDGE_KEY.exec(key);
    if (!match) continue;
    const [, valueJson = 'null', event = ''] = match;
    const sources = takenFrom.get(event) ?? new Set<string>();
    for (const id of activeStateIds(graph, JSON.parse(valueJson) as unknown)) sources.add(id);
    takenFrom.set(event, sources);
  }
  const uncoveredEdges = new Set<string>();
  for (const edge of graph.edges) {
    const covered =
      edge.kind === 'always'
        ? [edge.source, ...edge.targets].every((id) => coveredStates.has(id))
        : (takenFrom.get(edge.event)?.has(edge.source) ?? false);
    if (!covered) uncoveredEdges.add(edge.id);
  }
  return {
    files: mine.map((c) => c.machine).sort(),
    uncoveredNodes: new Set(graph.nodes.filter((n) => !coveredStates.has(n.id)).map((n) => n.id)),
    uncoveredEdges,
    paths: mine.flatMap((c) => c.paths ?? []),
  };
}

/** The model tests' paths that end in the state (a state inside it included), shortest first, without repeats. */
export function pathsReaching(
  graph: StatechartGraph,
  paths: readonly ModelPath[],
  stateId: string,
  limit: number,
): ModelPath[] {
  const seen = new Set<string>();
  return paths
    .filter((p) => activeStateIds(graph, p.value).includes(stateId))
    .sort((a, b) => a.events.length - b.events.length)
    .filter((p) => {
      const key = p.events.join('\u0000');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, limit);
}

/**
 * What changed in a machine between two versions of the code, read from the definitions (states, and
 * transitions with their event, targets and guard), never from drawings: `npm run statecharts -- --compare`
 * writes it, the viewer shows it. The drawing of a change is one graph holding both versions (the removed
 * states and transitions kept beside the new ones) so a reviewer sees where the change sits.
 */
import type { StatechartEdge, StatechartGraph, StatechartNode } from './statechart-graph';

export interface ChangedTransition {
  /** The transition's id in the drawn graph. */
  readonly id: string;
  readonly before: string;
  readonly after: string;
}

export interface MachineDiff {
  readonly slug: string;
  readonly title: string;
  readonly statesAdded: readonly string[];
  readonly statesRemoved: readonly string[];
  /** Transition ids in `graph`, with their description in `transitions`. */
  readonly transitionsAdded: readonly string[];
  readonly transitionsRemoved: readonly string[];
  readonly transitionsChanged: readonly ChangedTransition[];
  /** Both versions in one graph: the new one plus what was removed (removed transitions' ids start 'removed:'). */
  readonly graph: StatechartGraph;
  /** 'source --event [guard]--> targets' for every added or removed transition id. */
  readonly transitions: Readonly<Record<string, string>>;
}

export interface StatechartComparison {
  readonly format: 'linkmint-statechart-comparison';
  /** The revision the working tree was compared with, as given (e.g. 'main', 'HEAD~3'). */
  readonly rev: string;
  readonly commit: string;
  readonly machines: readonly MachineDiff[];
}

export interface Definition {
  readonly slug: string;
  readonly title: string;
  readonly graph: StatechartGraph;
}

const REMOVED_PREFIX = 'removed:';

const targetsText = (edge: StatechartEdge) => (edge.targets.length === 0 ? '(stays)' : edge.targets.join(', '));
const eventText = (edge: StatechartEdge) => (edge.kind === 'always' ? 'always' : edge.event);

/** How the Markdown summary and the viewer write a transition. */
export function describeTransition(edge: StatechartEdge): string {
  return `${edge.source} --${eventText(edge)}${edge.guard ? ` [${edge.guard}]` : ''}--> ${targetsText(edge)}`;
}

const sameTargets = (a: StatechartEdge, b: StatechartEdge) =>
  [...a.targets].sort().join('\n') === [...b.targets].sort().join('\n');

interface EdgeMatch {
  pairs: { before: StatechartEdge; after: StatechartEdge }[];
  added: StatechartEdge[];
  removed: StatechartEdge[];
}

/**
 * Pairs the transitions of one state for one event: identical ones first, then those keeping their guard (their
 * targets changed), then those keeping their targets (their guard changed); the rest were added or removed.
 */
function matchEdges(before: readonly StatechartEdge[], after: readonly StatechartEdge[]): EdgeMatch {
  const left = [...before];
  const right = [...after];
  const pairs: EdgeMatch['pairs'] = [];
  const pass = (same: (a: StatechartEdge, b: StatechartEdge) => boolean) => {
    for (const b of [...right]) {
      const index = left.findIndex((a) => same(a, b));
      if (index < 0) continue;
      const [a] = left.splice(index, 1);
      right.splice(right.indexOf(b), 1);
      if (a) pairs.push({ before: a, after: b });
    }
  };
  pass((a, b) => a.guard === b.guard && sameTargets(a, b));
  pass((a, b) => a.guard === b.guard);
  pass((a, b) => sameTargets(a, b));
  return { pairs, added: right, removed: left };
}

const groupKey = (edge: StatechartEdge) => `${edge.source}\n${edge.kind}\n${edge.event}`;

function groups(edges: readonly StatechartEdge[]): Map<string, StatechartEdge[]> {
  const map = new Map<string, StatechartEdge[]>();
  for (const edge of edges) map.set(groupKey(edge), [...(map.get(groupKey(edge)) ?? []), edge]);
  return map;
}

function changeText(before: StatechartEdge, after: StatechartEdge): string {
  const parts: string[] = [];
  if (before.guard !== after.guard)
    parts.push(
      `guard ${before.guard ? `[${before.guard}]` : '(none)'} → ${after.guard ? `[${after.guard}]` : '(none)'}`,
    );
  if (!sameTargets(before, after)) parts.push(`target ${targetsText(before)} → ${targetsText(after)}`);
  return parts.join('; ');
}

const EMPTY: StatechartGraph = { machineId: '', nodes: [], edges: [] };

/** The change of one machine, or null when its states and transitions are the same in both versions. */
export function diffMachine(before: Definition | null, after: Definition | null): MachineDiff | null {
  const old = before?.graph ?? EMPTY;
  const now = after?.graph ?? EMPTY;
  const nowIds = new Set(now.nodes.map((n) => n.id));
  const oldIds = new Set(old.nodes.map((n) => n.id));
  const removedNodes: StatechartNode[] = old.nodes.filter((n) => !nowIds.has(n.id));
  const addedNodes = now.nodes.filter((n) => !oldIds.has(n.id));

  const oldGroups = groups(old.edges);
  const newGroups = groups(now.edges);
  const added: StatechartEdge[] = [];
  const removed: StatechartEdge[] = [];
  const changed: { before: StatechartEdge; after: StatechartEdge }[] = [];
  for (const key of new Set([...oldGroups.keys(), ...newGroups.keys()])) {
    const match = matchEdges(oldGroups.get(key) ?? [], newGroups.get(key) ?? []);
    added.push(...match.added);
    removed.push(...match.removed);
    changed.push(...match.pairs.filter((p) => p.before.guard !== p.after.guard || !sameTargets(p.before, p.after)));
  }
  if (addedNodes.length + removedNodes.length + added.length + removed.length + changed.length === 0) return null;

  const changeOf = new Map(changed.map((c) => [c.after.id, changeText(c.before, c.after)]));
  const removedEdges = removed.map((e) => ({ ...e, id: `${REMOVED_PREFIX}${e.id}` }));
  const graph: StatechartGraph = {
    machineId: now.machineId || old.machineId,
    ...((now.description ?? old.description) ? { description: now.description ?? old.description } : {}),
    // Removed states are drawn inside their old parent, which is either still there or removed too.
    nodes: [...now.nodes, ...removedNodes.map((n) => ({ ...n, initial: false }))],
    edges: [
      ...now.edges.map((e) => {
        const change = changeOf.get(e.id);
        return change ? { ...e, label: `${e.label} (was: ${change})` } : e;
      }),
      ...removedEdges,
    ],
  };
  return {
    slug: after?.slug ?? before?.slug ?? '',
    title: after?.title ?? before?.title ?? '',
    statesAdded: addedNodes.map((n) => n.id),
    statesRemoved: removedNodes.map((n) => n.id),
    transitionsAdded: added.map((e) => e.id),
    transitionsRemoved: removedEdges.map((e) => e.id),
    transitionsChanged: changed.map((c) => ({
      id: c.after.id,
      before: describeTransition(c.before),
      after: describeTransition(c.after),
    })),
    graph,
    transitions: Object.fromEntries([...added, ...removedEdges].map((e) => [e.id, describeTransition(e)])),
  };
}

/** Every machine that differs, matched by slug (a machine only in one version is all added or all removed). */
export function diffDefinitions(before: readonly Definition[], after: readonly Definition[]): MachineDiff[] {
  const oldBySlug = new Map(before.map((d) => [d.slug, d]));
  const newSlugs = new Set(after.map((d) => d.slug));
  return [
    ...after.map((d) => diffMachine(oldBySlug.get(d.slug) ?? null, d)),
    ...before.filter((d) => !newSlugs.has(d.slug)).map((d) => diffMachine(d, null)),
  ].filter((d): d is MachineDiff => d !== null);
}

/** The marks the SVG draws for a change: added in green, removed in red, changed in amber. */
export function diffMarks(diff: MachineDiff) {
  return {
    addedNodes: new Set(diff.statesAdded),
    removedNodes: new Set(diff.statesRemoved),
    addedEdges: new Set(diff.transitionsAdded),
    removedEdges: new Set(diff.transitionsRemoved),
    changedEdges: new Set(diff.transitionsChanged.map((c) => c.id)),
  };
}

export type DiffMarks = ReturnType<typeof diffMarks>;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const list = (items: readonly string[]) => (items.length === 0 ? '—' : items.map((i) => `\`${cell(i)}\``).join('<br>'));

/** The Markdown summary: one row per changed machine, linking its drawing. */
export function comparisonMarkdown(comparison: StatechartComparison): string {
  const rows = comparison.machines.map((m) =>
    [
      `[${cell(m.title)}](${m.slug}.svg)`,
      list(m.statesAdded),
      list(m.statesRemoved),
      list(m.transitionsAdded.map((id) => m.transitions[id] ?? id)),
      list(m.transitionsRemoved.map((id) => m.transitions[id] ?? id)),
      list(m.transitionsChanged.map((c) => `${c.before} ⇒ ${c.after}`)),
    ].join(' | '),
  );
  return [
    `# Statechart changes since ${comparison.rev}`,
    '',
    `Compared with commit ${comparison.commit} by \`npm run statecharts -- --compare ${comparison.rev}\`, from the machines' definitions.`,
    'In the drawings, added states and transitions are green, removed ones red and dashed, and transitions whose',
    'guard or target changed amber, their label saying what they were.',
    '',
    ...(rows.length === 0
      ? ['No machine changed.']
      : [
          '| Machine | States added | States removed | Transitions added | Transitions removed | Transitions changed |',
          '| --- | --- | --- | --- | --- | --- |',
          ...rows.map((r) => `| ${r} |`),
        ]),
    '',
  ].join('\n');
}

export function isComparison(value: unknown): value is StatechartComparison {
  const v = value as Partial<StatechartComparison> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.format === 'linkmint-statechart-comparison' &&
    typeof v.rev === 'string' &&
    Array.isArray(v.machines)
  );
}

/**
 * A machine definition as a plain graph: the statechart viewer, the SVG export and their tests read this instead
 * of XState's StateNode objects, so drawing never depends on XState internals and the model can be sent to a
 * worker or written to JSON.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export type StatechartNodeKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface StatechartNode {
  /** XState's state node id, e.g. 'launch.loadingUserInfo': the ids the inspection API and coverage files use. */
  readonly id: string;
  readonly key: string;
  readonly parentId: string | null;
  readonly kind: StatechartNodeKind;
  /** Deep or shallow, for history states. */
  readonly history?: 'shallow' | 'deep';
  /** The parent's initial child (drawn with the initial-state marker). */
  readonly initial: boolean;
  readonly description?: string;
  readonly tags: readonly string[];
  /** Actors invoked while the state is active, as 'id: src'. */
  readonly invokes: readonly string[];
}

export type StatechartEdgeKind = 'event' | 'after' | 'always' | 'done' | 'error';

export interface StatechartEdge {
  /** Unique within the graph: source, event and the candidate's position among that event's transitions. */
  readonly id: string;
  readonly source: string;
  /** Target state node ids; empty for a targetless transition (actions only, drawn as a self-loop). */
  readonly targets: readonly string[];
  /** The event type as XState names it ('' for an eventless transition). */
  readonly event: string;
  readonly kind: StatechartEdgeKind;
  readonly guard?: string;
  readonly delay?: string;
  /** What the diagram writes on the arrow: event or delay, then [guard]. */
  readonly label: string;
  readonly description?: string;
}

export interface StatechartGraph {
  readonly machineId: string;
  readonly description?: string;
  readonly nodes: readonly StatechartNode[];
  readonly edges: readonly StatechartEdge[];
}

/** A guard as written in the machine: a name, `{ type }`, or XState's higher-order not/and/or/stateIn. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as { name?: string; guards?: unknown[]; stateValue?: unknown };
    if (fn.guards && (fn.name === 'not' || fn.name === 'and' || fn.name === 'or')) {
      const inner = fn.guards.map(guardName);
      return fn.name === 'not' ? `!${inner[0] ?? ''}` : inner.join(fn.name === 'and' ? ' && ' : ' || ');
    }
    if (fn.name === 'stateIn') return `in ${JSON.stringify(fn.stateValue)}`;
    return fn.name ? fn.name : 'inline guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

function kindOf(node: AnyStateNode): StatechartNodeKind {
  if (node.type === 'history') return 'history';
  if (node.type === 'final') return 'final';
  if (node.type === 'parallel') return 'parallel';
  return Object.keys(node.states).length > 0 ? 'compound' : 'atomic';
}

/** A delay as the diagram writes it: '600 ms', or a named delay with its value when it is a constant ('300 ms (fade)'). */
function delayText(delay: unknown, named: Record<string, unknown>): string {
  if (typeof delay === 'number') return `${delay} ms`;
  const value = typeof delay === 'string' ? named[delay] : undefined;
  return typeof value === 'number' ? `${value} ms (${String(delay)})` : String(delay);
}

function eventKind(event: string): StatechartEdgeKind {
  if (event.startsWith('xstate.after.')) return 'after';
  if (event.startsWith('xstate.done.')) return 'done';
  if (event.startsWith('xstate.error.')) return 'error';
  return 'event';
}

/** The readable part of XState's generated event names: 'done: getInfo' for xstate.done.actor.getInfo. */
function eventLabel(event: string, kind: StatechartEdgeKind): string {
  if (kind === 'done' || kind === 'error') {
    const [, , scope, ...rest] = event.split('.');
    return scope === 'state' ? `${kind} (final state reached)` : `${kind}: ${rest.join('.')}`;
  }
  return event;
}

interface TransitionLike {
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
  description?: string | undefined;
}

/** Every state node (the root included) and every transition of the machine, in document order. */
export function statechartGraph(machine: AnyStateMachine): StatechartGraph {
  const nodes: StatechartNode[] = [];
  const edges: StatechartEdge[] = [];

  const addEdges = (
    node: AnyStateNode,
    event: string,
    kind: StatechartEdgeKind,
    list: readonly TransitionLike[],
    delay?: unknown,
  ) => {
    list.forEach((t, index) => {
      const guard = t.guard === undefined ? undefined : guardName(t.guard);
      const wait = kind === 'after' ? delayText(delay, machine.implementations.delays as Record<string, unknown>) : '';
      const head = kind === 'after' ? `after ${wait}` : kind === 'always' ? 'always' : eventLabel(event, kind);
      edges.push({
        id: `${node.id}#${event || 'always'}#${index}`,
        source: node.id,
        targets: (t.target ?? []).map((target) => target.id),
        event,
        kind,
        ...(guard === undefined ? {} : { guard }),
        ...(kind === 'after' ? { delay: wait } : {}),
        label: guard === undefined ? head : `${head} [${guard}]`,
        ...(t.description ? { description: t.description } : {}),
      });
    });
  };

  const visit = (node: AnyStateNode, parent: AnyStateNode | null) => {
    const initialTargets = parent?.initial?.target ?? [];
    nodes.push({
      id: node.id,
      key: node.key,
      parentId: parent?.id ?? null,
      kind: kindOf(node),
      ...(node.type === 'history' ? { history: node.history === 'deep' ? 'deep' : 'shallow' } : {}),
      initial: initialTargets.some((t: AnyStateNode) => t.id === node.id),
      ...(node.description ? { description: node.description } : {}),
      tags: [...node.tags],
      invokes: node.invoke.map(
        (inv: { id: string; src: unknown }) => `${inv.id}: ${typeof inv.src === 'string' ? inv.src : 'inline'}`,
      ),
    });
    const delays = new Map(node.after.map((d: { eventType: string; delay: unknown }) => [d.eventType, d.delay]));
    for (const [event, list] of node.transitions) addEdges(node, event, eventKind(event), list, delays.get(event));
    if (node.always) addEdges(node, '', 'always', node.always);
    for (const child of Object.values(node.states)) visit(child, node);
  };
  visit(machine.root, null);

  return {
    machineId: machine.root.id,
    ...(machine.root.description ? { description: machine.root.description } : {}),
    nodes,
    edges,
  };
}

/**
 * The state node ids a snapshot's value makes active (the root included), for highlighting live states and
 * reading coverage; walked by key through the graph, since a state may carry its own `id`.
 */
export function activeStateIds(graph: StatechartGraph, value: unknown): string[] {
  const root = graph.nodes.find((n) => n.parentId === null);
  if (!root) return [];
  const ids = [root.id];
  const child = (parentId: string, key: string) => graph.nodes.find((n) => n.parentId === parentId && n.key === key);
  const walk = (parentId: string, v: unknown) => {
    if (typeof v === 'string') {
      const node = child(parentId, v);
      if (node) ids.push(node.id);
    } else if (v && typeof v === 'object') {
      for (const [key, inner] of Object.entries(v)) {
        const node = child(parentId, key);
        if (!node) continue;
        ids.push(node.id);
        walk(node.id, inner);
      }
    }
  };
  walk(root.id, value);
  return ids;
}

/** A state and the states entering it enters too: its initial child, every child of a parallel state, and so on. */
export function enteredStates(graph: StatechartGraph, id: string): string[] {
  const node = graph.nodes.find((n) => n.id === id);
  if (!node) return [];
  const children = graph.nodes.filter(
    (n) => n.parentId === id && n.kind !== 'history' && (node.kind === 'parallel' || n.initial),
  );
  return [id, ...children.flatMap((child) => enteredStates(graph, child.id))];
}

/**
 * The eventless transitions a step into these states may take at once: those of the states entered, and of the
 * states those lead to in turn: their guards decide within that step.
 */
export function decisionsAfter(graph: StatechartGraph, targets: readonly string[]): StatechartEdge[] {
  const seen = new Set<string>();
  const found: StatechartEdge[] = [];
  const frontier = [...targets];
  for (let target = frontier.pop(); target !== undefined; target = frontier.pop()) {
    for (const id of enteredStates(graph, target)) {
      if (seen.has(id)) continue;
      seen.add(id);
      const always = graph.edges.filter((e) => e.kind === 'always' && e.source === id);
      found.push(...always);
      frontier.push(...always.flatMap((e) => e.targets));
    }
  }
  return found;
}

/**
 * Lays a statechart graph out with ELK's layered algorithm (nested states as compound nodes, edges across levels).
 * ELK is handed in rather than imported: the browser loads it only on the statecharts page, in a worker, and the
 * Node export uses the bundled build; both get the same positions from the same graph.
 */
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { StatechartEdge, StatechartGraph, StatechartNode } from './statechart-graph';

export interface ElkLayouter {
  layout(graph: ElkNode): Promise<ElkNode>;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface EdgeLayout {
  /** One polyline per target (a transition into parallel regions has several). */
  readonly paths: readonly (readonly Point[])[];
  readonly label?: Box;
}

export interface StatechartLayout {
  readonly width: number;
  readonly height: number;
  /** Absolute boxes of every state node, the root included. */
  readonly nodes: Readonly<Record<string, Box>>;
  readonly edges: Readonly<Record<string, EdgeLayout>>;
}

/** Sizes the SVG builder draws text with; layout and drawing must agree on them. */
export const TEXT = {
  charWidth: 7,
  lineHeight: 16,
  titleHeight: 30,
  padding: 12,
  labelCharWidth: 6.2,
  labelHeight: 16,
} as const;

const textWidth = (text: string, perChar: number = TEXT.charWidth) => Math.ceil(text.length * perChar);

/** The lines an atomic state shows under its name: tags and invoked actors. */
export function detailLines(node: StatechartNode): string[] {
  return [
    ...node.invokes.map((i) => `invoke ${i}`),
    ...(node.tags.length > 0 ? [`tags: ${node.tags.join(', ')}`] : []),
  ];
}

function leafSize(node: StatechartNode): { width: number; height: number } {
  if (node.kind === 'history') return { width: 36, height: 36 };
  const lines = detailLines(node);
  const widest = Math.max(textWidth(node.key), ...lines.map((l) => textWidth(l, TEXT.labelCharWidth)));
  return {
    width: Math.max(90, widest + 2 * TEXT.padding),
    height: TEXT.titleHeight + lines.length * TEXT.lineHeight + 10,
  };
}

function ancestors(graph: StatechartGraph, id: string): string[] {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const chain: string[] = [];
  for (let cur = byId.get(id); cur; cur = cur.parentId ? byId.get(cur.parentId) : undefined) chain.push(cur.id);
  return chain;
}

/**
 * Where ELK wants an edge declared: the innermost node containing both ends (the end itself when one end
 * contains the other, e.g. a machine-level `on` into one of its states).
 */
function edgeContainer(graph: StatechartGraph, source: string, target: string): string {
  const fromSource = ancestors(graph, source);
  const fromTarget = ancestors(graph, target);
  if (fromTarget.includes(source)) return source;
  if (fromSource.includes(target)) return target;
  const common = fromSource.slice(1).find((id) => fromTarget.includes(id));
  return common ?? fromSource[fromSource.length - 1] ?? source;
}

/** ELK edge ids for one transition: one per target, a self-loop for a targetless one. */
export const elkEdgeIds = (edge: StatechartEdge): string[] =>
  (edge.targets.length === 0 ? [edge.source] : edge.targets).map((_, i) => `${edge.id}>${i}`);

export function toElkGraph(graph: StatechartGraph): ElkNode {
  const elkNodes = new Map<string, ElkNode>();
  for (const node of graph.nodes) {
    const hasChildren = node.kind === 'compound' || node.kind === 'parallel';
    const title = `${node.key}${node.kind === 'parallel' ? ' (parallel)' : ''}`;
    elkNodes.set(node.id, {
      id: node.id,
      ...(hasChildren
        ? {
            children: [],
            layoutOptions: {
              'elk.padding': `[top=${TEXT.titleHeight + 8 + detailLines(node).length * TEXT.lineHeight},left=${TEXT.padding},bottom=${TEXT.padding},right=${TEXT.padding}]`,
              'elk.nodeSize.constraints': 'MINIMUM_SIZE',
              'elk.nodeSize.minimum': `(${Math.max(textWidth(title), ...detailLines(node).map((l) => textWidth(l, TEXT.labelCharWidth))) + 2 * TEXT.padding}, 60)`,
              // Parallel regions side by side, sequential states in the flow's direction.
              ...(node.kind === 'parallel' ? { 'elk.direction': 'RIGHT' } : {}),
            },
          }
        : leafSize(node)),
      edges: [],
    });
  }
  const root = graph.nodes.find((n) => n.parentId === null);
  for (const node of graph.nodes) {
    if (node.parentId) elkNodes.get(node.parentId)?.children?.push(elkNodes.get(node.id) as ElkNode);
  }
  for (const edge of graph.edges) {
    const targets = edge.targets.length === 0 ? [edge.source] : edge.targets;
    const ids = elkEdgeIds(edge);
    targets.forEach((target, i) => {
      const elkEdge: ElkExtendedEdge = {
        id: ids[i] ?? `${edge.id}>${i}`,
        sources: [edge.source],
        targets: [target],
        labels: [{ text: edge.label, width: textWidth(edge.label, TEXT.labelCharWidth) + 8, height: TEXT.labelHeight }],
      };
      elkNodes.get(edgeContainer(graph, edge.source, target))?.edges?.push(elkEdge);
    });
  }
  const top = root ? elkNodes.get(root.id) : undefined;
  return {
    id: '__diagram',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.nodeNode': '30',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
    children: top ? [top] : [],
    edges: [],
  };
}

/** Runs ELK and reads back absolute boxes and polylines (the graph asks ELK for root coordinates). */
export async function layoutStatechart(graph: StatechartGraph, elk: ElkLayouter): Promise<StatechartLayout> {
  const laid = await elk.layout(toElkGraph(graph));
  const nodes: Record<string, Box> = {};
  const edgePaths = new Map<string, { paths: Point[][]; label?: Box }>();
  const walk = (node: ElkNode) => {
    if (node.id !== '__diagram')
      nodes[node.id] = { x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 };
    for (const e of node.edges ?? []) {
      const transition = e.id.slice(0, e.id.lastIndexOf('>'));
      const entry = edgePaths.get(transition) ?? { paths: [] };
      for (const section of e.sections ?? [])
        entry.paths.push([section.startPoint, ...(section.bendPoints ?? []), section.endPoint]);
      const label = e.labels?.[0];
      if (label && !entry.label)
        entry.label = { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 };
      edgePaths.set(transition, entry);
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(laid);
  return { width: laid.width ?? 0, height: laid.height ?? 0, nodes, edges: Object.fromEntries(edgePaths) };
}

/**
 * Draws a laid-out statechart as standalone SVG text: the viewer page shows it and `npm run statecharts` writes
 * it to docs/statecharts, so what a product owner downloads is what the page shows. Styles are inside the SVG
 * so an exported file looks the same opened on its own.
 */
import { escapeHtml } from './html';
import type { DiffMarks } from './statechart-diff';
import type { StatechartGraph, StatechartNode } from './statechart-graph';
import { detailLines, TEXT, type Box, type Point, type StatechartLayout } from './statechart-layout';

export interface StatechartHighlights {
  /** State node ids active in the live app or at the replay position. */
  readonly active?: ReadonlySet<string>;
  /** The transition just taken (live or replay). */
  readonly lastEdge?: string | null;
  /** States and transitions no model-test path reached (only when coverage data is loaded). */
  readonly uncoveredNodes?: ReadonlySet<string>;
  readonly uncoveredEdges?: ReadonlySet<string>;
  readonly selected?: string | null;
  /** Transitions a simulation can take now (their labels are clickable). */
  readonly available?: ReadonlySet<string>;
  /** A comparison with another version: what was added, removed or changed. */
  readonly diff?: DiffMarks;
}

/**
 * The diagram's own stylesheet, inside the SVG so an exported file looks the same. The app shell's CSP allows this
 * exact text by its hash (server/http/app-shell-policy.ts), since the viewer shows the SVG inline.
 */
export const STATECHART_SVG_STYLE = `
.sc-state rect.sc-box{fill:#fff;stroke:#5b6475;stroke-width:1.2}
.sc-state.sc-compound>rect.sc-box{fill:#f6f7fa}
.sc-state.sc-parallel>rect.sc-box{fill:#f2f5fb;stroke-dasharray:6 3}
.sc-state.sc-root>rect.sc-box{fill:#fbfbfd;stroke:#9aa1ad}
.sc-state.sc-final>rect.sc-inner{fill:none;stroke:#5b6475;stroke-width:1.2}
/* Uncovered first: a state the app is in right now, or the one clicked, shows that instead. */
.sc-state.sc-uncovered>rect.sc-box{stroke:#c62828;stroke-dasharray:4 2}
.sc-state.sc-active>rect.sc-box{stroke:#1a7f37;stroke-width:3;fill:#e8f6ec;stroke-dasharray:none}
.sc-state.sc-selected>rect.sc-box{stroke:#0b57d0;stroke-width:3;stroke-dasharray:none}
.sc-state text{font:13px system-ui,sans-serif;fill:#1f2430}
.sc-state text.sc-title{font-weight:600}
.sc-state text.sc-detail{font-size:11px;fill:#5b6475}
.sc-history circle{fill:#fff;stroke:#5b6475}
.sc-initial{fill:#1f2430}
.sc-edge path{fill:none;stroke:#7a8291;stroke-width:1.2}
.sc-edge text{font:11px system-ui,sans-serif;fill:#374151}
.sc-edge rect{fill:#fff;opacity:.85}
.sc-edge.sc-uncovered path{stroke:#c62828;stroke-dasharray:4 2}
.sc-edge.sc-uncovered text{fill:#c62828}
.sc-edge.sc-taken path{stroke:#1a7f37;stroke-width:2.5}
.sc-edge.sc-available text{fill:#0b57d0;font-weight:600;text-decoration:underline}
.sc-edge.sc-available rect{stroke:#0b57d0}
.sc-state.sc-added>rect.sc-box{stroke:#1a7f37;stroke-width:2.5;fill:#e8f6ec}
.sc-state.sc-removed>rect.sc-box{stroke:#c62828;stroke-width:2;stroke-dasharray:6 3;fill:#fdecea}
.sc-state.sc-removed text{fill:#8a1c1c;text-decoration:line-through}
.sc-edge.sc-added path{stroke:#1a7f37;stroke-width:2.5}
.sc-edge.sc-added text{fill:#1a7f37;font-weight:600}
.sc-edge.sc-removed path{stroke:#c62828;stroke-width:2;stroke-dasharray:6 3}
.sc-edge.sc-removed text{fill:#c62828;text-decoration:line-through}
.sc-edge.sc-changed path{stroke:#b26a00;stroke-width:2.5}
.sc-edge.sc-changed text{fill:#b26a00;font-weight:600}
`;

const f = (n: number) => Math.round(n * 10) / 10;

function polyline(points: readonly Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${f(p.x)} ${f(p.y)}`).join(' ');
}

function stateMarkup(node: StatechartNode, box: Box, h: StatechartHighlights): string {
  const classes = ['sc-state', `sc-${node.kind}`];
  if (node.parentId === null) classes.push('sc-root');
  // The machine itself is always active; marking it would tint the whole diagram.
  if (h.active?.has(node.id) && node.parentId !== null) classes.push('sc-active');
  if (h.selected === node.id) classes.push('sc-selected');
  if (h.uncoveredNodes?.has(node.id)) classes.push('sc-uncovered');
  if (h.diff?.addedNodes.has(node.id)) classes.push('sc-added');
  if (h.diff?.removedNodes.has(node.id)) classes.push('sc-removed');
  const attrs = `class="${classes.join(' ')}" data-state-id="${escapeHtml(node.id)}"`;
  const title = node.description ? `<title>${escapeHtml(`${node.key}: ${node.description}`)}</title>` : '';
  if (node.kind === 'history') {
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    return (
      `<g ${attrs}>${title}<rect class="sc-box" x="${f(box.x)}" y="${f(box.y)}" width="${f(box.width)}" height="${f(box.height)}" rx="18" opacity="0"/>` +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="16"/><text x="${f(cx)}" y="${f(cy + 4)}" text-anchor="middle">${node.history === 'deep' ? 'H*' : 'H'}</text></g>`
    );
  }
  const parts = [
    `<rect class="sc-box" x="${f(box.x)}" y="${f(box.y)}" width="${f(box.width)}" height="${f(box.height)}" rx="8"/>`,
  ];
  if (node.kind === 'final') {
    parts.push(
      `<rect class="sc-inner" x="${f(box.x + 3)}" y="${f(box.y + 3)}" width="${f(box.width - 6)}" height="${f(box.height - 6)}" rx="6"/>`,
    );
  }
  const heading =
    node.parentId === null ? `${node.key} (machine)` : node.kind === 'parallel' ? `${node.key} (parallel)` : node.key;
  parts.push(
    `<text class="sc-title" x="${f(box.x + TEXT.padding)}" y="${f(box.y + 20)}">${escapeHtml(heading)}</text>`,
  );
  detailLines(node).forEach((line, i) => {
    parts.push(
      `<text class="sc-detail" x="${f(box.x + TEXT.padding)}" y="${f(box.y + TEXT.titleHeight + 6 + i * TEXT.lineHeight)}">${escapeHtml(line)}</text>`,
    );
  });
  if (node.initial) {
    // The initial-state marker: a dot with a short arrow into the state's top-left corner.
    const x = box.x - 10;
    const y = box.y - 10;
    parts.push(
      `<circle class="sc-initial" cx="${f(x)}" cy="${f(y)}" r="4"/><path class="sc-initial-arrow" d="M${f(x)} ${f(y)} L${f(box.x + 2)} ${f(box.y + 2)}" stroke="#1f2430" marker-end="url(#sc-arrow)"/>`,
    );
  }
  return `<g ${attrs}>${title}${parts.join('')}</g>`;
}

/** Ids of nodes in drawing order: parents before children, so nested states paint on top of their parent. */
function drawOrder(graph: StatechartGraph): StatechartNode[] {
  const depth = new Map<string, number>();
  const depthOf = (node: StatechartNode): number => {
    const known = depth.get(node.id);
    if (known !== undefined) return known;
    const parent = node.parentId ? graph.nodes.find((n) => n.id === node.parentId) : undefined;
    const d = parent ? depthOf(parent) + 1 : 0;
    depth.set(node.id, d);
    return d;
  };
  return [...graph.nodes].sort((a, b) => depthOf(a) - depthOf(b));
}

export function statechartSvg(
  graph: StatechartGraph,
  layout: StatechartLayout,
  highlights: StatechartHighlights = {},
): string {
  const states = drawOrder(graph)
    .map((node) => {
      const box = layout.nodes[node.id];
      return box ? stateMarkup(node, box, highlights) : '';
    })
    .join('');
  const edges = graph.edges
    .map((edge) => {
      const drawn = layout.edges[edge.id];
      if (!drawn) return '';
      const classes = ['sc-edge', `sc-${edge.kind}`];
      if (highlights.uncoveredEdges?.has(edge.id)) classes.push('sc-uncovered');
      if (highlights.lastEdge === edge.id) classes.push('sc-taken');
      if (highlights.available?.has(edge.id)) classes.push('sc-available');
      if (highlights.diff?.addedEdges.has(edge.id)) classes.push('sc-added');
      if (highlights.diff?.removedEdges.has(edge.id)) classes.push('sc-removed');
      if (highlights.diff?.changedEdges.has(edge.id)) classes.push('sc-changed');
      const paths = drawn.paths.map((p) => `<path d="${polyline(p)}" marker-end="url(#sc-arrow)"/>`).join('');
      const label = drawn.label
        ? `<rect x="${f(drawn.label.x)}" y="${f(drawn.label.y)}" width="${f(drawn.label.width)}" height="${f(drawn.label.height)}"/>` +
          `<text x="${f(drawn.label.x + 4)}" y="${f(drawn.label.y + 12)}">${escapeHtml(edge.label)}</text>`
        : '';
      const title = edge.description ? `<title>${escapeHtml(edge.description)}</title>` : '';
      return `<g class="${classes.join(' ')}" data-edge-id="${escapeHtml(edge.id)}" data-event="${escapeHtml(edge.event)}">${title}${paths}${label}</g>`;
    })
    .join('');
  const width = f(layout.width);
  const height = f(layout.height);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(`Statechart of ${graph.machineId}`)}" data-machine="${escapeHtml(graph.machineId)}">` +
    `<style>${STATECHART_SVG_STYLE}</style>` +
    `<defs><marker id="sc-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#7a8291"/></marker></defs>` +
    `<rect width="100%" height="100%" fill="#ffffff"/>` +
    `<g class="sc-states">${states}</g><g class="sc-edges">${edges}</g></svg>`
  );
}

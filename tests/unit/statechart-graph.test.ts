// @vitest-environment jsdom
// jsdom for DOMParser: the exported SVGs must parse as XML.
import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { MACHINES, machineSlug } from '../../src/machines/registry';
import { settingsPanelMachine } from '../../src/machines/settings-panel.machine';
import { launchMachine } from '../../src/machines/launch.machine';
import { confirmDialogMachine } from '../../src/machines/confirm-dialog.machine';
import { activeStateIds, statechartGraph } from '../../src/domain/statechart-graph';
import { layoutStatechart } from '../../src/domain/statechart-layout';
import { statechartSvg } from '../../src/domain/statechart-svg';
import { escapeHtml } from '../../src/domain/html';
import { CONFIRM_FADE_MS, SETTINGS_CLOSE_MS } from '../../src/domain/spec-constants';

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(stateNodes)];
}

const elk = new ELK();
const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');

describe('statechart graph of every registered machine', () => {
  for (const entry of MACHINES) {
    it(`${machineSlug(entry)}: every state node and every transition, laid out and drawn`, async () => {
      const graph = statechartGraph(entry.machine);
      const nodes = stateNodes(entry.machine.root);
      expect(graph.nodes.map((n) => n.id).sort()).toEqual(nodes.map((n) => n.id).sort());
      for (const node of nodes) {
        const expected =
          [...node.transitions.values()].reduce((sum, list) => sum + list.length, 0) + (node.always?.length ?? 0);
        expect(
          graph.edges.filter((e) => e.source === node.id),
          node.id,
        ).toHaveLength(expected);
        for (const [event, list] of node.transitions) {
          list.forEach((t, i) => {
            const edge = graph.edges.find((e) => e.source === node.id && e.event === event && e.id.endsWith(`#${i}`));
            expect(edge?.targets).toEqual((t.target ?? []).map((target) => target.id));
            if (t.guard) expect(edge?.guard).toBeTruthy();
          });
        }
      }
      expect(new Set(graph.edges.map((e) => e.id)).size).toBe(graph.edges.length);

      const layout = await layoutStatechart(graph, elk);
      for (const node of graph.nodes) expect(layout.nodes[node.id], node.id).toBeDefined();
      for (const edge of graph.edges) expect(layout.edges[edge.id]?.paths.length, edge.id).toBeGreaterThan(0);
      // Children inside their parents: the nesting survives the layout.
      for (const node of graph.nodes) {
        const box = layout.nodes[node.id];
        const parent = node.parentId ? layout.nodes[node.parentId] : undefined;
        if (!box || !parent) continue;
        expect(box.x).toBeGreaterThanOrEqual(parent.x);
        expect(box.y).toBeGreaterThanOrEqual(parent.y);
        expect(box.x + box.width).toBeLessThanOrEqual(parent.x + parent.width + 0.5);
        expect(box.y + box.height).toBeLessThanOrEqual(parent.y + parent.height + 0.5);
      }

      const svg = statechartSvg(graph, layout);
      const doc = parse(svg);
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      const drawnStates = [...doc.querySelectorAll('[data-state-id]')].map((g) => g.getAttribute('data-state-id'));
      expect(drawnStates.sort()).toEqual(graph.nodes.map((n) => n.id).sort());
      const drawnEdges = [...doc.querySelectorAll('[data-edge-id]')].map((g) => g.getAttribute('data-edge-id'));
      expect(drawnEdges.sort()).toEqual(graph.edges.map((e) => e.id).sort());
      for (const edge of graph.edges) expect(svg).toContain(escapeHtml(edge.label));
    });
  }
});

describe('labels', () => {
  it('names guards, including not(...) and and(...) (settings panel, launch)', () => {
    const settings = statechartGraph(settingsPanelMachine);
    expect(settings.edges.map((e) => e.label)).toContain('settings.row.select [!isRowShown]');
    expect(settings.edges.map((e) => e.guard)).toContain('isWaitingForData');
    const launch = statechartGraph(launchMachine);
    expect(launch.edges.find((e) => e.source === 'launch.checking' && e.kind === 'always')?.label).toBe(
      'always [hasNoToken]',
    );
    expect(launch.edges.map((e) => e.guard)).toContain('hasNoShop && isSocialSignIn');
  });

  it("writes delays as 'after N ms', named delays with their value", () => {
    const settings = statechartGraph(settingsPanelMachine);
    expect(settings.edges.filter((e) => e.kind === 'after').map((e) => e.label)).toContain(
      `after ${SETTINGS_CLOSE_MS} ms (closeAnimation)`,
    );
    const confirm = statechartGraph(confirmDialogMachine);
    expect(confirm.edges.find((e) => e.kind === 'after')?.label).toBe(`after ${CONFIRM_FADE_MS} ms (fade)`);
  });

  it('names invoked actors on their states and their done/error transitions', () => {
    const launch = statechartGraph(launchMachine);
    expect(launch.nodes.find((n) => n.id === 'launch.loadingUserInfo')?.invokes).toEqual(['getInfo: getInfo']);
    expect(launch.edges.some((e) => e.kind === 'done' && e.label.startsWith('done: getInfo'))).toBe(true);
    expect(launch.edges.some((e) => e.kind === 'error' && e.label.startsWith('error: getInfo'))).toBe(true);
  });

  it('marks initial states and keeps descriptions', () => {
    const settings = statechartGraph(settingsPanelMachine);
    const initial = settings.nodes.filter((n) => n.initial && n.parentId === 'settingsPanel');
    expect(initial.map((n) => n.key)).toEqual([settingsPanelMachine.root.initial?.target[0]?.key]);
    expect(settings.nodes.filter((n) => n.description).length).toBeGreaterThan(0);
  });
});

describe('active states from a snapshot value', () => {
  it('walks nested and parallel values by key', () => {
    const graph = statechartGraph(settingsPanelMachine);
    const open = settingsPanelMachine.root.states.open;
    const nested =
      open && Object.keys(open.states).length > 0
        ? { open: Object.fromEntries(Object.entries(open.states).map(([k, s]) => [k, Object.keys(s.states)[0] ?? k])) }
        : 'open';
    const ids = activeStateIds(graph, nested);
    expect(ids).toContain('settingsPanel');
    expect(ids).toContain('settingsPanel.open');
    for (const id of ids) expect(graph.nodes.some((n) => n.id === id)).toBe(true);
  });
});

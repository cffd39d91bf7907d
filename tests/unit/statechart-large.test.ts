// @vitest-environment jsdom
// jsdom for DOMParser: the drawn SVG must parse as XML.
import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
import { statechartGraph } from '../../src/domain/statechart-graph';
import { layoutStatechart, type Box } from '../../src/domain/statechart-layout';
import { statechartSvg } from '../../src/domain/statechart-svg';

/**
 * A machine larger than any the app has today: 12 regions of 10 steps (132 state nodes), a parallel block,
 * delays and guards, so the viewer is known to stay readable when the machines grow.
 */
function largeMachine(): AnyStateMachine {
  const sections = Object.fromEntries(
    Array.from({ length: 12 }, (_, s) => [
      `section${s}`,
      {
        initial: 'step0',
        states: Object.fromEntries(
          Array.from({ length: 10 }, (_, i) => [
            `step${i}`,
            i === 9
              ? { type: 'final' as const }
              : {
                  on: {
                    [`step.next`]: `step${i + 1}`,
                    [`step.skip`]: { target: `step${Math.min(i + 2, 9)}`, guard: 'canSkip' },
                  },
                  after: { 600: `step${i + 1}` },
                },
          ]),
        ),
        onDone: s === 11 ? 'finished' : `section${s + 1}`,
      },
    ]),
  );
  return createMachine(
    {
      id: 'large',
      initial: 'section0',
      states: {
        ...sections,
        finished: {
          type: 'parallel',
          states: {
            a: { initial: 'x', states: { x: {} } },
            b: { initial: 'y', states: { y: {}, h: { type: 'history' } } },
          },
        },
      },
    },
    { guards: { canSkip: () => true } },
  );
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('a statechart of 100+ states', () => {
  it('lays out without overlapping siblings, with every transition labelled, in seconds', async () => {
    const graph = statechartGraph(largeMachine());
    expect(graph.nodes.length).toBeGreaterThan(100);
    const started = Date.now();
    const layout = await layoutStatechart(graph, new ELK());
    expect(Date.now() - started).toBeLessThan(20_000);
    const byParent = new Map<string, string[]>();
    for (const node of graph.nodes)
      if (node.parentId) byParent.set(node.parentId, [...(byParent.get(node.parentId) ?? []), node.id]);
    for (const siblings of byParent.values()) {
      for (const [i, a] of siblings.entries()) {
        for (const b of siblings.slice(i + 1))
          expect(overlaps(layout.nodes[a] as Box, layout.nodes[b] as Box), `${a} / ${b}`).toBe(false);
      }
    }
    const svg = statechartSvg(graph, layout);
    expect(new DOMParser().parseFromString(svg, 'image/svg+xml').getElementsByTagName('parsererror')).toHaveLength(0);
    expect(svg).toContain('after 600 ms');
    expect(svg).toContain('step.skip [canSkip]');
    expect(svg).toContain('H</text>');
  }, 60_000);
});

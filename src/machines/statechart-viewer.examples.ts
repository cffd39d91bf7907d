import type { SimulationExamples } from './actor-examples';
import type { statechartViewerMachine } from './statechart-viewer.machine';

/** The viewer simulating itself: a two-state machine laid out, and a build without coverage or comparison. */
export const statechartViewerExamples: SimulationExamples<typeof statechartViewerMachine> = {
  actors: {
    layoutDiagram: {
      output: {
        slug: 'sidebar',
        graph: {
          machineId: 'sidebar',
          nodes: [
            { id: 'sidebar', key: 'sidebar', parentId: null, kind: 'compound', initial: false, tags: [], invokes: [] },
            {
              id: 'sidebar.open',
              key: 'open',
              parentId: 'sidebar',
              kind: 'atomic',
              initial: true,
              tags: [],
              invokes: [],
            },
            {
              id: 'sidebar.collapsed',
              key: 'collapsed',
              parentId: 'sidebar',
              kind: 'atomic',
              initial: false,
              tags: [],
              invokes: [],
            },
          ],
          edges: [
            {
              id: 'sidebar.open:sidebar.toggle:0',
              source: 'sidebar.open',
              targets: ['sidebar.collapsed'],
              event: 'sidebar.toggle',
              kind: 'event',
              label: 'sidebar.toggle',
            },
          ],
        },
        layout: { width: 260, height: 120, nodes: {}, edges: {} },
        coverage: null,
        change: null,
      },
      error: 'ELK could not lay the diagram out.',
    },
    loadExports: {
      output: {
        exports: { format: 'linkmint-statechart-exports', coverage: false, comparison: false },
        comparison: null,
      },
      error: 'The exports could not be read.',
    },
    liveSteps: { output: undefined, error: 'The live channel closed.' },
  },
};

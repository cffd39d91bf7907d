import { pathsReaching, type CoverageMarks } from '../../../domain/statechart-coverage';
import type { StatechartGraph, StatechartNode } from '../../../domain/statechart-graph';

/** The model tests' paths a state lists: the shortest few are what a reviewer reads. */
const PATHS_SHOWN = 5;

/**
 * The selected state: its description, tags, invoked actors and transitions, the app screen it shows on (the
 * route of the machine's page) and the model tests' paths that end in it.
 */
export function StateDetails({
  graph,
  node,
  screen,
  coverage,
}: {
  graph: StatechartGraph;
  node: StatechartNode;
  screen: string | undefined;
  coverage: CoverageMarks | null;
}) {
  const paths = coverage ? pathsReaching(graph, coverage.paths, node.id, PATHS_SHOWN) : [];
  return (
    <section aria-label="Selected state">
      <h2 className="sc-side__title">
        {node.key} <small>({node.kind})</small>
      </h2>
      <p className="sc-side__id">
        <code>{node.id}</code>
      </p>
      <p>{node.description ?? 'No description.'}</p>
      {node.tags.length > 0 && <p>Tags: {node.tags.join(', ')}</p>}
      {node.invokes.length > 0 && <p>Invokes: {node.invokes.join(', ')}</p>}
      {screen ? (
        <p>
          Shows on{' '}
          <a href={`#${screen}`} target="_blank" rel="noreferrer">
            {screen}
          </a>{' '}
          (opens the app in a new tab)
        </p>
      ) : (
        <p>This machine has no screen of its own: it runs across the app.</p>
      )}
      <ul className="sc-side__edges">
        {graph.edges
          .filter((e) => e.source === node.id)
          .map((e) => (
            <li key={e.id}>
              <strong>{e.label}</strong>
              {e.description && <> — {e.description}</>}
            </li>
          ))}
      </ul>
      <h3 className="sc-sim__heading">Model-test paths here</h3>
      {!coverage ? (
        <p>No model-test coverage exported (npm run statecharts after the model tests).</p>
      ) : paths.length === 0 ? (
        <p>No recorded model-test path ends in this state.</p>
      ) : (
        <ol className="sc-paths" aria-label="Model-test paths">
          {paths.map((p) => (
            <li key={p.events.join(' ')}>{p.events.length === 0 ? '(the start)' : p.events.join(' → ')}</li>
          ))}
        </ol>
      )}
    </section>
  );
}

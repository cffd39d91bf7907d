import { useEffect, useMemo, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { findMachine, MACHINES, machineExtras, machineSlug } from '../../../machines/registry';
import {
  statechartViewerMachine,
  type StatechartViewerContext,
  type StatechartViewerSnapshot,
} from '../../../machines/statechart-viewer.machine';
import { simulationEntries } from '../../../machines/statechart-simulation';
import { activeStateIds, type StatechartGraph } from '../../../domain/statechart-graph';
import { stateAt, takenEdgeId, type LiveEntry } from '../../../domain/statechart-live';
import { diffMarks, type StatechartComparison } from '../../../domain/statechart-diff';
import { statechartSvg, type StatechartHighlights } from '../../../domain/statechart-svg';
import { STATECHARTS_PATH } from '../../../domain/public-routes';
import { INSPECTOR_SOURCE } from '../../shell/statechart-inspector';
import { ChangeSummary } from './change-summary';
import { ReplayPanel } from './replay-panel';
import { SimulationPanel } from './simulation-panel';
import { StateDetails } from './state-details';
import { download, type ViewerRef } from './viewer-parts';
import './statecharts.css';

type StatechartExports = NonNullable<StatechartViewerContext['exports']>;

/** A drag shorter than this is a click (it selects a state) rather than a pan. */
const CLICK_SLOP_PX = 3;

/** /pc/#/statecharts: every machine of src/machines, and /statecharts/<machine>: its diagram. */
export default function StatechartsPage() {
  const location = useLocation();
  const slug = location.pathname.slice(STATECHARTS_PATH.length + 1) || null;
  const viewer = useActorRef(statechartViewerMachine, {
    input: { baseUrl: import.meta.env.BASE_URL, ownSource: INSPECTOR_SOURCE },
  });
  const snapshot = useSelector(viewer, (s) => s);

  useEffect(() => {
    viewer.send(slug ? { type: 'viewer.open', slug } : { type: 'viewer.close' });
  }, [viewer, slug]);

  return (
    <div className="sc-page">
      <header className="sc-page__header">
        <h1 className="sc-page__title">
          <Link to={STATECHARTS_PATH}>Statecharts</Link>
          {slug && <span> / {MACHINES.find((m) => machineSlug(m) === slug)?.title ?? slug}</span>}
        </h1>
        <p className="sc-page__lead">
          The flows of Linkmint as the app runs them, drawn from the same machine definitions.
        </p>
      </header>
      {snapshot.matches('index') && (
        <MachineIndex exports={snapshot.context.exports} comparison={snapshot.context.comparison} />
      )}
      {snapshot.hasTag('busy') && <p role="status">Laying out the diagram…</p>}
      {snapshot.matches('failed') && (
        <p role="alert" className="sc-page__error">
          {snapshot.context.failure} <Link to={STATECHARTS_PATH}>All machines</Link>
        </p>
      )}
      {snapshot.matches('showing') && <DiagramView viewer={viewer} snapshot={snapshot} />}
    </div>
  );
}

function MachineIndex({
  exports,
  comparison,
}: {
  exports: StatechartExports | null;
  comparison: StatechartComparison | null;
}) {
  const changed = new Set(comparison?.machines.map((m) => m.slug));
  return (
    <>
      {exports && <ExportsHint exports={exports} />}
      {comparison && (
        <p className="sc-index__compare" role="status">
          Compared with {comparison.rev} ({comparison.commit.slice(0, 12)}):{' '}
          {comparison.machines.length === 0
            ? 'no machine changed.'
            : `${comparison.machines.length} ${comparison.machines.length === 1 ? 'machine' : 'machines'} changed, marked below.`}
        </p>
      )}
      <MachineList changed={changed} rev={comparison?.rev ?? ''} />
    </>
  );
}

/** How to make what this build was not given: the model-test coverage, the comparison with another revision. */
function ExportsHint({ exports }: { exports: StatechartExports }) {
  if (exports.coverage && exports.comparison) return null;
  return (
    <ul className="sc-index__hint" aria-label="Not exported">
      {!exports.coverage && (
        <li>
          No model-test coverage with this build: run the model tests, then <code>npm run statecharts</code> to colour
          what no model path reaches.
        </li>
      )}
      {!exports.comparison && (
        <li>
          No comparison with another revision: <code>npm run statecharts -- --compare &lt;rev&gt;</code> (e.g.{' '}
          <code>main</code>) marks the machines changed since it.
        </li>
      )}
    </ul>
  );
}

function MachineList({ changed, rev }: { changed: ReadonlySet<string>; rev: string }) {
  return (
    <ul className="sc-index" aria-label="Machines">
      {MACHINES.map((entry) => (
        <li key={entry.file} className="sc-index__item" data-machine-file={entry.file}>
          <Link to={`${STATECHARTS_PATH}/${machineSlug(entry)}`} className="sc-index__title">
            {entry.title}
          </Link>
          {changed.has(machineSlug(entry)) && <span className="sc-legend sc-legend--changed">changed since {rev}</span>}
          <p className="sc-index__description">{entry.machine.root.description}</p>
          <p className="sc-index__meta">
            Spec {entry.spec} · <code>src/machines/{entry.file}</code>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** What the diagram marks: the live or replayed step, the simulated states, or a change since another revision. */
function useHighlights(snapshot: StatechartViewerSnapshot, graph: StatechartGraph | undefined): StatechartHighlights {
  const { log, replay, replayIndex, simulation, showChanges, diagram } = snapshot.context;
  const replaying = snapshot.matches({ showing: 'replaying' });
  return useMemo(() => {
    if (!graph || !diagram) return {};
    if (showChanges && diagram.change) return { diff: diffMarks(diagram.change.diff) };
    const coverage = diagram.coverage
      ? { uncoveredNodes: diagram.coverage.uncoveredNodes, uncoveredEdges: diagram.coverage.uncoveredEdges }
      : {};
    if (simulation) {
      const active = new Set(activeStateIds(graph, simulation.view.value));
      const entries = simulationEntries(simulation, 0);
      const last = entries.at(-1);
      const handled = new Set(simulation.view.events);
      return {
        ...coverage,
        active,
        lastEdge: last ? takenEdgeId(graph, last) : null,
        available: new Set(
          graph.edges
            .filter((e) => e.kind === 'event' && active.has(e.source) && handled.has(e.event))
            .map((e) => e.id),
        ),
      };
    }
    const entries: readonly LiveEntry[] = replaying ? replay : log;
    const index = replaying ? replayIndex : log.length - 1;
    const value = stateAt(entries, index, graph.machineId);
    const current = entries[index];
    return {
      ...coverage,
      active: new Set(value === undefined ? [] : activeStateIds(graph, value)),
      lastEdge: current ? takenEdgeId(graph, current) : null,
    };
  }, [graph, diagram, showChanges, simulation, replaying, replay, replayIndex, log]);
}

function DiagramView({ viewer, snapshot }: { viewer: ViewerRef; snapshot: StatechartViewerSnapshot }) {
  const { diagram, selected, zoom, panX, panY, simulation, simulationError, showChanges, comparison } =
    snapshot.context;
  const simulating = snapshot.matches({ showing: 'simulating' });
  const change = showChanges ? (diagram?.change ?? null) : null;
  const graph = change ? change.diff.graph : diagram?.graph;
  const layout = change ? change.layout : diagram?.layout;
  const canvas = useRef<HTMLDivElement>(null);
  const highlights = useHighlights(snapshot, graph);

  const svg = useMemo(
    () => (graph && layout ? statechartSvg(graph, layout, { ...highlights, selected }) : ''),
    [graph, layout, highlights, selected],
  );

  if (!diagram || !graph || !layout) return null;
  const entry = findMachine(diagram.slug);
  const selectedNode = graph.nodes.find((n) => n.id === selected);
  const coverage = diagram.coverage;

  // In Simulate mode a transition's label in the drawing is one of the event buttons.
  const onEdge = (edgeId: string) => {
    const edge = graph.edges.find((e) => e.id === edgeId);
    if (simulating && edge && highlights.available?.has(edge.id))
      viewer.send({ type: 'simulation.send', eventType: edge.event, data: '' });
  };

  return (
    <div className="sc-diagram">
      <div className="sc-toolbar" role="toolbar" aria-label="Diagram">
        <button
          type="button"
          className="lm-button lm-button--secondary"
          onClick={() => viewer.send({ type: 'viewer.zoom.out' })}
          aria-label="Zoom out"
        >
          −
        </button>
        <output className="sc-toolbar__zoom" aria-label="Zoom">
          {Math.round(zoom * 100)}%
        </output>
        <button
          type="button"
          className="lm-button lm-button--secondary"
          onClick={() => viewer.send({ type: 'viewer.zoom.in' })}
          aria-label="Zoom in"
        >
          +
        </button>
        <button
          type="button"
          className="lm-button lm-button--secondary"
          onClick={() => viewer.send({ type: 'viewer.zoom.reset' })}
        >
          100%
        </button>
        <button
          type="button"
          className="lm-button lm-button--secondary"
          onClick={() => {
            const element = canvas.current;
            if (element)
              viewer.send({ type: 'viewer.zoom.fit', width: element.clientWidth, height: element.clientHeight });
          }}
        >
          Fit
        </button>
        <button
          type="button"
          className="lm-button lm-button--secondary"
          onClick={() =>
            download(
              `${diagram.slug}.svg`,
              'image/svg+xml',
              statechartSvg(graph, layout, change ? { diff: diffMarks(change.diff) } : {}),
            )
          }
        >
          Download SVG
        </button>
        {snapshot.can({ type: 'simulation.start' }) && (
          <button type="button" className="lm-button" onClick={() => viewer.send({ type: 'simulation.start' })}>
            Simulate
          </button>
        )}
        {diagram.change && (
          <button
            type="button"
            className="lm-button lm-button--secondary"
            aria-pressed={showChanges}
            onClick={() => viewer.send({ type: 'viewer.changes.toggle' })}
          >
            {showChanges ? 'Hide changes' : `Changes since ${comparison?.rev ?? 'the compared revision'}`}
          </button>
        )}
        <span className="sc-toolbar__coverage">
          {coverage
            ? `Model-test coverage: ${coverage.uncoveredNodes.size} states and ${coverage.uncoveredEdges.size} transitions not reached (in red), from ${coverage.files.join(', ')}`
            : 'No model-test coverage exported: run the model tests, then npm run statecharts (-- --compare <rev> also marks the changes since a revision)'}
        </span>
      </div>
      <div className={simulating ? 'sc-diagram__body sc-diagram__body--simulating' : 'sc-diagram__body'}>
        <DiagramCanvas
          viewport={canvas}
          viewer={viewer}
          svg={svg}
          zoom={zoom}
          panX={panX}
          panY={panY}
          onEdge={onEdge}
        />
        <aside className="sc-side" aria-label="Details">
          <section>
            <h2 className="sc-side__title">{graph.machineId}</h2>
            <p>{graph.description}</p>
          </section>
          {change && <ChangeSummary rev={comparison?.rev ?? ''} diff={change.diff} />}
          {selectedNode && (
            <StateDetails
              graph={graph}
              node={selectedNode}
              screen={entry && machineExtras(entry).screen}
              coverage={coverage}
            />
          )}
          {simulating && simulation ? (
            <SimulationPanel viewer={viewer} simulation={simulation} error={simulationError} />
          ) : (
            <ReplayPanel viewer={viewer} snapshot={snapshot} />
          )}
        </aside>
      </div>
    </div>
  );
}

/** The SVG in a pannable, zoomable viewport: wheel zooms around the pointer, a drag pans, a click selects. */
function DiagramCanvas({
  viewport,
  viewer,
  svg,
  zoom,
  panX,
  panY,
  onEdge,
}: {
  viewport: RefObject<HTMLDivElement | null>;
  viewer: ViewerRef;
  svg: string;
  zoom: number;
  panX: number;
  panY: number;
  /** A click on a transition (its arrow or label). */
  onEdge: (edgeId: string) => void;
}) {
  const drag = useRef<{ x: number; y: number; moved: number } | null>(null);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    // A native listener: React's wheel handler is passive and cannot keep the page from scrolling.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      viewer.send({
        type: 'viewer.zoom.wheel',
        factor: Math.exp(-event.deltaY / 500),
        x: event.clientX - rect.left,
        y: event.clientY - rect.top,
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [viewer, viewport]);

  const onPointerDown = (event: ReactPointerEvent) => {
    drag.current = { x: event.clientX, y: event.clientY, moved: 0 };
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    const start = drag.current;
    if (!start || event.buttons === 0) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    drag.current = { x: event.clientX, y: event.clientY, moved: start.moved + Math.abs(dx) + Math.abs(dy) };
    viewer.send({ type: 'viewer.pan', dx, dy });
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const moved = drag.current?.moved ?? 0;
    drag.current = null;
    if (moved > CLICK_SLOP_PX) return;
    const edge = (event.target as Element).closest('[data-edge-id]')?.getAttribute('data-edge-id');
    if (edge) {
      onEdge(edge);
      return;
    }
    const state = (event.target as Element).closest('[data-state-id]');
    const id = state?.getAttribute('data-state-id');
    viewer.send(id ? { type: 'viewer.state.select', id } : { type: 'viewer.state.clear' });
  };

  return (
    <div
      ref={viewport}
      className="sc-canvas"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      data-testid="statechart-canvas"
    >
      <div
        className="sc-canvas__content"
        style={{ transform: `translate(${panX}px, ${panY}px) scale(${zoom})` }}
        // The SVG is built by the same pure function the export uses (src/domain/statechart-svg.ts), which escapes
        // every text it writes.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    </div>
  );
}

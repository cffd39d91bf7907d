import { useEffect, useMemo, useRef, type ChangeEvent, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { MACHINES, machineSlug } from '../../../machines/registry';
import { statechartViewerMachine, type StatechartViewerSnapshot } from '../../../machines/statechart-viewer.machine';
import { activeStateIds } from '../../../domain/statechart-graph';
import { describeValue, stateAt, takenEdgeId, toRecording, type LiveEntry } from '../../../domain/statechart-live';
import { statechartSvg } from '../../../domain/statechart-svg';
import { STATECHARTS_PATH } from '../../../domain/public-routes';
import { INSPECTOR_SOURCE } from '../../shell/statechart-inspector';
import './statecharts.css';

type ViewerRef = ReturnType<typeof useActorRef<typeof statechartViewerMachine>>;

/** A drag shorter than this is a click (it selects a state) rather than a pan. */
const CLICK_SLOP_PX = 3;
/** The log shows the latest steps; the recording keeps all the viewer holds. */
const LOG_ROWS = 200;

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

const timeOf = (at: number) => new Date(at).toLocaleTimeString([], { hour12: false });

/** /pc/#/statecharts: every machine of src/machines, and /statecharts/<machine>: its diagram. */
export default function StatechartsPage() {
  const location = useLocation();
  const slug = location.pathname.slice(STATECHARTS_PATH.length + 1) || null;
  const viewer = useActorRef(statechartViewerMachine, { input: { baseUrl: import.meta.env.BASE_URL, ownSource: INSPECTOR_SOURCE } });
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
        <p className="sc-page__lead">The flows of Linkmint as the app runs them, drawn from the same machine definitions.</p>
      </header>
      {snapshot.matches('index') && <MachineIndex />}
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

function MachineIndex() {
  return (
    <ul className="sc-index" aria-label="Machines">
      {MACHINES.map((entry) => (
        <li key={entry.file} className="sc-index__item" data-machine-file={entry.file}>
          <Link to={`${STATECHARTS_PATH}/${machineSlug(entry)}`} className="sc-index__title">
            {entry.title}
          </Link>
          <p className="sc-index__description">{entry.machine.root.description}</p>
          <p className="sc-index__meta">
            Spec {entry.spec} · <code>src/machines/{entry.file}</code>
          </p>
        </li>
      ))}
    </ul>
  );
}

function DiagramView({ viewer, snapshot }: { viewer: ViewerRef; snapshot: StatechartViewerSnapshot }) {
  const { diagram, selected, zoom, panX, panY, log, replay, replayIndex, loadError } = snapshot.context;
  const replaying = snapshot.matches({ showing: 'replaying' });
  const graph = diagram?.graph;
  const canvas = useRef<HTMLDivElement>(null);

  const highlights = useMemo(() => {
    if (!graph) return { active: new Set<string>(), lastEdge: null };
    const entries: readonly LiveEntry[] = replaying ? replay : log;
    const index = replaying ? replayIndex : log.length - 1;
    const value = stateAt(entries, index, graph.machineId);
    const current = entries[index];
    return {
      active: new Set(value === undefined ? [] : activeStateIds(graph, value)),
      lastEdge: current ? takenEdgeId(graph, current) : null,
    };
  }, [graph, replaying, replay, replayIndex, log]);

  const svg = useMemo(
    () =>
      diagram
        ? statechartSvg(diagram.graph, diagram.layout, {
            ...highlights,
            selected,
            ...(diagram.coverage ? { uncoveredNodes: diagram.coverage.uncoveredNodes, uncoveredEdges: diagram.coverage.uncoveredEdges } : {}),
          })
        : '',
    [diagram, highlights, selected],
  );

  if (!diagram) return null;
  const selectedNode = diagram.graph.nodes.find((n) => n.id === selected);
  const coverage = diagram.coverage;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void file.text().then((text) => viewer.send({ type: 'replay.file', text }));
  };

  return (
    <div className="sc-diagram">
      <div className="sc-toolbar" role="toolbar" aria-label="Diagram">
        <button type="button" className="lm-button lm-button--secondary" onClick={() => viewer.send({ type: 'viewer.zoom.out' })} aria-label="Zoom out">
          −
        </button>
        <output className="sc-toolbar__zoom" aria-label="Zoom">
          {Math.round(zoom * 100)}%
        </output>
        <button type="button" className="lm-button lm-button--secondary" onClick={() => viewer.send({ type: 'viewer.zoom.in' })} aria-label="Zoom in">
          +
        </button>
        <button type="button" className="lm-button lm-button--secondary" onClick={() => viewer.send({ type: 'viewer.zoom.reset' })}>
          100%
        </button>
        <button type="button" className="lm-button lm-button--secondary" onClick={() => {
            const element = canvas.current;
            if (element) viewer.send({ type: 'viewer.zoom.fit', width: element.clientWidth, height: element.clientHeight });
          }}
        >
          Fit
        </button>
        <button type="button" className="lm-button lm-button--secondary" onClick={() => download(`${diagram.slug}.svg`, 'image/svg+xml', statechartSvg(diagram.graph, diagram.layout))}>
          Download SVG
        </button>
        <span className="sc-toolbar__coverage">
          {coverage
            ? `Model-test coverage: ${coverage.uncoveredNodes.size} states and ${coverage.uncoveredEdges.size} transitions not reached (in red), from ${coverage.files.join(', ')}`
            : 'No model-test coverage exported (npm run statecharts)'}
        </span>
      </div>
      <div className="sc-diagram__body">
        <DiagramCanvas viewport={canvas} viewer={viewer} svg={svg} zoom={zoom} panX={panX} panY={panY} />
        <aside className="sc-side" aria-label="Details">
          <section>
            <h2 className="sc-side__title">{diagram.graph.machineId}</h2>
            <p>{diagram.graph.description}</p>
          </section>
          {selectedNode && (
            <section aria-label="Selected state">
              <h2 className="sc-side__title">
                {selectedNode.key} <small>({selectedNode.kind})</small>
              </h2>
              <p className="sc-side__id">
                <code>{selectedNode.id}</code>
              </p>
              <p>{selectedNode.description ?? 'No description.'}</p>
              {selectedNode.tags.length > 0 && <p>Tags: {selectedNode.tags.join(', ')}</p>}
              {selectedNode.invokes.length > 0 && <p>Invokes: {selectedNode.invokes.join(', ')}</p>}
              <ul className="sc-side__edges">
                {diagram.graph.edges
                  .filter((e) => e.source === selectedNode.id)
                  .map((e) => (
                    <li key={e.id}>
                      <strong>{e.label}</strong>
                      {e.description && <> — {e.description}</>}
                    </li>
                  ))}
              </ul>
            </section>
          )}
          <section aria-label="Replay">
            <h2 className="sc-side__title">{replaying ? `Replay: step ${replayIndex + 1} of ${replay.length}` : 'Live'}</h2>
            {replaying ? (
              <div className="sc-side__buttons">
                <button type="button" className="lm-button lm-button--secondary" disabled={!snapshot.can({ type: 'replay.back' })} onClick={() => viewer.send({ type: 'replay.back' })}>
                  Step back
                </button>
                <button type="button" className="lm-button lm-button--secondary" disabled={!snapshot.can({ type: 'replay.forward' })} onClick={() => viewer.send({ type: 'replay.forward' })}>
                  Step forward
                </button>
                <button type="button" className="lm-button lm-button--secondary" onClick={() => viewer.send({ type: 'replay.exit' })}>
                  Back to live
                </button>
              </div>
            ) : (
              <div className="sc-side__buttons">
                <button
                  type="button"
                  className="lm-button lm-button--secondary"
                  disabled={log.length === 0}
                  onClick={() => download('statechart-recording.json', 'application/json', JSON.stringify(toRecording(log), null, 2))}
                >
                  Save recording
                </button>
                <label className="lm-button lm-button--secondary">
                  Load recording
                  <input type="file" accept="application/json,.json" className="sc-side__file" onChange={onFile} />
                </label>
                <button type="button" className="lm-button lm-button--secondary" disabled={log.length === 0} onClick={() => viewer.send({ type: 'live.clear' })}>
                  Clear
                </button>
              </div>
            )}
            {loadError && <p role="alert">{loadError}</p>}
            {!replaying && log.length === 0 && <p>Open the app in another tab of this browser: its steps appear here as the creator clicks.</p>}
            <EventLog entries={replaying ? replay : log} current={replaying ? replayIndex : log.length - 1} />
          </section>
        </aside>
      </div>
    </div>
  );
}

function EventLog({ entries, current }: { entries: readonly LiveEntry[]; current: number }) {
  const first = Math.max(0, entries.length - LOG_ROWS);
  const rows = entries.slice(first).map((entry, i) => ({ entry, index: first + i }));
  return (
    <ol className="sc-log" aria-label="Event log" reversed>
      {rows.reverse().map(({ entry, index }) => (
        <li key={index} className={index === current ? 'sc-log__row sc-log__row--current' : 'sc-log__row'} data-machine={entry.machine}>
          <time>{timeOf(entry.at)}</time> <strong>{entry.machine}</strong> <code>{entry.event}</code>{' '}
          <span>
            {describeValue(entry.from)} → {describeValue(entry.to)}
          </span>
        </li>
      ))}
    </ol>
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
}: {
  viewport: RefObject<HTMLDivElement | null>;
  viewer: ViewerRef;
  svg: string;
  zoom: number;
  panX: number;
  panY: number;
}) {
  const drag = useRef<{ x: number; y: number; moved: number } | null>(null);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    // A native listener: React's wheel handler is passive and cannot keep the page from scrolling.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      viewer.send({ type: 'viewer.zoom.wheel', factor: Math.exp(-event.deltaY / 500), x: event.clientX - rect.left, y: event.clientY - rect.top });
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

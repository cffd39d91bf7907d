import type { ChangeEvent } from 'react';
import type { StatechartViewerSnapshot } from '../../../machines/statechart-viewer.machine';
import { describeValue, toRecording, type LiveEntry } from '../../../domain/statechart-live';
import { download, type ViewerRef } from './viewer-parts';

/** The log shows the latest steps; the recording keeps all the viewer holds. */
const LOG_ROWS = 200;

const timeOf = (at: number) => new Date(at).toLocaleTimeString([], { hour12: false });

/** Live and replay: the app tabs' steps as they come, saved as a recording, or a loaded recording stepped through. */
export function ReplayPanel({ viewer, snapshot }: { viewer: ViewerRef; snapshot: StatechartViewerSnapshot }) {
  const { log, replay, replayIndex, loadError } = snapshot.context;
  const replaying = snapshot.matches({ showing: 'replaying' });
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void file.text().then((text) => viewer.send({ type: 'replay.file', text }));
  };
  return (
    <section aria-label="Replay">
      <h2 className="sc-side__title">{replaying ? `Replay: step ${replayIndex + 1} of ${replay.length}` : 'Live'}</h2>
      {replaying ? (
        <div className="sc-side__buttons">
          <button
            type="button"
            className="lm-button lm-button--secondary"
            disabled={!snapshot.can({ type: 'replay.back' })}
            onClick={() => viewer.send({ type: 'replay.back' })}
          >
            Step back
          </button>
          <button
            type="button"
            className="lm-button lm-button--secondary"
            disabled={!snapshot.can({ type: 'replay.forward' })}
            onClick={() => viewer.send({ type: 'replay.forward' })}
          >
            Step forward
          </button>
          <button
            type="button"
            className="lm-button lm-button--secondary"
            onClick={() => viewer.send({ type: 'replay.exit' })}
          >
            Back to live
          </button>
        </div>
      ) : (
        <div className="sc-side__buttons">
          <button
            type="button"
            className="lm-button lm-button--secondary"
            disabled={log.length === 0}
            onClick={() =>
              download('statechart-recording.json', 'application/json', JSON.stringify(toRecording(log), null, 2))
            }
          >
            Save recording
          </button>
          <label className="lm-button lm-button--secondary">
            Load recording
            <input type="file" accept="application/json,.json" className="sc-side__file" onChange={onFile} />
          </label>
          <button
            type="button"
            className="lm-button lm-button--secondary"
            disabled={log.length === 0}
            onClick={() => viewer.send({ type: 'live.clear' })}
          >
            Clear
          </button>
        </div>
      )}
      {loadError && <p role="alert">{loadError}</p>}
      {!replaying && log.length === 0 && (
        <p>Open the app in another tab of this browser: its steps appear here as the creator clicks.</p>
      )}
      <EventLog entries={replaying ? replay : log} current={replaying ? replayIndex : log.length - 1} />
    </section>
  );
}

function EventLog({ entries, current }: { entries: readonly LiveEntry[]; current: number }) {
  const first = Math.max(0, entries.length - LOG_ROWS);
  const rows = entries.slice(first).map((entry, i) => ({ entry, index: first + i }));
  return (
    <ol className="sc-log" aria-label="Event log" reversed>
      {rows.reverse().map(({ entry, index }) => (
        <li
          key={index}
          className={index === current ? 'sc-log__row sc-log__row--current' : 'sc-log__row'}
          data-machine={entry.machine}
        >
          <time>{timeOf(entry.at)}</time> <strong>{entry.machine}</strong> <code>{entry.event}</code>{' '}
          <span>
            {describeValue(entry.from)} → {describeValue(entry.to)}
          </span>
        </li>
      ))}
    </ol>
  );
}

import { useState } from 'react';
import type { PendingInvoke, Simulation, SimulationView } from '../../../machines/statechart-simulation';
import { simulationEntries } from '../../../machines/statechart-simulation';
import { describeValue, toRecording } from '../../../domain/statechart-live';
import { download, type ViewerRef } from './viewer-parts';

/**
 * Simulate mode's side panel: the events the current states handle as buttons, the invoked actors to settle,
 * the delays to fire, the guards to force, the context, and the steps so far (step back, save as a recording).
 */
export function SimulationPanel({
  viewer,
  simulation,
  error,
}: {
  viewer: ViewerRef;
  simulation: Simulation;
  error: string | null;
}) {
  const { view } = simulation;
  const [data, setData] = useState('');
  const send = (eventType: string) => viewer.send({ type: 'simulation.send', eventType, data });

  return (
    <section aria-label="Simulation" className="sc-sim">
      <h2 className="sc-side__title">Simulation: {describeValue(view.value)}</h2>
      <p className="sc-sim__note">
        The machine itself runs here with nothing sent anywhere: you answer its calls, fire its timers and force its
        guards.
      </p>
      <SimulationStatus view={view} />
      <div className="sc-side__buttons">
        <button
          type="button"
          className="lm-button lm-button--secondary"
          disabled={simulation.steps.length === 0}
          onClick={() => viewer.send({ type: 'simulation.back' })}
        >
          Step back
        </button>
        <button
          type="button"
          className="lm-button lm-button--secondary"
          disabled={simulation.steps.length === 0}
          onClick={() =>
            download(
              `${simulation.slug}-simulation.json`,
              'application/json',
              JSON.stringify(toRecording(simulationEntries(simulation, Date.now())), null, 2),
            )
          }
        >
          Save recording
        </button>
        <button
          type="button"
          className="lm-button lm-button--secondary"
          onClick={() => viewer.send({ type: 'simulation.exit' })}
        >
          Stop simulating
        </button>
      </div>
      {error && (
        <p role="alert" className="sc-page__error">
          {error}
        </p>
      )}
      {view.events.length > 0 && (
        <fieldset className="sc-sim__group">
          <legend>Events</legend>
          <div className="sc-side__buttons">
            {view.events.map((type) => (
              <button
                key={type}
                type="button"
                className="lm-button lm-button--secondary"
                title={
                  view.eventExamples[type]
                    ? `Sends its example data when the field below is empty: ${view.eventExamples[type]}`
                    : undefined
                }
                onClick={() => send(type)}
              >
                {type}
              </button>
            ))}
          </div>
          <label className="sc-sim__field">
            Event data (JSON object, optional; empty sends an event's example data, shown on its button)
            <textarea
              rows={2}
              value={data}
              onChange={(e) => setData(e.target.value)}
              placeholder='{"field": "username", "value": "jane"}'
            />
          </label>
        </fieldset>
      )}
      {view.invokes.map((invoke) => (
        <InvokeChoice key={`${invoke.state}:${invoke.id}`} viewer={viewer} invoke={invoke} />
      ))}
      {view.delays.length > 0 && (
        <fieldset className="sc-sim__group">
          <legend>Delays</legend>
          {view.delays.map((delay) => (
            <button
              key={delay.event}
              type="button"
              className="lm-button lm-button--secondary"
              onClick={() => viewer.send({ type: 'simulation.delay', event: delay.event })}
            >
              Fire now: {delay.label}
            </button>
          ))}
        </fieldset>
      )}
      {view.guards.length > 0 && (
        <fieldset className="sc-sim__group">
          <legend>Guards</legend>
          {view.guards.map((guard) => (
            <label key={guard.name} className="sc-sim__guard">
              <code>{guard.name}</code>
              <select
                aria-label={`Guard ${guard.name}`}
                value={guard.forced === undefined ? 'written' : String(guard.forced)}
                onChange={(e) =>
                  viewer.send({
                    type: 'simulation.guard',
                    name: guard.name,
                    value: e.target.value === 'written' ? null : e.target.value === 'true',
                  })
                }
              >
                <option value="written">as written</option>
                <option value="true">forced true</option>
                <option value="false">forced false</option>
              </select>
            </label>
          ))}
        </fieldset>
      )}
      <h3 className="sc-sim__heading">Context</h3>
      <pre className="sc-sim__context" aria-label="Context">
        {view.context}
      </pre>
      <h3 className="sc-sim__heading">Steps</h3>
      <ol className="sc-log" aria-label="Simulation steps">
        <li className="sc-log__row">
          start → {describeValue(view.steps[0]?.from ?? view.value)}
          <Via states={view.startVia} />
          {view.startEffects.length > 0 && <Effects effects={view.startEffects} />}
        </li>
        {view.steps.map((t, i) => (
          <li key={i} className={i === view.steps.length - 1 ? 'sc-log__row sc-log__row--current' : 'sc-log__row'}>
            <code>{t.step.label}</code> {describeValue(t.from)} → {describeValue(t.to)}
            <Via states={t.via} />
            {t.effects.length > 0 && <Effects effects={t.effects} />}
          </li>
        ))}
      </ol>
    </section>
  );
}

function SimulationStatus({ view }: { view: SimulationView }) {
  if (view.failure)
    return <p role="alert">The machine stopped with an error: {view.failure} Step back to try another answer.</p>;
  return (
    <p aria-label="Simulated state">
      {view.status === 'done' ? 'Finished (final state). ' : ''}
      {view.tags.length > 0 ? `Tags: ${view.tags.join(', ')}` : 'No tags.'}
    </p>
  );
}

function Effects({ effects }: { effects: readonly string[] }) {
  return <div className="sc-sim__effects">would: {effects.join('; ')}</div>;
}

/** The decision states a step passed through without stopping. */
function Via({ states }: { states: readonly string[] }) {
  return states.length > 0 ? <span className="sc-sim__via"> (via {states.join(', ')})</span> : null;
}

/**
 * One pending invoked actor: it succeeds with the output in the editor or fails with the error message, both
 * prefilled with the call's example answer (`<machine>.examples.ts`), or stays pending.
 */
function InvokeChoice({ viewer, invoke }: { viewer: ViewerRef; invoke: PendingInvoke }) {
  const { id, src, example } = invoke;
  const [output, setOutput] = useState(example?.output ?? '');
  const [error, setError] = useState(example?.error ?? 'Something went wrong.');
  return (
    <fieldset className="sc-sim__group" aria-label={`Invoked ${id}`}>
      <legend>
        Invoked <code>{id}</code>
        {src !== id && <> ({src})</>}: pending
      </legend>
      <label className="sc-sim__field">
        Output (JSON{example ? ', an example answer to edit' : ''})
        <textarea
          aria-label={`Output of ${id}`}
          rows={Math.min(12, output.split('\n').length + 1)}
          value={output}
          onChange={(e) => setOutput(e.target.value)}
        />
      </label>
      <button
        type="button"
        className="lm-button lm-button--secondary"
        onClick={() => viewer.send({ type: 'simulation.settle', id, outcome: 'done', data: output })}
      >
        Succeed
      </button>
      <label className="sc-sim__field">
        Error message
        <input aria-label={`Error of ${id}`} value={error} onChange={(e) => setError(e.target.value)} />
      </label>
      <button
        type="button"
        className="lm-button lm-button--secondary"
        onClick={() => viewer.send({ type: 'simulation.settle', id, outcome: 'error', data: error })}
      >
        Fail
      </button>
    </fieldset>
  );
}

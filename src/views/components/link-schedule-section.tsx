import { useSelector } from '@xstate/react';
import { earnSettingsMachine } from '../../machines/earn-settings.machine';
import {
  linkScheduleMachine,
  savedSummary,
  type DraftField,
  type ScheduleTarget,
} from '../../machines/link-schedule.machine';
import { useForwardToRuntime } from '../shell/app-features';
import { useAppActorRef } from '../shell/app-runtime';
import { EarnWarning } from './earn-warning';
import { ScheduleBadge } from './link-row';
import { LoadError } from './load-error';
import './forms.css';
import './destination-rules.css';

const FIELDS: ReadonlyArray<{ field: DraftField; label: string; type: 'date' | 'time' }> = [
  { field: 'startDate', label: 'Start date', type: 'date' },
  { field: 'startTime', label: 'Start time', type: 'time' },
  { field: 'endDate', label: 'End date', type: 'date' },
  { field: 'endTime', label: 'End time', type: 'time' },
];

/**
 * Schedule and limits of a short link or a bio button (link-schedule.machine.ts): the on/off switch, the window in
 * Pacific time, the cap on people's clicks and, for a short link, where visitors go outside the window.
 */
export function LinkScheduleSection({
  target,
  className = 'lm-link-card',
}: {
  target: ScheduleTarget;
  className?: string;
}) {
  const actor = useAppActorRef(linkScheduleMachine, { input: { target } });
  useForwardToRuntime(actor);
  const earn = useAppActorRef(earnSettingsMachine);
  useForwardToRuntime(earn);
  const snapshot = useSelector(actor, (s) => s);
  const { draft, failure } = snapshot.context;
  const summary = useSelector(actor, (s) => savedSummary(s.context, Date.now()));
  // Nothing can be typed while the schedule loads or saves: the answer would overwrite it.
  const busy = snapshot.hasTag('busy');
  const link = target.kind === 'short-link';
  const set = (field: DraftField, value: string) => actor.send({ type: 'schedule.field', field, value });

  if (snapshot.matches('failed'))
    return (
      <section className={className} aria-label="Schedule and limits">
        <h2 className="lm-link-detail__title">Schedule and limits</h2>
        <LoadError message={failure} onRetry={() => actor.send({ type: 'schedule.retry' })} />
      </section>
    );
  return (
    <section className={`${className} lm-rules`} aria-label="Schedule and limits" aria-busy={busy}>
      <h2 className="lm-link-detail__title">Schedule and limits</h2>
      <p>
        {link
          ? 'Run a time-limited deal: this link works only while it is on, inside its dates and under its click cap.'
          : 'Show this button only while it is on, inside its dates and under its click cap.'}{' '}
        Times are Pacific time; robots’ clicks never count.
      </p>
      {summary ? (
        <p className="lm-schedule__summary">
          <ScheduleBadge state={summary.state} /> <span>{summary.words}</span>
        </p>
      ) : null}
      <label className="lm-schedule__switch">
        <input
          type="checkbox"
          checked={draft.enabled}
          disabled={busy}
          onChange={(e) => actor.send({ type: 'schedule.enable', enabled: e.target.checked })}
        />{' '}
        {link ? 'Link is on' : 'Button is on'}
      </label>
      <div className="lm-rules__fields">
        {FIELDS.map(({ field, label, type }) => (
          <label key={field} className="lm-field">
            <span className="lm-field__label">{label} (Pacific)</span>
            <input
              className="lm-field__input"
              type={type}
              // Times to the second, for a deal that opens on the dot.
              step={type === 'time' ? 1 : undefined}
              value={draft[field]}
              disabled={busy}
              onChange={(e) => set(field, e.target.value)}
            />
          </label>
        ))}
        <label className="lm-field">
          <span className="lm-field__label">Click cap (people)</span>
          <input
            className="lm-field__input"
            inputMode="numeric"
            value={draft.clickCap}
            disabled={busy}
            placeholder="No cap"
            onChange={(e) => set('clickCap', e.target.value)}
          />
        </label>
      </div>
      {link ? (
        <>
          <label className="lm-field lm-rules__destination">
            <span className="lm-field__label">Fallback address (optional)</span>
            <input
              className="lm-field__input"
              type="url"
              value={draft.fallbackUrl}
              disabled={busy}
              placeholder="https://… (empty: a page says the deal has ended)"
              onChange={(e) => set('fallbackUrl', e.target.value)}
            />
          </label>
          <EarnWarning
            earn={earn}
            address={draft.fallbackUrl}
            kept={draft.keepFallbackUntagged}
            what="Fallback address"
            onKeep={(keep) => actor.send({ type: 'schedule.keep', keep })}
          />
        </>
      ) : null}
      {failure ? (
        <p className="lm-field__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="lm-rules__row">
        <button
          type="button"
          className="lm-button"
          disabled={!snapshot.can({ type: 'schedule.save' })}
          onClick={() => actor.send({ type: 'schedule.save' })}
        >
          {snapshot.matches('saving') ? 'Saving…' : 'Save schedule'}
        </button>
      </div>
    </section>
  );
}

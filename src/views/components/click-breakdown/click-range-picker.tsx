import { useId } from 'react';
import { REPORT_RANGES, rangeText, type ReportRangeId } from '../../../domain/date-ranges';
import type { ClickBreakdownEvent, ClickBreakdownSnapshot } from '../../../machines/click-breakdown.machine';

/** The panel's range: the report presets, or two dates of the creator's own with a Show button. */
export function ClickRangePicker({
  snapshot,
  send,
}: {
  snapshot: ClickBreakdownSnapshot;
  send: (event: ClickBreakdownEvent) => void;
}) {
  const { rangeId, range, draft, rangeError, today } = snapshot.context;
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="lm-clicks-range">
      <div className="lm-report-range__tabs" role="group" aria-label="Date range">
        {REPORT_RANGES.map((r) => (
          <button
            key={r.id}
            type="button"
            className="lm-report-range__tab"
            aria-pressed={r.id === rangeId}
            onClick={() => send({ type: 'range.select', range: r.id as ReportRangeId })}
          >
            {r.label}
          </button>
        ))}
      </div>
      <form
        className="lm-clicks-range__custom"
        aria-label="Custom range"
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'custom.apply' });
        }}
      >
        <div className={`lm-field${rangeError ? ' lm-field--invalid' : ''}`}>
          <label className="lm-field__label" htmlFor={`${id}-from`}>
            From
          </label>
          <input
            id={`${id}-from`}
            className="lm-field__input"
            type="date"
            max={today}
            value={draft.startDate}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? errorId : undefined}
            onChange={(e) => send({ type: 'custom.change', startDate: e.target.value })}
          />
        </div>
        <div className={`lm-field${rangeError ? ' lm-field--invalid' : ''}`}>
          <label className="lm-field__label" htmlFor={`${id}-to`}>
            To
          </label>
          <input
            id={`${id}-to`}
            className="lm-field__input"
            type="date"
            max={today}
            value={draft.endDate}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? errorId : undefined}
            onChange={(e) => send({ type: 'custom.change', endDate: e.target.value })}
          />
        </div>
        <button type="submit" className="lm-button lm-button--secondary" aria-pressed={rangeId === 'custom'}>
          Show these dates
        </button>
        {rangeError && (
          <p id={errorId} className="lm-field__error lm-clicks-range__error" role="alert">
            {rangeError}
          </p>
        )}
      </form>
      <p className="lm-report-range__dates" data-testid="breakdown-dates">
        {rangeText(range)} · Pacific time
      </p>
    </div>
  );
}

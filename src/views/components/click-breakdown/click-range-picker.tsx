import { useId } from 'react';
import { rangeText } from '../../../domain/date-ranges';
import type { ClickBreakdownEvent, ClickBreakdownSnapshot } from '../../../machines/click-breakdown.machine';
import { RangeChips } from '../report-parts';

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
      <RangeChips current={rangeId} onSelect={(range) => send({ type: 'range.select', range })} />
      <form
        className="lm-clicks-range__custom"
        aria-label="Custom range"
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'custom.apply' });
        }}
      >
        <DateField
          id={`${id}-from`}
          label="From"
          value={draft.startDate}
          max={today}
          errorId={rangeError ? errorId : undefined}
          onChange={(startDate) => send({ type: 'custom.change', startDate })}
        />
        <DateField
          id={`${id}-to`}
          label="To"
          value={draft.endDate}
          max={today}
          errorId={rangeError ? errorId : undefined}
          onChange={(endDate) => send({ type: 'custom.change', endDate })}
        />
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

/** One end of the custom range; marked invalid, and described by the error, while the range is refused. */
function DateField(props: {
  id: string;
  label: string;
  value: string;
  max: string;
  errorId: string | undefined;
  onChange: (value: string) => void;
}) {
  const { id, label, value, max, errorId, onChange } = props;
  return (
    <div className={`lm-field${errorId ? ' lm-field--invalid' : ''}`}>
      <label className="lm-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="lm-field__input"
        type="date"
        max={max}
        value={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

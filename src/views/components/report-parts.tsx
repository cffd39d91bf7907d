import type { ReactNode } from 'react';
import { REPORT_RANGES, rangeText, type DateRange, type ReportRangeId } from '../../domain/date-ranges';
import { compactCount, formatCount } from '../../domain/number-formats';
import './report-parts.css';

/** The preset range chips (Last 7 days, 30 days, 3 months), the one in use pressed. */
export function RangeChips({
  current,
  onSelect,
}: {
  current: ReportRangeId | 'custom';
  onSelect: (id: ReportRangeId) => void;
}) {
  return (
    <div className="lm-report-range__tabs" role="group" aria-label="Date range">
      {REPORT_RANGES.map((r) => (
        <button
          key={r.id}
          type="button"
          className="lm-report-range__tab"
          aria-pressed={r.id === current}
          onClick={() => onSelect(r.id)}
        >
          {r.label}
        </button>
      ))}
    </div>
  );
}

/** The range chips of a report page (boosting results, earnings), with the dates the chosen one covers. */
export function RangeTabs({
  current,
  range,
  onSelect,
}: {
  current: ReportRangeId;
  range: DateRange;
  onSelect: (id: ReportRangeId) => void;
}) {
  return (
    <div className="lm-report-range">
      <RangeChips current={current} onSelect={onSelect} />
      <p className="lm-report-range__dates" data-testid="range-dates">
        {rangeText(range)} · Pacific time
      </p>
    </div>
  );
}

/** A count in full, or abbreviated (k, m) when long, with the full number in its tooltip. */
export function Count({ value }: { value: number }) {
  const full = formatCount(value);
  const short = compactCount(value);
  return short === full ? <>{full}</> : <abbr title={full}>{short}</abbr>;
}

/** A range's measures as cards, each findable by `metric-<id>`; the values come formatted (spec §9). */
export function MetricList({
  cards,
  label,
}: {
  cards: readonly { id: string; name: string; value: ReactNode }[];
  label: string;
}) {
  return (
    <section aria-label={label}>
      <dl className="lm-report-metrics">
        {cards.map((card) => (
          <div key={card.id} className="lm-report-metric">
            <dt>{card.name}</dt>
            <dd data-testid={`metric-${card.id}`}>{card.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A titled card of a report page (a chart with its table, a ranking). */
export function ReportCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="lm-report-card" aria-label={title}>
      <h2 className="lm-report-card__title">{title}</h2>
      {children}
    </section>
  );
}

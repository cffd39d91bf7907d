import type { ReactNode } from 'react';
import { barPercents, changeText, clickChange } from '../../../domain/click-comparison';
import { DIMENSION_LABELS, dimensionValueLabel, type ClickDimension } from '../../../domain/click-dimensions';
import { formatCount } from '../../../domain/number-formats';

export interface DimensionRow {
  value: string;
  clicks: number;
  previousClicks: number;
}

/**
 * One dimension of a breakdown (source, device…) as bars drawn with CSS: per value its clicks in the range (the
 * solid bar) and in the previous period (the thin one), both numbers written beside the bars. A table, so a
 * screen reader reads each value with its numbers; the bars themselves are hidden from it.
 */
export function DimensionBars({
  dimension,
  rows,
  credit,
}: {
  dimension: ClickDimension;
  rows: readonly DimensionRow[];
  /** Whose data the values are, said under the chart when it shows any (the country database's licence asks). */
  credit?: ReactNode;
}) {
  const title = DIMENSION_LABELS[dimension];
  const widths = barPercents(rows.flatMap((row) => [row.clicks, row.previousClicks]));
  return (
    <section className="lm-clicks-dimension" aria-label={`Clicks by ${title.toLowerCase()}`} data-dimension={dimension}>
      <h3 className="lm-clicks-dimension__title">{title}</h3>
      {rows.length === 0 ? (
        <p className="lm-clicks-muted">No clicks to sort by {title.toLowerCase()} in these dates.</p>
      ) : (
        <table className="lm-clicks-bars">
          <thead>
            <tr>
              <th scope="col">{title}</th>
              <th scope="col">Clicks</th>
              <th scope="col">Before</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.value} data-value={row.value}>
                <th scope="row">{dimensionValueLabel(dimension, row.value)}</th>
                <td className="lm-clicks-bars__cell">
                  <span className="lm-clicks-bars__track" aria-hidden="true">
                    <span className="lm-clicks-bars__bar" style={{ width: `${widths[2 * i] ?? 0}%` }} />
                    <span
                      className="lm-clicks-bars__bar lm-clicks-bars__bar--previous"
                      style={{ width: `${widths[2 * i + 1] ?? 0}%` }}
                    />
                  </span>
                  <span className="lm-clicks-bars__count" data-testid="dimension-clicks">
                    {formatCount(row.clicks)}
                  </span>
                </td>
                <td className="lm-clicks-bars__previous">
                  <span data-testid="dimension-previous">{formatCount(row.previousClicks)}</span>{' '}
                  <span className="lm-clicks-muted">({changeText(clickChange(row.clicks, row.previousClicks))})</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows.length > 0 && credit && <p className="lm-clicks-dimension__credit">{credit}</p>}
    </section>
  );
}

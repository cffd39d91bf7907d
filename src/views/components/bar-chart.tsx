import type { ReactNode } from 'react';
import { chartScale, scalePosition } from '../../domain/chart-scale';
import './bar-chart.css';

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

export type BarTone = 'green' | 'blue' | 'amber';

export interface BarSeries {
  name: string;
  tone: BarTone;
  /** One value per category, in the categories' order. */
  values: readonly number[];
}

export interface BarChartProps {
  /** The picture's accessible name: what it shows, with its sum where that says something. */
  label: string;
  caption?: ReactNode;
  /** The bars' groups, left to right (days oldest first, or contents), each with its visible label. */
  categories: readonly { key: string; label: string }[];
  series: readonly BarSeries[];
  /** How a value reads in the tooltips and the table. */
  format: (value: number) => string;
  /** How the scale's ends read (shorter than `format` where room is short). */
  axisFormat?: (value: number) => string;
  /** The table under the chart: its toggle's text and its first column's heading. */
  tableTitle: string;
  categoryHeading: string;
  /** Days: the table lists the newest first and its rows carry data-day; contents keep the chart's order. */
  categoryKind: 'day' | 'content';
}

/**
 * Bars drawn by the app as SVG (no chart library in the bundle): one group per category, one bar per series,
 * growing up from zero and down for negative values. Every value is in its bar's tooltip and in the table under the
 * chart, for screen readers and copying; the scale's ends and the first and last category are written beside it.
 */
export function BarChart({
  label,
  caption,
  categories,
  series,
  format,
  axisFormat = format,
  tableTitle,
  categoryHeading,
  categoryKind,
}: BarChartProps) {
  const scale = chartScale(series.flatMap((s) => s.values));
  const zeroY = HEIGHT * (1 - scalePosition(0, scale));
  const slot = WIDTH / Math.max(1, categories.length);
  const bar = Math.max(1, (slot - GAP) / Math.max(1, series.length));
  const first = categories[0];
  const last = categories.at(-1);
  const rows = categoryKind === 'day' ? [...categories.keys()].reverse() : [...categories.keys()];
  return (
    <figure className="lm-chart">
      {caption && <figcaption className="lm-chart__caption">{caption}</figcaption>}
      {series.length > 1 && (
        <ul className="lm-chart__legend" aria-hidden="true">
          {series.map((s) => (
            <li key={s.name}>
              <span className={`lm-chart__swatch lm-chart__bar--${s.tone}`} /> {s.name}
            </li>
          ))}
        </ul>
      )}
      <div className="lm-chart__plot">
        <span className="lm-chart__axis lm-chart__axis--top" aria-hidden="true">
          {axisFormat(scale.top)}
        </span>
        {scale.bottom < 0 && (
          <span className="lm-chart__axis lm-chart__axis--bottom" aria-hidden="true">
            {axisFormat(scale.bottom)}
          </span>
        )}
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="lm-chart__svg"
        >
          <line x1="0" y1={zeroY - 0.5} x2={WIDTH} y2={zeroY - 0.5} className="lm-chart__baseline" />
          {categories.map((category, i) =>
            series.map((s, j) => {
              const value = s.values[i] ?? 0;
              const length =
                value === 0 ? 0 : Math.max(2, Math.abs(zeroY - HEIGHT * (1 - scalePosition(value, scale))));
              return (
                <rect
                  key={`${category.key}-${s.name}`}
                  x={i * slot + GAP / 2 + j * bar}
                  y={value >= 0 ? zeroY - length : zeroY}
                  width={bar}
                  height={length}
                  rx="2"
                  className={`lm-chart__bar lm-chart__bar--${s.tone}`}
                >
                  <title>{`${category.label} · ${s.name}: ${format(value)}`}</title>
                </rect>
              );
            }),
          )}
        </svg>
      </div>
      {/* Days read left to right from the first to the last; contents have no order to mark, their names are in the table. */}
      {categoryKind === 'day' && first && last && (
        <div className="lm-chart__days" aria-hidden="true">
          <span>{first.label}</span>
          {categories.length > 1 && <span>{last.label}</span>}
        </div>
      )}
      <details className="lm-chart__table">
        <summary>{tableTitle}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{categoryHeading}</th>
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((i) => {
              const category = categories[i];
              if (!category) return null;
              const key = categoryKind === 'day' ? { 'data-day': category.key } : { 'data-content': category.key };
              return (
                <tr key={category.key} {...key}>
                  <td>{category.label}</td>
                  {series.map((s) => (
                    <td key={s.name}>{format(s.values[i] ?? 0)}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

import type { DayClicks } from '../../../domain/click-days';
import { clicksLabel } from '../../../domain/link-display';
import { chartCeiling, shortDayLabel } from '../../../domain/my-links';

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

/**
 * Clicks per day as bars (one per Pacific day, oldest left), with the scale's top and the first and last day
 * written; every day's count is in the bar's tooltip and in the table under it, for screen readers and copying.
 */
export function ClicksChart({ days }: { days: readonly DayClicks[] }) {
  const total = days.reduce((sum, d) => sum + d.clicks, 0);
  const ceiling = chartCeiling(Math.max(0, ...days.map((d) => d.clicks)));
  const slot = WIDTH / Math.max(1, days.length);
  const first = days[0];
  const last = days.at(-1);
  const label = `Clicks per day, ${days.length} days: ${clicksLabel(total)} in all`;
  return (
    <figure className="lm-chart">
      <figcaption className="lm-chart__caption">
        <strong data-testid="window-clicks">{clicksLabel(total)}</strong> in the last {days.length} days
      </figcaption>
      <div className="lm-chart__plot">
        <span className="lm-chart__axis lm-chart__axis--top" aria-hidden="true">
          {ceiling}
        </span>
        <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="lm-chart__svg">
          <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="lm-chart__baseline" />
          {days.map((d, i) => {
            const height = d.clicks === 0 ? 0 : Math.max(2, (d.clicks / ceiling) * (HEIGHT - 4));
            return (
              <rect key={d.day} x={i * slot + GAP / 2} y={HEIGHT - height} width={Math.max(1, slot - GAP)} height={height} rx="2" className="lm-chart__bar">
                <title>{`${shortDayLabel(d.day)}: ${clicksLabel(d.clicks)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      {first && last && (
        <div className="lm-chart__days" aria-hidden="true">
          <span>{shortDayLabel(first.day)}</span>
          <span>{shortDayLabel(last.day)}</span>
        </div>
      )}
      <details className="lm-chart__table">
        <summary>Clicks by day</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Day (Pacific time)</th>
              <th scope="col">Clicks</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((d) => (
              <tr key={d.day} data-day={d.day}>
                <td>{shortDayLabel(d.day)}</td>
                <td>{d.clicks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

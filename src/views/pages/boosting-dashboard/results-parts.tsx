import type { ReactNode } from 'react';
import { BOOSTING_CURRENCY } from '../../../domain/boosting-application';
import { compactAmount, formatAmount, formatCount, formatPercent } from '../../../domain/number-formats';
import { dateLabel, type DateRange } from '../../../domain/date-ranges';
import { chartDays } from '../../../machines/boosting-dashboard.machine';
import type { BoostingDay, BoostingMetrics } from '../../../machines/boosting-results-calls';
import { BarChart } from '../../components/bar-chart';
import { Count, MetricList } from '../../components/report-parts';

/** The measures of a range as cards: money and rates exact (spec §9), counts abbreviated where long. */
export function MetricCards({ metrics, label }: { metrics: BoostingMetrics; label: string }) {
  const cards = [
    { id: 'spend', name: 'Spend', value: formatAmount(metrics.spend) },
    { id: 'earnings', name: 'Earnings', value: formatAmount(metrics.earnings) },
    { id: 'roi', name: 'ROI', value: formatPercent(metrics.roi) },
    { id: 'impressions', name: 'Impressions', value: <Count value={metrics.impressions} /> },
    { id: 'clicks', name: 'Clicks', value: <Count value={metrics.clicks} /> },
    { id: 'orders', name: 'Orders', value: <Count value={metrics.orders} /> },
    { id: 'conversion', name: 'Conversion rate', value: formatPercent(metrics.conversionRate) },
  ];
  return <MetricList cards={cards} label={label} />;
}

/** Boosting money (USD cents, openapi.yaml) in a chart's tooltips and table, and shorter on its scale. */
export const centsText = (cents: number) => formatAmount({ amountCents: cents, currency: BOOSTING_CURRENCY });
export const centsAxisText = (cents: number) => compactAmount({ amountCents: cents, currency: BOOSTING_CURRENCY });
/** ROI charted in percent points. */
export const percentPointsText = (points: number) => formatPercent(points / 100);

export interface MetricsRow {
  key: string;
  /** The row's first cell: a day, or a content with the way to its results. */
  head: ReactNode;
  metrics: BoostingMetrics;
  /** data-day or data-content, so a row can be found by what it is. */
  data: { 'data-day': string } | { 'data-content': string };
}

/** The measures of several days or contents, one row each, every number in full. */
export function MetricsTable({
  firstHeading,
  rows,
  busy = false,
}: {
  firstHeading: string;
  rows: readonly MetricsRow[];
  busy?: boolean;
}) {
  return (
    <div className="lm-boosting-table-wrap">
      <table className="lm-boosting-table" aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col">{firstHeading}</th>
            <th scope="col">Spend</th>
            <th scope="col">Earnings</th>
            <th scope="col">ROI</th>
            <th scope="col">Impressions</th>
            <th scope="col">Clicks</th>
            <th scope="col">Orders</th>
            <th scope="col">Conversion</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, head, metrics, data }) => (
            <tr key={key} {...data}>
              <th scope="row">{head}</th>
              <td>{formatAmount(metrics.spend)}</td>
              <td>{formatAmount(metrics.earnings)}</td>
              <td>{formatPercent(metrics.roi)}</td>
              <td>{formatCount(metrics.impressions)}</td>
              <td>{formatCount(metrics.clicks)}</td>
              <td>{formatCount(metrics.orders)}</td>
              <td>{formatPercent(metrics.conversionRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Spend and earnings of each date of the range as paired bars (a day without results has none). */
export function SpendEarningsChart({
  range,
  days,
  totals,
}: {
  range: DateRange;
  days: readonly BoostingDay[];
  totals: BoostingMetrics;
}) {
  const filled = chartDays(range, days);
  return (
    <BarChart
      label={`Spend and earnings per day, ${dateLabel(range.startDate)} to ${dateLabel(range.endDate)}: ${formatAmount(totals.spend)} spent, ${formatAmount(totals.earnings)} earned`}
      categories={filled.map((d) => ({ key: d.date, label: dateLabel(d.date) }))}
      series={[
        { name: 'Spend', tone: 'amber', values: filled.map((d) => d.value.spend.amountCents) },
        { name: 'Earnings', tone: 'green', values: filled.map((d) => d.value.earnings.amountCents) },
      ]}
      format={centsText}
      axisFormat={centsAxisText}
      tableTitle="Spend and earnings by day"
      categoryHeading="Day (Pacific time)"
      categoryKind="day"
    />
  );
}

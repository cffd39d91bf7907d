import { rangeText } from '../../../domain/date-ranges';
import { monthLabel } from '../../../domain/earnings-pages';
import { compactAmount, formatAmount, formatCount, formatPercent } from '../../../domain/number-formats';
import { earningsMonthsMachine } from '../../../machines/earnings-months.machine';
import { BarChart } from '../../components/bar-chart';
import { Count, MetricList, ReportCard } from '../../components/report-parts';
import { ReportFrame, useEarningsReport } from './earnings-report-frame';
import { ScrollingTable } from '../../components/scrolling-table';

/** earning/mmmIndex: the last twelve Pacific months, month by month (see earnings-months.machine.ts). */
export default function EarningMonthsPage() {
  const { snapshot, send } = useEarningsReport(earningsMonthsMachine);
  return (
    <ReportFrame title="Earnings by month" snapshot={snapshot} send={send} chips={false}>
      {({ months, totals }) => {
        const currency = totals.earnings.currency;
        const money = (amountCents: number) => ({ amountCents, currency });
        const categories = months.map((m) => ({ key: m.month, label: monthLabel(m.month) }));
        return (
          <>
            <p className="lm-report-range__dates" data-testid="range-dates">
              {rangeText(snapshot.context.range)} · Pacific time
            </p>
            <MetricList
              label="Twelve months"
              cards={[
                { id: 'clicks', name: 'Clicks', value: <Count value={totals.clicks} /> },
                { id: 'orders', name: 'Orders', value: formatCount(totals.conversions) },
                { id: 'earnings', name: 'Earnings', value: formatAmount(totals.earnings) },
                { id: 'conversion', name: 'Conversion', value: formatPercent(totals.conversionRate) },
                { id: 'epc', name: 'EPC', value: formatAmount(money(Math.round(totals.epcCents))) },
              ]}
            />
            <div className="lm-earning-charts">
              <ReportCard title="Earnings per month">
                <BarChart
                  label={`Earnings per month: ${formatAmount(totals.earnings)}`}
                  categories={categories}
                  series={[{ name: 'Earnings', tone: 'green', values: months.map((m) => m.earningsCents) }]}
                  format={(cents) => formatAmount(money(cents))}
                  axisFormat={(cents) => compactAmount(money(cents))}
                  tableTitle="Earnings by month"
                  categoryHeading="Month (Pacific time)"
                  categoryKind="content"
                />
              </ReportCard>
              <ReportCard title="Clicks per month">
                <BarChart
                  label={`Clicks per month: ${formatCount(totals.clicks)} clicks`}
                  categories={categories}
                  series={[{ name: 'Clicks', tone: 'blue', values: months.map((m) => m.clicks) }]}
                  format={formatCount}
                  tableTitle="Clicks by month"
                  categoryHeading="Month (Pacific time)"
                  categoryKind="content"
                />
              </ReportCard>
            </div>
            <ReportCard title="Months">
              <ScrollingTable label="Month by month">
                <table className="lm-records-table">
                  <thead>
                    <tr>
                      {['Month', 'Clicks', 'Orders', 'Earnings', 'Conversion', 'EPC'].map((h) => (
                        <th key={h} scope="col">
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {[...months].reverse().map((m) => (
                      <tr key={m.month} data-month={m.month}>
                        <th scope="row">{monthLabel(m.month)}</th>
                        <td>{formatCount(m.clicks)}</td>
                        <td>{formatCount(m.conversions)}</td>
                        <td>{formatAmount(money(m.earningsCents))}</td>
                        <td>{formatPercent(m.conversionRate)}</td>
                        <td>{formatAmount(money(Math.round(m.epcCents)))}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollingTable>
            </ReportCard>
          </>
        );
      }}
    </ReportFrame>
  );
}

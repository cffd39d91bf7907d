import { dateLabel } from '../../../domain/date-ranges';
import { formatCount, formatPercent } from '../../../domain/number-formats';
import { earningEngagementMachine } from '../../../machines/earning-engagement.machine';
import { BarChart } from '../../components/bar-chart';
import { Count, MetricList, ReportCard } from '../../components/report-parts';
import { BreakdownTable, NothingInRange, ReportFrame, useEarningsReport } from './earnings-report-frame';

/** earning/engegament_data: visitors' clicks by day and by link, and the orders they led to (see earning-engagement.machine.ts). */
export default function EngagementPage() {
  const { snapshot, send } = useEarningsReport(earningEngagementMachine);
  return (
    <ReportFrame title="Engagement data" snapshot={snapshot} send={send}>
      {({ dashboard, links }) => (
        <>
          <MetricList
            label="Totals"
            cards={[
              { id: 'clicks', name: 'Clicks', value: <Count value={dashboard.totals.clicks} /> },
              { id: 'orders', name: 'Orders', value: formatCount(dashboard.totals.conversions) },
              { id: 'conversion', name: 'Conversion', value: formatPercent(dashboard.totals.conversionRate) },
            ]}
          />
          <ReportCard title="Clicks per day">
            <BarChart
              label={`Clicks per day: ${formatCount(dashboard.totals.clicks)} clicks`}
              categories={dashboard.days.map((d) => ({ key: d.date, label: dateLabel(d.date) }))}
              series={[{ name: 'Clicks', tone: 'blue', values: dashboard.days.map((d) => d.clicks) }]}
              format={formatCount}
              tableTitle="Clicks by day"
              categoryHeading="Day (Pacific time)"
              categoryKind="day"
            />
          </ReportCard>
          <ReportCard title="Links, most clicked first">
            {links.rows.length === 0 ? (
              <NothingInRange what="clicks" />
            ) : (
              <BreakdownTable label="Links" nameHeading="Link" breakdown={links} columns={['clicks', 'orders', 'conversion']} />
            )}
          </ReportCard>
        </>
      )}
    </ReportFrame>
  );
}

import { formatCount, formatPercent } from '../../../domain/number-formats';
import { earningsEngagementMachine } from '../../../machines/earnings-engagement.machine';
import { Count, MetricList, ReportCard } from '../../components/report-parts';
import { ClicksPerDayChart } from './clicks-per-day-chart';
import { BreakdownTable, NothingInRange, ReportFrame, useEarningsReport } from './earnings-report-frame';

/** earning/engegament_data: visitors' clicks by day and by link, and the orders they led to (see earnings-engagement.machine.ts). */
export default function EngagementPage() {
  const { snapshot, send } = useEarningsReport(earningsEngagementMachine);
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
          <ClicksPerDayChart range={snapshot.context.range} days={dashboard.days} total={dashboard.totals.clicks} />
          <ReportCard title="Links, most clicked first">
            {links.rows.length === 0 ? (
              <NothingInRange what="clicks" />
            ) : (
              <BreakdownTable
                label="Links"
                nameHeading="Link"
                breakdown={links}
                columns={['clicks', 'orders', 'conversion']}
              />
            )}
          </ReportCard>
        </>
      )}
    </ReportFrame>
  );
}

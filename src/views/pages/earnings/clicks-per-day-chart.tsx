import { dateLabel, type DateRange } from '../../../domain/date-ranges';
import { formatCount } from '../../../domain/number-formats';
import { BarChart } from '../../components/bar-chart';
import { ReportCard } from '../../components/report-parts';

/** Visitors' clicks of each date of a range as bars, in its card (the dashboard and the engagement page). */
export function ClicksPerDayChart({
  range,
  days,
  total,
}: {
  range: DateRange;
  days: readonly { date: string; clicks: number }[];
  total: number;
}) {
  const span = `${dateLabel(range.startDate)} to ${dateLabel(range.endDate)}`;
  return (
    <ReportCard title="Clicks per day">
      <BarChart
        label={`Clicks per day, ${span}: ${formatCount(total)} clicks`}
        categories={days.map((d) => ({ key: d.date, label: dateLabel(d.date) }))}
        series={[{ name: 'Clicks', tone: 'blue', values: days.map((d) => d.clicks) }]}
        format={formatCount}
        tableTitle="Clicks by day"
        categoryHeading="Day (Pacific time)"
        categoryKind="day"
      />
    </ReportCard>
  );
}

import type { DayClicks } from '../../../domain/click-days';
import { clicksLabel } from '../../../domain/link-display';
import { shortDayLabel } from '../../../domain/my-links';
import { formatThousands } from '../../../domain/plan-usage';
import { BarChart } from '../../components/bar-chart';

/** A link's clicks per Pacific day (oldest left), with the window's total above the bars. */
export function ClicksChart({ days }: { days: readonly DayClicks[] }) {
  const total = days.reduce((sum, d) => sum + d.clicks, 0);
  return (
    <BarChart
      label={`Clicks per day, ${days.length} days: ${clicksLabel(total)} in all`}
      caption={
        <>
          <strong data-testid="window-clicks">{clicksLabel(total)}</strong> in the last {days.length} days
        </>
      }
      categories={days.map((d) => ({ key: d.day, label: shortDayLabel(d.day) }))}
      series={[{ name: 'Clicks', tone: 'green', values: days.map((d) => d.clicks) }]}
      format={formatThousands}
      tableTitle="Clicks by day"
      categoryHeading="Day (Pacific time)"
      categoryKind="day"
    />
  );
}

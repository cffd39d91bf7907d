import { Link, useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { dateLabel, type DateRange } from '../../../domain/date-ranges';
import { EARNINGS_PATH, pageAddress } from '../../../domain/earnings-pages';
import { RECORDS_PATH } from '../../../domain/earnings-records';
import { IMPACT_SETTINGS_PATH } from '../../../domain/impact-settings';
import { LINK_CREATE_PATH, MY_LINKS_PATH } from '../../../domain/my-links';
import { compactAmount, formatAmount, formatPercent } from '../../../domain/number-formats';
import { pacificDate } from '../../../domain/pacific-time';
import { SAMPLES_PATH } from '../../../domain/samples';
import { earningsDashboardMachine, type EarningsDashboard } from '../../../machines/earnings-dashboard.machine';
import { earningsFirstStepsMachine } from '../../../machines/earnings-first-steps.machine';
import { BarChart } from '../../components/bar-chart';
import { ClicksPerDayChart } from './clicks-per-day-chart';
import { ClickBreakdownPanel } from '../../components/click-breakdown/click-breakdown-panel';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Count, MetricList, RangeTabs, ReportCard } from '../../components/report-parts';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/forms.css';
import './earnings.css';

/** earning/index_new?range=…: the Account tab of a creator with clicks (see earnings-dashboard.machine.ts). */
export default function AccountPage() {
  const [params] = useSearchParams();
  const dashboard = useAppActorRef(earningsDashboardMachine, {
    input: { today: pacificDate(Date.now()), range: params.get('range') },
  });
  useForwardToRuntime(dashboard);
  const snapshot = useSelector(dashboard, (s) => s);
  const { rangeId, range, data, failure } = snapshot.context;
  return (
    <>
      <PageHeader
        title="Dashboard"
        actions={
          <>
            <Link className="lm-button lm-button--secondary" to={pageAddress(EARNINGS_PATH, { range: rangeId })}>
              Earnings and balance
            </Link>
            <Link className="lm-button lm-button--secondary" to={RECORDS_PATH}>
              Orders and settlements
            </Link>
            <Link className="lm-button lm-button--secondary" to={SAMPLES_PATH}>
              Sample requests
            </Link>
          </>
        }
      />
      <RangeTabs
        current={rangeId}
        range={range}
        onSelect={(id) => dashboard.send({ type: 'range.select', range: id })}
      />
      {snapshot.matches('failed') ? (
        <LoadError message={failure} onRetry={() => dashboard.send({ type: 'dashboard.retry' })} />
      ) : !data ? (
        <DelayedSpinner />
      ) : (
        <div className="lm-earning-dashboard" aria-busy={snapshot.hasTag('busy')}>
          <EarningsTotals totals={data.totals} />
          <EarningsCharts range={range} data={data} />
        </div>
      )}
      {/* The dashboard's range drives the panel, and its clicks per day sit beside the earnings per day. */}
      <ClickBreakdownPanel key={rangeId} scope="shop" pageRange={rangeId} dayChart={false} />
    </>
  );
}

/** Clicks, earnings, conversion and earnings per click of the range (spec §9 formats). */
function EarningsTotals({ totals }: { totals: EarningsDashboard['totals'] }) {
  const currency = totals.earnings.currency;
  const cards = [
    { id: 'clicks', name: 'Clicks', value: <Count value={totals.clicks} /> },
    { id: 'earnings', name: 'Earnings', value: formatAmount(totals.earnings) },
    { id: 'conversion', name: 'Conversion', value: formatPercent(totals.conversionRate) },
    { id: 'epc', name: 'EPC', value: formatAmount({ amountCents: Math.round(totals.epcCents), currency }) },
  ];
  return <MetricList cards={cards} label="Totals" />;
}

/** Clicks and earnings of each date of the range, as bars beside the totals. */
function EarningsCharts({ range, data }: { range: DateRange; data: EarningsDashboard }) {
  const categories = data.days.map((d) => ({ key: d.date, label: dateLabel(d.date) }));
  const currency = data.totals.earnings.currency;
  const span = `${dateLabel(range.startDate)} to ${dateLabel(range.endDate)}`;
  return (
    <div className="lm-earning-charts">
      <ClicksPerDayChart range={range} days={data.days} total={data.totals.clicks} />
      <ReportCard title="Earnings per day">
        <BarChart
          label={`Earnings per day, ${span}: ${formatAmount(data.totals.earnings)}`}
          categories={categories}
          series={[{ name: 'Earnings', tone: 'green', values: data.days.map((d) => d.earnings.amountCents) }]}
          format={(cents) => formatAmount({ amountCents: cents, currency })}
          axisFormat={(cents) => compactAmount({ amountCents: cents, currency })}
          tableTitle="Earnings by day"
          categoryHeading="Day (Pacific time)"
          categoryKind="day"
        />
      </ReportCard>
    </div>
  );
}

/** earning/new_user_index_new: a new creator's first steps to earning (see earnings-first-steps.machine.ts). */
export function NewUserAccountPage() {
  const steps = useAppActorRef(earningsFirstStepsMachine);
  const snapshot = useSelector(steps, (s) => s);
  const facts = snapshot.context.facts;
  return (
    <>
      <PageHeader title="Welcome" />
      <section className="lm-earning-steps" aria-label="First steps" aria-busy={snapshot.hasTag('busy')}>
        <p>Your earnings start with your first click. Two steps get you there:</p>
        <ol>
          <li data-testid="step-tracking-id" data-done={facts?.hasTrackingId === true}>
            <h2>{facts?.hasTrackingId ? '✓ ' : ''}Add a tracking ID</h2>
            <p>
              Retailers pay you through your Amazon, Target or Walmart tracking ID: add one while{' '}
              <Link to={LINK_CREATE_PATH}>creating a link</Link>. For Target and Walmart, also enter your{' '}
              <Link to={IMPACT_SETTINGS_PATH}>Impact IDs</Link>.
            </p>
          </li>
          <li data-testid="step-first-link" data-done={facts?.hasLink === true}>
            <h2>{facts?.hasLink ? '✓ ' : ''}Make your first link</h2>
            <p>
              {facts?.hasLink ? (
                <>
                  Share your links from <Link to={MY_LINKS_PATH}>My Links</Link>: once they get clicks, this page shows
                  your clicks and earnings.
                </>
              ) : (
                <>
                  <Link to={LINK_CREATE_PATH}>Create a link</Link> to a product and share it: once it gets clicks, this
                  page shows your clicks and earnings.
                </>
              )}
            </p>
          </li>
        </ol>
        {snapshot.matches('unknown') && (
          <p role="status">
            Whether these steps are done could not be checked.{' '}
            <button
              type="button"
              className="lm-button lm-button--secondary"
              onClick={() => steps.send({ type: 'steps.retry' })}
            >
              Check again
            </button>
          </p>
        )}
      </section>
    </>
  );
}

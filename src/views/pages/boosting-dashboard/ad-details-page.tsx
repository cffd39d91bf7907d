import { useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { dateLabel } from '../../../domain/date-ranges';
import { pacificDate } from '../../../domain/pacific-time';
import { boostingAdDetailsMachine } from '../../../machines/boosting-ad-details.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { RangeTabs } from '../../components/report-parts';
import { MetricCards, MetricsTable, SpendEarningsChart } from './results-parts';
import '../../components/forms.css';
import '../boosting/boosting-follow-up.css';

const TITLE = 'Content results';

/** boosting/dashboard/adDetails?contentId=…&range=…: one content's results (see boosting-ad-details.machine.ts). */
export default function AdDetailsPage() {
  const [params] = useSearchParams();
  const contentId = params.get('contentId');
  return <AdDetails key={contentId ?? ''} contentId={contentId} range={params.get('range')} />;
}

function AdDetails({ contentId, range: rangeParam }: { contentId: string | null; range: string | null }) {
  const details = useAppActorRef(boostingAdDetailsMachine, {
    input: { contentId, today: pacificDate(Date.now()), range: rangeParam },
  });
  useForwardToRuntime(details);
  const snapshot = useSelector(details, (s) => s);
  const { rangeId, range, data, failure } = snapshot.context;
  const back = (
    <button
      type="button"
      className="lm-button lm-button--secondary"
      onClick={() => details.send({ type: 'details.back' })}
    >
      All results
    </button>
  );

  if (snapshot.hasTag('not-found')) {
    return (
      <>
        <PageHeader title={TITLE} back />
        <EmptyState icon="chart" title="Content not found">
          <p>{failure}</p>
          {back}
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <PageHeader title={data ? data.detail.content.title : TITLE} back actions={back} />
      <RangeTabs current={rangeId} range={range} onSelect={(id) => details.send({ type: 'range.select', range: id })} />
      {snapshot.matches('failed') ? (
        <LoadError message={failure} onRetry={() => details.send({ type: 'details.retry' })} />
      ) : !data ? (
        <DelayedSpinner />
      ) : (
        <div className="lm-boosting-dashboard" aria-busy={snapshot.hasTag('busy')}>
          {data.detail.content.permalink && (
            <p className="lm-boosting-intro">
              <a
                className="lm-link-row__url"
                href={data.detail.content.permalink}
                target="_blank"
                rel="noopener noreferrer"
              >
                {data.detail.content.permalink}
              </a>
            </p>
          )}
          <MetricCards metrics={data.totals.metrics} label="Totals of this content" />
          <section className="lm-link-card" aria-label="Results per day">
            <h2 className="lm-boosting-card__title">Spend and earnings per day</h2>
            <SpendEarningsChart range={range} days={data.detail.days} totals={data.totals.metrics} />
          </section>
          <section className="lm-link-card" aria-label="Days">
            <h2 className="lm-boosting-card__title">Day by day</h2>
            {data.detail.days.length === 0 ? (
              <p className="lm-boosting-card__hint">No results for this content in this range.</p>
            ) : (
              <MetricsTable
                firstHeading="Day"
                rows={[...data.detail.days].reverse().map(({ date, metrics }) => ({
                  key: date,
                  data: { 'data-day': date },
                  metrics,
                  head: dateLabel(date),
                }))}
              />
            )}
          </section>
        </div>
      )}
    </>
  );
}

import { useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { formatAmount, formatPercent } from '../../../domain/number-formats';
import { pacificDate } from '../../../domain/pacific-time';
import {
  boostingDashboardMachine,
  type BoostingDashboardEvent,
  type BoostingDashboardSnapshot,
} from '../../../machines/boosting-dashboard.machine';
import { DASHBOARD_CONTENTS_PAGE_SIZE, type BoostingContentRow } from '../../../machines/boosting-results-calls';
import { BarChart } from '../../components/bar-chart';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { ListPager } from '../../components/link-pager';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { RangeTabs, ReportCard } from '../../components/report-parts';
import { MetricCards, MetricsTable, percentPointsText, SpendEarningsChart } from './results-parts';
import '../../components/forms.css';
import '../boosting/boosting-follow-up.css';
import { ContentThumb } from '../../components/content-thumb';

type Send = (event: BoostingDashboardEvent) => void;

const RANKINGS = [
  { key: 'roi', title: 'Best ROI', value: (row: BoostingContentRow) => formatPercent(row.metrics.roi) },
  { key: 'earnings', title: 'Top earnings', value: (row: BoostingContentRow) => formatAmount(row.metrics.earnings) },
  {
    key: 'conversion',
    title: 'Best conversion',
    value: (row: BoostingContentRow) => formatPercent(row.metrics.conversionRate),
  },
] as const;

/** boosting/dashboard/index?range=…: the shop's boosting results (see boosting-dashboard.machine.ts). */
export default function BoostingDashboardPage() {
  const [params] = useSearchParams();
  const dashboard = useAppActorRef(boostingDashboardMachine, {
    input: { today: pacificDate(Date.now()), range: params.get('range') },
  });
  useForwardToRuntime(dashboard);
  const snapshot = useSelector(dashboard, (s) => s);
  const { rangeId, range, data, failure } = snapshot.context;
  const send: Send = (event) => dashboard.send(event);
  const exporting = snapshot.hasTag('exporting');
  const actions = (
    <span className="lm-boosting-actions">
      <button
        type="button"
        className="lm-button lm-button--secondary"
        disabled={!snapshot.can({ type: 'export.byDate' })}
        onClick={() => send({ type: 'export.byDate' })}
      >
        {snapshot.matches({ ready: 'exportingByDate' }) ? 'Exporting…' : 'Export by date'}
      </button>
      <button
        type="button"
        className="lm-button lm-button--secondary"
        disabled={!snapshot.can({ type: 'export.byContent' })}
        onClick={() => send({ type: 'export.byContent' })}
      >
        {snapshot.matches({ ready: 'exportingByContent' }) ? 'Exporting…' : 'Export by content'}
      </button>
    </span>
  );

  return (
    <>
      <PageHeader title="Boosting results" back actions={actions} />
      <RangeTabs current={rangeId} range={range} onSelect={(id) => send({ type: 'range.select', range: id })} />
      {snapshot.matches('failed') ? (
        <LoadError message={failure} onRetry={() => send({ type: 'dashboard.retry' })} />
      ) : !data ? (
        <DelayedSpinner />
      ) : (
        <div className="lm-boosting-dashboard" aria-busy={snapshot.hasTag('busy') || exporting}>
          <MetricCards metrics={data.totals.metrics} label="Totals" />
          <DashboardCharts snapshot={snapshot} />
          <section className="lm-boosting-rankings" aria-label="Best contents">
            {RANKINGS.map((ranking) => (
              <div
                key={ranking.key}
                className="lm-link-card lm-boosting-ranking"
                role="group"
                aria-label={ranking.title}
              >
                <h2 className="lm-boosting-card__title">{ranking.title}</h2>
                {data.rankings[ranking.key].length === 0 ? (
                  <p className="lm-boosting-card__hint">No results in this range.</p>
                ) : (
                  <ol>
                    {data.rankings[ranking.key].map((row) => (
                      <li key={row.content.contentId}>
                        <button
                          type="button"
                          className="lm-boosting-link lm-boosting-ranking__title"
                          title={row.content.title}
                          onClick={() => send({ type: 'content.open', contentId: row.content.contentId })}
                        >
                          <ContentThumb url={row.content.thumbnailUrl} />
                          {row.content.title}
                        </button>
                        <span className="lm-boosting-ranking__value">{ranking.value(row)}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            ))}
          </section>
          <ContentsTable snapshot={snapshot} send={send} />
        </div>
      )}
    </>
  );
}

function DashboardCharts({ snapshot }: { snapshot: BoostingDashboardSnapshot }) {
  const { range, data } = snapshot.context;
  if (!data) return null;
  const roi = data.rankings.roi;
  return (
    <div className="lm-boosting-charts">
      <ReportCard title="Spend and earnings per day">
        <SpendEarningsChart range={range} days={data.days} totals={data.totals.metrics} />
      </ReportCard>
      <ReportCard title="ROI by content">
        {roi.length === 0 ? (
          <p className="lm-boosting-card__hint">No content had results in this range.</p>
        ) : (
          <BarChart
            label={`ROI of the ${roi.length} best contents by ROI`}
            categories={roi.map((row) => ({ key: row.content.contentId, label: row.content.title }))}
            series={[{ name: 'ROI', tone: 'blue', values: roi.map((row) => row.metrics.roi * 100) }]}
            format={percentPointsText}
            tableTitle="ROI by content"
            categoryHeading="Content"
            categoryKind="content"
          />
        )}
      </ReportCard>
    </div>
  );
}

function ContentsTable({ snapshot, send }: { snapshot: BoostingDashboardSnapshot; send: Send }) {
  const { data, contentsPageNum, contentsFailure } = snapshot.context;
  if (!data) return null;
  const { list, total } = data.contents;
  return (
    <section className="lm-link-card" aria-label="Contents">
      <h2 className="lm-boosting-card__title">Contents</h2>
      {contentsFailure && (
        <p className="lm-field__error" role="alert">
          {contentsFailure}
        </p>
      )}
      {total === 0 ? (
        <p className="lm-boosting-card__hint">
          No boosted content has results in this range yet. Results appear once your ads run.
        </p>
      ) : (
        <>
          <MetricsTable
            firstHeading="Content"
            busy={snapshot.hasTag('contents-busy')}
            rows={list.map(({ content, metrics }) => ({
              key: content.contentId,
              data: { 'data-content': content.contentId },
              metrics,
              head: (
                <button
                  type="button"
                  className="lm-boosting-link"
                  onClick={() => send({ type: 'content.open', contentId: content.contentId })}
                >
                  <ContentThumb url={content.thumbnailUrl} />
                  {content.title}
                </button>
              ),
            }))}
          />
          <ListPager
            event="contents.page"
            pageNum={contentsPageNum}
            total={total}
            pageSize={DASHBOARD_CONTENTS_PAGE_SIZE}
            can={(event) => snapshot.can(event)}
            send={(event) => send(event)}
          />
        </>
      )}
    </section>
  );
}

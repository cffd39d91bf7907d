import { useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { BLOCK_KIND_LABELS } from '../../../domain/landing-pages';
import { shortDayLabel } from '../../../domain/my-links';
import { formatCount, formatPercent } from '../../../domain/number-formats';
import { pacificDate } from '../../../domain/pacific-time';
import { formatThousands } from '../../../domain/plan-usage';
import { landingPageStatsMachine } from '../../../machines/landing-page-stats.machine';
import { BarChart } from '../../components/bar-chart';
import { ClickBreakdownPanel } from '../../components/click-breakdown/click-breakdown-panel';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { MetricList, RangeTabs, ReportCard } from '../../components/report-parts';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { LandingNotFound } from './landing-not-found';
import './landing-pages.css';

const TITLE = 'Landing page statistics';

/** landingPage/statstics?id=…: a page's views and clicks over a Pacific range (see landing-page-stats.machine.ts). */
export default function LandingStatsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <LandingStats key={id ?? ''} id={id} range={params.get('range')} />;
}

function LandingStats({ id, range }: { id: string | null; range: string | null }) {
  const actor = useAppActorRef(landingPageStatsMachine, { input: { id, today: pacificDate(Date.now()), range } });
  useForwardToRuntime(actor);
  const snapshot = useSelector(actor, (s) => s);
  const { page, stats, failure } = snapshot.context;
  const send = actor.send;

  if (snapshot.hasTag('not-found'))
    return <LandingNotFound title={TITLE} message={failure} onBack={() => send({ type: 'stats.back' })} />;
  const actions = (
    <>
      <button
        type="button"
        className="lm-button lm-button--secondary"
        disabled={!snapshot.can({ type: 'stats.refresh' })}
        onClick={() => send({ type: 'stats.refresh' })}
      >
        Refresh
      </button>
      <button
        type="button"
        className="lm-button lm-button--secondary"
        disabled={!snapshot.can({ type: 'stats.edit' })}
        onClick={() => send({ type: 'stats.edit' })}
      >
        Edit page
      </button>
    </>
  );
  return (
    <>
      <PageHeader title={page ? `${TITLE}: ${page.title}` : TITLE} back actions={actions} />
      <RangeTabs
        current={snapshot.context.rangeId}
        range={snapshot.context.range}
        onSelect={(r) => send({ type: 'range.select', range: r })}
      />
      {snapshot.matches('failed') ? (
        <LoadError message={failure} onRetry={() => send({ type: 'stats.retry' })} />
      ) : !stats || !page ? (
        <DelayedSpinner />
      ) : (
        <div aria-busy={snapshot.hasTag('busy')}>
          <MetricList
            label="Totals of the range"
            cards={[
              { id: 'views', name: 'Views', value: formatCount(stats.views) },
              { id: 'clicks', name: 'Clicks', value: formatCount(stats.clicks) },
              { id: 'rate', name: 'Clicks per view', value: formatPercent(stats.clickThroughRate) },
            ]}
          />
          <ReportCard title="By day">
            <BarChart
              label={`Views and clicks per day, ${stats.days.length} days`}
              categories={stats.days.map((d) => ({ key: d.date, label: shortDayLabel(d.date) }))}
              series={[
                { name: 'Views', tone: 'blue', values: stats.days.map((d) => d.views) },
                { name: 'Clicks', tone: 'green', values: stats.days.map((d) => d.clicks) },
              ]}
              format={formatThousands}
              tableTitle="Views and clicks by day"
              categoryHeading="Day (Pacific time)"
              categoryKind="day"
            />
          </ReportCard>
          <ReportCard title="Clicks per block">
            {stats.blocks.length === 0 ? (
              <p className="lm-landing-muted">
                This page has no product, button, linked picture or link list to click.
              </p>
            ) : (
              <table className="lm-landing-table">
                <thead>
                  <tr>
                    <th scope="col">Block</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Clicks</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.blocks.map((block) => (
                    <tr key={block.index} data-block-index={block.index}>
                      <th scope="row">
                        {block.index + 1}. {block.label}
                      </th>
                      <td>{BLOCK_KIND_LABELS[block.type]}</td>
                      <td data-testid="block-clicks">{formatCount(block.clicks)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </ReportCard>
          {/* Driven by the page's range chips above; the "By day" chart already shows its clicks beside the views. */}
          <ClickBreakdownPanel
            key={`${page.id}:${snapshot.context.rangeId}`}
            scope="landing-page"
            id={page.id}
            pageRange={snapshot.context.rangeId}
            dayChart={false}
          />
        </div>
      )}
    </>
  );
}

import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { changeText, clickChange } from '../../../domain/click-comparison';
import { CLICK_DIMENSIONS, PARTIAL_DIMENSIONS } from '../../../domain/click-dimensions';
import { rangeText, type ReportRangeId } from '../../../domain/date-ranges';
import { shortDayLabel } from '../../../domain/my-links';
import { formatCount } from '../../../domain/number-formats';
import { pacificDate } from '../../../domain/pacific-time';
import { formatThousands } from '../../../domain/plan-usage';
import {
  clickBreakdownMachine,
  type ClickBreakdown,
  type ClickScope,
  type ClickTarget,
} from '../../../machines/click-breakdown.machine';
import { useAppActorRef } from '../../shell/app-runtime';
import { BarChart } from '../bar-chart';
import { DelayedSpinner } from '../delayed-spinner';
import { LoadError } from '../load-error';
import { ClickRangePicker } from './click-range-picker';
import { DimensionBars } from './dimension-bars';
import './click-breakdown.css';

export interface ClickBreakdownPanelProps {
  scope: ClickScope;
  id?: string | null;
  /** Other things to count that the creator may pick (the bio page and its buttons). */
  choices?: readonly ClickTarget[];
  title?: string;
  /**
   * The range of the page around the panel, when that page has a range picker of its own: the panel shows it and
   * no picker (the page gives the panel a new key when it changes).
   */
  pageRange?: ReportRangeId;
  /** False where the page already charts the same clicks per day beside its other figures. */
  dayChart?: boolean;
}

/**
 * Where the clicks of a link, a page or the whole shop come from (see click-breakdown.machine.ts): the range, the
 * totals against the previous period, the clicks per day, one chart per dimension, and the two CSV downloads.
 * A parent that changes what it counts gives the panel a new key.
 */
export function ClickBreakdownPanel({
  scope,
  id,
  choices,
  title = 'Where clicks come from',
  pageRange,
  dayChart = true,
}: ClickBreakdownPanelProps) {
  const actor = useAppActorRef(clickBreakdownMachine, {
    input: {
      scope,
      id: id ?? null,
      today: pacificDate(Date.now()),
      choices: choices ?? [],
      ...(pageRange ? { rangeId: pageRange } : {}),
    },
  });
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  const { data, failure, choices: targets } = snapshot.context;
  const current = `${snapshot.context.scope}:${snapshot.context.id}`;
  const targetId = useId();
  return (
    <section className="lm-report-card lm-clicks-panel" aria-label={title} aria-busy={snapshot.hasTag('busy')}>
      <h2 className="lm-report-card__title">{title}</h2>
      {targets.length > 1 && (
        <div className="lm-field lm-clicks-panel__target">
          <label className="lm-field__label" htmlFor={targetId}>
            Count the clicks of
          </label>
          <select
            id={targetId}
            className="lm-field__input"
            value={current}
            onChange={(e) => {
              const target = targets.find((t) => `${t.scope}:${t.id}` === e.target.value);
              if (target) send({ type: 'target.select', scope: target.scope, id: target.id });
            }}
          >
            {targets.map((t) => (
              <option key={`${t.scope}:${t.id}`} value={`${t.scope}:${t.id}`}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {!pageRange && <ClickRangePicker snapshot={snapshot} send={send} />}
      {snapshot.matches('failed') ? (
        <LoadError message={failure} onRetry={() => send({ type: 'breakdown.retry' })} />
      ) : !data ? (
        <DelayedSpinner />
      ) : (
        <>
          <BreakdownTotals data={data} />
          {data.clicks === 0 ? (
            <p className="lm-clicks-empty" data-testid="breakdown-empty">
              No clicks by people in these dates yet. Share the link and the charts fill in as people follow it.
            </p>
          ) : (
            <>
              {dayChart && (
                <BarChart
                  label={`Clicks per day, ${data.days.length} days: ${formatCount(data.clicks)} in all`}
                  categories={data.days.map((d) => ({ key: d.date, label: shortDayLabel(d.date) }))}
                  series={[{ name: 'Clicks', tone: 'green', values: data.days.map((d) => d.clicks) }]}
                  format={formatThousands}
                  tableTitle="Clicks by day"
                  categoryHeading="Day (Pacific time)"
                  categoryKind="day"
                />
              )}
              <div className="lm-clicks-dimensions">
                {CLICK_DIMENSIONS.map((dimension) => {
                  const rows = data.dimensions.find((d) => d.dimension === dimension)?.rows ?? [];
                  // The Amazon store and the destination rule say nothing of links without either.
                  if (rows.length === 0 && PARTIAL_DIMENSIONS.has(dimension)) return null;
                  return (
                    <DimensionBars
                      key={dimension}
                      dimension={dimension}
                      rows={rows}
                      credit={dimension === 'country' && data.countriesFromDbIp ? <DbIpCredit /> : undefined}
                    />
                  );
                })}
              </div>
            </>
          )}
          <div className="lm-clicks-panel__downloads">
            <button
              type="button"
              className="lm-button lm-button--secondary"
              disabled={!snapshot.can({ type: 'export.breakdown' })}
              onClick={() => send({ type: 'export.breakdown' })}
            >
              {snapshot.matches({ ready: 'exportingBreakdown' }) ? 'Downloading…' : 'Download breakdown (CSV)'}
            </button>
            <button
              type="button"
              className="lm-button lm-button--secondary"
              disabled={!snapshot.can({ type: 'export.clicks' })}
              onClick={() => send({ type: 'export.clicks' })}
            >
              {snapshot.matches({ ready: 'exportingClicks' }) ? 'Downloading…' : 'Download clicks (CSV)'}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

/** DB-IP Lite's licence (CC BY 4.0) asks for a link back wherever its countries show; see the README. */
function DbIpCredit() {
  return (
    <a href="https://db-ip.com" target="_blank" rel="noopener">
      IP Geolocation by DB-IP
    </a>
  );
}

/** Clicks by people against the previous period of the same length, and robots' clicks apart. */
function BreakdownTotals({ data }: { data: ClickBreakdown }) {
  const previous = { startDate: data.previousStartDate, endDate: data.previousEndDate };
  return (
    <dl className="lm-report-metrics lm-clicks-totals">
      <div className="lm-report-metric">
        <dt>Clicks by people</dt>
        <dd data-testid="breakdown-clicks">{formatCount(data.clicks)}</dd>
        <dd className="lm-clicks-totals__note">
          <span data-testid="breakdown-change">{changeText(clickChange(data.clicks, data.previousClicks))}</span>{' '}
          against <span data-testid="breakdown-previous">{formatCount(data.previousClicks)}</span> in{' '}
          {rangeText(previous)}
        </dd>
      </div>
      <div className="lm-report-metric">
        <dt>Robots (counted apart)</dt>
        <dd data-testid="breakdown-bots">{formatCount(data.botClicks)}</dd>
        <dd className="lm-clicks-totals__note">
          {formatCount(data.previousBotClicks)} in the previous period: link previews and crawlers, left out of every
          other number here
        </dd>
      </div>
    </dl>
  );
}

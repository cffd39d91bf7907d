import { useSelector } from '@xstate/react';
import { barPercents } from '../../../domain/click-comparison';
import { rangeText } from '../../../domain/date-ranges';
import { DM_FUNNEL_LABELS, DM_FUNNEL_STEPS } from '../../../domain/dm-funnel';
import { formatAmount, formatCount } from '../../../domain/number-formats';
import { pacificDate } from '../../../domain/pacific-time';
import { dmFunnelMachine, type DmFunnel } from '../../../machines/dm-funnel.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { LoadError } from '../../components/load-error';
import { RangeTabs } from '../../components/report-parts';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/click-breakdown/click-breakdown.css';

const usd = (amountCents: number) => formatAmount({ amountCents, currency: 'USD' });

/**
 * A post's Auto DM funnel (dm-funnel.machine.ts): for the chosen range, each step from comments to orders with a
 * bar measured against the largest step, the previous period beside it, and what the orders earned.
 */
export function DmFunnelPanel({ mediaId }: { mediaId: string }) {
  const actor = useAppActorRef(dmFunnelMachine, { input: { mediaId, today: pacificDate(Date.now()) } });
  const snapshot = useSelector(actor, (s) => s);
  const { data, failure, rangeId, range } = snapshot.context;
  return (
    <section className="lm-adm-card" aria-label="Funnel of this post" aria-busy={snapshot.hasTag('busy')}>
      <h2>From comments to earnings</h2>
      <RangeTabs current={rangeId} range={range} onSelect={(id) => actor.send({ type: 'range.select', range: id })} />
      {snapshot.matches('failed') ? (
        <LoadError message={failure} onRetry={() => actor.send({ type: 'funnel.retry' })} />
      ) : !data ? (
        <DelayedSpinner />
      ) : (
        <FunnelSteps data={data} />
      )}
    </section>
  );
}

function FunnelSteps({ data }: { data: DmFunnel }) {
  const { current, previous } = data;
  const widths = barPercents(DM_FUNNEL_STEPS.map((step) => current[step]));
  return (
    <>
      <table className="lm-clicks-bars" data-testid="dm-funnel">
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">In these dates</th>
            <th scope="col">Before</th>
          </tr>
        </thead>
        <tbody>
          {DM_FUNNEL_STEPS.map((step, i) => (
            <tr key={step} data-step={step}>
              <th scope="row">{DM_FUNNEL_LABELS[step]}</th>
              <td className="lm-clicks-bars__cell">
                <span className="lm-clicks-bars__track" aria-hidden="true">
                  <span className="lm-clicks-bars__bar" style={{ width: `${widths[i] ?? 0}%` }} />
                </span>
                <span className="lm-clicks-bars__count" data-testid="funnel-count">
                  {formatCount(current[step])}
                </span>
              </td>
              <td className="lm-clicks-bars__previous" data-testid="funnel-previous">
                {formatCount(previous[step])}
              </td>
            </tr>
          ))}
          <tr data-step="earnings">
            <th scope="row">Earnings</th>
            <td className="lm-clicks-bars__cell">
              <span className="lm-clicks-bars__count" data-testid="funnel-count">
                {usd(current.earningsCents)}
              </span>
            </td>
            <td className="lm-clicks-bars__previous" data-testid="funnel-previous">
              {usd(previous.earningsCents)}
            </td>
          </tr>
        </tbody>
      </table>
      <p className="lm-adm-muted">
        Comments are your followers’ (your own replies are left out). Comments, matches and DMs count by the day the
        comment came in; clicks by the day of the click; orders by the day ordered. Orders name a post only where the
        shop passes the link’s sub-id back (Target, Walmart): Amazon orders are counted on your tracking id, not here.
        Before: {rangeText({ startDate: data.previousStartDate, endDate: data.previousEndDate })}.
      </p>
    </>
  );
}

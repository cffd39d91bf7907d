import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { BRAND_LABELS, OTHER_BRANDS } from '../../../domain/earnings-pages';
import { commissionPercent, formatAmount, formatCount, formatPercent } from '../../../domain/number-formats';
import { pacificDate } from '../../../domain/pacific-time';
import type { Breakdown } from '../../../machines/brand-commission.machine';
import type { earningsReportMachine, EarningsReportEvent } from '../../../machines/earnings-report';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { RangeTabs } from '../../components/report-parts';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/forms.css';
import './earnings.css';
import { ScrollingTable } from '../../components/scrolling-table';

type ReportMachine<T> = ReturnType<typeof earningsReportMachine<T>>;
export type ReportSnapshot<T> = SnapshotFrom<ReportMachine<T>>;

/** The page's machine, started from the address (`?range=`, `?brand=`) and today's Pacific date. */
export function useEarningsReport<T>(machine: ReportMachine<T>) {
  const [params] = useSearchParams();
  const actor = useAppActorRef(machine, {
    input: { today: pacificDate(Date.now()), range: params.get('range'), brand: params.get('brand') },
  });
  useForwardToRuntime(actor);
  const snapshot = useSelector(actor, (s) => s);
  return { snapshot, send: (event: EarningsReportEvent) => actor.send(event) };
}

/**
 * What every earnings detail page draws around its numbers: the header, the brand chips where the page has them,
 * the range chips where it has them (or the dates of its fixed range), then the failure, the spinner of a first
 * read, or the numbers.
 */
export function ReportFrame<T>({
  title,
  actions,
  snapshot,
  send,
  chips = true,
  children,
}: {
  title: string;
  actions?: ReactNode;
  snapshot: ReportSnapshot<T>;
  send: (event: EarningsReportEvent) => void;
  chips?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { rangeId, range, brand, data, failure } = snapshot.context;
  return (
    <>
      <PageHeader title={title} back actions={actions} />
      {brand && (
        <div className="lm-report-range__tabs lm-earning-brands" role="group" aria-label="Brand">
          {OTHER_BRANDS.map((b) => (
            <button
              key={b}
              type="button"
              className="lm-report-range__tab"
              aria-pressed={b === brand}
              onClick={() => send({ type: 'brand.select', brand: b })}
            >
              {BRAND_LABELS[b]}
            </button>
          ))}
        </div>
      )}
      {chips && (
        <RangeTabs current={rangeId} range={range} onSelect={(id) => send({ type: 'range.select', range: id })} />
      )}
      {snapshot.matches('failed') ? (
        <LoadError message={failure} onRetry={() => send({ type: 'report.retry' })} />
      ) : data === null ? (
        <DelayedSpinner />
      ) : (
        <div className="lm-earning-dashboard" aria-busy={snapshot.hasTag('busy')}>
          {children(data)}
        </div>
      )}
    </>
  );
}

export type BreakdownRow = Breakdown['rows'][number];
type Metrics = Breakdown['totals'];

/** The columns a breakdown table can show, each as a heading and the cell of a row (spec §9 formats). */
const COLUMNS = {
  clicks: { heading: 'Clicks', cell: (m: Metrics) => formatCount(m.clicks) },
  orders: { heading: 'Orders', cell: (m: Metrics) => formatCount(m.conversions) },
  conversion: { heading: 'Conversion', cell: (m: Metrics) => formatPercent(m.conversionRate) },
  sales: { heading: 'Sales', cell: (m: Metrics) => formatAmount(m.sales) },
  commission: { heading: 'Commission', cell: (m: Metrics) => formatAmount(m.earnings) },
  rate: { heading: 'Rate', cell: (m: Metrics) => commissionPercent(m.commissionRate) },
  epc: { heading: 'EPC', cell: (m: Metrics) => formatAmount(epcMoney(m)) },
} as const;

export type BreakdownColumn = keyof typeof COLUMNS;

/** Earnings per click as money: the unrounded cents of the answer to the nearest cent, as the dashboard shows it. */
export const epcMoney = (m: Metrics) => ({ amountCents: Math.round(m.epcCents), currency: m.earnings.currency });

/** The commission measures of a breakdown's totals as metric cards: sales, orders, commission and its rate. */
export const commissionCards = (totals: Metrics) => [
  { id: 'sales', name: 'Sales', value: formatAmount(totals.sales) },
  { id: 'orders', name: 'Orders', value: formatCount(totals.conversions) },
  { id: 'commission', name: 'Commission', value: formatAmount(totals.earnings) },
  { id: 'rate', name: 'Commission rate', value: commissionPercent(totals.commissionRate) },
];

/** One row per brand or link (findable by `data-row=<key>`), the name linking where `linkOf` says, and a Total row. */
export function BreakdownTable({
  label,
  nameHeading,
  breakdown,
  columns,
  linkOf,
}: {
  label: string;
  nameHeading: string;
  breakdown: Breakdown;
  columns: readonly BreakdownColumn[];
  linkOf?: (row: BreakdownRow) => string | undefined;
}) {
  return (
    <ScrollingTable label={label}>
      <table className="lm-records-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{nameHeading}</th>
            {columns.map((c) => (
              <th key={c} scope="col">
                {COLUMNS[c].heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {breakdown.rows.map((row) => (
            <tr key={row.key} data-row={row.key}>
              <th scope="row">
                <RowName row={row} to={linkOf?.(row)} />
              </th>
              {columns.map((c) => (
                <td key={c}>{COLUMNS[c].cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-row="total">
            <th scope="row">Total</th>
            {columns.map((c) => (
              <td key={c}>{COLUMNS[c].cell(breakdown.totals)}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </ScrollingTable>
  );
}

function RowName({ row, to }: { row: BreakdownRow; to: string | undefined }) {
  return to ? <Link to={to}>{row.name}</Link> : <>{row.name}</>;
}

/** What a page says when its range has no clicks and no orders. */
export function NothingInRange({ what }: { what: string }) {
  return (
    <p className="lm-muted">No {what} in this range yet: numbers show here once your links get clicks or orders.</p>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { usDate } from '../../../domain/date-ranges';
import {
  ORDER_STATUS_LABELS,
  ORDERS_PAGE_SIZE,
  SETTLEMENT_SOURCE_LABELS,
  SETTLEMENT_STATUS_LABELS,
} from '../../../domain/earnings-records';
import { EARNINGS_PATH } from '../../../domain/earnings-pages';
import { LINK_CREATE_PATH } from '../../../domain/my-links';
import { formatAmount, formatCount } from '../../../domain/number-formats';
import { pacificDate } from '../../../domain/pacific-time';
import { recordsMachine, type RecordsEvent, type RecordsSnapshot } from '../../../machines/records.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { EmptyState } from '../../components/empty-state';
import { LinkPager } from '../../components/link-pager';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/forms.css';
import './earnings.css';
import { ScrollingTable } from '../../components/scrolling-table';

type Send = (event: RecordsEvent) => void;

/** records/index: the shop's orders and settlement lines (see records.machine.ts). */
export default function RecordsPage() {
  const records = useAppActorRef(recordsMachine);
  useForwardToRuntime(records);
  const snapshot = useSelector(records, (s) => s);
  const send: Send = (event) => records.send(event);
  const actions = (
    <button
      type="button"
      className="lm-button lm-button--secondary"
      disabled={!snapshot.can({ type: 'settlements.export' })}
      onClick={() => send({ type: 'settlements.export' })}
    >
      {snapshot.hasTag('exporting') ? 'Exporting…' : 'Export settlements'}
    </button>
  );
  return (
    <>
      <PageHeader title="Orders and settlements" back actions={actions} />
      {snapshot.matches('failed') ? (
        <LoadError message={snapshot.context.failure} onRetry={() => send({ type: 'records.retry' })} />
      ) : !snapshot.context.data ? (
        <DelayedSpinner />
      ) : (
        <div className="lm-earning-dashboard">
          <Settlements snapshot={snapshot} />
          <Orders snapshot={snapshot} send={send} />
        </div>
      )}
    </>
  );
}

/** A table of records: the headings, then the rows given (each starting with its row heading). */
function RecordsTable({
  label,
  headings,
  busy = false,
  children,
}: {
  label: string;
  headings: readonly string[];
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <ScrollingTable label={label}>
      <table className="lm-records-table" aria-busy={busy}>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollingTable>
  );
}

function Settlements({ snapshot }: { snapshot: RecordsSnapshot }) {
  const lines = snapshot.context.data?.settlements.list ?? [];
  return (
    <section className="lm-link-card" aria-label="Settlements">
      <h2 className="lm-records__title">Settlements</h2>
      {lines.length === 0 ? (
        <EmptyState icon="chart" title="Nothing settled yet" level={3} compact>
          <p>
            When a month with approved commission closes, its payout shows here as a line. Until then your commission
            waits as pending on the Earnings page.
          </p>
          <Link className="lm-button" to={EARNINGS_PATH}>
            See pending earnings
          </Link>
        </EmptyState>
      ) : (
        <RecordsTable label="Settlement lines" headings={['Period', 'Source', 'Orders', 'Amount', 'Status']}>
          {lines.map((line) => (
            <tr key={line.id} data-settlement={line.id}>
              <th scope="row">
                {usDate(line.periodStart)} – {usDate(line.periodEnd)}
              </th>
              <td>
                {SETTLEMENT_SOURCE_LABELS[line.source]}
                {line.kind === 'adjustment' ? ' (adjustment)' : ''}
              </td>
              <td>{formatCount(line.conversions)}</td>
              <td>{formatAmount(line.amount)}</td>
              <td>
                {SETTLEMENT_STATUS_LABELS[line.status]}
                {line.paidAt ? ` ${usDate(pacificDate(line.paidAt))}` : ''}
              </td>
            </tr>
          ))}
        </RecordsTable>
      )}
    </section>
  );
}

function Orders({ snapshot, send }: { snapshot: RecordsSnapshot; send: Send }) {
  const { data, ordersPageNum, ordersFailure } = snapshot.context;
  if (!data) return null;
  const { list, total } = data.orders;
  return (
    <section className="lm-link-card" aria-label="Orders">
      <h2 className="lm-records__title">Orders</h2>
      {ordersFailure && (
        <p className="lm-field__error" role="alert">
          {ordersFailure}
        </p>
      )}
      {total === 0 ? (
        <EmptyState icon="link" title="No orders yet" level={3} compact>
          <p>A purchase made through one of your links shows here as soon as the retailer reports it.</p>
          <Link className="lm-button" to={LINK_CREATE_PATH}>
            Make a link to share
          </Link>
        </EmptyState>
      ) : (
        <>
          <RecordsTable
            label="Order lines"
            headings={['Ordered (Pacific time)', 'Order', 'Amount', 'Commission', 'Status']}
            busy={snapshot.hasTag('orders-busy')}
          >
            {list.map((order) => (
              <tr key={order.id} data-order={order.orderId}>
                <th scope="row">{usDate(pacificDate(order.orderedAt))}</th>
                <td>
                  {order.network} {order.orderId}
                </td>
                <td>{formatAmount(order.orderAmount)}</td>
                <td>
                  {order.status === 'reversed' ? (
                    <s>{formatAmount(order.commission)}</s>
                  ) : (
                    formatAmount(order.commission)
                  )}
                </td>
                <td>{ORDER_STATUS_LABELS[order.status]}</td>
              </tr>
            ))}
          </RecordsTable>
          <LinkPager
            page={ordersPageNum}
            total={total}
            pageSize={ORDERS_PAGE_SIZE}
            canBack={snapshot.can({ type: 'orders.page', pageNum: ordersPageNum - 1 })}
            canForward={snapshot.can({ type: 'orders.page', pageNum: ordersPageNum + 1 })}
            onGo={(to) => send({ type: 'orders.page', pageNum: to })}
          />
        </>
      )}
    </section>
  );
}

import { Link } from 'react-router-dom';
import { LEDGER_KIND_LABELS, LEDGER_PAGE_SIZE, monthText } from '../../../domain/billing-pages';
import { usDate } from '../../../domain/date-ranges';
import { formatAmount } from '../../../domain/number-formats';
import { pacificDate } from '../../../domain/pacific-time';
import { ledgerMachine, type LedgerEntry } from '../../../machines/ledger.machine';
import { SETTINGS_PATHS } from '../../../domain/settings-visibility';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { PagedListView } from '../link-pages/paged-list-view';
import './billing.css';

/** setting/balance/income_webview: the ledger, newest first: referral credits and paid settlements (ledger.machine.ts). */
export default function IncomePage() {
  const ledger = useAppActorRef(ledgerMachine, { input: { pageSize: LEDGER_PAGE_SIZE } });
  useForwardToRuntime(ledger);
  return (
    <>
      <PageHeader title="Income details" back />
      <div className="lm-billing">
        <PagedListView
          list={ledger}
          label="Income"
          empty={
            <EmptyState icon="leaf" title="No income yet">
              <p>
                Paid settlements of your commission land here, and so does a bonus for each creator who joins through
                your referral link.
              </p>
              <Link className="lm-button" to={SETTINGS_PATHS.accountInfo}>
                Find your referral link
              </Link>
            </EmptyState>
          }
          renderItem={(entry) => <LedgerRow entry={entry} />}
        />
      </div>
    </>
  );
}

function LedgerRow({ entry }: { entry: LedgerEntry }) {
  return (
    <div className="lm-ledger" data-ledger={entry.id}>
      <span>
        <strong>{LEDGER_KIND_LABELS[entry.kind]}</strong> for {monthText(entry.month)}
      </span>
      <span className="lm-ledger__amount">{formatAmount(entry.amount)}</span>
      <p className="lm-muted">{usDate(pacificDate(entry.occurredAt))}</p>
    </div>
  );
}

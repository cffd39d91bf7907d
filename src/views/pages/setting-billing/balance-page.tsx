import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { BILLING_PATHS } from '../../../domain/billing-pages';
import { formatAmount, formatCount } from '../../../domain/number-formats';
import { REFERRAL_COMMISSION_PERCENT } from '../../../domain/spec-constants';
import { balanceMachine } from '../../../machines/balance.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import './billing.css';

/** setting/balance/index (Income): the balance of referral credits and the settlements paid (balance.machine.ts). */
export default function BalancePage() {
  const actor = useAppActorRef(balanceMachine);
  useForwardToRuntime(actor);
  const snapshot = useSelector(actor, (s) => s);
  const { balance, failure } = snapshot.context;
  return (
    <>
      <PageHeader title="Income" back />
      <div className="lm-billing">
        {snapshot.matches('failed') ? (
          <LoadError message={failure} onRetry={() => actor.send({ type: 'balance.retry' })} />
        ) : !balance ? (
          <DelayedSpinner />
        ) : (
          <section className="lm-billing__card" aria-label="Balance">
            <p className="lm-plan__price">
              Balance <strong data-testid="balance-amount">{formatAmount(balance.balance)}</strong>
            </p>
            <dl className="lm-billing__facts">
              <dt>Referral bonus earned</dt>
              <dd>{formatAmount(balance.referralCredits)}</dd>
              <dt>Settlements paid to you</dt>
              <dd>{formatAmount(balance.settlementsPaid)}</dd>
              <dt>Your referral code</dt>
              <dd>{balance.referralCode}</dd>
              <dt>Shops that joined with it</dt>
              <dd>{formatCount(balance.referredShops)}</dd>
            </dl>
            <p className="lm-muted">
              You earn {REFERRAL_COMMISSION_PERCENT}% of every paid bill of the shops that join with your referral code. Settlements paid are shown for
              your records and are not part of the balance.
            </p>
            <div className="lm-billing__actions">
              <Link className="lm-button" to={BILLING_PATHS.income}>
                Income details
              </Link>
            </div>
          </section>
        )}
      </div>
    </>
  );
}

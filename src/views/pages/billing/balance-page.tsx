import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { BILLING_PATHS } from '../../../domain/billing-pages';
import { formatAmount, formatCount } from '../../../domain/number-formats';
import { MONEY_FIGURES } from '../../../domain/money-figures';
import { balanceMachine } from '../../../machines/balance.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { LoadError } from '../../components/load-error';
import { MoneyNotes } from '../../components/money-notes';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import './billing.css';

/**
 * setting/balance/index (Income): the shop's money, the same figures as the earnings page (one server query):
 * referral bonuses, earnings ready to pay and pending, paid out; and the referral code (balance.machine.ts).
 */
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
          <section className="lm-billing__card" aria-label="Your money">
            <p className="lm-plan__price">
              {MONEY_FIGURES.referralBonus.label}{' '}
              <strong data-testid="balance-amount">{formatAmount(balance.balance)}</strong>
            </p>
            <dl className="lm-billing__facts">
              <dt>{MONEY_FIGURES.readyToPay.label}</dt>
              <dd data-testid="money-ready-to-pay">{formatAmount(balance.readyToPay)}</dd>
              <dt>{MONEY_FIGURES.pending.label}</dt>
              <dd data-testid="money-pending">{formatAmount(balance.pending)}</dd>
              <dt>{MONEY_FIGURES.paidOut.label}</dt>
              <dd data-testid="money-paid-out">{formatAmount(balance.settlementsPaid)}</dd>
              <dt>Your referral code</dt>
              <dd>{balance.referralCode}</dd>
              <dt>Shops that joined with it</dt>
              <dd>{formatCount(balance.referredShops)}</dd>
            </dl>
            <MoneyNotes />
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

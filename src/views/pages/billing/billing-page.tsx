import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import {
  BILL_STATUS_LABELS,
  BILLING_PATHS,
  BILLS_PAGE_SIZE,
  cancelConfirm,
  lastDayOf,
  periodText,
  planEndsText,
} from '../../../domain/billing-pages';
import { usDate } from '../../../domain/date-ranges';
import { formatAmount, formatCount } from '../../../domain/number-formats';
import { billsMachine, type Bill } from '../../../machines/bills.machine';
import { subscriptionMachine, type SubscriptionSnapshot } from '../../../machines/subscription.machine';
import { useConfirmStep } from '../../components/delete-confirmation';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { PagedListView } from '../link-pages/paged-list-view';
import './billing.css';

const CANCEL_EVENTS = { confirm: 'cancel.confirm', cancel: 'cancel.dismiss' };

/** setting/billing: the plan and card on file (subscription.machine.ts) and the bills (bills.machine.ts). */
export default function BillingPage() {
  const subscription = useAppActorRef(subscriptionMachine);
  const bills = useAppActorRef(billsMachine, { input: { pageSize: BILLS_PAGE_SIZE } });
  useForwardToRuntime(subscription);
  const snapshot = useSelector(subscription, (s) => s);
  return (
    <>
      <PageHeader title="Billing" back />
      <div className="lm-billing">
        {snapshot.matches('failed') ? (
          <LoadError
            message={snapshot.context.failure}
            onRetry={() => subscription.send({ type: 'subscription.retry' })}
          />
        ) : !snapshot.context.data ? (
          <DelayedSpinner />
        ) : (
          <PlanCard snapshot={snapshot} actor={subscription} />
        )}
        <section className="lm-billing__section" aria-label="Bills">
          <h2 className="lm-billing__title">Bills</h2>
          <PagedListView
            list={bills}
            label="Bills"
            empty={
              <EmptyState icon="leaf" title="No bills yet" level={3} compact>
                <p>Each month on a paid plan adds its bill here, with the plan’s price and any extra clicks.</p>
                <Link className="lm-button" to={BILLING_PATHS.plans}>
                  Compare plans
                </Link>
              </EmptyState>
            }
            renderItem={(bill) => <BillRow bill={bill} />}
          />
        </section>
      </div>
    </>
  );
}

function PlanCard({
  snapshot,
  actor,
}: {
  snapshot: SubscriptionSnapshot;
  actor: Parameters<typeof useConfirmStep>[0];
}) {
  const { data, cancelFailure } = snapshot.context;
  const plan = data?.subscription;
  const card = data?.billInfo;
  const lastDay = plan?.currentPeriodEnd ? lastDayOf(plan.currentPeriodEnd) : '';
  const texts = useMemo(() => cancelConfirm(lastDay), [lastDay]);
  useConfirmStep(actor, snapshot.hasTag('confirm-visible'), texts, CANCEL_EVENTS);
  if (!plan || !card) return null;
  return (
    <section className="lm-billing__card" aria-label="Your plan">
      <h2 className="lm-billing__title">Your plan</h2>
      <dl className="lm-billing__facts">
        <dt>Plan</dt>
        <dd data-testid="billing-plan">{plan.name}</dd>
        {plan.currentPeriodStart && plan.currentPeriodEnd && (
          <>
            <dt>Current period</dt>
            <dd>{periodText(plan.currentPeriodStart, plan.currentPeriodEnd)}</dd>
          </>
        )}
        {card.hasPaymentInfo && (
          <>
            <dt>Card</dt>
            <dd>
              {card.cardBrand ?? 'Card'} ending in {card.cardLast4}
              {card.cardExpMonth && card.cardExpYear
                ? `, expires ${String(card.cardExpMonth).padStart(2, '0')}/${card.cardExpYear}`
                : ''}
            </dd>
          </>
        )}
        {card.creditBalance.amountCents > 0 && (
          <>
            <dt>Account credit</dt>
            <dd data-testid="billing-credit">{formatAmount(card.creditBalance)}, taken off your next bills</dd>
          </>
        )}
        {card.nextBillingDate && !plan.cancelAtPeriodEnd && (
          <>
            <dt>Next bill</dt>
            <dd>{usDate(card.nextBillingDate)}</dd>
          </>
        )}
      </dl>
      {plan.cancelAtPeriodEnd && lastDay && (
        <p role="status" data-testid="plan-ends">
          {planEndsText(lastDay)}
        </p>
      )}
      {cancelFailure && (
        <p className="lm-field__error" role="alert">
          {cancelFailure}
        </p>
      )}
      <div className="lm-billing__actions">
        <Link className="lm-button" to={BILLING_PATHS.plans}>
          Change plan
        </Link>
        {snapshot.can({ type: 'subscription.cancel' }) && (
          <button
            type="button"
            className="lm-button lm-button--secondary"
            onClick={() => actor.send({ type: 'subscription.cancel' })}
          >
            Cancel subscription
          </button>
        )}
      </div>
    </section>
  );
}

function BillRow({ bill }: { bill: Bill }) {
  return (
    <div className="lm-bill" data-bill={bill.id}>
      <strong>{periodText(bill.periodStart, bill.periodEnd)}</strong>
      <dl className="lm-billing__facts">
        <dt>{bill.planName}</dt>
        <dd>{formatAmount(bill.planAmount)}</dd>
        <dt>
          {formatCount(bill.extraClicks)} extra clicks
          {bill.usagePeriodStart && bill.usagePeriodEnd
            ? ` (${periodText(bill.usagePeriodStart, bill.usagePeriodEnd)})`
            : ''}
        </dt>
        <dd>
          {formatAmount(bill.extraClicksAmount)}
          {bill.usedClicks !== undefined && bill.includedClicks !== undefined && (
            <span className="lm-muted">
              {' '}
              · {formatCount(bill.usedClicks)} used of {formatCount(bill.includedClicks)} included
            </span>
          )}
        </dd>
        {bill.prorationCredit && bill.prorationCredit.amountCents > 0 && (
          <>
            <dt>Unused part of your previous plan</dt>
            <dd data-testid="bill-proration">−{formatAmount(bill.prorationCredit)}</dd>
          </>
        )}
        {bill.accountCredit && bill.accountCredit.amountCents > 0 && (
          <>
            <dt>Account credit used</dt>
            <dd>−{formatAmount(bill.accountCredit)}</dd>
          </>
        )}
        <dt>Total</dt>
        <dd>
          <strong data-testid="bill-total">{formatAmount(bill.total)}</strong> · {BILL_STATUS_LABELS[bill.status]}
        </dd>
      </dl>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { BILLING_TEXTS, lookupKeyOf, quoteLines, sessionIdOf, type QuoteLine } from '../../../domain/billing-pages';
import { formatAmount, formatCount } from '../../../domain/number-formats';
import { planById } from '../../../domain/plans';
import {
  checkoutMachine,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutSnapshot,
} from '../../../machines/checkout.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { OverageTerms } from './billing-parts';
import './billing.css';

type Send = (event: CheckoutEvent) => void;

/** The checkout chart for one page, its navigations handed to the app runtime. */
function useCheckout(input: CheckoutInput) {
  const checkout = useAppActorRef(checkoutMachine, { input });
  useForwardToRuntime(checkout);
  const snapshot = useSelector(checkout, (s) => s);
  return { snapshot, send: checkout.send as Send };
}

/** setting/plan (Payment): the plan chosen on the plans page and Pay (checkout.machine.ts). */
export default function PaymentPage() {
  const [params] = useSearchParams();
  const { snapshot, send } = useCheckout({ page: 'payment', lookupKey: lookupKeyOf(params) });
  return (
    <>
      <PageHeader title="Payment" back />
      <div className="lm-billing">
        <PaymentBody snapshot={snapshot} send={send} />
      </div>
    </>
  );
}

function PaymentBody({ snapshot, send }: { snapshot: CheckoutSnapshot; send: Send }) {
  const { offer, failure } = snapshot.context;
  if (snapshot.matches('loadFailed'))
    return <LoadError message={failure} onRetry={() => send({ type: 'checkout.retry' })} />;
  if (snapshot.matches('unavailable')) {
    return (
      <OutcomeCard text={offer?.refusal ?? BILLING_TEXTS.planUnavailable}>
        <button type="button" className="lm-button" onClick={() => send({ type: 'checkout.plans' })}>
          See the plans
        </button>
      </OutcomeCard>
    );
  }
  if (snapshot.matches('paid')) return <PaidCard snapshot={snapshot} send={send} />;
  const plan = offer?.plan;
  const quote = offer?.quote;
  if (!plan || !quote) return <DelayedSpinner />;
  const busy = snapshot.hasTag('busy');
  const switching = quote.kind === 'change';
  const current = quote.currentPlanId !== undefined ? (planById(quote.currentPlanId)?.name ?? null) : null;
  return (
    <section className="lm-billing__card" aria-label="Your new plan">
      <h2 className="lm-billing__title">{plan.name}</h2>
      <dl className="lm-billing__facts">
        <dt>Price</dt>
        <dd data-testid="payment-price">{formatAmount(plan.monthlyPrice)} a month</dd>
        <dt>Clicks included</dt>
        <dd>{formatCount(plan.includedClicks)} a month</dd>
        {offer.currentPlan && (
          <>
            <dt>Your plan now</dt>
            <dd>{offer.currentPlan.name}</dd>
          </>
        )}
      </dl>
      <QuoteTable lines={quoteLines(quote, plan.name, current)} />
      <OverageTerms />
      {quote.kind === 'change' && <p className="lm-muted">{BILLING_TEXTS.changeNote}</p>}
      {failure && (
        <p className="lm-field__error" role="alert">
          {failure}
        </p>
      )}
      <div className="lm-billing__actions">
        <button
          type="button"
          className="lm-button"
          disabled={!snapshot.can({ type: 'checkout.start' })}
          aria-busy={busy}
          onClick={() => send({ type: 'checkout.start' })}
        >
          {busy ? 'Opening…' : switching ? `Switch to ${plan.name}` : 'Pay with card'}
        </button>
      </div>
    </section>
  );
}

/** setting/stripe: where the checkout page sends the browser back; the session's outcome (checkout.machine.ts). */
export function CheckoutReturnPage() {
  const [params] = useSearchParams();
  const { snapshot, send } = useCheckout({ page: 'return', sessionId: sessionIdOf(params) });
  return (
    <>
      <PageHeader title="Payment" />
      <div className="lm-billing">
        <ReturnBody snapshot={snapshot} send={send} />
      </div>
    </>
  );
}

function ReturnBody({ snapshot, send }: { snapshot: CheckoutSnapshot; send: Send }) {
  if (snapshot.matches('unreadable'))
    return <LoadError message={snapshot.context.failure} onRetry={() => send({ type: 'checkout.retry' })} />;
  if (snapshot.matches('paid')) return <PaidCard snapshot={snapshot} send={send} />;
  if (snapshot.matches('unconfirmed')) {
    return (
      <OutcomeCard text={BILLING_TEXTS.stillOpen}>
        <button type="button" className="lm-button" onClick={() => send({ type: 'checkout.retry' })}>
          Check again
        </button>
      </OutcomeCard>
    );
  }
  const settled = snapshot.matches('unpaid')
    ? BILLING_TEXTS.unpaid
    : snapshot.matches('cancelled')
      ? BILLING_TEXTS.cancelledCheckout
      : null;
  if (settled || snapshot.matches('noSession')) {
    return (
      <OutcomeCard text={settled ?? BILLING_TEXTS.noSession}>
        <button type="button" className="lm-button" onClick={() => send({ type: 'checkout.plans' })}>
          Back to plans
        </button>
      </OutcomeCard>
    );
  }
  return (
    <section className="lm-billing__card" aria-busy="true">
      <p className="lm-billing__outcome">Confirming your payment…</p>
      <DelayedSpinner />
    </section>
  );
}

function PaidCard({ snapshot, send }: { snapshot: CheckoutSnapshot; send: Send }) {
  const { status, subscription } = snapshot.context;
  const plan = planById(subscription?.planId ?? status?.planId ?? -1);
  return (
    <OutcomeCard text={plan ? `${BILLING_TEXTS.paid} You are on ${plan.name}.` : BILLING_TEXTS.paid}>
      <button type="button" className="lm-button" onClick={() => send({ type: 'checkout.billing' })}>
        See billing
      </button>
    </OutcomeCard>
  );
}

/** The quote's lines: what the plan costs for the days left, what is credited, what is due (billing-pages.ts quoteLines). */
function QuoteTable({ lines }: { lines: QuoteLine[] }) {
  return (
    <dl className="lm-billing__facts lm-billing__quote" aria-label="What you pay">
      {lines.map((line) => (
        <div key={line.id} className={`lm-billing__quote-line lm-billing__quote-line--${line.id}`}>
          <dt>{line.label}</dt>
          <dd data-testid={`quote-${line.id}`}>
            {line.amount ? `${line.credit ? '−' : ''}${formatAmount(line.amount)}` : ''}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function OutcomeCard({ text, children }: { text: string; children: ReactNode }) {
  return (
    <section className="lm-billing__card" role="status">
      <p className="lm-billing__outcome">{text}</p>
      <div className="lm-billing__actions">{children}</div>
    </section>
  );
}

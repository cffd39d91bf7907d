import { useSelector } from '@xstate/react';
import { PLANS_TEXTS } from '../../../domain/billing-pages';
import { formatAmount, formatCount } from '../../../domain/number-formats';
import { FEATURE_TABLE, planById } from '../../../domain/plans';
import { isCurrentPlan, plansMachine, type PricingPlan, type PlansSnapshot } from '../../../machines/plans.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { OverageTerms } from './billing-parts';
import './billing.css';

/** setting/newPrice/index: the plans, each with its price and included clicks, the current one marked (plans.machine.ts). */
export default function PlansPage() {
  const plans = useAppActorRef(plansMachine);
  useForwardToRuntime(plans);
  const snapshot = useSelector(plans, (s) => s);
  const { model } = snapshot.context;
  return (
    <>
      <PageHeader title="Plans" back />
      {snapshot.matches('failed') ? (
        <LoadError message={snapshot.context.failure} onRetry={() => plans.send({ type: 'plans.retry' })} />
      ) : !model ? (
        <DelayedSpinner />
      ) : (
        <div className="lm-billing">
          <p className="lm-muted">Plans are billed by the clicks your links get each month.</p>
          {!model.plans.some((plan) => isCurrentPlan(plan, model)) && (
            // A boosting special plan is assigned by the Linkmint team and not among the tiers on sale.
            <p data-testid="plans-current">
              Your plan: {planById(model.currentPlanId)?.name ?? `code ${model.currentPlanId}`}
            </p>
          )}
          <ul className="lm-plans" aria-label="Plans">
            {model.plans.map((plan) => (
              <PlanCard
                key={plan.lookup_key}
                plan={plan}
                snapshot={snapshot}
                onChoose={() => plans.send({ type: 'plans.choose', lookupKey: plan.lookup_key })}
              />
            ))}
          </ul>
          <OverageTerms />
          <p className="lm-muted lm-plan__note">{PLANS_TEXTS.boostingNote}</p>
        </div>
      )}
    </>
  );
}

function PlanCard({ plan, snapshot, onChoose }: { plan: PricingPlan; snapshot: PlansSnapshot; onChoose: () => void }) {
  const current = snapshot.context.model !== null && isCurrentPlan(plan, snapshot.context.model);
  const choosable = snapshot.can({ type: 'plans.choose', lookupKey: plan.lookup_key });
  return (
    <li
      className={`lm-plan${current ? ' lm-plan--current' : ''}`}
      aria-label={plan.name}
      aria-current={current ? 'true' : undefined}
    >
      <h2 className="lm-plan__name">{plan.name}</h2>
      <p className="lm-plan__price">
        <strong>{formatAmount(plan.monthlyPrice)}</strong> / month
      </p>
      <p className="lm-plan__clicks">{formatCount(plan.includedClicks)} clicks included each month</p>
      <ul className="lm-plan__features" aria-label={`What ${plan.name} includes`}>
        {FEATURE_TABLE.map(({ feature, label }) =>
          plan.features.includes(feature) ? (
            <li key={feature} data-feature={feature}>
              {label}
            </li>
          ) : (
            <li key={feature} data-feature={feature} className="lm-plan__feature--off">
              {label} <span className="lm-visually-hidden">(not included)</span>
            </li>
          ),
        )}
      </ul>
      {current ? (
        <p className="lm-plan__current">Your current plan</p>
      ) : (
        choosable && (
          <button type="button" className="lm-button" onClick={onChoose}>
            Choose {plan.name}
          </button>
        )
      )}
    </li>
  );
}

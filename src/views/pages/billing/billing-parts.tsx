import { PLAN_USAGE_TEXTS } from '../../../domain/plan-usage';

/** The extra-click terms every plan shares (spec §9 overage), under the plans and on the Payment page. */
export function OverageTerms() {
  return <p className="lm-muted lm-billing__terms">{PLAN_USAGE_TEXTS.extraClickTerms}</p>;
}

import { Temporal } from '@js-temporal/polyfill';
import { PACIFIC_TIME_ZONE, pacificMonth } from '../../../src/domain/pacific-time';
import { alertTypeFor } from '../../../src/domain/plan-usage';
import { shopOf } from '../../operations';
import type { ServerModule } from '../../services';
import { monthlyClicks } from '../short-links';
import { FREE_PLAN_ID, FREE_PLAN_INCLUDED_CLICKS } from './plan-allowance';

/** The Pacific calendar month holding `now` (the click counters' month), as YYYY-MM and its bounds with offsets. */
export function planMonth(now: Date) {
  const zoned = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(PACIFIC_TIME_ZONE);
  const start = zoned.with({ day: 1 }).startOfDay();
  const end = start.add({ months: 1 });
  const iso = (t: Temporal.ZonedDateTime) => t.toString({ timeZoneName: 'never' });
  return { month: pacificMonth(now), periodStart: iso(start), periodEnd: iso(end) };
}

/**
 * Plan usage (the billing tag's get_used_clicks and get_stripe_cancel_alert, spec §4 Plan-usage dialog): the
 * shop's clicks this Pacific month, from the short-links module's monthly counter, against the plan's allowance.
 */
export const planUsageModule: ServerModule = {
  name: 'plan-usage',
  operations: (services) => ({
    getUsedClicks: async (ctx) => {
      const { month, periodStart, periodEnd } = planMonth(ctx.now);
      const used = await monthlyClicks(services.database, shopOf(ctx), month);
      return {
        planId: FREE_PLAN_ID,
        alertType: alertTypeFor(used, FREE_PLAN_INCLUDED_CLICKS),
        currentUsedClicks: used,
        packageIncludeClicks: FREE_PLAN_INCLUDED_CLICKS,
        periodStart,
        periodEnd,
      };
    },
    // Nobody can subscribe yet (billing is not built), so no special plan can have been cancelled: the
    // contract's "no alert" answer is the true one, not a placeholder.
    getStripeCancelAlert: async (ctx) => {
      shopOf(ctx);
      return { hasCancelAlert: false };
    },
  }),
};

export { FREE_PLAN_ID, FREE_PLAN_INCLUDED_CLICKS } from './plan-allowance';

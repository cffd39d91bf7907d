import { alertTypeFor } from '../../../src/domain/plan-usage';
import { shopOf } from '../../operations';
import type { ServerModule } from '../../services';
import { currentPlanOf, planMonth } from '../billing';
import { monthlyClicks } from '../short-links';

export { planMonth } from '../billing';

/**
 * Plan usage (the billing tag's get_used_clicks, spec §4 Plan-usage dialog): the shop's clicks this Pacific
 * month, from the short-links module's monthly counter, against the clicks its current plan includes (the
 * billing module's plans table; the free plan without a paid one).
 */
export const planUsageModule: ServerModule = {
  name: 'plan-usage',
  operations: (services) => ({
    getUsedClicks: async (ctx) => {
      const shop = shopOf(ctx);
      const { month, periodStart, periodEnd } = planMonth(ctx.now);
      const [used, plan] = await Promise.all([
        monthlyClicks(services.database, shop, month),
        currentPlanOf(services.database, shop),
      ]);
      return {
        planId: plan.planId,
        alertType: alertTypeFor(used, plan.includedClicks),
        currentUsedClicks: used,
        packageIncludeClicks: plan.includedClicks,
        periodStart,
        periodEnd,
      };
    },
  }),
};

export { FREE_PLAN_ID, FREE_PLAN_INCLUDED_CLICKS } from './plan-allowance';

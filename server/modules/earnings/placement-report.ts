import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../errors';
import { requestOrigin, shopOf, type OperationHandlers } from '../../operations';
import type { Services } from '../../services';
import { ownLiveLink, PLACEMENT_CLICK, placementsOfLink, placementView, shortLinksOf } from '../short-links';
import { readEarnSettings } from '../tracking-ids';
import { dashboardRangeProblem, metricsOf } from './dashboard-metrics';

/**
 * get_placement_report: a link's placements with their clicks (visitors', bots left out, from the click counters
 * under the `placement` link type), orders and earnings (pending and approved; a reversed order counts for nothing)
 * over a range of Pacific days, and EPC as the dashboard computes it (dashboard-metrics.ts), so the same figures
 * agree wherever they are shown.
 */

type Schemas = components['schemas'];

interface Range {
  startDate: string;
  endDate: string;
}

async function clicksOf(db: Queryable, codes: readonly string[], { startDate, endDate }: Range) {
  const { rows } = await db.query<{ link_id: string; clicks: number }>(
    `select link_id, sum(clicks)::int as clicks from link_clicks_daily
     where link_type = $1 and link_id = any($2::text[]) and day between $3::date and $4::date group by link_id`,
    [PLACEMENT_CLICK, codes, startDate, endDate],
  );
  return new Map(rows.map((row) => [row.link_id, Number(row.clicks)]));
}

async function ordersOf(db: Queryable, shopDomain: string, codes: readonly string[], { startDate, endDate }: Range) {
  const { rows } = await db.query<{ placement_code: string; orders: number; earnings: string }>(
    `select placement_code, count(*)::int as orders, coalesce(sum(commission_cents), 0)::text as earnings
     from conversions
     where shop_domain = $1 and placement_code = any($2::text[]) and ordered_day between $3::date and $4::date
       and status <> 'reversed'
     group by placement_code`,
    [shopDomain, codes, startDate, endDate],
  );
  return new Map(
    rows.map((row) => [row.placement_code, { orders: Number(row.orders), earnings: Number(row.earnings) }]),
  );
}

export function placementReportOperations(services: Services): OperationHandlers {
  const { database: db, eventStore: store } = services;
  return {
    async getPlacementReport(ctx): Promise<Schemas['PlacementReport']> {
      const { code, startDate, endDate } = ctx.body as Schemas['PlacementReportQuery'];
      const problem = dashboardRangeProblem(startDate, endDate);
      if (problem) throw badRequest(problem);
      const shopDomain = shopOf(ctx);
      const link = await ownLiveLink(db, shopDomain, code);
      const rows = await placementsOfLink(db, link.code);
      const codes = rows.map((row) => row.code);
      const range = { startDate, endDate };
      const [clicks, orders, settings] = await Promise.all([
        clicksOf(db, codes, range),
        ordersOf(db, shopDomain, codes, range),
        readEarnSettings({ db, store }, shopDomain),
      ]);
      const baseUrl = shortLinksOf(services).baseUrl(requestOrigin(ctx));
      return {
        startDate,
        endDate,
        retailer: link.retailer,
        trackingIds: [...settings.trackingIds[link.retailer]],
        list: rows.map((row) => {
          const sold = orders.get(row.code);
          const metrics = metricsOf({
            clicks: clicks.get(row.code) ?? 0,
            conversions: sold?.orders ?? 0,
            earningsCents: sold?.earnings ?? 0,
          });
          return {
            placement: placementView(row, baseUrl),
            clicks: metrics.clicks,
            orders: metrics.conversions,
            earningsCents: metrics.earningsCents,
            epcCents: metrics.epcCents,
          };
        }),
      };
    },
  };
}

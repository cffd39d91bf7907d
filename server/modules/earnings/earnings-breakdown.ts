import type { Queryable } from '../../db/database';
import { SHORT_LINK_CLICK } from '../short-links';
import { metricsOf, type Metrics } from './dashboard-metrics';

/**
 * The Account tab's commission pages (getEarningsBreakdown): the dashboard's numbers of a Pacific range split by
 * brand (the retailer of the link or tracking id an order came through) or by link. Sales and the commission rate
 * come beside the dashboard's measures, as a brand pays a share of what was sold.
 */

export const BREAKDOWN_BRANDS = ['amazon', 'target', 'walmart', 'other'] as const;
export type Brand = (typeof BREAKDOWN_BRANDS)[number];
export type BreakdownBy = 'brand' | 'link';
export type BreakdownOrder = 'earnings' | 'clicks' | 'epc';

const BRAND_NAMES: Record<Brand, string> = { amazon: 'Amazon', target: 'Target', walmart: 'Walmart', other: 'Other' };
/** The key of the row of orders a network reported with a tracking id rather than a link. */
export const TRACKING_KEY_PREFIX = 'tracking:';

export interface BreakdownMetrics extends Metrics {
  salesCents: number;
  /** earningsCents / salesCents, unrounded; 0 without sales. */
  commissionRate: number;
}

export interface BreakdownRow extends BreakdownMetrics {
  key: string;
  name: string;
  brand: Brand;
}

/** What one link (or one tracking id) had in the range, before any grouping. */
export interface LinkCounts {
  key: string;
  name: string;
  brand: Brand;
  clicks: number;
  conversions: number;
  salesCents: number;
  earningsCents: number;
}

const metricsWithSales = (counts: Omit<LinkCounts, 'key' | 'name' | 'brand'>): BreakdownMetrics => ({
  ...metricsOf(counts),
  salesCents: counts.salesCents,
  commissionRate: counts.salesCents > 0 ? counts.earningsCents / counts.salesCents : 0,
});

const sumCounts = (rows: readonly LinkCounts[]) =>
  rows.reduce(
    (sum, row) => ({
      clicks: sum.clicks + row.clicks,
      conversions: sum.conversions + row.conversions,
      salesCents: sum.salesCents + row.salesCents,
      earningsCents: sum.earningsCents + row.earningsCents,
    }),
    { clicks: 0, conversions: 0, salesCents: 0, earningsCents: 0 },
  );

const ORDERINGS: Record<BreakdownOrder, (row: BreakdownRow) => number[]> = {
  earnings: (r) => [r.earningsCents, r.clicks, r.epcCents],
  clicks: (r) => [r.clicks, r.earningsCents, r.epcCents],
  epc: (r) => [r.epcCents, r.earningsCents, r.clicks],
};

/** Rows by link or summed per brand, of one brand when given, highest first by `orderBy`, then the key; with their totals. */
export function breakdownOf(links: readonly LinkCounts[], by: BreakdownBy, orderBy: BreakdownOrder, brand?: Brand) {
  const chosen = brand ? links.filter((link) => link.brand === brand) : links;
  const grouped =
    by === 'link'
      ? chosen
      : BREAKDOWN_BRANDS.flatMap((b) => {
          const of = chosen.filter((link) => link.brand === b);
          return of.length ? [{ key: b, name: BRAND_NAMES[b], brand: b, ...sumCounts(of) }] : [];
        });
  const rank = ORDERINGS[orderBy];
  const rows: BreakdownRow[] = grouped
    .map(({ key, name, brand: b, ...counts }) => ({ key, name, brand: b, ...metricsWithSales(counts) }))
    .sort((x, y) => {
      const [a, b] = [rank(x), rank(y)];
      for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return b[i]! - a[i]!;
      return x.key < y.key ? -1 : x.key > y.key ? 1 : 0;
    });
  return { totals: metricsWithSales(sumCounts(chosen)), rows };
}

const asBrand = (value: string | null): Brand =>
  (BREAKDOWN_BRANDS as readonly string[]).includes(value ?? '') ? (value as Brand) : 'other';

/**
 * Each short link's visitor clicks and each link's (or tracking id's) orders in the range: clicks from the
 * short-links module's daily counts, orders from the conversions (reversed ones left out), the brand from the
 * link's retailer or from the shop's tracking-id lists.
 */
export async function shopLinkCounts(
  db: Queryable,
  shopDomain: string,
  startDate: string,
  endDate: string,
): Promise<LinkCounts[]> {
  const { rows } = await db.query<{
    code: string | null;
    tracking_id: string | null;
    retailer: string | null;
    title: string | null;
    clicks: number;
    conversions: number;
    sales: number;
    earnings: number;
  }>(
    `with clicked as (
       select link_id as code, sum(clicks)::bigint as clicks from link_clicks_daily
       where shop_domain = $1 and link_type = $4 and day between $2::date and $3::date group by link_id having sum(clicks) > 0
     ), ordered as (
       select short_code as code, case when short_code is null then tracking_id end as tracking_id,
              count(*)::bigint as conversions, sum(order_amount_cents)::bigint as sales, sum(commission_cents)::bigint as earnings
       from conversions
       where shop_domain = $1 and ordered_day between $2::date and $3::date and status <> 'reversed'
       group by 1, 2
     )
     select coalesce(o.code, c.code) as code, o.tracking_id,
            coalesce(s.retailer, (select min(h.retailer) from tracking_id_holders h where h.shop_domain = $1 and h.tracking_key = lower(o.tracking_id))) as retailer,
            s.title, coalesce(c.clicks, 0) as clicks, coalesce(o.conversions, 0) as conversions, coalesce(o.sales, 0) as sales, coalesce(o.earnings, 0) as earnings
     from clicked c full join ordered o on o.code = c.code
     left join short_links s on s.code = coalesce(o.code, c.code)`,
    [shopDomain, startDate, endDate, SHORT_LINK_CLICK],
  );
  return rows.map((row) => ({
    key: row.code ?? `${TRACKING_KEY_PREFIX}${row.tracking_id}`,
    name: row.code ? row.title?.trim() || row.code : (row.tracking_id ?? ''),
    brand: asBrand(row.retailer),
    clicks: Number(row.clicks),
    conversions: Number(row.conversions),
    salesCents: Number(row.sales),
    earningsCents: Number(row.earnings),
  }));
}

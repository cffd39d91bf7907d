import type { Queryable } from '../../db/database';
import type { PageRequest } from '../../paging';
import type { ConversionReport, ConversionStatus } from './conversion-report';
import { dashboardOf, type Dashboard, type DayCounts } from './dashboard-metrics';

/** Whether the shop has any order at all (pending, approved or reversed): it has earned through Linkmint. */
export async function hasOrders(db: Queryable, shopDomain: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    'select exists(select 1 from conversions where shop_domain = $1) as found',
    [shopDomain],
  );
  return rows[0]?.found === true;
}

/**
 * The dashboard's counts of a shop per Pacific day: visitor clicks on any of its links (link_clicks_daily,
 * short-links module) and its orders by the Pacific day they were placed. A reversed order is neither a
 * conversion nor earnings.
 */
export async function shopDashboard(
  db: Queryable,
  shopDomain: string,
  startDate: string,
  endDate: string,
): Promise<Dashboard> {
  const { rows } = await db.query<{ day: string; clicks: number; conversions: number; earnings: number }>(
    `select day, sum(clicks)::bigint as clicks, sum(conversions)::bigint as conversions, sum(earnings)::bigint as earnings from (
       select day, clicks, 0 as conversions, 0 as earnings from link_clicks_daily
       where shop_domain = $1 and day between $2::date and $3::date
       union all
       select ordered_day, 0, 1, commission_cents from conversions
       where shop_domain = $1 and ordered_day between $2::date and $3::date and status <> 'reversed'
     ) counted group by day`,
    [shopDomain, startDate, endDate],
  );
  const counted: DayCounts[] = rows.map((row) => ({
    date: row.day,
    clicks: Number(row.clicks),
    conversions: Number(row.conversions),
    earningsCents: Number(row.earnings),
  }));
  return dashboardOf(startDate, endDate, counted);
}

/** An order as its latest delivery left it. */
export type ConversionView = Omit<ConversionReport, 'currency'> & { id: string; currency: string; updatedAt: string };

/** A page of a shop's orders placed in the Pacific date range (either end open), newest order first. */
export async function shopConversions(
  db: Queryable,
  shopDomain: string,
  filter: { startDate?: string; endDate?: string; status?: ConversionStatus },
  page: PageRequest,
): Promise<{ list: ConversionView[]; total: number }> {
  const params: unknown[] = [shopDomain];
  let where = 'shop_domain = $1';
  if (filter.startDate) where += ` and ordered_day >= $${params.push(filter.startDate)}::date`;
  if (filter.endDate) where += ` and ordered_day <= $${params.push(filter.endDate)}::date`;
  if (filter.status) where += ` and status = $${params.push(filter.status)}`;
  const count = await db.query<{ total: number }>(`select count(*) as total from conversions where ${where}`, params);
  const { rows } = await db.query<{
    conversion_id: string;
    network: string;
    order_id: string;
    short_code: string | null;
    tracking_id: string | null;
    order_amount_cents: number;
    commission_cents: number;
    currency: string;
    status: ConversionStatus;
    ordered_at: Date;
    updated_at: Date;
  }>(
    `select conversion_id, network, order_id, short_code, tracking_id, order_amount_cents, commission_cents, currency, status, ordered_at, updated_at
     from conversions where ${where} order by ordered_at desc, conversion_id limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return {
    total: Number(count.rows[0]?.total ?? 0),
    list: rows.map((row) => ({
      id: row.conversion_id,
      network: row.network,
      orderId: row.order_id,
      shortCode: row.short_code,
      trackingId: row.tracking_id,
      orderAmountCents: Number(row.order_amount_cents),
      commissionCents: Number(row.commission_cents),
      currency: row.currency,
      status: row.status,
      orderedAt: row.ordered_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    })),
  };
}

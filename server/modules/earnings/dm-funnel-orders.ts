import { dmCardSubId } from '../../../src/domain/dm-funnel';
import type { Queryable } from '../../db/database';
import type { DmFunnelSource } from '../../services';

/**
 * Earnings' part of an Auto DM post's funnel: the orders that came back with one of the post's card link sub-ids
 * (dm-funnel.ts) and their commission, by the Pacific day ordered, as the dashboard counts them (a reversed order
 * counts for nothing). Only networks that pass a sub-id back (Impact: Target, Walmart) can name a post; an Amazon
 * order carries none and is counted on the link's tracking id alone, never here.
 */
export const dmFunnelOrders =
  (db: Queryable): DmFunnelSource =>
  async ({ shopDomain, cardCodes }, { startDate, endDate }) => {
    if (cardCodes.length === 0) return { orders: 0, earningsCents: 0 };
    const { rows } = await db.query<{ orders: number; earnings: string }>(
      `select count(*)::int as orders, coalesce(sum(commission_cents), 0)::text as earnings
       from conversions
       where shop_domain = $1 and sub_id = any($2::text[]) and ordered_day between $3::date and $4::date
         and status <> 'reversed'`,
      [shopDomain, cardCodes.map(dmCardSubId), startDate, endDate],
    );
    return { orders: Number(rows[0]?.orders ?? 0), earningsCents: Number(rows[0]?.earnings ?? 0) };
  };

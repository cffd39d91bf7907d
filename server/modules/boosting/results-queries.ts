import type { Queryable } from '../../db/database';
import type { Page, PageRequest } from '../../paging';
import type { ContentSums, ResultSums } from './boosting-metrics';

/** Sums of boosting_results over a Pacific date range (both ends included) for one shop. */

export interface DateRange {
  startDate: string;
  endDate: string;
}

export interface DaySums {
  date: string;
  sums: ResultSums;
}

interface SumsRow {
  spend_cents: number;
  earnings_cents: number;
  impressions: number;
  clicks: number;
  orders: number;
}

const SUMS = `coalesce(sum(spend_cents), 0)::bigint as spend_cents, coalesce(sum(earnings_cents), 0)::bigint as earnings_cents,
  coalesce(sum(impressions), 0)::bigint as impressions, coalesce(sum(clicks), 0)::bigint as clicks, coalesce(sum(conversions), 0)::bigint as orders`;

/** $1 shop, $2 first date, $3 last date, $4 one content or null for all. */
const IN_RANGE = 'shop_domain = $1 and day >= $2::date and day <= $3::date and ($4::text is null or content_id = $4)';

const sumsOf = (row: SumsRow | undefined): ResultSums => ({
  spendCents: Number(row?.spend_cents ?? 0),
  earningsCents: Number(row?.earnings_cents ?? 0),
  impressions: Number(row?.impressions ?? 0),
  clicks: Number(row?.clicks ?? 0),
  orders: Number(row?.orders ?? 0),
});

export async function rangeSums(
  db: Queryable,
  shopDomain: string,
  range: DateRange,
  contentId?: string,
): Promise<ResultSums> {
  const { rows } = await db.query<SumsRow>(`select ${SUMS} from boosting_results where ${IN_RANGE}`, [
    shopDomain,
    range.startDate,
    range.endDate,
    contentId ?? null,
  ]);
  return sumsOf(rows[0]);
}

/** Every date of the range that has results, oldest first (optionally of one content). */
export async function daySums(
  db: Queryable,
  shopDomain: string,
  range: DateRange,
  contentId?: string,
): Promise<DaySums[]> {
  const { rows } = await db.query<SumsRow & { day: string }>(
    `select day, ${SUMS} from boosting_results where ${IN_RANGE} group by day order by day`,
    [shopDomain, range.startDate, range.endDate, contentId ?? null],
  );
  return rows.map((row) => ({ date: row.day, sums: sumsOf(row) }));
}

/** A page of the dates that have results, newest first. */
export async function daySumsPage(
  db: Queryable,
  shopDomain: string,
  range: DateRange,
  { limit, offset }: PageRequest,
): Promise<Page<DaySums>> {
  const params = [shopDomain, range.startDate, range.endDate, null];
  const [page, count] = await Promise.all([
    db.query<SumsRow & { day: string }>(
      `select day, ${SUMS} from boosting_results where ${IN_RANGE} group by day order by day desc limit $5 offset $6`,
      [...params, limit, offset],
    ),
    db.query<{ n: number }>(`select count(distinct day)::int as n from boosting_results where ${IN_RANGE}`, params),
  ]);
  return { list: page.rows.map((row) => ({ date: row.day, sums: sumsOf(row) })), total: Number(count.rows[0]?.n ?? 0) };
}

/** Each content with results in the range (optionally only some), summed over its applications and days; unordered. */
export async function contentSums(
  db: Queryable,
  shopDomain: string,
  range: DateRange,
  contentIds?: readonly string[],
): Promise<ContentSums[]> {
  const { rows } = await db.query<SumsRow & { content_id: string }>(
    `select content_id, ${SUMS} from boosting_results where ${IN_RANGE} and ($5::text[] is null or content_id = any($5::text[])) group by content_id`,
    [shopDomain, range.startDate, range.endDate, null, contentIds ? [...contentIds] : null],
  );
  return rows.map((row) => ({ contentId: row.content_id, ...sumsOf(row) }));
}

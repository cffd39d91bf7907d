import type { DestinationRule } from '../../../src/domain/destination-rules';
import type { LinkLocalisation } from '../../../src/domain/amazon-localisation';
import { scheduleState, type LinkSchedule } from '../../../src/domain/link-schedule';
import type { Retailer } from '../../../src/domain/retailer-links';
import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/database';
import type { ClickScopeResolver } from '../../services';
import { containsPattern, pageRequest } from '../../paging';
import { CLICK_TIME_ZONE } from './click-projections';
import { SHORT_LINK_CLICK } from './link-clicks';
import type { LinkKind } from './short-link-decider';

/** Reads of the short-links read models, and the ShortLink answer of the contract built from them. */

export type ShortLinkView = components['schemas']['ShortLink'];

export interface ShortLinkRow {
  code: string;
  shop_domain: string;
  kind: LinkKind;
  retailer: Retailer;
  retailer_item_id: string;
  normalized_url: string;
  destination: string;
  tracking_id: string | null;
  source: number | null;
  title: string | null;
  product_id: string | null;
  created_at: Date;
  deleted_at: Date | null;
  /** Its destination rules, in order; [] for none. */
  rules: DestinationRule[];
  localisation: LinkLocalisation;
  /** Its schedule and limits; null: always live. */
  schedule: LinkSchedule | null;
}

const COLUMNS = `code, shop_domain, kind, retailer, retailer_item_id, normalized_url, destination, tracking_id, source, title,
  product_id, created_at, deleted_at, rules, localisation, schedule`;

/** Newest first; the code breaks ties of links made in the same millisecond. */
const NEWEST_FIRST = 'order by created_at desc, code desc';

export async function shortLinkByCode(db: Queryable, code: string): Promise<ShortLinkRow | undefined> {
  return (await db.query<ShortLinkRow>(`select ${COLUMNS} from short_links where code = $1`, [code])).rows[0];
}

/** The shop's live link of this kind to exactly this destination (the oldest, when get_new_shortlink made more). */
export async function liveLinkTo(
  db: Queryable,
  shopDomain: string,
  kind: LinkKind,
  destination: string,
): Promise<ShortLinkRow | undefined> {
  return (
    await db.query<ShortLinkRow>(
      `select ${COLUMNS} from short_links
       where shop_domain = $1 and kind = $2 and destination = $3 and deleted_at is null
       order by created_at, code limit 1`,
      [shopDomain, kind, destination],
    )
  ).rows[0];
}

/** The shop's newest live link to the same product page, whatever its tracking id or kind. */
/** The shop's live short links among `destinations` (an import's "already imported" check), oldest first. */
export async function liveLinksTo(
  db: Queryable,
  shopDomain: string,
  destinations: readonly string[],
): Promise<Array<{ code: string; destination: string }>> {
  if (destinations.length === 0) return [];
  const { rows } = await db.query<{ code: string; destination: string }>(
    `select code, destination from short_links
     where shop_domain = $1 and kind = 'short' and deleted_at is null and destination = any($2::text[])
     order by created_at, code`,
    [shopDomain, [...destinations]],
  );
  return rows;
}

/** Which of `codes` some short link of any shop holds or held (deleted links keep their codes). */
export async function takenCodes(db: Queryable, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const { rows } = await db.query<{ code: string }>('select code from short_links where code = any($1::text[])', [
    [...codes],
  ]);
  return new Set(rows.map((row) => row.code));
}

export async function liveLinkToAddress(
  db: Queryable,
  shopDomain: string,
  normalizedUrl: string,
): Promise<ShortLinkRow | undefined> {
  return (
    await db.query<ShortLinkRow>(
      `select ${COLUMNS} from short_links where shop_domain = $1 and normalized_url = $2 and deleted_at is null ${NEWEST_FIRST} limit 1`,
      [shopDomain, normalizedUrl],
    )
  ).rows[0];
}

export interface ShortLinkListQuery {
  kind?: LinkKind;
  /** Case-insensitive part of the title or the destination. */
  keyword?: string;
  /** 1-based; 1 when absent. */
  pageNum?: number;
  /** 20 when absent. */
  pageSize?: number;
}

/** A page of the shop's live links, newest first, and how many there are in all. */
export async function listShortLinks(
  db: Queryable,
  shopDomain: string,
  query: ShortLinkListQuery = {},
): Promise<{ rows: ShortLinkRow[]; total: number }> {
  const { limit, offset } = pageRequest(query);
  const keyword = containsPattern(query.keyword);
  const where = `shop_domain = $1 and deleted_at is null and ($2::text is null or kind = $2)
    and ($3::text is null or title ilike $3 or destination ilike $3)`;
  const params = [shopDomain, query.kind ?? null, keyword];
  const [page, count] = await Promise.all([
    db.query<ShortLinkRow>(`select ${COLUMNS} from short_links where ${where} ${NEWEST_FIRST} limit $4 offset $5`, [
      ...params,
      limit,
      offset,
    ]),
    db.query<{ n: number }>(`select count(*)::int as n from short_links where ${where}`, params),
  ]);
  return { rows: page.rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** How many live links a shop has (what deleting its account removes). */
export async function liveShortLinkCount(db: Queryable, shopDomain: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from short_links where shop_domain = $1 and deleted_at is null',
    [shopDomain],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Clicks by people (bots left out) of each link since it was made. */
export async function clicksOfLinks(
  db: Queryable,
  codes: readonly string[],
  linkType = SHORT_LINK_CLICK,
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const { rows } = await db.query<{ link_id: string; clicks: number }>(
    `select link_id, sum(clicks)::int as clicks from link_clicks_daily where link_type = $1 and link_id = any($2::text[]) group by link_id`,
    [linkType, [...codes]],
  );
  return new Map(rows.map((row) => [row.link_id, Number(row.clicks)]));
}

/** Clicks by people of one link on each Pacific day from `from` to `to` ('YYYY-MM-DD'); days without clicks are absent. */
export async function dailyClicksOfLink(
  db: Queryable,
  code: string,
  { from, to }: { from: string; to: string },
  linkType = SHORT_LINK_CLICK,
) {
  const { rows } = await db.query<{ day: string; clicks: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, clicks from link_clicks_daily
     where link_type = $1 and link_id = $2 and day >= $3::date and day <= $4::date order by day`,
    [linkType, code, from, to],
  );
  return rows.map((row) => ({ day: row.day, clicks: Number(row.clicks) }));
}

/**
 * The shop's live short links most clicked by people over the `days` Pacific days ending with the day of `now`
 * (7: today and the six before), most clicked first, the newer link first on a tie.
 */
export async function topClickedLinks(
  db: Queryable,
  shopDomain: string,
  { days, limit, now }: { days: number; limit: number; now: Date },
): Promise<Array<{ row: ShortLinkRow; clicks: number }>> {
  const { rows } = await db.query<ShortLinkRow & { window_clicks: number }>(
    `with window_clicks as (
       select link_id, sum(clicks)::int as clicks from link_clicks_daily
       where shop_domain = $1 and link_type = $2
         and day > ($3::timestamptz at time zone '${CLICK_TIME_ZONE}')::date - $4::int
         and day <= ($3::timestamptz at time zone '${CLICK_TIME_ZONE}')::date
       group by link_id having sum(clicks) > 0
     )
     select ${COLUMNS.split(',')
       .map((c) => `s.${c.trim()}`)
       .join(', ')}, w.clicks as window_clicks
     from window_clicks w join short_links s on s.code = w.link_id
     where s.shop_domain = $1 and s.deleted_at is null
     order by w.clicks desc, s.created_at desc, s.code desc limit $5`,
    [shopDomain, SHORT_LINK_CLICK, now.toISOString(), days, limit],
  );
  return rows.map(({ window_clicks, ...row }) => ({ row, clicks: Number(window_clicks) }));
}

/**
 * Clicks by people on every link of a shop in one Pacific calendar month ('YYYY-MM'): what plan usage counts.
 * Bot clicks (link previews, crawlers) are counted apart and not included.
 */
export async function monthlyClicks(db: Queryable, shopDomain: string, month: string): Promise<number> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new TypeError(`"${month}" is not a month written YYYY-MM`);
  const { rows } = await db.query<{ clicks: number }>(
    'select clicks from shop_clicks_monthly where shop_domain = $1 and month = $2',
    [shopDomain, month],
  );
  return Number(rows[0]?.clicks ?? 0);
}

/** Whether any visitor (not a bot) has ever clicked one of the shop's links or pages. */
export async function hasVisitorClicks(db: Queryable, shopDomain: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    'select exists(select 1 from shop_clicks_monthly where shop_domain = $1 and clicks > 0) as found',
    [shopDomain],
  );
  return rows[0]?.found === true;
}

/**
 * The contract's ShortLink; `clicks` are people's (the daily counters keep robots' apart). `now`, when given, is the
 * instant its schedule is judged at (a list that shows badges); without it no scheduleState is said.
 */
export function shortLinkView(row: ShortLinkRow, clicks: number, baseUrl: string, now?: Date): ShortLinkView {
  const state = now && row.schedule ? scheduleState(row.schedule, now.getTime(), clicks) : 'live';
  return {
    id: row.code,
    code: row.code,
    shortUrl: `${baseUrl}/s/${row.code}`,
    originalUrl: row.destination,
    kind: row.kind,
    ...(row.tracking_id ? { trackingId: row.tracking_id } : {}),
    ...(row.source !== null ? { source: row.source as ShortLinkView['source'] } : {}),
    ...(row.product_id ? { productId: row.product_id } : {}),
    ...(row.title ? { title: row.title } : {}),
    clicks,
    createdAt: row.created_at.toISOString(),
    // Absent: the link follows the shop's switch.
    ...(row.localisation !== 'shop' ? { localisation: row.localisation } : {}),
    ...(state !== 'live' ? { scheduleState: state } : {}),
  };
}

/** The click-breakdown scope of one short link of a shop (deleted ones keep their clicks). */
export const shortLinkClickScopes = (db: Queryable): Record<string, ClickScopeResolver> => ({
  'short-link': async (shopDomain, code) => {
    const { rows } = await db.query('select 1 from short_links where code = $1 and shop_domain = $2', [
      code ?? '',
      shopDomain,
    ]);
    return rows.length > 0 ? [{ linkType: SHORT_LINK_CLICK, linkIds: [code!] }] : undefined;
  },
});

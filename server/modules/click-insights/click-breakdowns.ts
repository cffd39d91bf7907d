import { addDays, fillClickDays } from '../../../src/domain/click-days';
import { CLICK_DIMENSIONS, type ClickDimension } from '../../../src/domain/click-dimensions';
import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/database';
import type { ScopeLinks } from '../../services';
import { WHOLE_SHOP } from './click-facts';

type Schemas = components['schemas'];

/** A Pacific date range and the one of the same length just before it. */
export interface ComparedRange {
  startDate: string;
  endDate: string;
  previousStartDate: string;
  previousEndDate: string;
}

export const dayCount = (startDate: string, endDate: string) =>
  Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000) + 1;

export function comparedRange(startDate: string, endDate: string): ComparedRange {
  const days = dayCount(startDate, endDate);
  return { startDate, endDate, previousStartDate: addDays(startDate, -days), previousEndDate: addDays(startDate, -1) };
}

/**
 * The where-clause of a scope's rows in click_rollups or click_records, with its parameters numbered from
 * `first`. The whole shop reads its own rows (link '' in click_rollups); a list of links reads theirs.
 */
export function scopeCondition(links: readonly ScopeLinks[] | 'shop', first: number, table: 'rollups' | 'records') {
  if (links === 'shop') {
    return table === 'rollups'
      ? { sql: `link_type = '${WHOLE_SHOP}' and link_id = '${WHOLE_SHOP}'`, params: [] as unknown[] }
      : { sql: 'true', params: [] as unknown[] };
  }
  if (links.length === 0) return { sql: 'false', params: [] as unknown[] };
  const params: unknown[] = [];
  const parts = links.map((link) => {
    params.push(link.linkType);
    const type = `link_type = $${first + params.length - 1}`;
    if (!link.linkIds) return `(${type})`;
    params.push(link.linkIds);
    return `(${type} and link_id = any($${first + params.length - 1}::text[]))`;
  });
  return { sql: `(${parts.join(' or ')})`, params };
}

const ORDERED: ReadonlySet<ClickDimension> = new Set(['hour']);

/** A scope's breakdown over a range and its previous period, from the roll-ups only. */
export async function clickBreakdown(
  db: Queryable,
  shopDomain: string,
  links: readonly ScopeLinks[] | 'shop',
  range: ComparedRange,
): Promise<Omit<Schemas['ClickBreakdown'], 'countriesFromDbIp'>> {
  const scope = scopeCondition(links, 4, 'rollups');
  const { rows } = await db.query<{
    dimension: string;
    value: string;
    current: number;
    previous: number;
    day: string | null;
  }>(
    `select dimension, value,
       coalesce(sum(clicks) filter (where day >= $2::date), 0)::int as current,
       coalesce(sum(clicks) filter (where day < $2::date), 0)::int as previous,
       case when dimension = 'total' and value = 'human' and day >= $2::date then to_char(day, 'YYYY-MM-DD') end as day
     from click_rollups
     where shop_domain = $1 and day between $3::date and $${4 + scope.params.length}::date and ${scope.sql}
     group by dimension, value, 5`,
    [shopDomain, range.startDate, range.previousStartDate, ...scope.params, range.endDate],
  );
  const sumOf = (value: string, key: 'current' | 'previous') =>
    rows.filter((r) => r.dimension === 'total' && r.value === value).reduce((sum, r) => sum + Number(r[key]), 0);
  const days = fillClickDays(
    range.startDate,
    range.endDate,
    rows.filter((r) => r.day !== null).map((r) => ({ day: r.day!, clicks: Number(r.current) })),
  );
  return {
    ...range,
    clicks: sumOf('human', 'current'),
    previousClicks: sumOf('human', 'previous'),
    botClicks: sumOf('bot', 'current'),
    previousBotClicks: sumOf('bot', 'previous'),
    days: days.map((d) => ({ date: d.day, clicks: d.clicks })),
    dimensions: CLICK_DIMENSIONS.map((dimension) => ({
      dimension,
      rows: rows
        .filter((r) => r.dimension === dimension)
        .map((r) => ({ value: r.value, clicks: Number(r.current), previousClicks: Number(r.previous) }))
        .sort((a, b) =>
          ORDERED.has(dimension)
            ? a.value.localeCompare(b.value)
            : b.clicks - a.clicks || b.previousClicks - a.previousClicks || a.value.localeCompare(b.value),
        ),
    })),
  };
}

import {
  CLICK_DIMENSIONS,
  DIMENSION_LABELS,
  PARTIAL_DIMENSIONS,
  dimensionValueLabel,
  type ClickDimension,
} from '../../../src/domain/click-dimensions';
import { pacificHour } from '../../../src/domain/pacific-time';
import type { components } from '../../../src/generated/api';
import { csvResponse, csvText } from '../../csv';
import { badRequest, notFound } from '../../errors';
import { shopOf, type OperationHandlers, type RequestContext } from '../../operations';
import type { ClickScopeResolver, ScopeLinks, Services } from '../../services';
import { shortLinksOf } from '../short-links';
import { clickBreakdown, comparedRange, dayCount, scopeCondition, type ComparedRange } from './click-breakdowns';

type Schemas = components['schemas'];

/** The longest range a breakdown covers. */
export const MAX_BREAKDOWN_DAYS = 366;
/** The most clicks one CSV export of clicks holds. */
export const MAX_EXPORTED_CLICKS = 100_000;

export const BREAKDOWN_MESSAGES = {
  backwards: 'The start date must not be after the end date.',
  tooLong: `Choose a range of at most ${MAX_BREAKDOWN_DAYS} days.`,
  needsId: 'Say which one: this breakdown needs an id.',
  notFound: 'There is nothing with that id in your shop to count clicks of.',
  tooManyClicks: `This range holds more than ${MAX_EXPORTED_CLICKS.toLocaleString('en-US')} clicks; export a shorter range.`,
} as const;

/** Refuses a range that ends before it starts or is longer than a breakdown covers. */
export function checkBreakdownRange({ startDate, endDate }: { startDate: string; endDate: string }): void {
  if (startDate > endDate) throw badRequest(BREAKDOWN_MESSAGES.backwards);
  if (dayCount(startDate, endDate) > MAX_BREAKDOWN_DAYS) throw badRequest(BREAKDOWN_MESSAGES.tooLong);
}

/** Brings the roll-ups up to every click answered before this request: stored in the log, then rolled up. */
export async function catchUpClicks(services: Services): Promise<void> {
  await shortLinksOf(services).flushClicks();
  await services.eventStore.catchUp();
}

/** Every module's click scope resolvers, by scope name (ServerModule.clickScopes). */
export const clickScopeResolvers = (services: Services): Record<string, ClickScopeResolver> =>
  Object.assign({}, ...services.modules.map((m) => m.clickScopes?.(services) ?? {})) as Record<
    string,
    ClickScopeResolver
  >;

const SCOPES_WITHOUT_ID: ReadonlySet<string> = new Set(['shop', 'bio-page']);

interface ResolvedRequest {
  shopDomain: string;
  links: readonly ScopeLinks[] | 'shop';
  range: ComparedRange;
  request: Schemas['ClickBreakdownRequest'];
}

export function createClickInsightsOperations(services: Services): OperationHandlers {
  const db = services.database;
  // The short links' country lookup reads the bundled DB-IP database when neither setting names another source.
  const countriesFromDbIp = !services.config.CLICK_COUNTRY_HEADER && !services.config.CLICK_COUNTRY_DB;
  const resolvers = clickScopeResolvers(services);

  async function resolve(ctx: RequestContext): Promise<ResolvedRequest> {
    const request = ctx.body as Schemas['ClickBreakdownRequest'];
    checkBreakdownRange(request);
    if (!SCOPES_WITHOUT_ID.has(request.scope) && !request.id) throw badRequest(BREAKDOWN_MESSAGES.needsId);
    const shopDomain = shopOf(ctx);
    let links: readonly ScopeLinks[] | 'shop' = 'shop';
    if (request.scope !== 'shop') {
      const resolver = resolvers[request.scope];
      const found = resolver ? await resolver(shopDomain, request.id) : undefined;
      if (!found) throw notFound(BREAKDOWN_MESSAGES.notFound);
      links = found;
    }
    await catchUpClicks(services);
    return { shopDomain, links, range: comparedRange(request.startDate, request.endDate), request };
  }

  const fileName = (what: string, { request }: ResolvedRequest) =>
    `${what} ${request.scope}${request.id ? ` ${request.id}` : ''} ${request.startDate} to ${request.endDate}.csv`;

  return {
    async breakdown(ctx) {
      const { shopDomain, links, range } = await resolve(ctx);
      return { ...(await clickBreakdown(db, shopDomain, links, range)), countriesFromDbIp };
    },

    async breakdownExport(ctx) {
      const resolved = await resolve(ctx);
      const breakdown = await clickBreakdown(db, resolved.shopDomain, resolved.links, resolved.range);
      const current = `Clicks ${breakdown.startDate} to ${breakdown.endDate}`;
      const previous = `Clicks ${breakdown.previousStartDate} to ${breakdown.previousEndDate}`;
      const rows: Array<Array<string | number>> = [['Dimension', 'Value', 'Code', current, previous]];
      rows.push(['All', 'Clicks by people', 'human', breakdown.clicks, breakdown.previousClicks]);
      rows.push(['All', 'Clicks by robots (left out below)', 'bot', breakdown.botClicks, breakdown.previousBotClicks]);
      for (const { dimension, rows: values } of breakdown.dimensions) {
        for (const row of values)
          rows.push([
            DIMENSION_LABELS[dimension],
            dimensionValueLabel(dimension, row.value),
            row.value,
            row.clicks,
            row.previousClicks,
          ]);
      }
      return csvResponse(csvText(rows), fileName('Click breakdown', resolved));
    },

    async clicksExport(ctx) {
      const resolved = await resolve(ctx);
      const scope = scopeCondition(resolved.links, 4, 'records');
      const { rows } = await db.query<Record<string, string | boolean | null> & { at: Date }>(
        `select at, to_char(at at time zone 'America/Los_Angeles', 'YYYY-MM-DD') as day, link_type, link_id,
           device, os, browser, source, referrer_host, country, bot, amazon_store, rule
         from click_records
         where shop_domain = $1 and at >= ($2::date::timestamp at time zone 'America/Los_Angeles')
           and at < (($3::date + 1)::timestamp at time zone 'America/Los_Angeles') and ${scope.sql}
         order by at, position limit ${MAX_EXPORTED_CLICKS + 1}`,
        [resolved.shopDomain, resolved.request.startDate, resolved.request.endDate, ...scope.params],
      );
      if (rows.length > MAX_EXPORTED_CLICKS) throw badRequest(BREAKDOWN_MESSAGES.tooManyClicks);
      const label = (dimension: ClickDimension, value: unknown) => dimensionValueLabel(dimension, String(value));
      const header = [
        'Time (UTC)',
        'Pacific date',
        'Pacific hour',
        'Link type',
        'Link',
        ...CLICK_DIMENSIONS.filter((d) => d !== 'hour' && !PARTIAL_DIMENSIONS.has(d)).map((d) => DIMENSION_LABELS[d]),
        'Referrer host',
        'Robot',
        DIMENSION_LABELS.store,
        DIMENSION_LABELS.rule,
      ];
      const lines = rows.map((row) => {
        const at = new Date(row.at);
        return [
          at.toISOString(),
          String(row.day),
          label('hour', String(pacificHour(at)).padStart(2, '0')),
          String(row.link_type),
          String(row.link_id),
          label('source', row.source),
          label('device', row.device),
          label('os', row.os),
          label('browser', row.browser),
          label('country', row.country),
          (row.referrer_host as string | null) ?? '',
          row.bot ? 'yes' : 'no',
          row.amazon_store ? label('store', row.amazon_store) : '',
          row.rule ? label('rule', row.rule) : '',
        ];
      });
      return csvResponse(csvText([header, ...lines]), fileName('Clicks', resolved));
    },
  };
}

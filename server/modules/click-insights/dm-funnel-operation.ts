import type { components } from '../../../src/generated/api';
import { notFound } from '../../errors';
import { shopOf, type OperationHandlers } from '../../operations';
import type { DmFunnelPost, Services } from '../../services';
import { clickBreakdown, comparedRange } from './click-breakdowns';
import { catchUpClicks, checkBreakdownRange, clickScopeResolvers } from './click-insights-operations';

type Schemas = components['schemas'];

export const DM_FUNNEL_MESSAGES = {
  notFound: 'This post is not one of your bio link’s posts.',
} as const;

const DM_POST_SCOPE = 'dm-post';

/**
 * dmFunnel (clickstats): one Auto DM post's funnel over a range of Pacific days and the period before it. The
 * post and its card links come from bio-link's `dm-post` click scope, the clicks from the roll-ups (human clicks,
 * as the breakdown counts them), the comments, DMs, orders and earnings from the modules that own them
 * (ServerModule.dmFunnel), so no module reads another's tables.
 */
export function dmFunnelOperations(services: Services): OperationHandlers {
  const resolvers = clickScopeResolvers(services);
  const sources = services.modules.flatMap((m) => (m.dmFunnel ? [m.dmFunnel(services)] : []));

  async function countsOf(post: DmFunnelPost, range: { startDate: string; endDate: string }, clicks: number) {
    const parts = await Promise.all(sources.map((source) => source(post, range)));
    const counts: Schemas['DmFunnelCounts'] = { comments: 0, matched: 0, sent: 0, clicks, orders: 0, earningsCents: 0 };
    for (const part of parts) Object.assign(counts, part);
    return counts;
  }

  return {
    async dmFunnel(ctx): Promise<Schemas['DmFunnel']> {
      const { mediaId, startDate, endDate } = ctx.body as Schemas['DmFunnelRequest'];
      checkBreakdownRange({ startDate, endDate });
      const shopDomain = shopOf(ctx);
      const links = await resolvers[DM_POST_SCOPE]?.(shopDomain, mediaId);
      if (!links) throw notFound(DM_FUNNEL_MESSAGES.notFound);
      await catchUpClicks(services);
      const range = comparedRange(startDate, endDate);
      const clicks = await clickBreakdown(services.database, shopDomain, links, range);
      const post = { shopDomain, mediaId, cardCodes: links.flatMap((link) => link.linkIds ?? []) };
      const [current, previous] = await Promise.all([
        countsOf(post, range, clicks.clicks),
        countsOf(post, { startDate: range.previousStartDate, endDate: range.previousEndDate }, clicks.previousClicks),
      ]);
      return { ...range, mediaId, current, previous };
    },
  };
}

import type { components } from '../../../src/generated/api';
import { shopOf, type OperationHandlers, type RequestContext } from '../../operations';
import type { Services } from '../../services';
import { changeMarketplaceIds, shopMarketplaceIds } from './marketplace-ids';

/**
 * The tracking tag's calls on the Amazon tracking ids per store: each answers the shop's ids after it, read from
 * the projection the change updated in its own transaction. The shop is the session's (the router refuses a
 * body naming another).
 */

type Schemas = components['schemas'];

export function createMarketplaceIdOperations({ database, eventStore }: Services): OperationHandlers {
  const answer = (shopDomain: string): Promise<Schemas['MarketplaceTrackingIdList']> =>
    shopMarketplaceIds(database, shopDomain);

  return {
    getMarketplaceTrackingIds: (ctx) => answer(shopOf(ctx)),
    async saveMarketplaceTrackingId(ctx: RequestContext<Schemas['MarketplaceTrackingIdRequest']>) {
      const shopDomain = shopOf(ctx);
      const { store, trackingId } = ctx.body;
      await changeMarketplaceIds(
        eventStore,
        shopDomain,
        { type: 'SaveMarketplaceTrackingId', data: { shopDomain, store, trackingId } },
        ctx.now,
      );
      ctx.log.info('marketplace tracking id saved', { store });
      return answer(shopDomain);
    },
    async removeMarketplaceTrackingId(ctx: RequestContext<Schemas['MarketplaceStoreRequest']>) {
      const shopDomain = shopOf(ctx);
      await changeMarketplaceIds(
        eventStore,
        shopDomain,
        { type: 'RemoveMarketplaceTrackingId', data: { shopDomain, store: ctx.body.store } },
        ctx.now,
      );
      ctx.log.info('marketplace tracking id removed', { store: ctx.body.store });
      return answer(shopDomain);
    },
  };
}

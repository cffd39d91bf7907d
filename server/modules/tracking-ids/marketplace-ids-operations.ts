import type { components } from '../../../src/generated/api';
import { shopOf, type OperationHandlers, type RequestContext } from '../../operations';
import type { Services } from '../../services';
import { shopLocalises } from '../../../src/domain/amazon-localisation';
import { readAmazonLocalisation } from './amazon-localisation-settings';
import { setLocalisationSwitch } from './amazon-localisation-switch';
import { changeMarketplaceIds, shopMarketplaceIds } from './marketplace-ids';

/**
 * The tracking tag's calls on the Amazon tracking ids per store and the switch that sends visitors to their own
 * store: each answers the shop's ids after it, read from
 * the projection the change updated in its own transaction. The shop is the session's (the router refuses a
 * body naming another).
 */

type Schemas = components['schemas'];

export function createMarketplaceIdOperations({ database, eventStore }: Services): OperationHandlers {
  const answer = (shopDomain: string): Promise<Schemas['MarketplaceTrackingIdList']> =>
    shopMarketplaceIds(database, shopDomain);

  async function localisation(shopDomain: string): Promise<Schemas['AmazonLocalisation']> {
    const read = await readAmazonLocalisation({ db: database, store: eventStore }, shopDomain);
    const setting = read?.setting ?? 'auto';
    return { setting, localising: read?.storeIdsSaved ? shopLocalises(setting, read.ids) : false };
  }

  return {
    getAmazonLocalisation: (ctx) => localisation(shopOf(ctx)),
    async saveAmazonLocalisation(ctx: RequestContext<Schemas['AmazonLocalisationRequest']>) {
      const shopDomain = shopOf(ctx);
      await setLocalisationSwitch(eventStore, shopDomain, ctx.body.setting, ctx.now);
      ctx.log.info('amazon localisation switch set', { setting: ctx.body.setting });
      return localisation(shopDomain);
    },
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

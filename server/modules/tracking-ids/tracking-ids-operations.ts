import type { Retailer } from '../../../src/domain/retailer-links';
import type { components } from '../../../src/generated/api';
import { notFound } from '../../errors';
import { sessionOf, shopOf, type OperationHandlers, type RequestContext } from '../../operations';
import type { Services } from '../../services';
import { accountById } from '../accounts';
import { changeImpactSettings, readImpactSettings } from './impact-settings';
import type { ImpactSettingsState } from './impact-settings-decider';
import { shopTrackingIds, trackingSeedOf } from './shop-tracking-ids';
import { changeTrackingIds } from './tracking-ids';
import type { TrackingIdItem, TrackingIdsState } from './tracking-ids-decider';

/**
 * The `tracking` tag of openapi.yaml: the shop's Amazon, Target and Walmart tracking ids, oldest first, each
 * with the time it was added. The lists hold only real ids: the SKIP entry the app's picker shows after a
 * non-empty Target or Walmart list (spec §3) is the picker's (TrackingIdItem has no room for an entry without a
 * creation time, and the app sorts and filters the lists itself, SKIP always last).
 */

type Schemas = components['schemas'];

/** The session's own account and shop; the router already refused a body naming another shop. */
async function ownerOf(services: Services, ctx: RequestContext) {
  const shopDomain = shopOf(ctx);
  const account = await accountById(services.database, sessionOf(ctx).userId);
  if (!account) throw notFound('This account no longer exists.');
  return { account, shopDomain };
}

/** The contract's ImpactSettingsByRetailer: a retailer is there once its ids are saved. */
const impactView = (state: ImpactSettingsState): Schemas['ImpactSettingsByRetailer'] => ({
  ...(state.target ? { target: state.target } : {}),
  ...(state.walmart ? { walmart: state.walmart } : {}),
});

const itemsOf = (items: readonly TrackingIdItem[]): Schemas['TrackingIdItem'][] =>
  items.map((item) => ({ trackingId: item.trackingId, createdAt: new Date(item.createdAt).toISOString() }));

export function createTrackingIdOperations(services: Services): OperationHandlers {
  const store = services.eventStore;

  const lists = async (ctx: RequestContext): Promise<TrackingIdsState> => {
    const { account, shopDomain } = await ownerOf(services, ctx);
    return (await shopTrackingIds(store, account, shopDomain)).state;
  };

  const list = (retailer: Retailer) => async (ctx: RequestContext) => itemsOf((await lists(ctx))[retailer]);

  const change =
    (retailer: Retailer, type: 'AddTrackingId' | 'RemoveTrackingId') =>
    async (ctx: RequestContext<Schemas['TrackingIdRequest']>) => {
      const { account, shopDomain } = await ownerOf(services, ctx);
      const seed = await trackingSeedOf(store, account);
      const state = await changeTrackingIds(
        store,
        shopDomain,
        seed,
        { type, data: { retailer, trackingId: ctx.body.trackingId } },
        ctx.now,
      );
      ctx.log.info(type === 'AddTrackingId' ? 'tracking id added' : 'tracking id removed', { retailer });
      return itemsOf(state[retailer]);
    };

  return {
    getTrackingIdList: list('amazon'),
    getTargetTrackingIdList: list('target'),
    getWalmartTrackingIdList: list('walmart'),
    addTrackingId: change('amazon', 'AddTrackingId'),
    addTargetTrackingId: change('target', 'AddTrackingId'),
    addWalmartTrackingId: change('walmart', 'AddTrackingId'),
    removeTrackingId: change('amazon', 'RemoveTrackingId'),
    removeTargetTrackingId: change('target', 'RemoveTrackingId'),
    removeWalmartTrackingId: change('walmart', 'RemoveTrackingId'),
    getImpactSettings: async (ctx) => impactView(await readImpactSettings(store, shopOf(ctx))),
    async saveImpactSettings(ctx: RequestContext<Schemas['ImpactSettingsRequest']>) {
      const { retailer, publisherId, adId, campaignId } = ctx.body;
      const state = await changeImpactSettings(
        store,
        shopOf(ctx),
        { type: 'SaveImpactSettings', data: { retailer, publisherId, adId, campaignId } },
        ctx.now,
      );
      ctx.log.info('impact settings saved', { retailer });
      return impactView(state);
    },
    async clearImpactSettings(ctx: RequestContext<Schemas['ImpactRetailerRequest']>) {
      const state = await changeImpactSettings(
        store,
        shopOf(ctx),
        { type: 'ClearImpactSettings', data: { retailer: ctx.body.retailer } },
        ctx.now,
      );
      ctx.log.info('impact settings cleared', { retailer: ctx.body.retailer });
      return impactView(state);
    },
    async getTrackingIdsV2(ctx): Promise<Schemas['TrackingIdLists']> {
      const state = await lists(ctx);
      return {
        amazonTrackingIdList: itemsOf(state.amazon),
        targetTrackingIdList: itemsOf(state.target),
        walmartTrackingIdList: itemsOf(state.walmart),
      };
    },
  };
}

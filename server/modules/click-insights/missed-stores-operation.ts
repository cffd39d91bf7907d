import { AMAZON_MARKETPLACES, isAmazonStore } from '../../../src/domain/amazon-marketplaces';
import { creatorAmazonIds } from '../../../src/domain/earn-rule';
import { pacificWindow } from '../../../src/domain/click-days';
import type { components } from '../../../src/generated/api';
import { shopOf, type OperationHandlers } from '../../operations';
import type { Services } from '../../services';
import { readEarnSettings } from '../tracking-ids';
import { MISSED_STORE, WHOLE_SHOP } from './click-facts';
import { catchUpClicks } from './click-insights-operations';

type Schemas = components['schemas'];

/** How many Pacific days, today included, the missed-stores report looks back. */
export const MISSED_STORES_DAYS = 30;

/**
 * missedAmazonStores (clickstats): the people who followed the shop's Amazon links to a store other than their
 * country's (over the last MISSED_STORES_DAYS Pacific days), counted by their country's store from the roll-ups'
 * shop-wide `missed-store` counters (click-facts.ts). A purchase there earns the creator nothing without an id of
 * that store, so each store says whether one is saved: without, the creator could sign up there; with, the visitors
 * went elsewhere because localisation was off for those links.
 */
export function missedStoresOperations(services: Services): OperationHandlers {
  const { database: db, eventStore: store } = services;
  return {
    async missedAmazonStores(ctx): Promise<Schemas['MissedAmazonStores']> {
      const shopDomain = shopOf(ctx);
      await catchUpClicks(services);
      const { from, to } = pacificWindow(ctx.now, MISSED_STORES_DAYS);
      const [{ rows }, settings] = await Promise.all([
        db.query<{ value: string; clicks: number }>(
          `select value, sum(clicks)::int as clicks from click_rollups
           where shop_domain = $1 and link_type = $2 and link_id = $2 and dimension = $3 and day between $4 and $5
           group by value`,
          [shopDomain, WHOLE_SHOP, MISSED_STORE, from, to],
        ),
        readEarnSettings({ db, store }, shopDomain),
      ]);
      // The ids saved per store, and the Amazon list's default for amazon.com.
      const ids = creatorAmazonIds(settings);
      const clicksOf = new Map(rows.filter((row) => isAmazonStore(row.value)).map((row) => [row.value, row.clicks]));
      const stores = AMAZON_MARKETPLACES.flatMap(({ store: host }) => {
        const clicks = Number(clicksOf.get(host) ?? 0);
        return clicks > 0 ? [{ store: host, clicks, trackingIdSaved: ids[host] !== undefined }] : [];
      }).sort((a, b) => b.clicks - a.clicks);
      return { startDate: from, endDate: to, clicks: stores.reduce((sum, s) => sum + s.clicks, 0), stores };
    },
  };
}

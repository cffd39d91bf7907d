import { AMAZON_STORES, type AmazonStore } from '../../../src/domain/amazon-marketplaces';
import type { Queryable } from '../../db/database';
import { createCommandHandler } from '../../events/command-handler';
import type { EventStore } from '../../events/event-store';
import type { Projection } from '../../events/projections';
import { announceAmazonIdsChanged } from './amazon-ids-changes';
import {
  decideMarketplaceIds,
  evolveMarketplaceIds,
  type MarketplaceIdCommand,
  type MarketplaceIdEvent,
  type MarketplaceIdsState,
} from './marketplace-ids-decider';

/**
 * A shop's Amazon tracking ids per store, for sending visitors to their own country's store
 * (src/domain/amazon-localisation.ts). One stream per shop, `marketplace-tracking-ids:<shopDomain>`, decided as a
 * fold of it; the table marketplace_tracking_ids is its read model, kept in the append's transaction, so the
 * redirect's cache can load every shop's ids with one query.
 */

export const marketplaceIdsStream = (shopDomain: string) => `marketplace-tracking-ids:${shopDomain}`;

export interface MarketplaceIdRow {
  store: AmazonStore;
  trackingId: string;
  savedAt: string;
}

export const marketplaceIdsProjection: Projection<MarketplaceIdEvent> = {
  name: 'marketplace-tracking-ids',
  tables: ['marketplace_tracking_ids'],
  handles: ['MarketplaceTrackingIdSaved', 'MarketplaceTrackingIdRemoved'],
  async apply(tx, event) {
    const d = event.data;
    // An erased shop's events keep only { redacted: true }.
    if (typeof d.shopDomain !== 'string') return;
    if (event.type === 'MarketplaceTrackingIdRemoved') {
      await tx.query('delete from marketplace_tracking_ids where shop_domain = $1 and store = $2', [
        d.shopDomain,
        d.store,
      ]);
      return;
    }
    await tx.query(
      `insert into marketplace_tracking_ids (shop_domain, store, tracking_id, saved_at) values ($1, $2, $3, $4)
       on conflict (shop_domain, store) do update set tracking_id = excluded.tracking_id, saved_at = excluded.saved_at`,
      [d.shopDomain, d.store, event.data.trackingId, event.data.savedAt],
    );
  },
};

/** The shop's ids, in the order of the store table (amazon-marketplaces.ts). */
export async function shopMarketplaceIds(db: Queryable, shopDomain: string): Promise<MarketplaceIdRow[]> {
  const { rows } = await db.query<{ store: AmazonStore; tracking_id: string; saved_at: Date }>(
    'select store, tracking_id, saved_at from marketplace_tracking_ids where shop_domain = $1',
    [shopDomain],
  );
  const order = (store: AmazonStore) => AMAZON_STORES.indexOf(store);
  return rows
    .sort((a, b) => order(a.store) - order(b.store))
    .map((row) => ({ store: row.store, trackingId: row.tracking_id, savedAt: new Date(row.saved_at).toISOString() }));
}

/** Decides a save or removal on the shop's stream (the projection updates the table in the same transaction). */
export async function changeMarketplaceIds(
  store: Pick<EventStore, 'readStream' | 'append'>,
  shopDomain: string,
  command: MarketplaceIdCommand,
  now: Date,
): Promise<MarketplaceIdsState> {
  const handle = createCommandHandler(store, {
    initialState: {} as MarketplaceIdsState,
    evolve: evolveMarketplaceIds,
    decide: decideMarketplaceIds,
  });
  const { state } = await handle(marketplaceIdsStream(shopDomain), command, { now });
  await announceAmazonIdsChanged(store, shopDomain);
  return state;
}

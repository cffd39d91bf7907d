import {
  isAmazonStore,
  marketplaceTrackingIdProblem,
  MARKETPLACE_ID_MESSAGES,
  type AmazonStore,
} from '../../../src/domain/amazon-marketplaces';
import { invalid } from '../../events/domain-error';

/**
 * The rules of a shop's Amazon tracking ids per store (stream `marketplace-tracking-ids:<shopDomain>`,
 * marketplace-ids.ts): one id a store, checked against that store's code; saving another id replaces it.
 */

export interface MarketplaceId {
  trackingId: string;
  savedAt: string;
}

export type MarketplaceIdsState = Partial<Record<AmazonStore, MarketplaceId>>;

export type MarketplaceIdEvent =
  | {
      type: 'MarketplaceTrackingIdSaved';
      data: { shopDomain: string; store: AmazonStore; trackingId: string; savedAt: string };
    }
  | { type: 'MarketplaceTrackingIdRemoved'; data: { shopDomain: string; store: AmazonStore; removedAt: string } };

export type MarketplaceIdCommand =
  | { type: 'SaveMarketplaceTrackingId'; data: { shopDomain: string; store: string; trackingId: string } }
  | { type: 'RemoveMarketplaceTrackingId'; data: { shopDomain: string; store: string } };

export function evolveMarketplaceIds(state: MarketplaceIdsState, event: MarketplaceIdEvent): MarketplaceIdsState {
  // An erased shop's events keep only { redacted: true }.
  const store = event.data?.store;
  if (!store || !isAmazonStore(store)) return state;
  if (event.type === 'MarketplaceTrackingIdRemoved') {
    const { [store]: _gone, ...rest } = state;
    return rest;
  }
  return { ...state, [store]: { trackingId: event.data.trackingId, savedAt: event.data.savedAt } };
}

/**
 * A save refuses a store Linkmint does not know and an id of another store's shape; saving the id a store has
 * (in the same spelling) or removing one a store does not have changes nothing.
 */
export function decideMarketplaceIds(
  command: MarketplaceIdCommand,
  state: MarketplaceIdsState,
  { now }: { now: Date },
): MarketplaceIdEvent[] {
  const { shopDomain, store } = command.data;
  if (!isAmazonStore(store)) throw invalid(MARKETPLACE_ID_MESSAGES.unknownStore);
  if (command.type === 'RemoveMarketplaceTrackingId') {
    if (!state[store]) return [];
    return [{ type: 'MarketplaceTrackingIdRemoved', data: { shopDomain, store, removedAt: now.toISOString() } }];
  }
  const trackingId = command.data.trackingId.trim();
  const problem = marketplaceTrackingIdProblem(store, trackingId);
  if (problem) throw invalid(problem);
  if (state[store]?.trackingId === trackingId) return [];
  return [{ type: 'MarketplaceTrackingIdSaved', data: { shopDomain, store, trackingId, savedAt: now.toISOString() } }];
}

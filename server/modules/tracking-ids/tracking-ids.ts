import type { Retailer } from '../../../src/domain/retailer-links';
import { sameTrackingId } from '../../../src/domain/tracking-id-rules';
import { createCommandHandler } from '../../events/command-handler';
import type { EventStore } from '../../events/event-store';
import { announceAmazonIdsChanged } from './amazon-ids-changes';
import {
  decideTrackingIds,
  evolveTrackingIds,
  foldTrackingIds,
  type TrackingIdCommand,
  type TrackingIdEvent,
  type TrackingIdsState,
} from './tracking-ids-decider';

/**
 * A shop's affiliate tracking ids per retailer. One stream per shop: `tracking-ids:<shopDomain>`. The tracking
 * tag's add and remove calls append to it one id at a time; the Account info form (accounts module) replaces
 * the Amazon list as a whole.
 *
 * The Amazon Associates tag given at registration is the list's first entry (dated with the registration)
 * until the creator removes it: it is the seed state of the fold, taken from the immutable registration
 * event, so it never has to be copied into this stream.
 * Ids are compared case-insensitively (retailers treat them so); the first spelling is kept.
 */

export const trackingIdsStream = (shopDomain: string) => `tracking-ids:${shopDomain}`;

export async function readTrackingIds(
  store: Pick<EventStore, 'readStream'>,
  shopDomain: string,
  seed: TrackingIdsState,
): Promise<TrackingIdsState> {
  return foldTrackingIds(seed, await store.readStream<TrackingIdEvent>(trackingIdsStream(shopDomain)));
}

/** Decides a command on the shop's stream (retrying on a concurrent change) and answers the lists after it. */
export async function changeTrackingIds(
  store: Pick<EventStore, 'readStream' | 'append'>,
  shopDomain: string,
  seed: TrackingIdsState,
  command: TrackingIdCommand,
  now: Date,
): Promise<TrackingIdsState> {
  const handle = createCommandHandler(store, {
    initialState: seed,
    evolve: evolveTrackingIds,
    decide: decideTrackingIds,
  });
  const { state } = await handle(trackingIdsStream(shopDomain), command, { now });
  await announceAmazonIdsChanged(store, shopDomain);
  return state;
}

/**
 * The Amazon id preselected for new links (the Account info form's trackingId), in the list's spelling, or
 * undefined when none is chosen or the chosen one has since been removed through the tracking calls (removing
 * an id does not rewrite the account, so the choice is checked against the list where it is read).
 */
export function preselectedTrackingId(chosen: string | null | undefined, state: TrackingIdsState): string | undefined {
  if (!chosen) return undefined;
  return state.amazon.find((item) => sameTrackingId(item.trackingId, chosen))?.trackingId;
}

import type { EventStore } from '../../events/event-store';
import { accountStream, type AccountEvent } from '../accounts';
import { readTrackingIds } from './tracking-ids';
import { seedTrackingIds, type TrackingIdsState } from './tracking-ids-decider';

/** The account fields the tracking-id lists depend on (an accounts row has them). */
export interface TrackingIdOwner {
  user_id: string;
  registered_at: Date;
}

export interface ShopTrackingIds {
  /** The registration's Amazon tag: the state the shop's stream folds from. */
  seed: TrackingIdsState;
  state: TrackingIdsState;
}

/** The registration's Amazon tag seeds the Amazon list (see tracking-ids.ts); it is the account stream's first event. */
export async function trackingSeedOf(
  store: Pick<EventStore, 'readStream'>,
  owner: TrackingIdOwner,
): Promise<TrackingIdsState> {
  const [first] = await store.readStream<AccountEvent>(accountStream(owner.user_id));
  const registered = first?.type === 'AccountRegistered' ? first.data : undefined;
  return seedTrackingIds({
    amazonTrackingId: registered?.profile?.amazonTrackingId,
    registeredAt: owner.registered_at.toISOString(),
  });
}

/** Every tracking id of a shop, by retailer, oldest first. */
export async function shopTrackingIds(
  store: Pick<EventStore, 'readStream'>,
  owner: TrackingIdOwner,
  shopDomain: string,
): Promise<ShopTrackingIds> {
  const seed = await trackingSeedOf(store, owner);
  return { seed, state: await readTrackingIds(store, shopDomain, seed) };
}

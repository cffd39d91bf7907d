import type { Retailer } from '../../../src/domain/retailer-links';
import { createCommandHandler } from '../../events/command-handler';
import type { EventStore } from '../../events/event-store';

/**
 * A shop's affiliate tracking ids per retailer (the Account info form edits the Amazon list; the tracking
 * tag's add/remove calls work on the same stream). One stream per shop: `tracking-ids:<shopDomain>`.
 *
 * The Amazon Associates tag given at registration is the list's first entry (dated with the registration)
 * until the creator removes it: it is the seed state of the fold, taken from the immutable registration
 * event, so it never has to be copied into this stream.
 * Ids are compared case-insensitively (retailers treat them so); the first spelling is kept.
 */

export interface TrackingIdItem {
  trackingId: string;
  createdAt: string;
}

export type TrackingIdEvent =
  | { type: 'TrackingIdAdded'; data: { retailer: Retailer; trackingId: string; addedAt: string } }
  | { type: 'TrackingIdRemoved'; data: { retailer: Retailer; trackingId: string; removedAt: string } };

export type TrackingIdsState = Record<Retailer, TrackingIdItem[]>;

export type TrackingIdCommand = { type: 'ReplaceTrackingIds'; data: { retailer: Retailer; trackingIds: string[] } };

export const trackingIdsStream = (shopDomain: string) => `tracking-ids:${shopDomain}`;

const key = (id: string) => id.toLowerCase();

export function seedTrackingIds(registration: { amazonTrackingId?: string | null; registeredAt: string } | undefined): TrackingIdsState {
  const amazonTag = registration?.amazonTrackingId?.trim();
  return {
    amazon: amazonTag && registration ? [{ trackingId: amazonTag, createdAt: registration.registeredAt }] : [],
    target: [],
    walmart: [],
  };
}

export function evolveTrackingIds(state: TrackingIdsState, event: TrackingIdEvent): TrackingIdsState {
  // An erased shop's events keep only { redacted: true }.
  if (!event.data || !(event.data.retailer in state)) return state;
  const list = state[event.data.retailer];
  const k = key(event.data.trackingId);
  if (event.type === 'TrackingIdAdded') {
    if (list.some((item) => key(item.trackingId) === k)) return state;
    return { ...state, [event.data.retailer]: [...list, { trackingId: event.data.trackingId, createdAt: event.data.addedAt }] };
  }
  return { ...state, [event.data.retailer]: list.filter((item) => key(item.trackingId) !== k) };
}

/** Replacing a list: ids no longer wanted are removed, new ones added with the current time, kept ones untouched. */
export function decideTrackingIds(command: TrackingIdCommand, state: TrackingIdsState, { now }: { now: Date }): TrackingIdEvent[] {
  const { retailer, trackingIds } = command.data;
  const at = now.toISOString();
  const wanted = new Map<string, string>();
  for (const id of trackingIds) {
    const trimmed = id.trim();
    if (trimmed && !wanted.has(key(trimmed))) wanted.set(key(trimmed), trimmed);
  }
  const current = new Set(state[retailer].map((item) => key(item.trackingId)));
  const removed: TrackingIdEvent[] = state[retailer]
    .filter((item) => !wanted.has(key(item.trackingId)))
    .map((item) => ({ type: 'TrackingIdRemoved', data: { retailer, trackingId: item.trackingId, removedAt: at } }));
  const added: TrackingIdEvent[] = [...wanted.entries()]
    .filter(([k]) => !current.has(k))
    .map(([, trackingId]) => ({ type: 'TrackingIdAdded', data: { retailer, trackingId, addedAt: at } }));
  return [...removed, ...added];
}

export function foldTrackingIds(seed: TrackingIdsState, events: readonly TrackingIdEvent[]): TrackingIdsState {
  return events.reduce(evolveTrackingIds, seed);
}

export async function readTrackingIds(store: Pick<EventStore, 'readStream'>, shopDomain: string, seed: TrackingIdsState): Promise<TrackingIdsState> {
  return foldTrackingIds(seed, await store.readStream<TrackingIdEvent>(trackingIdsStream(shopDomain)));
}

export async function replaceTrackingIds(
  store: Pick<EventStore, 'readStream' | 'append'>,
  shopDomain: string,
  seed: TrackingIdsState,
  command: TrackingIdCommand,
  now: Date,
): Promise<TrackingIdsState> {
  const handle = createCommandHandler(store, { initialState: seed, evolve: evolveTrackingIds, decide: decideTrackingIds });
  return (await handle(trackingIdsStream(shopDomain), command, { now })).state;
}

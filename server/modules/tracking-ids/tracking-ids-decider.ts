import type { Retailer } from '../../../src/domain/retailer-links';
import {
  sameTrackingId,
  TRACKING_ID_MESSAGES,
  TRACKING_IDS_PER_RETAILER,
  trackingIdProblem,
} from '../../../src/domain/tracking-id-rules';
import { clash, invalid, missing } from '../../events/domain-error';

/**
 * The rules of a shop's tracking ids per retailer (stream `tracking-ids:<shopDomain>`, tracking-ids.ts). The
 * registration's Amazon tag is the seed state of the fold; ids compare case-insensitively, the first spelling kept.
 */

export interface TrackingIdItem {
  trackingId: string;
  createdAt: string;
}

export type TrackingIdEvent =
  | { type: 'TrackingIdAdded'; data: { retailer: Retailer; trackingId: string; addedAt: string } }
  | { type: 'TrackingIdRemoved'; data: { retailer: Retailer; trackingId: string; removedAt: string } };

export type TrackingIdsState = Record<Retailer, TrackingIdItem[]>;

export type TrackingIdCommand =
  /** The Account info form's list: ids no longer wanted go, new ones come; format is the form's business. */
  | { type: 'ReplaceTrackingIds'; data: { retailer: Retailer; trackingIds: string[] } }
  | { type: 'AddTrackingId'; data: { retailer: Retailer; trackingId: string } }
  | { type: 'RemoveTrackingId'; data: { retailer: Retailer; trackingId: string } };

const key = (id: string) => id.toLowerCase();

export function seedTrackingIds(
  registration: { amazonTrackingId?: string | null; registeredAt: string } | undefined,
): TrackingIdsState {
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
    return {
      ...state,
      [event.data.retailer]: [...list, { trackingId: event.data.trackingId, createdAt: event.data.addedAt }],
    };
  }
  return { ...state, [event.data.retailer]: list.filter((item) => key(item.trackingId) !== k) };
}

/** Replacing a list: ids no longer wanted are removed, new ones added with the current time, kept ones untouched. */
function decideReplacement(
  retailer: Retailer,
  trackingIds: readonly string[],
  state: TrackingIdsState,
  at: string,
): TrackingIdEvent[] {
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

/**
 * Adding refuses a malformed id (tracking-id-rules), one the list already has in any letter case, and a list at
 * the contract's limit. Removing refuses an id the list does not have, so a stale screen learns it is stale.
 */
export function decideTrackingIds(
  command: TrackingIdCommand,
  state: TrackingIdsState,
  { now }: { now: Date },
): TrackingIdEvent[] {
  const at = now.toISOString();
  const { retailer } = command.data;
  if (command.type === 'ReplaceTrackingIds') return decideReplacement(retailer, command.data.trackingIds, state, at);
  const trackingId = command.data.trackingId.trim();
  const list = state[retailer];
  if (command.type === 'AddTrackingId') {
    const problem = trackingIdProblem(retailer, trackingId);
    if (problem) throw invalid(problem);
    if (list.some((item) => sameTrackingId(item.trackingId, trackingId))) throw clash(TRACKING_ID_MESSAGES.duplicate);
    if (list.length >= TRACKING_IDS_PER_RETAILER) throw invalid(TRACKING_ID_MESSAGES.full(retailer));
    return [{ type: 'TrackingIdAdded', data: { retailer, trackingId, addedAt: at } }];
  }
  const existing = list.find((item) => sameTrackingId(item.trackingId, trackingId));
  if (!existing) throw missing(TRACKING_ID_MESSAGES.missing(retailer));
  // The stored spelling, so the event names the id the list holds.
  return [{ type: 'TrackingIdRemoved', data: { retailer, trackingId: existing.trackingId, removedAt: at } }];
}

export function foldTrackingIds(seed: TrackingIdsState, events: readonly TrackingIdEvent[]): TrackingIdsState {
  return events.reduce(evolveTrackingIds, seed);
}

import { PLACEMENT_MESSAGES, PLACEMENTS_PER_LINK, samePlacementName } from '../../../src/domain/placements';
import { clash, invalid, missing } from '../../events/domain-error';
import type { Decider } from '../../events/command-handler';
import { SHORT_LINK_MESSAGES, type ShortLinkEvent } from './short-link-decider';

/**
 * A link's placements are events on the link's own stream (`short-link:<code>`): the names of one link's
 * placements are unique and their number bounded, and the stream's version makes two creators' tabs adding the
 * same name at once take turns. Each placement has a code of its own (the short links' code rules), claimed in
 * short_link_placements, whose primary key refuses a code drawn twice.
 */

export interface PlacementDetails {
  placementCode: string;
  name: string;
  /** The tracking id its address carries (the chosen Amazon id, or the link's), null for an untagged link. */
  trackingId: string | null;
  subId: string;
  /** Where its address redirects: the link's page tagged by the earn rule with the placement's ids. */
  destination: string;
}

export type PlacementEvent =
  | { type: 'PlacementAdded'; data: PlacementDetails & { linkCode: string; shopDomain: string; addedAt: string } }
  | {
      type: 'PlacementDeleted';
      data: { linkCode: string; placementCode: string; shopDomain: string; deletedAt: string };
    };

export type PlacementCommand =
  | { type: 'AddPlacement'; shopDomain: string; placement: PlacementDetails }
  | { type: 'DeletePlacement'; shopDomain: string; placementCode: string };

export interface PlacementState {
  link: 'none' | 'live' | 'deleted';
  linkCode: string | null;
  shopDomain: string | null;
  /** The live placements, oldest first. */
  placements: ReadonlyArray<{ code: string; name: string }>;
}

type LinkStreamEvent = ShortLinkEvent | PlacementEvent;

const redacted = (event: LinkStreamEvent) => (event.data as { redacted?: unknown } | null)?.redacted === true;

export const placementDecider: Decider<PlacementCommand, PlacementState, LinkStreamEvent> = {
  initialState: { link: 'none', linkCode: null, shopDomain: null, placements: [] },
  evolve(state, event) {
    switch (event.type) {
      case 'ShortLinkCreated':
        return { ...state, link: 'live', linkCode: event.data.code ?? null, shopDomain: event.data.shopDomain ?? null };
      case 'ShortLinkDeleted':
        return { ...state, link: 'deleted' };
      case 'PlacementAdded':
        if (redacted(event)) return state;
        return {
          ...state,
          placements: [...state.placements, { code: event.data.placementCode, name: event.data.name }],
        };
      case 'PlacementDeleted':
        if (redacted(event)) return state;
        return { ...state, placements: state.placements.filter((p) => p.code !== event.data.placementCode) };
      default:
        return state;
    }
  },
  decide(command, state, { now }) {
    // Another shop's link is answered as if it did not exist: codes are public, ownership is not.
    if (state.link !== 'live' || !state.linkCode || state.shopDomain !== command.shopDomain)
      throw missing(SHORT_LINK_MESSAGES.missing);
    const base = { linkCode: state.linkCode, shopDomain: state.shopDomain };
    if (command.type === 'AddPlacement') {
      const { placement } = command;
      if (state.placements.some((p) => samePlacementName(p.name, placement.name)))
        throw clash(PLACEMENT_MESSAGES.nameTaken(placement.name));
      if (state.placements.length >= PLACEMENTS_PER_LINK) throw invalid(PLACEMENT_MESSAGES.tooMany);
      return [{ type: 'PlacementAdded', data: { ...placement, ...base, addedAt: now.toISOString() } }];
    }
    if (!state.placements.some((p) => p.code === command.placementCode)) throw missing(PLACEMENT_MESSAGES.missing);
    return [
      {
        type: 'PlacementDeleted',
        data: { ...base, placementCode: command.placementCode, deletedAt: now.toISOString() },
      },
    ];
  },
};

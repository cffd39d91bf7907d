import type { Decider } from '../../events/command-handler';

/** The tracked addresses of one post's Auto DM card buttons (auto-reply-card-links.ts explains why they exist). */

export interface CardLink {
  code: string;
  /** The button's address as the creator gave it. */
  contentUrl: string;
  /** Where the tracked address leads: the address through the earn rule. */
  destination: string;
  /** A retailer address the creator chose to keep without their tag. */
  untagged: boolean;
  /** The tracked address the DM's button opens. */
  shortUrl: string;
}

export type CardLinksEvent = {
  type: 'BioCardLinksSet';
  data: { shopDomain: string; mediaId: string; links: CardLink[] };
};
export const CARD_LINK_EVENT_TYPES: readonly CardLinksEvent['type'][] = ['BioCardLinksSet'];

export type SetCardLinks = { type: 'SetCardLinks'; shopDomain: string; mediaId: string; links: CardLink[] };

export const cardLinksStream = (shopDomain: string, mediaId: string) => `bio-card-links:${shopDomain}:${mediaId}`;

const same = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

export const cardLinksDecider: Decider<SetCardLinks, CardLink[], CardLinksEvent> = {
  initialState: [],
  // An erased shop's events keep only { redacted: true }.
  evolve: (state, event) => (event.data?.shopDomain ? event.data.links : state),
  decide: ({ shopDomain, mediaId, links }, state) =>
    same(links, state) ? [] : [{ type: 'BioCardLinksSet', data: { shopDomain, mediaId, links } }],
};

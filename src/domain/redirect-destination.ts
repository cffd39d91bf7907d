import { localisedAmazonDestination, type CreatorIdsByStore } from './amazon-localisation';
import type { AmazonStore } from './amazon-marketplaces';
import { matchingRule, type DestinationRule, type RuleVisitor } from './destination-rules';

/**
 * Where the redirect sends a visitor, in one pure choice: the first destination rule of the link they match (its
 * own address, tagged when the rules were saved); else, for a link whose Amazon visitors go to their own store, the
 * same product on the store of their country with the creator's id there; else the link's own destination.
 */

/** What the choice needs of a link: its destination and rules, and whether it is localised (linkLocalises). */
export interface RedirectLink {
  destination: string;
  rules?: readonly DestinationRule[];
  localises: boolean;
}

export type RedirectDestination =
  | { kind: 'rule'; address: string; ruleNumber: number }
  | { kind: 'localised'; address: string; store: AmazonStore; trackingId: string }
  | { kind: 'original'; address: string };

export function redirectDestination(
  link: RedirectLink,
  visitor: RuleVisitor,
  creatorIds: CreatorIdsByStore,
): RedirectDestination {
  const match = link.rules && link.rules.length > 0 ? matchingRule(link.rules, visitor) : undefined;
  if (match) return { kind: 'rule', address: match.rule.destination, ruleNumber: match.number };
  if (link.localises) {
    const sent = localisedAmazonDestination(link.destination, visitor.country, creatorIds);
    if (sent.kind === 'localised') return sent;
  }
  return { kind: 'original', address: link.destination };
}

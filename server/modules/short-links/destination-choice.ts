import { matchingRule, visitorDevice, type DestinationRule } from '../../../src/domain/destination-rules';
import { countryOf, type ClickRequest } from './link-clicks';

/** What `follow` sends a visitor to: the first of the link's destination rules they match, else its own destination. */
export interface DestinationChoice {
  destination: string;
  /** The matching rule's number (from 1), recorded on the click; absent when the link's own destination was chosen. */
  ruleNumber?: number;
}

/**
 * The redirect's choice among a link's destination rules, from what the request says (its User-Agent and the
 * visitor's country as the click records it) and the cached rules: no query. A link without rules goes where it
 * always went.
 */
export function chooseDestination(
  link: { destination: string; rules?: readonly DestinationRule[] },
  request: Pick<ClickRequest, 'userAgent' | 'country'>,
): DestinationChoice {
  if (!link.rules || link.rules.length === 0) return { destination: link.destination };
  const match = matchingRule(link.rules, {
    country: countryOf(request.country),
    device: visitorDevice(request.userAgent),
  });
  return match ? { destination: match.rule.destination, ruleNumber: match.number } : { destination: link.destination };
}

import { describe, it } from 'vitest';
import {
  cardLinksDecider,
  type CardLink,
  type CardLinksEvent,
} from '../../../server/modules/bio-link/card-links-decider';
import { spec } from '../../support/decider-spec';

const cardLinks = spec(cardLinksDecider);
const link = (code: string, contentUrl = `https://example.com/${code}`): CardLink => ({
  code,
  contentUrl,
  destination: contentUrl,
  untagged: false,
  shortUrl: `https://lnk.example/s/${code}`,
});
const set = (links: CardLink[]) => ({ type: 'SetCardLinks', shopDomain: 'shop-a', mediaId: 'm1', links }) as const;
const stored = (links: CardLink[]): CardLinksEvent => ({
  type: 'BioCardLinksSet',
  data: { shopDomain: 'shop-a', mediaId: 'm1', links },
});

describe('Auto DM card links decider', () => {
  it("records a post's button codes, and nothing when a save keeps every one", () => {
    cardLinks
      .given([])
      .when(set([link('a1')]))
      .then([stored([link('a1')])]);
    cardLinks
      .given([stored([link('a1')])])
      .when(set([link('a1')]))
      .thenNothingHappens();
    cardLinks
      .given([stored([link('a1')])])
      .when(set([link('a1'), link('b2')]))
      .then([stored([link('a1'), link('b2')])]);
    cardLinks
      .given([stored([link('a1')])])
      .when(set([]))
      .then([stored([])]);
  });

  it('reads an erased shop’s redacted events as no links', () => {
    const redacted = { type: 'BioCardLinksSet', data: { redacted: true } } as unknown as CardLinksEvent;
    cardLinks
      .given([redacted])
      .when(set([link('a1')]))
      .then([stored([link('a1')])]);
  });
});

import { describe, it } from 'vitest';
import {
  SHORT_LINK_MESSAGES,
  ShortCodeTakenError,
  shortLinkDecider,
  type ShortLinkDetails,
  type ShortLinkEvent,
} from '../../../server/modules/short-links/short-link-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

const at = SPEC_NOW.toISOString();
const links = spec(shortLinkDecider);
const details: ShortLinkDetails = {
  code: 'Ab12Cd34',
  shopDomain: 'shop-a',
  kind: 'short',
  retailer: 'amazon',
  retailerItemId: 'B0TEST1234',
  normalizedUrl: 'https://www.amazon.com/dp/B0TEST1234',
  destination: 'https://www.amazon.com/dp/B0TEST1234?tag=jane-20',
  trackingId: 'jane-20',
  source: null,
  title: null,
  productId: null,
  reusable: true,
};
const created: ShortLinkEvent = { type: 'ShortLinkCreated', data: { ...details, createdAt: at } };
const deleted: ShortLinkEvent = {
  type: 'ShortLinkDeleted',
  data: { code: details.code, shopDomain: 'shop-a', deletedAt: at },
};
const remove = (shopDomain = 'shop-a') => ({ type: 'DeleteShortLink', data: { shopDomain } }) as const;

describe('short link decider', () => {
  it('claims a code once: a drawn code some link has is taken, even after that link was deleted', () => {
    links.given([]).when({ type: 'CreateShortLink', data: details }).then([created]);
    links.given([created]).when({ type: 'CreateShortLink', data: details }).thenThrows(ShortCodeTakenError);
    links.given([created, deleted]).when({ type: 'CreateShortLink', data: details }).thenThrows(ShortCodeTakenError);
  });

  it("deletes the shop's own link once; another shop's link does not exist for it", () => {
    links.given([created]).when(remove()).then([deleted]);
    links.given([created, deleted]).when(remove()).thenThrows('not-found', SHORT_LINK_MESSAGES.deleted);
    links.given([created]).when(remove('shop-b')).thenThrows('not-found', SHORT_LINK_MESSAGES.missing);
    links.given([]).when(remove()).thenThrows('not-found', SHORT_LINK_MESSAGES.missing);
  });

  it("replaces the shop's own live link's destination rules; another shop's or a deleted link does not exist for it", () => {
    const rules = [{ countries: ['GB'], destination: 'https://www.amazon.co.uk/dp/B0TEST1234?tag=jane-21' }];
    const set = (shopDomain = 'shop-a') => ({ type: 'SetDestinationRules', data: { shopDomain, rules } }) as const;
    const rulesSet: ShortLinkEvent = {
      type: 'ShortLinkRulesSet',
      data: { code: details.code, shopDomain: 'shop-a', rules, at },
    };
    links.given([created]).when(set()).then([rulesSet]);
    links.given([created, rulesSet]).when(remove()).then([deleted]);
    links.given([created]).when(set('shop-b')).thenThrows('not-found', SHORT_LINK_MESSAGES.missing);
    links.given([created, deleted]).when(set()).thenThrows('not-found', SHORT_LINK_MESSAGES.deleted);
  });

  it("replaces the shop's own live link's schedule; another shop's or a deleted link does not exist for it", () => {
    const schedule = { enabled: true, startsAt: at, endsAt: null, clickCap: 2, fallbackUrl: null };
    const set = (shopDomain = 'shop-a') => ({ type: 'SetShortLinkSchedule', data: { shopDomain, schedule } }) as const;
    const scheduleSet: ShortLinkEvent = {
      type: 'ShortLinkScheduleSet',
      data: { code: details.code, shopDomain: 'shop-a', schedule, at },
    };
    links.given([created]).when(set()).then([scheduleSet]);
    links.given([created, scheduleSet]).when(remove()).then([deleted]);
    links.given([created]).when(set('shop-b')).thenThrows('not-found', SHORT_LINK_MESSAGES.missing);
    links.given([created, deleted]).when(set()).thenThrows('not-found', SHORT_LINK_MESSAGES.deleted);
  });
});

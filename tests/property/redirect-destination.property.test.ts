import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { localisedAmazonDestination, type CreatorIdsByStore } from '../../src/domain/amazon-localisation';
import { AMAZON_STORES, marketplaceOf, storeOfAddress, type AmazonStore } from '../../src/domain/amazon-marketplaces';
import {
  DESTINATION_RULES_MAX,
  RULE_DEVICES,
  tagDestinationRules,
  type DestinationRule,
  type RuleVisitor,
} from '../../src/domain/destination-rules';
import { EMPTY_EARN_SETTINGS, earnRule, type EarnSettings } from '../../src/domain/earn-rule';
import { redirectDestination } from '../../src/domain/redirect-destination';

/**
 * Issue 28's property: for any link (an Amazon product on any store, or another shop's page), any list of up to
 * 20 destination rules, any visitor and any set of the creator's Amazon ids, the redirect's destination is the first
 * matching rule's, else the localised one (when the link localises), else the original; and an Amazon destination
 * always carries a tag the creator owns, the id of that very store when it was localised.
 */

const word = fc.stringMatching(/^[a-z][a-z0-9]{1,7}$/);
const store = fc.constantFrom(...AMAZON_STORES);
const asin = fc.stringMatching(/^B0[A-Z0-9]{8}$/);
const country = fc.constantFrom('US', 'GB', 'DE', 'JP', 'FR', 'CA', 'AU', 'ZA', 'AR', 'IE');
const visitor: fc.Arbitrary<RuleVisitor> = fc.record({
  country: fc.option(country, { nil: null }),
  device: fc.option(fc.constantFrom(...RULE_DEVICES), { nil: undefined }),
});

/** The creator: a US id on the Amazon list, and ids of some other stores. */
const creator: fc.Arbitrary<{ settings: EarnSettings; ids: CreatorIdsByStore }> = fc
  .tuple(
    word,
    fc
      .subarray([...AMAZON_STORES])
      .chain((stores) =>
        fc.tuple(...stores.map((s) => word.map((w) => [s, `${w}-${marketplaceOf(s).idSuffix}`] as const))),
      ),
  )
  .map(([us, entries]) => {
    const amazonStores: CreatorIdsByStore = Object.fromEntries(entries);
    const settings: EarnSettings = {
      ...EMPTY_EARN_SETTINGS,
      trackingIds: { ...EMPTY_EARN_SETTINGS.trackingIds, amazon: [`${us}-20`] },
      amazonStores,
    };
    return { settings, ids: { 'amazon.com': `${us}-20`, ...amazonStores } };
  });

/** An address as a creator pastes it: an Amazon product of any store, or a page of another shop. */
const pasted = fc.oneof(
  fc.tuple(store, asin).map(([s, a]) => `https://www.${s}/dp/${a}`),
  fc.integer({ min: 1, max: 99 }).map((n) => `https://shop.example/p/${n}`),
);

const ruleDraft = fc
  .record({
    countries: fc.uniqueArray(country, { maxLength: 3 }),
    device: fc.option(fc.constantFrom(...RULE_DEVICES), { nil: undefined }),
    destination: pasted,
  })
  .filter((r) => r.countries.length > 0 || r.device !== undefined)
  .map(({ device, ...r }): DestinationRule => (device ? { ...r, device } : r));

/** The tag an address carries (Amazon's `tag=`), if any. */
const tagOf = (address: string) => new URL(address).searchParams.get('tag');

describe('the redirect’s destination', () => {
  it.prop([creator, pasted, fc.array(ruleDraft, { maxLength: DESTINATION_RULES_MAX }), visitor, fc.boolean()])(
    'is the first matching rule’s, else the localised one, else the original, and an Amazon one carries the creator’s tag',
    ({ settings, ids }, address, drafts, who, localises) => {
      // The link and its rules are stored as the earn rule tags them.
      const own = earnRule(address, settings);
      if (own.outcome !== 'tagged' && own.outcome !== 'not-retailer') throw new Error(`untagged ${address}`);
      const tagged = tagDestinationRules(drafts, settings);
      if (!tagged.ok) throw new Error(tagged.message);
      const link = { destination: own.address, rules: tagged.rules, localises };

      const sent = redirectDestination(link, who, ids);

      const first = tagged.rules.findIndex(
        (r) =>
          (r.countries.length === 0 || (!!who.country && r.countries.includes(who.country))) &&
          (r.device === undefined || r.device === who.device),
      );
      if (first >= 0) {
        expect(sent).toEqual({ kind: 'rule', address: tagged.rules[first]!.destination, ruleNumber: first + 1 });
      } else {
        const localised = localisedAmazonDestination(own.address, who.country, ids);
        expect(sent).toEqual(
          localises && localised.kind === 'localised' ? localised : { kind: 'original', address: own.address },
        );
      }

      const amazonStore = storeOfAddress(sent.address);
      if (amazonStore) {
        const owned = new Set([...Object.values(ids), ...settings.trackingIds.amazon]);
        expect(owned.has(tagOf(sent.address) ?? '')).toBe(true);
        if (sent.kind === 'localised') {
          expect([sent.store, tagOf(sent.address)]).toEqual([amazonStore, ids[amazonStore as AmazonStore]]);
        }
      }
    },
  );
});

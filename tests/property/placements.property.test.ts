import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { metricsOf } from '../../server/modules/earnings/dashboard-metrics';
import { newShortCode, SHORT_CODE } from '../../server/modules/short-links/short-link-codes';
import { earnRule } from '../../src/domain/earn-rule';
import {
  PLACEMENT_NAME_MAX,
  placementCodeOfSubId,
  placementName,
  placementNameProblem,
  placementSubId,
  samePlacementName,
} from '../../src/domain/placements';

const code = fc.uint8Array({ minLength: 64, maxLength: 64 }).map((bytes) => newShortCode(() => bytes));
const WALMART = {
  trackingIds: { amazon: ['jane-20', 'story-20'], target: [], walmart: ['wm-jane'] },
  preselectedAmazon: null,
  impact: { walmart: { publisherId: '1234567', adId: '565706', campaignId: '9383' } },
};

describe('placement rules', () => {
  it.prop([code])("a placement's sub-id names its code and nothing else reads as one", (c) => {
    expect(SHORT_CODE.test(c)).toBe(true);
    expect(placementCodeOfSubId(placementSubId(c))).toBe(c);
    expect(placementCodeOfSubId(c)).toBeUndefined();
    expect(placementCodeOfSubId(`${placementSubId(c)}x`)).toBeUndefined();
  });

  it.prop([fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 })])(
    'a name is good when 1 to 40 characters once trimmed; names differing in case or spacing are the same',
    (name, other) => {
      const length = [...placementName(name)].length;
      expect(placementNameProblem(name) === undefined).toBe(length >= 1 && length <= PLACEMENT_NAME_MAX);
      expect(samePlacementName(name, ` ${name.toUpperCase()} `)).toBe(
        placementName(name).toLowerCase() === placementName(name.toUpperCase()).toLowerCase(),
      );
      expect(samePlacementName(name, other)).toBe(samePlacementName(other, name));
    },
  );

  it.prop([code, fc.constantFrom('jane-20', 'story-20')])(
    "the earn rule writes the sub-id as Impact's subId2 beside the tracking id, and Amazon takes the placement's tag",
    (c, tag) => {
      const subId = placementSubId(c);
      const walmart = earnRule('https://www.walmart.com/ip/Ninja/123456789', WALMART, { subId });
      expect(walmart.outcome).toBe('tagged');
      const url = new URL(walmart.outcome === 'tagged' ? walmart.address : '');
      expect([url.searchParams.get('subId1'), url.searchParams.get('subId2')]).toEqual(['wm-jane', subId]);
      const amazon = earnRule('https://www.amazon.com/dp/B09B8V1LZ3', WALMART, { trackingId: tag, subId });
      expect(amazon).toEqual({
        outcome: 'tagged',
        retailer: 'amazon',
        trackingId: tag,
        address: `https://www.amazon.com/dp/B09B8V1LZ3?tag=${tag}`,
      });
    },
  );

  it.prop([fc.nat({ max: 1_000_000 }), fc.nat({ max: 1_000 }), fc.nat({ max: 100_000_000 })])(
    'EPC is earnings per click in cents, 0 without clicks, and clicks times EPC gives the earnings back',
    (clicks, conversions, earningsCents) => {
      const { epcCents } = metricsOf({ clicks, conversions, earningsCents });
      if (clicks === 0) expect(epcCents).toBe(0);
      else expect(Math.round(epcCents * clicks)).toBe(earningsCents);
      expect(epcCents).toBeGreaterThanOrEqual(0);
    },
  );
});

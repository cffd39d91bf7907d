import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DM_CARD_SUB_ID, dmCardCodeOfSubId, dmCardSubId } from '../../src/domain/dm-funnel';
import { earnRule, type EarnSettings } from '../../src/domain/earn-rule';
import { placementCodeOfSubId, PLACEMENT_SUB_ID } from '../../src/domain/placements';

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'.split('');
const code = (length: number) =>
  fc.array(fc.constantFrom(...ALNUM), { minLength: length, maxLength: length }).map((c) => c.join(''));

const SETTINGS: EarnSettings = {
  trackingIds: { amazon: ['me-20'], target: [], walmart: ['wm1'] },
  preselectedAmazon: null,
  impact: { walmart: { publisherId: '1234567', adId: '565706', campaignId: '9383' } },
};

/** An Auto DM card link's sub-id names its code and nothing else, and the earn rule carries it to Impact only. */
describe('Auto DM card link sub-ids', () => {
  it('round-trips every card code, and is never a placement sub-id (nor a placement sub-id one of its)', () => {
    fc.assert(
      fc.property(code(10), code(8), (card, placement) => {
        const subId = dmCardSubId(card);
        expect(DM_CARD_SUB_ID.test(subId)).toBe(true);
        expect(dmCardCodeOfSubId(subId)).toBe(card);
        expect(placementCodeOfSubId(subId)).toBeUndefined();
        expect(PLACEMENT_SUB_ID.test(subId)).toBe(false);
        expect(dmCardCodeOfSubId(`pl-${placement}`)).toBeUndefined();
      }),
    );
  });

  it('refuses anything but dm- and ten letters or digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const found = dmCardCodeOfSubId(text);
        if (found !== undefined) expect(text).toBe(`dm-${found}`);
        expect(found === undefined || /^[0-9A-Za-z]{10}$/.test(found)).toBe(true);
      }),
    );
  });

  it('goes out in subId2 of a Walmart address and nowhere in an Amazon one', () => {
    fc.assert(
      fc.property(code(10), fc.integer({ min: 1, max: 999_999_999 }), (card, item) => {
        const subId = dmCardSubId(card);
        const walmart = earnRule(`https://www.walmart.com/ip/Item/${item}`, SETTINGS, { subId });
        expect(walmart.outcome).toBe('tagged');
        if (walmart.outcome === 'tagged') expect(new URL(walmart.address).searchParams.get('subId2')).toBe(subId);
        const amazon = earnRule(`https://www.amazon.com/dp/B0${item.toString().padStart(8, '0')}`, SETTINGS, { subId });
        expect(amazon.outcome).toBe('tagged');
        if (amazon.outcome === 'tagged') expect(amazon.address).not.toContain(subId);
      }),
    );
  });
});

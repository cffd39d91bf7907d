import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  HONOR_LEVELS,
  honorStanding,
  PROFILE_ITEMS,
  type ProfileItem,
} from '../../server/modules/accounts/account-honor';
import { checkStorefrontUrl } from '../../server/modules/accounts/account-storefronts';
import {
  decideTrackingIds,
  foldTrackingIds,
  seedTrackingIds,
  type TrackingIdsState,
} from '../../server/modules/tracking-ids/tracking-ids-decider';

const profileArb = fc.record(
  Object.fromEntries(PROFILE_ITEMS.map((i) => [i.key, fc.boolean()])) as Record<ProfileItem, fc.Arbitrary<boolean>>,
);
const registeredAt = new Date('2024-01-01T00:00:00Z');

describe('honor levels', () => {
  it.prop([
    profileArb,
    fc.integer({ min: 0, max: 2000 }),
    fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: undefined }),
    fc.constantFrom(...PROFILE_ITEMS.map((i) => i.key)),
    fc.integer({ min: 0, max: 400 }),
    fc.integer({ min: 0, max: 100_000 }),
  ])(
    'more profile, more time or more clicks never lowers the points or the level',
    (profile, days, clicks, item, moreDays, moreClicks) => {
      const at = (d: number) => new Date(registeredAt.getTime() + d * 86_400_000);
      const base = honorStanding({ now: at(days), registeredAt, profile, periodClicks: clicks });
      const grown = [
        honorStanding({ now: at(days), registeredAt, profile: { ...profile, [item]: true }, periodClicks: clicks }),
        honorStanding({ now: at(days + moreDays), registeredAt, profile, periodClicks: clicks }),
        honorStanding({ now: at(days), registeredAt, profile, periodClicks: (clicks ?? 0) + moreClicks }),
      ];
      for (const g of grown) {
        expect(g.points.total).toBeGreaterThanOrEqual(base.points.total);
        expect(g.level.level).toBeGreaterThanOrEqual(base.level.level);
      }
      // The level is the highest whose threshold the points reach, and points stay within 0-100.
      expect(base.points.total).toBeGreaterThanOrEqual(0);
      expect(base.points.total).toBeLessThanOrEqual(100);
      expect(base.level).toBe([...HONOR_LEVELS].reverse().find((l) => base.points.total >= l.minPoints));
      expect(base.missing.length).toBe(PROFILE_ITEMS.filter((i) => !profile[i.key]).length);
    },
  );

  it.prop([profileArb, fc.integer({ min: 0, max: 5000 })])(
    'without counted clicks the top reachable level is Pro',
    (profile, days) => {
      const standing = honorStanding({
        now: new Date(registeredAt.getTime() + days * 86_400_000),
        registeredAt,
        profile,
      });
      expect(standing.level.level).toBeLessThanOrEqual(2);
    },
  );
});

const name = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,30}$/);
const junkQuery = fc.option(fc.stringMatching(/^[a-z_]{1,6}=[A-Za-z0-9]{0,8}$/), { nil: undefined });
const withQuery = (url: string, q: string | undefined) => (q ? `${url}?${q}` : url);

describe('storefront addresses', () => {
  it.prop([
    fc.constantFrom('www.amazon.com', 'amazon.com', 'm.amazon.co.uk', 'www.amazon.de', 'www.amazon.co.jp'),
    name,
    fc.boolean(),
    junkQuery,
  ])(
    'an Amazon storefront in any spelling is stored once, canonical, and the canonical form is accepted as is',
    (host, shop, slash, q) => {
      const first = checkStorefrontUrl('amazon', withQuery(`https://${host}/shop/${shop}${slash ? '/' : ''}`, q));
      expect(first.ok).toBe(true);
      if (!first.ok) return;
      expect(first.url).toMatch(/^https:\/\/www\.amazon\.[a-z.]+\/shop\/[^/?#]+$/);
      expect(checkStorefrontUrl('amazon', first.url)).toEqual(first);
      // The same address is never accepted for another retailer.
      expect(checkStorefrontUrl('target', first.url).ok).toBe(false);
      expect(checkStorefrontUrl('walmart', first.url).ok).toBe(false);
    },
  );

  it.prop([fc.constantFrom('target', 'walmart' as const), name, fc.array(name, { maxLength: 2 }), junkQuery])(
    'Target and Walmart storefront pages are canonical after one pass',
    (retailer, shop, deeper, q) => {
      const root = retailer === 'target' ? `https://target.com/curated/${shop}` : `https://walmart.com/creator/${shop}`;
      const first = checkStorefrontUrl(retailer, withQuery([root, ...deeper].join('/'), q));
      expect(first.ok).toBe(true);
      if (!first.ok) return;
      expect(first.url.startsWith(`https://www.${retailer}.com/`)).toBe(true);
      expect(checkStorefrontUrl(retailer, first.url)).toEqual(first);
    },
  );
});

describe('tracking-id lists', () => {
  const id = fc.stringMatching(/^[A-Za-z0-9-]{1,8}$/);
  it.prop([
    fc.array(fc.array(id, { maxLength: 6 }), { minLength: 1, maxLength: 6 }),
    fc.option(id, { nil: undefined }),
  ])(
    'after any replacements the list holds exactly the last wanted ids, once each, kept ids keeping their date',
    (replacements, tag) => {
      let state: TrackingIdsState = seedTrackingIds({
        amazonTrackingId: tag,
        registeredAt: '2025-01-01T00:00:00.000Z',
      });
      replacements.forEach((wanted, i) => {
        const before = state;
        const now = new Date(Date.UTC(2025, 1, 1 + i));
        state = foldTrackingIds(
          state,
          decideTrackingIds({ type: 'ReplaceTrackingIds', data: { retailer: 'amazon', trackingIds: wanted } }, state, {
            now,
          }),
        );
        const lower = (s: string) => s.toLowerCase();
        expect(state.amazon.map((x) => lower(x.trackingId)).sort()).toEqual([...new Set(wanted.map(lower))].sort());
        for (const item of state.amazon) {
          const kept = before.amazon.find((b) => lower(b.trackingId) === lower(item.trackingId));
          expect(item.createdAt).toBe(kept ? kept.createdAt : now.toISOString());
        }
        // Replacing with the same list again decides nothing.
        expect(
          decideTrackingIds({ type: 'ReplaceTrackingIds', data: { retailer: 'amazon', trackingIds: wanted } }, state, {
            now,
          }),
        ).toEqual([]);
      });
      expect(state.target).toEqual([]);
    },
  );
});

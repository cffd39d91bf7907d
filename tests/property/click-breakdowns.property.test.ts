import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  BROWSER_FAMILIES,
  browserFamilyOf,
  CLICK_DIMENSIONS,
  clickSourceOf,
  type BrowserFamily,
  type ClickSource,
} from '../../src/domain/click-dimensions';
import { addDays } from '../../src/domain/click-days';
import { pacificDate } from '../../src/domain/pacific-time';
import {
  clickFacts,
  MISSED_STORE,
  rollUp,
  WHOLE_SHOP,
  type ClickFacts,
} from '../../server/modules/click-insights/click-facts';
import { DEVICE_CLASSES, OPERATING_SYSTEMS } from '../../src/domain/user-agent';

/** Real User-Agent headers (phones, computers, the social apps' in-app browsers) and the family each belongs to. */
const USER_AGENTS: ReadonlyArray<readonly [string, BrowserFamily]> = [
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
    'safari',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
    'safari',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    'chrome',
  ],
  [
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    'chrome',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
    'chrome',
  ],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0', 'firefox'],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
    'firefox',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
    'edge',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
    'samsung',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36 OPR/109.0.0.0',
    'opera',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 327.0.0.25.86 (iPhone15,2; iOS 17_4; en_US; en; scale=3.00; 1179x2556; 588349195)',
    'instagram',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 Instagram 330.0.0.40.92 Android',
    'instagram',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/455.0.0.39.109;FBBV/574010370;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.3;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
    'facebook',
  ],
  [
    'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/123.0.6312.99 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/458.0.0.54.108;]',
    'facebook',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_33.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US',
    'tiktok',
  ],
  [
    'Mozilla/5.0 (Linux; Android 12; SM-G991U Build/SP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 trill_330403 JsSdk/1.0 NetType/MOBILE Channel/googleplay AppName/trill app_version/33.4.3 ByteLocale/en BytedanceWebview/d8a21c6',
    'tiktok',
  ],
  ['curl/8.5.0', 'other'],
  ['', 'other'],
];

/** Referrer hosts as browsers send them, and the source each counts for. */
const REFERRERS: ReadonlyArray<readonly [string | undefined, ClickSource]> = [
  ['l.instagram.com', 'instagram'],
  ['www.instagram.com', 'instagram'],
  ['www.threads.net', 'instagram'],
  ['www.tiktok.com', 'tiktok'],
  ['vm.tiktok.com', 'tiktok'],
  ['www.youtube.com', 'youtube'],
  ['m.youtube.com', 'youtube'],
  ['youtu.be', 'youtube'],
  ['l.facebook.com', 'facebook'],
  ['lm.facebook.com', 'facebook'],
  ['m.facebook.com', 'facebook'],
  ['www.pinterest.com', 'pinterest'],
  ['www.pinterest.co.uk', 'pinterest'],
  ['pin.it', 'pinterest'],
  ['t.co', 'x'],
  ['x.com', 'x'],
  ['twitter.com', 'x'],
  ['www.google.com', 'search'],
  ['www.google.co.uk', 'search'],
  ['www.bing.com', 'search'],
  ['duckduckgo.com', 'search'],
  ['search.yahoo.com', 'search'],
  ['mail.google.com', 'email'],
  ['outlook.live.com', 'email'],
  ['mail.yahoo.com', 'email'],
  ['creator.substack.com', 'email'],
  ['webmail.example.org', 'email'],
  ['blog.example.com', 'other'],
  ['notinstagram.com', 'other'],
  ['google.evil.example', 'other'],
  [undefined, 'direct'],
];

describe('click dimensions on real headers', () => {
  it.each(USER_AGENTS.map(([ua, family]) => ({ ua, family })))(
    'knows the browser of $family: $ua',
    ({ ua, family }) => {
      expect(browserFamilyOf(ua)).toBe(family);
    },
  );
  it.each(REFERRERS.map(([host, source]) => ({ host, source })))('groups $host as $source', ({ host, source }) => {
    expect(clickSourceOf(host)).toBe(source);
    expect(clickSourceOf(host?.toUpperCase())).toBe(source);
  });
  it('counts an in-app browser without a referrer for its app, and any referrer before the app', () => {
    expect(clickSourceOf(undefined, 'instagram')).toBe('instagram');
    expect(clickSourceOf(undefined, 'tiktok')).toBe('tiktok');
    expect(clickSourceOf(undefined, 'safari')).toBe('direct');
    expect(clickSourceOf('www.google.com', 'instagram')).toBe('search');
  });
});

const DAY_MS = 86_400_000;
const BASE = Date.parse('2026-03-01T00:00:00Z');
const click = fc.record({
  linkId: fc.constantFrom('a', 'b', 'c'),
  shopDomain: fc.constantFrom('one.test', 'two.test'),
  // 60 days around both daylight-saving changes' months.
  at: fc.integer({ min: 0, max: 60 * DAY_MS }).map((ms) => new Date(BASE + ms).toISOString()),
  device: fc.constantFrom(...DEVICE_CLASSES),
  os: fc.constantFrom(...OPERATING_SYSTEMS),
  browser: fc.option(fc.constantFrom(...BROWSER_FAMILIES), { nil: undefined }),
  bot: fc.boolean(),
  referrerHost: fc.option(fc.constantFrom(...REFERRERS.flatMap(([host]) => (host ? [host] : []))), { nil: undefined }),
  country: fc.option(fc.constantFrom('US', 'GB', 'DE', 'ZA'), { nil: undefined }),
  amazonStore: fc.option(fc.constantFrom('amazon.com', 'amazon.co.uk', 'amazon.de'), { nil: undefined }),
  rule: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
});

describe('click roll-ups', () => {
  it.prop([
    fc.array(click, { maxLength: 300 }),
    fc.integer({ min: 0, max: 59 }),
    fc.integer({ min: 0, max: 59 }),
    fc.integer({ min: 1, max: 7 }),
  ])(
    'add up, for every scope, range and value, to a plain count of the same clicks, however the log is batched',
    (clicks, from, to, batches) => {
      const facts: ClickFacts[] = clicks.map((c) => clickFacts({ linkType: 'short-link', ...c }));
      const size = Math.ceil(facts.length / batches) || 1;
      const rows = Array.from({ length: batches }, (_, i) => rollUp(facts.slice(i * size, (i + 1) * size))).flat();
      const startDate = addDays('2026-03-01', Math.min(from, to) - 1);
      const endDate = addDays('2026-03-01', Math.max(from, to));
      const inRange = (day: string) => day >= startDate && day <= endDate;
      for (const shop of ['one.test', 'two.test']) {
        for (const linkId of [WHOLE_SHOP, 'a', 'b']) {
          const mine = facts.filter(
            (f) =>
              f.shopDomain === shop && inRange(pacificDate(f.at)) && (linkId === WHOLE_SHOP || f.linkId === linkId),
          );
          const summed = (dimension: string, value: string) =>
            rows
              .filter(
                (r) =>
                  r.shopDomain === shop &&
                  r.linkId === linkId &&
                  (linkId === WHOLE_SHOP ? r.linkType === WHOLE_SHOP : r.linkType === 'short-link') &&
                  inRange(r.day) &&
                  r.dimension === dimension &&
                  r.value === value,
              )
              .reduce((sum, r) => sum + r.clicks, 0);
          expect(summed('total', 'human')).toBe(mine.filter((f) => !f.bot).length);
          expect(summed('total', 'bot')).toBe(mine.filter((f) => f.bot).length);
          for (const dimension of CLICK_DIMENSIONS) {
            const values = new Set(mine.map((f) => f.values[dimension]));
            for (const value of values) {
              const counted = mine.filter((f) => !f.bot && f.values[dimension] === value).length;
              // A click without a store or a rule is counted under neither.
              expect(summed(dimension, value ?? '')).toBe(value === undefined ? 0 : counted);
            }
          }
          // Clicks sent away from their country's Amazon store, by that store, for the whole shop only.
          for (const store of ['amazon.com', 'amazon.co.uk', 'amazon.de']) {
            const missed = mine.filter((f) => !f.bot && f.missedStore === store).length;
            expect(summed(MISSED_STORE, store)).toBe(linkId === WHOLE_SHOP ? missed : 0);
          }
        }
      }
      for (const [i, f] of facts.entries()) {
        const c = clicks[i]!;
        const home =
          c.country === 'US'
            ? 'amazon.com'
            : c.country === 'GB'
              ? 'amazon.co.uk'
              : c.country === 'DE'
                ? 'amazon.de'
                : undefined;
        expect(f.missedStore).toBe(c.amazonStore && home && home !== c.amazonStore ? home : undefined);
        expect(f.values.rule).toBe(c.rule === undefined ? undefined : c.rule === 0 ? 'own' : String(c.rule));
      }
      // One row per key, and never a zero.
      for (const batch of Array.from({ length: batches }, (_, i) => rollUp(facts.slice(i * size, (i + 1) * size)))) {
        const keys = batch.map((r) => [r.shopDomain, r.linkType, r.linkId, r.day, r.dimension, r.value].join('|'));
        expect(new Set(keys).size).toBe(keys.length);
        expect(batch.every((r) => r.clicks > 0)).toBe(true);
      }
    },
  );
});

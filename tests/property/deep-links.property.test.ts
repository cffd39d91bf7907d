// @vitest-environment jsdom
import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  androidIntentUrl,
  iosAppUrl,
  planDeepLink,
  RETAILER_APPS,
  retailerOfDestination,
} from '../../src/domain/deep-links';
import type { Retailer } from '../../src/domain/retailer-links';
import { DEEP_LINK_SCRIPT, deepLinkAnswer, deepLinkPlatform } from '../../server/modules/short-links/deep-link-page';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOPS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
];
const BOTS = ['facebookexternalhit/1.1', 'Mozilla/5.0 (compatible; Googlebot/2.1)', 'curl/8.5.0', ''];

const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom('&', '#', ';', '?', '=', '%', ' ', '"', "'", '<', '>', '/', 'é', '😀'),
    fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 20,
});
const host = fc.constantFrom<[Retailer, string]>(
  ['amazon', 'www.amazon.com'],
  ['amazon', 'www.amazon.co.uk'],
  ['amazon', 'amazon.de'],
  ['target', 'www.target.com'],
  ['target', 'goto.target.com'],
  ['walmart', 'www.walmart.com'],
  ['walmart', 'goto.walmart.com'],
);
/** Destinations as the short links write them: a retailer page with a query that may hold anything. */
const destination = fc
  .tuple(
    host,
    fc.stringMatching(/^\/[A-Za-z0-9/_-]{0,30}$/),
    fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), text, { maxKeys: 4 }),
  )
  .map(([[retailer, h], path, query]) => {
    const url = new URL(`https://${h}${path}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return { retailer, url: url.toString() };
  });

/** Android's own reading of an intent URI (Intent.parseUri): the part after #Intent; split on ';' into key=value. */
function parseIntent(uri: string) {
  const [, hostPath, fragment] = /^intent:\/\/([^#]*)#Intent;(.*);end$/.exec(uri) ?? [];
  const fields = Object.fromEntries(
    (fragment ?? '').split(';').map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]),
  );
  return { hostPath, fields };
}

describe('deep links open the retailer app on phones', () => {
  it.prop([destination])(
    'the intent URL always names the app package and carries the web address encoded as its fallback',
    ({ retailer, url }) => {
      const intent = androidIntentUrl(url, RETAILER_APPS[retailer]);
      const { hostPath, fields } = parseIntent(intent);
      expect(fields.package).toBe(RETAILER_APPS[retailer].androidPackage);
      expect(fields.scheme).toBe('https');
      expect(decodeURIComponent(fields['S.browser_fallback_url']!)).toBe(url);
      // Encoded: no character of the fallback can end a field or the intent early.
      expect(fields['S.browser_fallback_url']).not.toMatch(/[;#]/);
      const parsed = new URL(url);
      expect(hostPath).toBe(`${parsed.host}${parsed.pathname}${parsed.search}`);
    },
  );

  it.prop([destination])('the iOS address is the whole destination under the app scheme', ({ retailer, url }) => {
    const parsed = new URL(url);
    expect(iosAppUrl(url, RETAILER_APPS[retailer])).toBe(
      `${RETAILER_APPS[retailer].iosScheme}://${parsed.host}${parsed.pathname}${parsed.search}`,
    );
  });

  it.prop([destination, fc.constantFrom(ANDROID, IPHONE)])(
    'a phone gets a small page: the app address on its button, the web address as its way out',
    ({ retailer, url }, ua) => {
      const answer = deepLinkAnswer(url, ua);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      const doc = new DOMParser().parseFromString(answer.body, 'text/html');
      const [open, web] = [...doc.querySelectorAll('a.button')].map((a) => a.getAttribute('href'));
      const plan = planDeepLink(url, ua === ANDROID ? 'android' : 'ios');
      expect(plan.kind).toBe('app');
      expect(open).toBe(plan.kind === 'app' ? plan.appUrl : '');
      expect(web).toBe(url);
      expect(doc.body.textContent).toContain(`Opening the ${RETAILER_APPS[retailer].name} app`);
      expect(JSON.parse(doc.getElementById('deep-link')!.textContent!)).toEqual({
        platform: ua === ANDROID ? 'android' : 'ios',
        appUrl: open,
        webUrl: url,
      });
      // The only executable script is the fixed one, allowed by its hash.
      expect([...doc.querySelectorAll('script:not([type])')].map((s) => s.textContent)).toEqual([DEEP_LINK_SCRIPT]);
      expect(answer.headers['content-security-policy']).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    },
  );

  it.prop([destination, fc.constantFrom(...DESKTOPS, ...BOTS)])(
    'desktops and programs get the plain 302',
    ({ url }, ua) => {
      expect(deepLinkAnswer(url, ua)).toEqual({
        status: 302,
        headers: expect.objectContaining({ location: url, 'cache-control': 'no-store' }),
        body: '',
      });
    },
  );

  it.prop([
    fc.constantFrom(
      'https://www.bestbuy.com/site/x',
      'https://example.com/',
      'https://amazon.com.evil.io/dp/B000000000',
      'ftp://www.amazon.com/x',
      'not a url',
    ),
  ])('an address of no retailer app is redirected even on a phone', (url) => {
    expect(retailerOfDestination(url)).toBeUndefined();
    expect(planDeepLink(url, 'android')).toEqual({ kind: 'redirect', location: url });
  });

  it('knows the three apps, and which visitors are phones', () => {
    expect(Object.values(RETAILER_APPS).map((a) => [a.retailer, a.androidPackage, a.iosScheme])).toEqual([
      ['amazon', 'com.amazon.mShop.android.shopping', 'com.amazon.mobile.shopping.web'],
      ['walmart', 'com.walmart.android', 'walmart'],
      ['target', 'com.target.ui', 'target'],
    ]);
    expect([
      deepLinkPlatform(ANDROID),
      deepLinkPlatform(IPHONE),
      deepLinkPlatform(DESKTOPS[0]),
      deepLinkPlatform('facebookexternalhit/1.1'),
      deepLinkPlatform(undefined),
    ]).toEqual(['android', 'ios', undefined, undefined, undefined]);
  });
});

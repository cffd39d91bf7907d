import { AMAZON_HOST, type Retailer } from './retailer-links';

/**
 * Deep links: a short link of kind `deep` that, on a phone, first tries to open the retailer's own app on the
 * product, and falls back to the web page. Pure: the app and the server read the same table of apps.
 *
 * How each platform opens an app from a web page:
 * - Android (Chrome and most browsers): an `intent://` URL naming the app's package, with the web address as
 *   `S.browser_fallback_url`, which Chrome opens when the app is not installed. Chrome launches an app only
 *   from a user gesture (a tap on a link carries over into the redirect, a JavaScript timer does not), so the
 *   page also shows an "Open in app" button.
 * - iOS: the app's own URL scheme. Safari cannot tell whether the app is installed, so the page goes on to the
 *   web address when it is still showing a moment later.
 *
 * The app address keeps the whole destination (host, path and query: the tracking id included), the form the
 * Amazon Shopping app reads (`com.amazon.mobile.shopping.web://www.amazon.com/dp/…?tag=…`). Target and Walmart
 * destinations that go through Impact (goto.target.com, goto.walmart.com) are handed over unchanged as well, so
 * the affiliate click is never dropped on the way into the app.
 */

export interface RetailerApp {
  readonly retailer: Retailer;
  /** As the page names it: "Open in the Amazon app". */
  readonly name: string;
  /** The Android application id on Google Play. */
  readonly androidPackage: string;
  /** The iOS URL scheme the app registers, without "://". */
  readonly iosScheme: string;
}

export const RETAILER_APPS: Readonly<Record<Retailer, RetailerApp>> = {
  amazon: {
    retailer: 'amazon',
    name: 'Amazon',
    androidPackage: 'com.amazon.mShop.android.shopping',
    iosScheme: 'com.amazon.mobile.shopping.web',
  },
  walmart: { retailer: 'walmart', name: 'Walmart', androidPackage: 'com.walmart.android', iosScheme: 'walmart' },
  target: { retailer: 'target', name: 'Target', androidPackage: 'com.target.ui', iosScheme: 'target' },
};

const TARGET_HOSTS = /^(?:www\.|goto\.)?target\.com$/;
const WALMART_HOSTS = /^(?:www\.|goto\.)?walmart\.com$/;

/** The retailer whose app can open a destination, by its host; undefined for any other address. */
export function retailerOfDestination(destination: string): Retailer | undefined {
  let url: URL;
  try {
    url = new URL(destination);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  if (AMAZON_HOST.test(host)) return 'amazon';
  if (TARGET_HOSTS.test(host)) return 'target';
  if (WALMART_HOSTS.test(host)) return 'walmart';
  return undefined;
}

/** `intent://<host><path><query>#Intent;scheme=https;package=<app>;S.browser_fallback_url=<encoded>;end` */
export function androidIntentUrl(destination: string, app: RetailerApp): string {
  const url = new URL(destination);
  const scheme = url.protocol.replace(':', '');
  return (
    `intent://${url.host}${url.pathname}${url.search}` +
    `#Intent;scheme=${scheme};package=${app.androidPackage};S.browser_fallback_url=${encodeURIComponent(destination)};end`
  );
}

/** `<scheme>://<host><path><query>`: the destination with the app's scheme in place of https. */
export function iosAppUrl(destination: string, app: RetailerApp): string {
  const url = new URL(destination);
  return `${app.iosScheme}://${url.host}${url.pathname}${url.search}`;
}

export type DeepLinkPlatform = 'android' | 'ios';

/** What a deep link answers one visitor: a plain redirect, or the page that tries the app first. */
export type DeepLinkPlan =
  | { kind: 'redirect'; location: string }
  | { kind: 'app'; platform: DeepLinkPlatform; app: RetailerApp; appUrl: string; webUrl: string };

/**
 * Phones get the app (when the destination is a retailer's); desktops, tablets that browse as desktops, link
 * previews and other programs get the plain redirect to the web page.
 */
export function planDeepLink(destination: string, platform: DeepLinkPlatform | undefined): DeepLinkPlan {
  const retailer = retailerOfDestination(destination);
  if (!platform || !retailer) return { kind: 'redirect', location: destination };
  const app = RETAILER_APPS[retailer];
  const appUrl = platform === 'android' ? androidIntentUrl(destination, app) : iosAppUrl(destination, app);
  return { kind: 'app', platform, app, appUrl, webUrl: destination };
}

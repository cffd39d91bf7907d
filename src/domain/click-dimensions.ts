/**
 * What the click breakdowns group by, besides the device class and operating system of user-agent.ts: the
 * browser family, the source a referrer host belongs to (the networks creators post on, search, email), the
 * country and the Pacific hour; for some clicks the Amazon store they went to and the destination rule that sent
 * them. Pure; the server classifies each click once, when it rolls the click up, and the
 * app and the CSV export name the values with the same labels.
 */
import { AMAZON_STORES, isAmazonStore, marketplaceOf } from './amazon-marketplaces';
import { DESTINATION_RULES_MAX } from './destination-rules';
import { DEVICE_CLASSES, OPERATING_SYSTEMS, type DeviceClass, type OperatingSystem } from './user-agent';

export const BROWSER_FAMILIES = [
  'chrome',
  'safari',
  'firefox',
  'edge',
  'samsung',
  'opera',
  'instagram',
  'facebook',
  'tiktok',
  'other',
] as const;
export type BrowserFamily = (typeof BROWSER_FAMILIES)[number];

export const CLICK_SOURCES = [
  'instagram',
  'tiktok',
  'youtube',
  'facebook',
  'pinterest',
  'x',
  'search',
  'email',
  'direct',
  'linkmint',
  'other',
] as const;
export type ClickSource = (typeof CLICK_SOURCES)[number];

/**
 * The dimensions a breakdown has, in the order the pages show them. The last two count only some clicks: `store`
 * the clicks sent to an Amazon store (which one, after localisation), `rule` the clicks of links with destination
 * rules (which rule sent them, or the link's own destination).
 */
export const CLICK_DIMENSIONS = ['source', 'device', 'os', 'browser', 'country', 'hour', 'store', 'rule'] as const;
export type ClickDimension = (typeof CLICK_DIMENSIONS)[number];

/** The dimensions only some clicks have: a page shows them when the range has such clicks. */
export const PARTIAL_DIMENSIONS: ReadonlySet<ClickDimension> = new Set(['store', 'rule']);

/** The `rule` value of a click of a link with rules that none matched: it went to the link's own destination. */
export const OWN_DESTINATION = 'own';

/** The country value of a click whose country nobody could tell. */
export const UNKNOWN_COUNTRY = 'unknown';

/**
 * In-app browsers first: the social apps open links in their own web view, whose User-Agent also names the
 * engine (Chrome, Safari). Then the browsers built on Chromium that say so, before Chrome itself; Safari last,
 * as every iOS browser carries its token.
 */
const BROWSER_RULES: ReadonlyArray<readonly [BrowserFamily, RegExp]> = [
  ['instagram', /\binstagram\b/i],
  ['facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b/],
  ['tiktok', /musical_ly|BytedanceWebview|\bTikTok\b|trill_/i],
  ['edge', /\bEdg(?:e|A|iOS)?\//],
  ['samsung', /\bSamsungBrowser\//],
  ['opera', /\bOPR\/|\bOpera\b|\bOPiOS\//],
  ['firefox', /\bFirefox\/|\bFxiOS\//],
  ['chrome', /\bChrome\/|\bCriOS\/|\bChromium\//],
  ['safari', /\bSafari\//],
];

/** The browser family of a User-Agent header (`other` when none matches or there is no header). */
export function browserFamilyOf(userAgent: string | null | undefined): BrowserFamily {
  const ua = userAgent ?? '';
  if (ua === '') return 'other';
  for (const [family, pattern] of BROWSER_RULES) if (pattern.test(ua)) return family;
  return 'other';
}

/**
 * Hosts by source, matched on the registrable part: `l.instagram.com` and `www.instagram.com` are Instagram,
 * `google.co.uk` is search. A search engine is known by its name as a label (google, bing…), whatever its country
 * domain; mail web apps by their host.
 */
const SOURCE_HOSTS: ReadonlyArray<readonly [ClickSource, readonly string[]]> = [
  ['instagram', ['instagram.com', 'ig.me', 'threads.net', 'threads.com']],
  ['tiktok', ['tiktok.com', 'tiktokv.com', 'tiktokcdn.com']],
  ['youtube', ['youtube.com', 'youtu.be', 'youtube-nocookie.com']],
  ['facebook', ['facebook.com', 'fb.com', 'fb.me', 'messenger.com', 'fb.watch']],
  ['pinterest', ['pin.it']],
  ['x', ['twitter.com', 'x.com', 't.co']],
  [
    'email',
    [
      'mail.google.com',
      'outlook.live.com',
      'outlook.office.com',
      'outlook.office365.com',
      'mail.yahoo.com',
      'mail.proton.me',
      'mail.aol.com',
      'icloud.com',
      'substack.com',
      'beehiiv.com',
      'ck.page',
      'convertkit.com',
      'kit.com',
      'mailchi.mp',
      'list-manage.com',
    ],
  ],
  ['search', ['duckduckgo.com', 'ecosia.org', 'search.brave.com', 'search.yahoo.com', 'startpage.com', 'qwant.com']],
];

/** Search engines and Pinterest use a domain per country (google.de, pinterest.co.uk): known by their name. */
const NAMED_BY_LABEL: ReadonlyArray<readonly [ClickSource, RegExp]> = [
  ['pinterest', /(?:^|\.)pinterest\.[a-z]{2,3}(?:\.[a-z]{2})?$/],
  ['search', /(?:^|\.)(?:google|bing|yandex|baidu|naver|yahoo)\.[a-z]{2,3}(?:\.[a-z]{2})?$/],
];

const sameOrSubdomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The in-app browser's network: the apps often send no Referer, but their web view names itself. */
const APP_SOURCES: Partial<Record<BrowserFamily, ClickSource>> = {
  instagram: 'instagram',
  facebook: 'facebook',
  tiktok: 'tiktok',
};

/**
 * Where a click came from: one of Linkmint's own public pages (the creator's bio page, gallery, landing page…,
 * whose hosts the caller passes in, as only the server knows them), its referrer host's network, search or
 * email; without a referrer, the social app whose in-app browser followed the link, and otherwise `direct`
 * (typed, a bookmark, an app that sends nothing).
 */
export function clickSourceOf(
  referrerHost: string | null | undefined,
  browser: BrowserFamily = 'other',
  ownHosts: ReadonlySet<string> = NO_HOSTS,
): ClickSource {
  const host = normalHost(referrerHost);
  if (!host) return APP_SOURCES[browser] ?? 'direct';
  if (ownHosts.has(host)) return 'linkmint';
  for (const [source, domains] of SOURCE_HOSTS) if (domains.some((d) => sameOrSubdomain(host, d))) return source;
  if (/^(?:mail|webmail)\./.test(host)) return 'email';
  for (const [source, pattern] of NAMED_BY_LABEL) if (pattern.test(host)) return source;
  return 'other';
}

const NO_HOSTS: ReadonlySet<string> = new Set();

/** A host as clickSourceOf compares it: trimmed, lower case, without the root's trailing dot. */
export const normalHost = (host: string | null | undefined): string =>
  host?.trim().toLowerCase().replace(/\.$/, '') ?? '';

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
const RULE_VALUES = [...Array.from({ length: DESTINATION_RULES_MAX }, (_, i) => String(i + 1)), OWN_DESTINATION];

/** Every value a dimension can take, in the order the pages list them (countries: as they come). */
export function dimensionValues(dimension: ClickDimension): readonly string[] {
  switch (dimension) {
    case 'source':
      return CLICK_SOURCES;
    case 'device':
      return DEVICE_CLASSES;
    case 'os':
      return OPERATING_SYSTEMS;
    case 'browser':
      return BROWSER_FAMILIES;
    case 'hour':
      return HOURS;
    case 'country':
      return [];
    case 'store':
      return AMAZON_STORES;
    case 'rule':
      return RULE_VALUES;
  }
}

export const DIMENSION_LABELS: Record<ClickDimension, string> = {
  source: 'Source',
  device: 'Device',
  os: 'Operating system',
  browser: 'Browser',
  country: 'Country',
  hour: 'Hour of day (Pacific)',
  store: 'Amazon store',
  rule: 'Destination rule',
};

const SOURCE_LABELS: Record<ClickSource, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  x: 'X (Twitter)',
  search: 'Search engines',
  email: 'Email and newsletters',
  direct: 'Direct or unknown',
  linkmint: 'Your Linkmint pages',
  other: 'Other websites',
};

const DEVICE_LABELS: Record<DeviceClass, string> = {
  mobile: 'Phone',
  tablet: 'Tablet',
  desktop: 'Computer',
  other: 'Other',
};

const OS_LABELS: Record<OperatingSystem, string> = {
  ios: 'iOS',
  android: 'Android',
  windows: 'Windows',
  macos: 'macOS',
  chromeos: 'ChromeOS',
  linux: 'Linux',
  other: 'Other',
};

const BROWSER_LABELS: Record<BrowserFamily, string> = {
  chrome: 'Chrome',
  safari: 'Safari',
  firefox: 'Firefox',
  edge: 'Edge',
  samsung: 'Samsung Internet',
  opera: 'Opera',
  instagram: 'Instagram app',
  facebook: 'Facebook app',
  tiktok: 'TikTok app',
  other: 'Other',
};

const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

function hourLabel(value: string): string {
  const hour = Number(value);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** How the pages and the CSV name a value of a dimension. */
export function dimensionValueLabel(dimension: ClickDimension, value: string): string {
  switch (dimension) {
    case 'source':
      return SOURCE_LABELS[value as ClickSource] ?? value;
    case 'device':
      return DEVICE_LABELS[value as DeviceClass] ?? value;
    case 'os':
      return OS_LABELS[value as OperatingSystem] ?? value;
    case 'browser':
      return BROWSER_LABELS[value as BrowserFamily] ?? value;
    case 'hour':
      return /^\d{2}$/.test(value) ? hourLabel(value) : value;
    case 'country':
      if (value === UNKNOWN_COUNTRY) return 'Unknown';
      try {
        return COUNTRY_NAMES.of(value) ?? value;
      } catch {
        return value;
      }
    case 'store':
      return isAmazonStore(value) ? `${value} (${marketplaceOf(value).name})` : value;
    case 'rule':
      return value === OWN_DESTINATION ? "The link's own destination" : /^\d+$/.test(value) ? `Rule ${value}` : value;
  }
}

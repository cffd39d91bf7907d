/**
 * What a click's User-Agent says about the visitor, reduced to what the click statistics group by: device class,
 * operating system and whether a program rather than a person followed the link. Only these three are kept
 * (never the header itself), so a click record cannot single out a visitor.
 *
 * Bots are link-preview fetchers (the social apps fetch every link posted to show a card), search crawlers,
 * monitors and HTTP libraries. Their clicks are recorded with the flag set so usage and statistics can leave
 * them out. A request without a User-Agent is counted as a bot: every browser sends one.
 */

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop', 'other'] as const;
export const OPERATING_SYSTEMS = ['ios', 'android', 'windows', 'macos', 'chromeos', 'linux', 'other'] as const;

export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number];

export interface UserAgentClass {
  device: DeviceClass;
  os: OperatingSystem;
  bot: boolean;
}

/**
 * Tokens of programs. `bot` also matches as the end of a word (Googlebot, Applebot, YandexBot); Cubot, a phone
 * maker, is taken out first. WhatsApp/ and Snapchat-style in-app browsers differ: the in-app browsers send a
 * normal mobile browser string, while `WhatsApp/2.x` alone is the preview fetcher.
 */
const BOT =
  /bot\b|bot[/_-]|crawl|spider|slurp|mediapartners|facebookexternalhit|meta-externalagent|embedly|iframely|preview|^whatsapp\/|google-inspectiontool|headlesschrome|lighthouse|phantomjs|curl\/|wget\/|python|aiohttp|httpclient|http-client|okhttp|^java\/|libwww|node-fetch|axios\/|undici|scrapy|monitor|uptime|pingdom|validator/i;

function operatingSystemOf(ua: string): OperatingSystem {
  if (/iphone|ipad|ipod/i.test(ua)) return 'ios';
  if (/android|silk\//i.test(ua)) return 'android';
  if (/windows/i.test(ua)) return 'windows';
  if (/cros\b/i.test(ua)) return 'chromeos';
  if (/macintosh|mac os x/i.test(ua)) return 'macos';
  if (/linux|x11/i.test(ua)) return 'linux';
  return 'other';
}

function deviceOf(ua: string, os: OperatingSystem): DeviceClass {
  if (/ipad|tablet|kindle|silk\//i.test(ua)) return 'tablet';
  // Android phones say "Mobile"; Android tablets leave it out.
  if (os === 'android') return /mobile/i.test(ua) ? 'mobile' : 'tablet';
  if (/iphone|ipod|mobile|phone/i.test(ua)) return 'mobile';
  if (os === 'windows' || os === 'macos' || os === 'chromeos' || os === 'linux') return 'desktop';
  return 'other';
}

export function classifyUserAgent(header: string | null | undefined): UserAgentClass {
  const ua = (header ?? '').trim();
  if (ua === '') return { device: 'other', os: 'other', bot: true };
  const os = operatingSystemOf(ua);
  const bot = BOT.test(ua.replace(/cubot/gi, ''));
  return { device: bot ? 'other' : deviceOf(ua, os), os, bot };
}

import { createHash } from 'node:crypto';
import { STATECHART_SVG_STYLE } from '../../src/domain/statechart-svg';

/**
 * The headers of every answer under /pc/ (index.html, its scripts, styles and the statechart viewer's layout
 * worker). The app keeps its bearer token in local storage, so no script may run but the built bundle's own files:
 * no inline script, no eval, nothing framing the app, nothing sniffed into another type.
 */

type Directives = Record<string, readonly string[]>;

/** CSP source of an inline `<style>` element: the base64 SHA-256 of its exact text. */
const styleHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const OWN: Directives = {
  'default-src': ["'self'"],
  // The bundle's modules and the elkjs worker file (the statechart viewer's layout), all under /pc/assets/.
  'script-src': ["'self'"],
  'worker-src': ["'self'"],
  // The app's stylesheets, and the one style element the statechart SVG carries (shown inline by the viewer).
  // React's style props are set through the CSSOM, which style-src does not govern.
  'style-src': ["'self'", styleHash(STATECHART_SVG_STYLE)],
  // Pictures of the server's own, a cropped cover before upload (blob:, data:), and the https pictures creators'
  // data names: Instagram and Facebook post thumbnails, promotion activities' images, profile pictures.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'"],
  // Every API host of the app is a prefix of its own origin (src/api/client.ts HOST_PREFIXES).
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * What Intercom's messenger needs when the support chat runs on it (INTERCOM_APP_ID): its hosts, as Intercom's
 * guide to allow-listed CSP names them, and inline styles (its widget sets them; a hash source would switch
 * 'unsafe-inline' off, so the statechart style's hash goes with it).
 */
const INTERCOM: Directives = {
  'script-src': ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'connect-src': [
    'https://via.intercom.io',
    'https://api.intercom.io',
    'https://api.au.intercom.io',
    'https://api.eu.intercom.io',
    'https://api-iam.intercom.io',
    'https://api-iam.eu.intercom.io',
    'https://api-iam.au.intercom.io',
    'https://api-ping.intercom.io',
    'https://*.intercom-messenger.com',
    'wss://*.intercom-messenger.com',
    'https://nexus-websocket-a.intercom.io',
    'wss://nexus-websocket-a.intercom.io',
    'https://nexus-websocket-b.intercom.io',
    'wss://nexus-websocket-b.intercom.io',
    'https://nexus-europe-websocket.intercom.io',
    'wss://nexus-europe-websocket.intercom.io',
    'https://nexus-australia-websocket.intercom.io',
    'wss://nexus-australia-websocket.intercom.io',
    'https://uploads.intercomcdn.com',
    'https://uploads.intercomcdn.eu',
    'https://uploads.au.intercomcdn.com',
    'https://uploads.eu.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  'font-src': ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  'media-src': ['https://js.intercomcdn.com'],
  'frame-src': [
    'https://intercom-sheets.com',
    'https://www.intercom-reporting.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
    'https://fast.wistia.net',
  ],
  'form-action': [
    'https://intercom.help',
    'https://api-iam.intercom.io',
    'https://api-iam.eu.intercom.io',
    'https://api-iam.au.intercom.io',
  ],
};

/** Adds `extra`'s sources to `base`'s; a directive whose only source was 'none' takes the extra ones instead. */
function merged(base: Directives, extra: Directives): Directives {
  const out: Record<string, readonly string[]> = { ...base };
  for (const [name, sources] of Object.entries(extra)) {
    if (name === 'style-src') {
      out[name] = sources;
      continue;
    }
    const kept = (base[name] ?? []).filter((source) => source !== "'none'");
    out[name] = [...new Set([...kept, ...sources])];
  }
  return out;
}

export interface AppShellPolicyOptions {
  /** The support chat runs on Intercom, whose messenger the app loads. */
  intercom?: boolean;
}

export function appShellContentSecurityPolicy(options: AppShellPolicyOptions = {}): string {
  const directives = options.intercom ? merged(OWN, INTERCOM) : OWN;
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every answer under /pc/ carries these (the Vite dev server, `npm run dev`, serves the app without them). */
export function appShellHeaders(options: AppShellPolicyOptions = {}): Readonly<Record<string, string>> {
  return {
    'content-security-policy': appShellContentSecurityPolicy(options),
    // For browsers that predate frame-ancestors.
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    // The app's own calls and tracked links keep the referrer; other sites learn nothing of the app's addresses.
    'referrer-policy': 'same-origin',
  };
}

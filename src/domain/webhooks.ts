/**
 * Outbound webhooks (issue 30): the events a creator's endpoint can ask for, how its address is checked, how clicks
 * are batched into one delivery, and the pauses between attempts, in this one place. The server's follower and
 * sender, the settings page and the tests all read these.
 */

export const WEBHOOK_EVENT_TYPES = ['link.clicked', 'conversion.recorded', 'dm.sent'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What each event reads as on the webhooks page. */
export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEventType, string>> = {
  'link.clicked': 'Link clicks (batched)',
  'conversion.recorded': 'Conversions',
  'dm.sent': 'Auto DMs sent',
};

/** The header a delivery's signature travels in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Linkmint-Signature';
/** The header carrying the delivery's id (also in the body): receivers keep the ids they have handled. */
export const WEBHOOK_ID_HEADER = 'Linkmint-Delivery-Id';

/** Every signing secret starts with it, so one is recognisable in a log or a secret scanner. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** Random bytes behind the prefix: 256 bits, written base64url. */
export const WEBHOOK_SECRET_RANDOM_BYTES = 32;

export const WEBHOOK_NAME_MAX = 60;
export const WEBHOOK_ADDRESS_MAX = 2_000;
/** Endpoints a shop may hold at once. */
export const WEBHOOK_ENDPOINTS_PER_SHOP = 10;

/** A `link.clicked` delivery carries at most this many clicks… */
export const WEBHOOK_CLICK_BATCH_MAX = 100;
/** …and waits at most this long after its oldest click for more to join it. */
export const WEBHOOK_CLICK_BATCH_WINDOW_MS = 2_000;

/**
 * The pauses after each failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h, 12 h (about 21 hours in all). After the
 * last one fails, the delivery gives up and is marked failed; a creator can still send it again by hand.
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000,
];
/** How long a receiver has to answer one attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Deliveries one server sends at the same time. */
export const WEBHOOK_CONCURRENCY = 4;

export type WebhookDeliveryStatus = 'pending' | 'retrying' | 'delivered' | 'failed';

/** Whether an endpoint that asked for `events` receives an event of `type`. */
export const endpointWants = (events: readonly string[], type: WebhookEventType): boolean => events.includes(type);

export const isWebhookEventType = (value: unknown): value is WebhookEventType =>
  typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/** A secret made of the given random bytes (the caller draws them; this stays pure). */
export function webhookSecretFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== WEBHOOK_SECRET_RANDOM_BYTES)
    throw new Error(`A signing secret needs ${WEBHOOK_SECRET_RANDOM_BYTES} random bytes`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `${WEBHOOK_SECRET_PREFIX}${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

function ipv4Parts(host: string): number[] | undefined {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!match) return undefined;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts : undefined;
}

function isPrivateIpv4([a = 0, b = 0]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/**
 * True for an IP address (v4, or v6 with or without brackets) that is not on the public internet: loopback,
 * private, link-local, carrier-grade NAT, multicast, unspecified, and IPv4 written inside IPv6. Names are not
 * addresses and answer false (the sender checks what they resolve to).
 */
export function isNonPublicAddress(address: string): boolean {
  const host = address.replace(/^\[|\]$/g, '').toLowerCase();
  const v4 = ipv4Parts(host);
  if (v4) return isPrivateIpv4(v4);
  if (!host.includes(':')) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
  if (mapped?.[1]) return isPrivateIpv4(ipv4Parts(mapped[1]) ?? [0]);
  if (host === '::' || host === '::1') return true;
  const first = parseInt(host.split(':')[0] || '0', 16);
  // fc00::/7 unique local, fe80::/10 link-local, ff00::/8 multicast, and any other ::ffff:-style embedding.
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00 || first === 0;
}

/** True for a loopback host: `localhost` (and names under it), 127.0.0.0/8 and ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  return ipv4Parts(host)?.[0] === 127;
}

export interface AddressRules {
  /** Plain http to a loopback host is allowed (tests only: the server's WEBHOOK_ALLOW_LOOPBACK_HTTP). */
  allowLoopbackHttp: boolean;
}

/** The problem with an endpoint's address, or undefined when deliveries may be sent to it. */
export function webhookAddressProblem(address: string, rules: AddressRules): string | undefined {
  const trimmed = address.trim();
  if (trimmed === '') return 'Enter the address deliveries are sent to.';
  if (trimmed.length > WEBHOOK_ADDRESS_MAX) return `An address can have at most ${WEBHOOK_ADDRESS_MAX} characters.`;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return 'Enter a full address starting with https://.';
  }
  const loopback = isLoopbackHost(url.hostname);
  const allowedHttp = url.protocol === 'http:' && loopback && rules.allowLoopbackHttp;
  if (url.protocol !== 'https:' && !allowedHttp) return 'Webhook addresses must start with https://.';
  if (url.username !== '' || url.password !== '') return 'Leave the user name and password out of the address.';
  if (url.hash !== '') return 'Leave the #fragment out of the address.';
  if ((loopback || isNonPublicAddress(url.hostname)) && !(loopback && rules.allowLoopbackHttp))
    return 'Webhook addresses must be on the public internet, not a private or local address.';
  return undefined;
}

/** The problem with a new endpoint as a creator sent it, or undefined when it can be saved. */
export function webhookDraftProblem(
  draft: { name: string; url: string; events: readonly string[] },
  rules: AddressRules,
): string | undefined {
  const name = draft.name.trim();
  if (name === '') return 'Give the endpoint a name, so you can tell it apart later.';
  if (name.length > WEBHOOK_NAME_MAX) return `An endpoint's name can have at most ${WEBHOOK_NAME_MAX} characters.`;
  const address = webhookAddressProblem(draft.url, rules);
  if (address) return address;
  if (draft.events.length === 0) return 'Choose at least one event to receive.';
  const unknown = draft.events.find((event) => !isWebhookEventType(event));
  if (unknown !== undefined) return `"${unknown}" is not an event a webhook can receive.`;
  if (new Set(draft.events).size !== draft.events.length) return 'Each event can be chosen once.';
  return undefined;
}

/**
 * The batches of waiting clicks (oldest first, each with its time in ms) that are due at `now`: full batches of
 * `max` at once, and the last, partial one once its oldest click has waited `windowMs`. Answers index ranges of
 * `waiting`; what is not in them waits for the next round.
 */
export function dueClickBatches(
  waiting: readonly { at: number }[],
  now: number,
  max = WEBHOOK_CLICK_BATCH_MAX,
  windowMs = WEBHOOK_CLICK_BATCH_WINDOW_MS,
): Array<{ start: number; end: number }> {
  const batches: Array<{ start: number; end: number }> = [];
  for (let start = 0; start < waiting.length; start += max) {
    const end = Math.min(start + max, waiting.length);
    const oldest = waiting[start]!.at;
    if (end - start === max || now - oldest >= windowMs) batches.push({ start, end });
    else break;
  }
  return batches;
}

/**
 * After the `failures`-th failed attempt in a row (1 for the first) at `at` ms: when to try again, or undefined
 * when the schedule is used up and the delivery gives up.
 */
export function nextAttemptAt(
  failures: number,
  at: number,
  delays: readonly number[] = WEBHOOK_RETRY_DELAYS_MS,
): number | undefined {
  const pause = delays[failures - 1];
  return pause === undefined ? undefined : at + pause;
}

/** Whether an HTTP status from a receiver counts as delivered. */
export const isDeliveredStatus = (status: number): boolean => status >= 200 && status < 300;

/** How a delivery's state reads on the webhooks page: status, the receiver's last code, the next attempt's time. */
export function deliveryStatusText(delivery: {
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
}): string {
  const code = delivery.lastStatusCode === null ? '' : ` (${delivery.lastStatusCode})`;
  const at = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
  switch (delivery.status) {
    case 'delivered':
      return `Delivered${code}`;
    case 'failed':
      return `Failed after ${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'}${code}; gave up`;
    case 'retrying':
      return `Retrying${code}${delivery.nextAttemptAt ? `: next attempt ${at(delivery.nextAttemptAt)}` : ''}`;
    case 'pending':
      return 'Pending';
  }
}

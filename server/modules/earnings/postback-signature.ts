import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Conversion postbacks are trusted by signature, as Stripe signs its webhooks: the network sends
 * `Linkmint-Signature: t=<unix seconds>,v1=<hex>` where the hex is the HMAC-SHA256, under the shared secret, of
 * `<t>.<raw body>`. Signing the time with the body makes a captured delivery useless once the tolerance has
 * passed; several v1 values may be sent while a secret is being rotated, and any one matching is enough.
 */

export const POSTBACK_SIGNATURE_HEADER = 'Linkmint-Signature';
/** How far the signed time may be from the server's clock, either way (Stripe's default). */
export const POSTBACK_TOLERANCE_SECONDS = 300;

export const SIGNATURE_MESSAGES = {
  missing: `The ${POSTBACK_SIGNATURE_HEADER} header is missing: sign each postback (t=<unix seconds>,v1=<HMAC-SHA256 hex>).`,
  malformed: `The ${POSTBACK_SIGNATURE_HEADER} header must read t=<unix seconds>,v1=<64 hex digits>.`,
  stale: `The signature's time is more than ${POSTBACK_TOLERANCE_SECONDS} seconds away from the server's clock: sign each delivery when it is sent.`,
  mismatch: 'The signature does not match this body: sign "<t>.<raw body>" with HMAC-SHA256 and the shared secret.',
} as const;

const HEX_SIGNATURE = /^[0-9a-f]{64}$/;

function hmacHex(secret: string, seconds: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${seconds}.`).update(rawBody).digest('hex');
}

/** The header value a sender puts on `rawBody` at `at` (tests and the networks' documentation use it). */
export function signPostback(secret: string, rawBody: string, at: Date): string {
  const seconds = Math.floor(at.getTime() / 1000);
  return `t=${seconds},v1=${hmacHex(secret, seconds, rawBody)}`;
}

/** Why the delivery is not signed with `secret`, or undefined when it is. Compares in constant time. */
export function postbackSignatureProblem(header: string | undefined, rawBody: string, secret: string, now: Date): string | undefined {
  if (header === undefined || header.trim() === '') return SIGNATURE_MESSAGES.missing;
  let seconds: number | undefined;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2) as [string, string | undefined];
    if (key === 't' && /^\d{1,12}$/.test(value)) seconds = Number(value);
    else if (key === 'v1' && HEX_SIGNATURE.test(value)) candidates.push(value);
  }
  if (seconds === undefined || candidates.length === 0) return SIGNATURE_MESSAGES.malformed;
  if (Math.abs(now.getTime() / 1000 - seconds) > POSTBACK_TOLERANCE_SECONDS) return SIGNATURE_MESSAGES.stale;
  const expected = Buffer.from(hmacHex(secret, seconds, rawBody), 'hex');
  // Every candidate is compared, so the time taken does not tell which one (or how much of one) matched.
  let matched = false;
  for (const candidate of candidates) matched = timingSafeEqual(expected, Buffer.from(candidate, 'hex')) || matched;
  return matched ? undefined : SIGNATURE_MESSAGES.mismatch;
}

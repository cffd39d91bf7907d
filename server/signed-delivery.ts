import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature scheme of inbound notifications (Stripe's, which the conversion postbacks copy): the sender puts
 * `t=<unix seconds>,v1=<hex>` in a header, the hex being the HMAC-SHA256 under the shared secret of
 * `<t>.<raw body>`. Signing the time with the body makes a captured delivery useless once the tolerance has
 * passed; several v1 values may be sent while a secret is being rotated, and any one matching is enough.
 */

/** How far the signed time may be from the server's clock, either way (Stripe's default). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface SignatureMessages {
  missing: string;
  malformed: string;
  stale: string;
  mismatch: string;
}

const HEX_SIGNATURE = /^[0-9a-f]{64}$/;

function hmacHex(secret: string, seconds: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${seconds}.`).update(rawBody).digest('hex');
}

/** The header value a sender puts on `rawBody` at `at`. */
export function signDelivery(secret: string, rawBody: string, at: Date): string {
  const seconds = Math.floor(at.getTime() / 1000);
  return `t=${seconds},v1=${hmacHex(secret, seconds, rawBody)}`;
}

/** Which of `messages` says why the delivery is not signed with `secret`, or undefined when it is. Constant time. */
export function deliverySignatureProblem(
  header: string | undefined,
  rawBody: string,
  secret: string,
  now: Date,
  messages: SignatureMessages,
): string | undefined {
  if (header === undefined || header.trim() === '') return messages.missing;
  let seconds: number | undefined;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2) as [string, string | undefined];
    if (key === 't' && /^\d{1,12}$/.test(value)) seconds = Number(value);
    else if (key === 'v1' && HEX_SIGNATURE.test(value)) candidates.push(value);
  }
  if (seconds === undefined || candidates.length === 0) return messages.malformed;
  if (Math.abs(now.getTime() / 1000 - seconds) > SIGNATURE_TOLERANCE_SECONDS) return messages.stale;
  const expected = Buffer.from(hmacHex(secret, seconds, rawBody), 'hex');
  // Every candidate is compared, so the time taken does not tell which one (or how much of one) matched.
  let matched = false;
  for (const candidate of candidates) matched = timingSafeEqual(expected, Buffer.from(candidate, 'hex')) || matched;
  return matched ? undefined : messages.mismatch;
}

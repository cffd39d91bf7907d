import { deliverySignatureProblem, signDelivery, SIGNATURE_TOLERANCE_SECONDS } from '../../signed-delivery';

/**
 * Conversion postbacks are trusted by signature, as Stripe signs its webhooks (server/signed-delivery.ts): the
 * network sends `Linkmint-Signature: t=<unix seconds>,v1=<hex>`.
 */

export const POSTBACK_SIGNATURE_HEADER = 'Linkmint-Signature';
/** How far the signed time may be from the server's clock, either way (Stripe's default). */
export const POSTBACK_TOLERANCE_SECONDS = SIGNATURE_TOLERANCE_SECONDS;

export const SIGNATURE_MESSAGES = {
  missing: `The ${POSTBACK_SIGNATURE_HEADER} header is missing: sign each postback (t=<unix seconds>,v1=<HMAC-SHA256 hex>).`,
  malformed: `The ${POSTBACK_SIGNATURE_HEADER} header must read t=<unix seconds>,v1=<64 hex digits>.`,
  stale: `The signature's time is more than ${POSTBACK_TOLERANCE_SECONDS} seconds away from the server's clock: sign each delivery when it is sent.`,
  mismatch: 'The signature does not match this body: sign "<t>.<raw body>" with HMAC-SHA256 and the shared secret.',
} as const;

/** The header value a sender puts on `rawBody` at `at` (tests and the networks' documentation use it). */
export function signPostback(secret: string, rawBody: string, at: Date): string {
  return signDelivery(secret, rawBody, at);
}

/** Why the delivery is not signed with `secret`, or undefined when it is. Compares in constant time. */
export function postbackSignatureProblem(
  header: string | undefined,
  rawBody: string,
  secret: string,
  now: Date,
): string | undefined {
  return deliverySignatureProblem(header, rawBody, secret, now, SIGNATURE_MESSAGES);
}

import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import {
  POSTBACK_TOLERANCE_SECONDS,
  postbackSignatureProblem,
  signPostback,
  SIGNATURE_MESSAGES,
} from '../../server/modules/earnings/postback-signature';

const SECRET = 'whsec_test_0123456789abcdef';
const BODY = '{"network":"impact","orderId":"A-1"}';
const AT = new Date('2025-03-14T10:00:00Z');

describe('conversion postback signatures (t=<unix>,v1=<hex>, as Stripe signs)', () => {
  it('signs "<t>.<raw body>" with HMAC-SHA256 and accepts its own signature within the tolerance', () => {
    const header = signPostback(SECRET, BODY, AT);
    const t = Math.floor(AT.getTime() / 1000);
    expect(header).toBe(`t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${BODY}`).digest('hex')}`);
    expect(postbackSignatureProblem(header, BODY, SECRET, AT)).toBeUndefined();
    expect(
      postbackSignatureProblem(header, BODY, SECRET, new Date(AT.getTime() + POSTBACK_TOLERANCE_SECONDS * 1000)),
    ).toBeUndefined();
    expect(
      postbackSignatureProblem(header, BODY, SECRET, new Date(AT.getTime() - POSTBACK_TOLERANCE_SECONDS * 1000)),
    ).toBeUndefined();
  });

  it('refuses a missing or malformed header, a changed body, another secret and a stale time', () => {
    const header = signPostback(SECRET, BODY, AT);
    expect(postbackSignatureProblem(undefined, BODY, SECRET, AT)).toBe(SIGNATURE_MESSAGES.missing);
    expect(postbackSignatureProblem('sha256=abc', BODY, SECRET, AT)).toBe(SIGNATURE_MESSAGES.malformed);
    expect(postbackSignatureProblem(header.replace(/v1=[0-9a-f]+/, 'v1=xyz'), BODY, SECRET, AT)).toBe(
      SIGNATURE_MESSAGES.malformed,
    );
    expect(postbackSignatureProblem(header, BODY.replace('A-1', 'A-2'), SECRET, AT)).toBe(SIGNATURE_MESSAGES.mismatch);
    expect(postbackSignatureProblem(header, BODY, 'whsec_another_secret_000', AT)).toBe(SIGNATURE_MESSAGES.mismatch);
    expect(
      postbackSignatureProblem(header, BODY, SECRET, new Date(AT.getTime() + (POSTBACK_TOLERANCE_SECONDS + 1) * 1000)),
    ).toBe(SIGNATURE_MESSAGES.stale);
  });

  it('accepts any one matching v1 of several, as while a secret is rotated', () => {
    const good = signPostback(SECRET, BODY, AT);
    const old = signPostback('whsec_old_secret_00000000', BODY, AT).split(',')[1];
    expect(postbackSignatureProblem(`${good},${old}`, BODY, SECRET, AT)).toBeUndefined();
    expect(postbackSignatureProblem(`${good.split(',')[0]},${old}`, BODY, SECRET, AT)).toBe(
      SIGNATURE_MESSAGES.mismatch,
    );
  });
});

import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  dueClickBatches,
  endpointWants,
  isNonPublicAddress,
  nextAttemptAt,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_SECRET_RANDOM_BYTES,
  webhookAddressProblem,
  webhookDraftProblem,
  webhookSecretFromBytes,
} from '../../src/domain/webhooks';

const octet = fc.integer({ min: 0, max: 255 });
const eventType = fc.constantFrom(...WEBHOOK_EVENT_TYPES);
const flag = fc.boolean();

/** Private, loopback, link-local and carrier-grade NAT IPv4 addresses. */
const privateV4 = fc.oneof(
  fc.tuple(fc.constant(10), octet, octet, octet),
  fc.tuple(fc.constant(127), octet, octet, octet),
  fc.tuple(fc.constant(192), fc.constant(168), octet, octet),
  fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), octet, octet),
  fc.tuple(fc.constant(169), fc.constant(254), octet, octet),
  fc.tuple(fc.constant(100), fc.integer({ min: 64, max: 127 }), octet, octet),
  fc.tuple(fc.constant(0), octet, octet, octet),
);
/** Public addresses: first octets that are never reserved. */
const publicV4 = fc.tuple(fc.constantFrom(8, 23, 45, 93, 104, 151, 203), octet, octet, octet);
const dotted = (parts: readonly number[]) => parts.join('.');
const hostName = fc
  .array(fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/), { minLength: 1, maxLength: 3 })
  .map((labels) => `${labels.join('.')}.example.com`);

describe('webhook rules', () => {
  it.prop([privateV4, flag])(
    'no private or loopback IPv4 address is taken unless loopback is allowed',
    (parts, allow) => {
      const address = `https://${dotted(parts)}/hook`;
      expect(isNonPublicAddress(dotted(parts))).toBe(true);
      const problem = webhookAddressProblem(address, { allowLoopbackHttp: allow });
      // Only loopback gets in, and only with the test flag.
      expect(problem === undefined).toBe(allow && parts[0] === 127);
    },
  );

  it.prop([publicV4, hostName, fc.webPath()])(
    'a public https address is taken whatever the flag',
    (parts, host, path) => {
      for (const rules of [{ allowLoopbackHttp: false }, { allowLoopbackHttp: true }]) {
        expect(webhookAddressProblem(`https://${dotted(parts)}${path}`, rules)).toBeUndefined();
        expect(webhookAddressProblem(`https://${host}${path}`, rules)).toBeUndefined();
      }
    },
  );

  it.prop([fc.oneof(publicV4.map(dotted), hostName, fc.constant('127.0.0.1'), fc.constant('localhost')), flag])(
    'plain http is refused, except to loopback with the flag on',
    (host, allow) => {
      const loopback = host === '127.0.0.1' || host === 'localhost';
      const problem = webhookAddressProblem(`http://${host}/hook`, { allowLoopbackHttp: allow });
      expect(problem === undefined).toBe(allow && loopback);
    },
  );

  it.prop([fc.string(), fc.string(), fc.array(fc.string({ maxLength: 20 }), { maxLength: 4 }), flag])(
    'a draft with a problem never gets past; one without has a name, an acceptable address and known events',
    (name, url, events, allow) => {
      const rules = { allowLoopbackHttp: allow };
      if (webhookDraftProblem({ name, url, events }, rules) !== undefined) return;
      expect(name.trim()).not.toBe('');
      expect(webhookAddressProblem(url, rules)).toBeUndefined();
      expect(events.length).toBeGreaterThan(0);
      expect(new Set(events).size).toBe(events.length);
      for (const event of events) expect(WEBHOOK_EVENT_TYPES as readonly string[]).toContain(event);
    },
  );

  it.prop([fc.uniqueArray(eventType), eventType])(
    'an endpoint receives exactly the events it asked for',
    (asked, type) => {
      expect(endpointWants(asked, type)).toBe(asked.includes(type));
    },
  );

  it.prop([
    fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 400 }).map((ats) => [...ats].sort((a, b) => a - b)),
    fc.integer({ min: 0, max: 20_000 }),
    fc.integer({ min: 1, max: 120 }),
    fc.integer({ min: 0, max: 5_000 }),
  ])(
    'click batches: in order, none bigger than the max, partial only once the window passed',
    (ats, now, max, windowMs) => {
      const waiting = ats.map((at) => ({ at }));
      const batches = dueClickBatches(waiting, now, max, windowMs);
      let next = 0;
      for (const { start, end } of batches) {
        // Consecutive from the oldest: no click is skipped, none is in two batches.
        expect(start).toBe(next);
        expect(end - start).toBeGreaterThan(0);
        expect(end - start).toBeLessThanOrEqual(max);
        if (end - start < max) expect(now - waiting[start]!.at).toBeGreaterThanOrEqual(windowMs);
        next = end;
      }
      // What is left waits: fewer than a full batch, still inside its window.
      const left = waiting.slice(next);
      if (left.length > 0) {
        expect(left.length).toBeLessThan(max);
        expect(now - left[0]!.at).toBeLessThan(windowMs);
      }
    },
  );

  it.prop([fc.integer({ min: 0, max: 2e12 })])('the retry schedule grows, lasts about a day, then gives up', (at) => {
    let previousPause = 0;
    let total = 0;
    for (let failures = 1; failures <= WEBHOOK_RETRY_DELAYS_MS.length; failures++) {
      const next = nextAttemptAt(failures, at);
      expect(next).toBeDefined();
      const pause = next! - at;
      expect(pause).toBeGreaterThan(previousPause);
      previousPause = pause;
      total += pause;
    }
    expect(total).toBeGreaterThan(20 * 3_600_000);
    expect(total).toBeLessThanOrEqual(24 * 3_600_000);
    expect(nextAttemptAt(WEBHOOK_RETRY_DELAYS_MS.length + 1, at)).toBeUndefined();
  });

  it.prop([fc.uint8Array({ minLength: WEBHOOK_SECRET_RANDOM_BYTES, maxLength: WEBHOOK_SECRET_RANDOM_BYTES })])(
    'a secret is the prefix and 43 base64url characters of its bytes',
    (bytes) => {
      const secret = webhookSecretFromBytes(bytes);
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(secret.slice('whsec_'.length), 'base64url')).toEqual(Buffer.from(bytes));
    },
  );
});

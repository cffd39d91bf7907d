import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { badgeText, BUILTIN_MESSENGER_TOKEN, intercomToken, isTap, messengerOf } from '../../src/domain/support-chat';

const point = fc.record({ x: fc.integer({ min: -5000, max: 5000 }), y: fc.integer({ min: -5000, max: 5000 }) });
const offset = fc.record({ dx: fc.integer({ min: -20, max: 20 }), dy: fc.integer({ min: -20, max: 20 }) });

describe('support chat rules', () => {
  it.prop([point, offset])(
    'a press is a tap exactly when it moved under 5 px; anything further is a drag',
    (start, { dx, dy }) => {
      const end = { x: start.x + dx, y: start.y + dy };
      expect(isTap(start, end)).toBe(Math.sqrt(dx * dx + dy * dy) < 5);
      // Direction does not matter, and moving back to the start is a tap.
      expect(isTap(end, start)).toBe(isTap(start, end));
      expect(isTap(start, start)).toBe(true);
    },
  );

  it.prop([fc.integer({ min: -10, max: 100_000 })])(
    'the badge shows nothing at 0, the count up to 999, then 999+',
    (n) => {
      const text = badgeText(n);
      if (n <= 0) expect(text).toBeNull();
      else if (n <= 999) expect(text).toBe(String(n));
      else expect(text).toBe('999+');
    },
  );

  it.prop([fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/), fc.uuid(), fc.stringMatching(/^[0-9a-f]{64}$/)])(
    'an Intercom token reads back as the identity it was written from, within the contract pattern',
    (appId, userId, userHash) => {
      const token = intercomToken({ appId, userId, userHash });
      expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
      expect(messengerOf(token)).toEqual({ kind: 'intercom', appId, userId, userHash });
    },
  );

  it.prop([fc.string()])('anything but the two token forms starts no messenger', (token) => {
    fc.pre(token !== BUILTIN_MESSENGER_TOKEN && !token.startsWith('intercom.'));
    expect(messengerOf(token)).toBeNull();
  });
});

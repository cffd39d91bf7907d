import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { createActor, fromPromise } from 'xstate';
import { systemMessagesToShow } from '../../src/domain/popups';
import {
  systemMessagesMachine,
  type Notification,
  type UnreadAnswer,
} from '../../src/machines/system-messages.machine';

const notification: fc.Arbitrary<Notification> = fc.record({
  id: fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/),
  title: fc.string({ minLength: 1, maxLength: 30 }),
  richText: fc.string({ maxLength: 60 }),
  isRead: fc.constant(false),
  msgType: fc.constantFrom('system', 'account', 'billing', 'autodm', 'boosting'),
  createdAt: fc.constant('2025-07-01T10:00:00Z'),
});

/** Any answer the unread call could resolve with: success codes and others, lists, empty lists and non-lists. */
const answer = fc.record({
  code: fc.oneof(fc.constantFrom(200, 204, 201, 400, 500), fc.integer({ min: 100, max: 999 })),
  data: fc.oneof(fc.array(notification, { maxLength: 4 }), fc.constant(null), fc.constant(undefined), fc.constant({})),
});

describe('system-message popup rule', () => {
  it.prop([answer])('shows only for code 200 with a non-empty list, and then the whole list', (a) => {
    const shown = systemMessagesToShow<Notification>(a);
    const expected = a.code === 200 && Array.isArray(a.data) && a.data.length > 0;
    expect(shown.length > 0).toBe(expected);
    if (expected) expect(shown).toEqual(a.data);
  });

  it.prop([answer])(
    'the machine shows popup 10001 exactly when the rule says so, with the first message',
    async (a) => {
      const machine = systemMessagesMachine.provide({
        actors: { systemMsgUnread: fromPromise<UnreadAnswer>(async () => a) },
      });
      const actor = createActor(machine).start();
      actor.send({ type: 'systemMessages.load' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      const snapshot = actor.getSnapshot();
      const shown = systemMessagesToShow<Notification>(a);
      expect(snapshot.hasTag('popup-visible')).toBe(shown.length > 0);
      expect(snapshot.context.queue[0]).toEqual(shown[0]);
      expect(snapshot.context.isUnread).toBe(shown.length > 0);
      actor.stop();
    },
  );
});

import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  inboxDecider,
  LIMITS,
  messageDecider,
  type SystemMessageContent,
  type SystemMessageRead,
} from '../../../server/modules/system-messages/system-message-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

const at = SPEC_NOW.toISOString();
const messages = spec(messageDecider);
const inbox = spec(inboxDecider);
const content: SystemMessageContent = { title: 'New plans', richText: '<p>See what changed</p>', msgType: 'billing' };
const send = (changes: Partial<SystemMessageContent> = {}) =>
  ({
    type: 'SendSystemMessage',
    messageId: 'm1',
    shopDomain: null,
    platform: null,
    content: { ...content, ...changes },
  }) as const;

describe('system message decider', () => {
  it('sends a message once, optional fields left out rather than null', () => {
    const sent = {
      type: 'SystemMessageSent',
      data: { messageId: 'm1', shopDomain: null, platform: null, ...content, sentAt: at },
    } as const;
    messages.given([]).when(send()).then([sent]);
    messages.given([sent]).when(send()).thenThrows('conflict', 'The system message m1 was already sent.');
    const linked = messages
      .given([])
      .when(send({ url: '/pages/setting/billing', urlType: 'router', pageType: 5 }))
      .events();
    expect(linked[0]?.data).toMatchObject({ url: '/pages/setting/billing', urlType: 'router', pageType: 5 });
  });

  it('refuses content the app would show broken, naming the field', () => {
    messages
      .given([])
      .when(send({ title: ' ' }))
      .thenThrows('invalid', 'title must not be empty.');
    messages
      .given([])
      .when(send({ subTitle: 'x'.repeat(LIMITS.subTitle + 1) }))
      .thenThrows('invalid', `subTitle is longer than ${LIMITS.subTitle} characters.`);
    messages
      .given([])
      .when(send({ msgType: 'promo' as never }))
      .thenThrows('invalid', 'msgType must be one of system, account, billing, autodm, boosting.');
    messages
      .given([])
      .when(send({ url: 'https://example.com' }))
      .thenThrows('invalid', 'url and urlType go together: a link needs both, a message without a link neither.');
    messages
      .given([])
      .when(send({ url: 'javascript:alert(1)', urlType: 'open' }))
      .thenThrows('invalid', 'An open link must be an http(s) address.');
    messages
      .given([])
      .when(send({ url: 'https://example.com', urlType: 'router' }))
      .thenThrows('invalid', 'A router link must be an app route such as /pages/setting/billing.');
    messages
      .given([])
      .when(send({ url: 'https://example.com', urlType: 'open', pageType: 2 }))
      .thenThrows('invalid', 'pageType applies to router links only.');
    messages
      .given([])
      .when(send({ url: '/pages/home', urlType: 'router', pageType: 6 }))
      .thenThrows('invalid', 'pageType is a main tab, 1 to 5.');
  });
});

describe('system inbox decider', () => {
  const read = (messageId: string): SystemMessageRead => ({
    type: 'SystemMessageRead',
    data: { messageId, shopDomain: 'shop-a', readAt: at },
  });

  it('records each message read once, whatever the request repeats', () => {
    inbox
      .given([read('m1')])
      .when({ type: 'MarkSystemMessagesRead', shopDomain: 'shop-a', messageIds: ['m1', 'm2', 'm2'] })
      .then([read('m2')]);
    inbox
      .given([read('m1')])
      .when({ type: 'MarkSystemMessagesRead', shopDomain: 'shop-a', messageIds: ['m1'] })
      .thenNothingHappens();
  });

  it.prop([
    fc.uniqueArray(fc.constantFrom('m1', 'm2', 'm3', 'm4'), { maxLength: 4 }),
    fc.array(fc.constantFrom('m1', 'm2', 'm3', 'm4'), { maxLength: 8 }),
  ])('after a mark, every message asked for is read exactly once', (before, asked) => {
    const history = before.map(read);
    const events = inbox
      .given(history)
      .when({ type: 'MarkSystemMessagesRead', shopDomain: 'shop-a', messageIds: asked })
      .events();
    const all = [...history, ...events].map((event) => event.data.messageId);
    expect(new Set(all).size).toBe(all.length);
    for (const id of asked) expect(all).toContain(id);
  });
});

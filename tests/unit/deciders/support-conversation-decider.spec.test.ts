import { describe, expect, it } from 'vitest';
import {
  conversationDecider,
  MESSAGE_MAX_LENGTH,
  type SupportChatEvent,
} from '../../../server/modules/support-chat/support-conversation-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

const at = SPEC_NOW.toISOString();
const conversation = spec(conversationDecider);
const shopDomain = 'janes-picks';
const written = (author: 'creator' | 'agent'): SupportChatEvent => ({
  type: 'SupportMessageWritten',
  data: { messageId: `m-${author}`, shopDomain, author, body: 'hi', at },
});
const read: SupportChatEvent = { type: 'SupportMessagesRead', data: { shopDomain, reader: 'creator', readAt: at } };

describe('support conversation decider', () => {
  it('writes a trimmed message with a new id, and refuses a blank or oversized one', () => {
    conversation
      .given([])
      .when({ type: 'WriteMessage', shopDomain, author: 'creator', body: '  hello ' })
      .then([
        {
          type: 'SupportMessageWritten',
          data: { messageId: 'id-1', shopDomain, author: 'creator', body: 'hello', at },
        },
      ]);
    conversation
      .given([])
      .when({ type: 'WriteMessage', shopDomain, author: 'creator', body: ' \n ' })
      .thenThrows('invalid', 'Write a message first.');
    conversation
      .given([])
      .when({ type: 'WriteMessage', shopDomain, author: 'agent', body: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) })
      .thenThrows('invalid', `A message holds at most ${MESSAGE_MAX_LENGTH} characters.`);
    expect(
      conversation
        .given([])
        .when({ type: 'WriteMessage', shopDomain, author: 'agent', body: 'x'.repeat(MESSAGE_MAX_LENGTH) })
        .events(),
    ).toHaveLength(1);
  });

  it("reading marks the other side's messages read once; reading again, or one's own messages, writes nothing", () => {
    conversation
      .given([written('agent')])
      .when({ type: 'ReadMessages', shopDomain, reader: 'creator' })
      .then([read]);
    conversation
      .given([written('agent'), read])
      .when({ type: 'ReadMessages', shopDomain, reader: 'creator' })
      .thenNothingHappens();
    conversation
      .given([written('creator')])
      .when({ type: 'ReadMessages', shopDomain, reader: 'creator' })
      .thenNothingHappens();
    conversation
      .given([written('creator')])
      .when({ type: 'ReadMessages', shopDomain, reader: 'agent' })
      .then([{ type: 'SupportMessagesRead', data: { shopDomain, reader: 'agent', readAt: at } }]);
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { supportMessengerFrom } from '../../server/integrations/support-chat/support-chat-config';
import { conversationDecider, type ConversationState, type SupportChatCommand, type SupportChatEvent } from '../../server/modules/support-chat/support-conversation-decider';
import { BUILTIN_MESSENGER_TOKEN, messengerOf } from '../../src/domain/support-chat';

const NOW = new Date('2026-11-21T10:00:00Z');
const context = { now: NOW, newId: () => 'm-1' };

/** Given the events so far, when the command is decided: the new events (or the refusal). */
function given(events: SupportChatEvent[], command: SupportChatCommand) {
  const state = events.reduce<ConversationState>(conversationDecider.evolve, conversationDecider.initialState);
  return () => conversationDecider.decide(command, state, context);
}

const written = (author: 'creator' | 'agent'): SupportChatEvent => ({
  type: 'SupportMessageWritten',
  data: { messageId: `m-${author}`, shopDomain: 'janes-picks', author, body: 'hi', at: NOW.toISOString() },
});

describe('support chat configuration', () => {
  it('is the built-in messenger unless both Intercom settings are given; half a configuration is refused', () => {
    expect(supportMessengerFrom(loadConfig({})).token('user-1')).toBe(BUILTIN_MESSENGER_TOKEN);
    const intercom = supportMessengerFrom(loadConfig({ INTERCOM_APP_ID: 'abc123', INTERCOM_SECRET: 's3cret' }));
    expect(messengerOf(intercom.token('user-1'))).toMatchObject({ kind: 'intercom', appId: 'abc123', userId: 'user-1' });
    expect(() => loadConfig({ INTERCOM_APP_ID: 'abc123' })).toThrow(ConfigError);
    expect(() => loadConfig({ INTERCOM_SECRET: 's3cret' })).toThrow(ConfigError);
    expect(() => loadConfig({ INTERCOM_APP_ID: 'has space', INTERCOM_SECRET: 's3cret' })).toThrow(/INTERCOM_APP_ID/);
  });
});

describe('support conversation decider', () => {
  it('writes a trimmed message, and refuses a blank or oversized one', () => {
    expect(given([], { type: 'WriteMessage', shopDomain: 'janes-picks', author: 'creator', body: '  hello ' })()).toEqual([
      { type: 'SupportMessageWritten', data: { messageId: 'm-1', shopDomain: 'janes-picks', author: 'creator', body: 'hello', at: NOW.toISOString() } },
    ]);
    expect(given([], { type: 'WriteMessage', shopDomain: 'janes-picks', author: 'creator', body: ' \n ' })).toThrow('Write a message first.');
    expect(given([], { type: 'WriteMessage', shopDomain: 'janes-picks', author: 'agent', body: 'x'.repeat(4001) })).toThrow(/at most 4000/);
  });

  it("reading marks the other side's messages read once; reading again, or one's own messages, writes nothing", () => {
    const read = { type: 'SupportMessagesRead', data: { shopDomain: 'janes-picks', reader: 'creator', readAt: NOW.toISOString() } };
    expect(given([written('agent')], { type: 'ReadMessages', shopDomain: 'janes-picks', reader: 'creator' })()).toEqual([read]);
    expect(given([written('agent'), read as SupportChatEvent], { type: 'ReadMessages', shopDomain: 'janes-picks', reader: 'creator' })()).toEqual([]);
    expect(given([written('creator')], { type: 'ReadMessages', shopDomain: 'janes-picks', reader: 'creator' })()).toEqual([]);
    expect(given([written('creator')], { type: 'ReadMessages', shopDomain: 'janes-picks', reader: 'agent' })()).toHaveLength(1);
  });
});

import type { Decider } from '../../events/command-handler';
import { invalid } from '../../events/domain-error';

/**
 * One shop's support conversation (stream `support:<shop>`): the creator and operators write, and each side
 * reads what the other wrote. The state keeps only what decisions need: how much each side has not read.
 */

export type Author = 'creator' | 'agent';

/** The contract's SupportMessage body limit. */
export const MESSAGE_MAX_LENGTH = 4000;

export type SupportChatEvent =
  | {
      type: 'SupportMessageWritten';
      data: { messageId: string; shopDomain: string; author: Author; body: string; at: string };
    }
  /** Everything the other side wrote before this event is read by `reader`. */
  | { type: 'SupportMessagesRead'; data: { shopDomain: string; reader: Author; readAt: string } };

export type SupportChatCommand =
  | { type: 'WriteMessage'; shopDomain: string; author: Author; body: string }
  | { type: 'ReadMessages'; shopDomain: string; reader: Author };

export interface ConversationState {
  /** Messages each side has not read yet (written by the other side). */
  unread: Record<Author, number>;
}

const other = (side: Author): Author => (side === 'creator' ? 'agent' : 'creator');

export const conversationStream = (shopDomain: string) => `support:${shopDomain}`;

export const conversationDecider: Decider<SupportChatCommand, ConversationState, SupportChatEvent> = {
  initialState: { unread: { creator: 0, agent: 0 } },
  evolve(state, event) {
    if (event.type === 'SupportMessageWritten') {
      const reader = other(event.data.author);
      return { unread: { ...state.unread, [reader]: state.unread[reader] + 1 } };
    }
    return { unread: { ...state.unread, [event.data.reader]: 0 } };
  },
  decide(command, state, { now, newId }) {
    if (command.type === 'ReadMessages') {
      // Reading an already read conversation changes nothing, so it writes nothing.
      if (state.unread[command.reader] === 0) return [];
      return [
        {
          type: 'SupportMessagesRead',
          data: { shopDomain: command.shopDomain, reader: command.reader, readAt: now.toISOString() },
        },
      ];
    }
    const body = command.body.trim();
    if (body === '') throw invalid('Write a message first.');
    if (body.length > MESSAGE_MAX_LENGTH) throw invalid(`A message holds at most ${MESSAGE_MAX_LENGTH} characters.`);
    return [
      {
        type: 'SupportMessageWritten',
        data: {
          messageId: newId(),
          shopDomain: command.shopDomain,
          author: command.author,
          body,
          at: now.toISOString(),
        },
      },
    ];
  },
};

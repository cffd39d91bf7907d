import type { Decider } from '../../events/command-handler';
import type { MessagingNetwork, PrivateReply } from '../../integrations/messaging/messaging-port';

/**
 * One comment on a creator's post and the Auto DM it triggered, stream `auto-dm-comment:<network>:<commentId>`
 * (the network's own comment id, so a redelivered webhook finds the stream taken and stores nothing twice). The DM
 * is decided when the comment arrives (the rule as it was then) and queued; the dispatcher claims it (AutoDmSending,
 * so two processes never both send it), then records what the network answered.
 */

export interface QueuedDm {
  senderId: string;
  message: PrivateReply['message'];
  publicReply?: string;
  /** For the creator's list: the text sent, and how many cards. */
  dmText?: string;
  cardCount: number;
}

export interface ReceivedComment {
  shopDomain: string;
  network: MessagingNetwork;
  commentId: string;
  mediaId: string;
  text: string;
  fromUsername?: string;
  commentedAt: string;
  receivedAt: string;
  /** Null when the comment matched no rule (kept so a redelivery is still recognised). */
  dm: QueuedDm | null;
  /** The creator's own comment (their public replies to followers among them): never counted as a follower's. */
  fromCreator?: true;
}

export type CommentEvent =
  | { type: 'AutoDmCommentReceived'; data: ReceivedComment }
  | {
      type: 'AutoDmSending';
      data: { shopDomain: string; network: MessagingNetwork; commentId: string; attempt: number; at: string };
    }
  | {
      type: 'AutoDmSent';
      data: {
        shopDomain: string;
        network: MessagingNetwork;
        commentId: string;
        messageId: string;
        at: string;
        publicReplyError?: string;
      };
    }
  | {
      type: 'AutoDmRetryScheduled';
      data: {
        shopDomain: string;
        network: MessagingNetwork;
        commentId: string;
        reason: string;
        retryAt: string;
        at: string;
      };
    }
  | {
      type: 'AutoDmFailed';
      data: { shopDomain: string; network: MessagingNetwork; commentId: string; reason: string; at: string };
    };

export const COMMENT_EVENT_TYPES: readonly CommentEvent['type'][] = [
  'AutoDmCommentReceived',
  'AutoDmSending',
  'AutoDmSent',
  'AutoDmRetryScheduled',
  'AutoDmFailed',
];

export type DmStatus = 'queued' | 'sending' | 'sent' | 'failed';

export type CommentCommand =
  | { type: 'Receive'; comment: ReceivedComment }
  /** `staleBefore`: a claim older than this was a process that stopped mid-send; it may be claimed again. */
  | { type: 'Claim'; staleBefore: Date }
  | { type: 'RecordSent'; messageId: string; publicReplyError?: string }
  | { type: 'RecordRetry'; reason: string; retryAt: Date }
  | { type: 'RecordFailed'; reason: string };

export interface CommentState {
  comment: ReceivedComment | null;
  status: DmStatus | null;
  attempts: number;
  claimedAt: string | null;
}

export const commentStream = (network: MessagingNetwork, commentId: string) =>
  `auto-dm-comment:${network}:${commentId}`;

export const commentDecider: Decider<CommentCommand, CommentState, CommentEvent> = {
  initialState: { comment: null, status: null, attempts: 0, claimedAt: null },
  evolve(state, event) {
    if (!event.data?.shopDomain) return state;
    switch (event.type) {
      case 'AutoDmCommentReceived':
        return { ...state, comment: event.data, status: event.data.dm ? 'queued' : null };
      case 'AutoDmSending':
        return { ...state, status: 'sending', attempts: event.data.attempt, claimedAt: event.data.at };
      case 'AutoDmSent':
        return { ...state, status: 'sent' };
      case 'AutoDmRetryScheduled':
        return { ...state, status: 'queued' };
      case 'AutoDmFailed':
        return { ...state, status: 'failed' };
    }
  },
  decide(command, state, { now }) {
    const at = now.toISOString();
    if (command.type === 'Receive')
      return state.comment ? [] : [{ type: 'AutoDmCommentReceived', data: command.comment }];
    const comment = state.comment;
    if (!comment?.dm) return [];
    const key = { shopDomain: comment.shopDomain, network: comment.network, commentId: comment.commentId };
    switch (command.type) {
      case 'Claim': {
        const stale =
          state.status === 'sending' &&
          state.claimedAt !== null &&
          Date.parse(state.claimedAt) < command.staleBefore.getTime();
        if (state.status !== 'queued' && !stale) return [];
        return [{ type: 'AutoDmSending', data: { ...key, attempt: state.attempts + 1, at } }];
      }
      case 'RecordSent':
        if (state.status !== 'sending') return [];
        return [
          {
            type: 'AutoDmSent',
            data: {
              ...key,
              messageId: command.messageId,
              at,
              ...(command.publicReplyError ? { publicReplyError: command.publicReplyError } : {}),
            },
          },
        ];
      case 'RecordRetry':
        if (state.status !== 'sending') return [];
        return [
          {
            type: 'AutoDmRetryScheduled',
            data: { ...key, reason: command.reason, retryAt: command.retryAt.toISOString(), at },
          },
        ];
      case 'RecordFailed':
        if (state.status !== 'queued' && state.status !== 'sending') return [];
        return [{ type: 'AutoDmFailed', data: { ...key, reason: command.reason, at } }];
    }
  },
};

import { describe, expect, it } from 'vitest';
import {
  commentDecider,
  type CommentEvent,
  type ReceivedComment,
} from '../../../server/modules/auto-dm/comment-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

const later = (minutes: number) => new Date(SPEC_NOW.getTime() + minutes * 60_000);
const shopDomain = 'shop-a';
const at = SPEC_NOW.toISOString();
const comments = spec(commentDecider);

const comment = (dm: boolean): ReceivedComment => ({
  shopDomain,
  network: 'instagram',
  commentId: 'c1',
  mediaId: 'm1',
  text: 'link',
  commentedAt: at,
  receivedAt: at,
  dm: dm ? { senderId: '10', message: { kind: 'text', text: 'Hi' }, dmText: 'Hi', cardCount: 0 } : null,
});
const key = { shopDomain, network: 'instagram' as const, commentId: 'c1' };
const received: CommentEvent = { type: 'AutoDmCommentReceived', data: comment(true) };
const claim = { type: 'Claim', staleBefore: later(-5) } as const;
const sending: CommentEvent = { type: 'AutoDmSending', data: { ...key, attempt: 1, at } };

describe('Auto DM comment decider', () => {
  it('records a comment once: a redelivery decides nothing', () => {
    comments
      .given([])
      .when({ type: 'Receive', comment: comment(true) })
      .then([received]);
    comments
      .given([received])
      .when({ type: 'Receive', comment: comment(true) })
      .thenNothingHappens();
  });

  it('is claimed by one sender at a time, and claimed again only once the claim is stale', () => {
    comments.given([received]).when(claim).then([sending]);
    comments.given([received, sending]).when(claim).thenNothingHappens();
    expect(
      comments
        .given([received, sending])
        .when({ type: 'Claim', staleBefore: later(1) }, { now: later(6) })
        .events()[0],
    ).toMatchObject({ type: 'AutoDmSending', data: { attempt: 2 } });
  });

  it('settles once: a sent DM is never claimed or recorded again', () => {
    const sent: CommentEvent = { type: 'AutoDmSent', data: { ...key, messageId: 'mid', at } };
    comments.given([received, sending]).when({ type: 'RecordSent', messageId: 'mid' }).then([sent]);
    comments.given([received, sending, sent]).when({ type: 'RecordSent', messageId: 'other' }).thenNothingHappens();
    comments.given([received, sending, sent]).when(claim).thenNothingHappens();
  });

  it('a retry puts the comment back for the next claim, one attempt later', () => {
    const retry = comments
      .given([received, sending])
      .when({ type: 'RecordRetry', reason: 'busy', retryAt: later(1) })
      .events();
    expect(
      comments
        .given([received, sending, ...retry])
        .when(claim)
        .events()[0],
    ).toMatchObject({ type: 'AutoDmSending', data: { attempt: 2 } });
  });

  it('a failure is final: the comment is not claimed again', () => {
    const failed: CommentEvent = { type: 'AutoDmFailed', data: { ...key, reason: 'blocked', at } };
    comments.given([received, sending]).when({ type: 'RecordFailed', reason: 'blocked' }).then([failed]);
    comments.given([received, sending, failed]).when(claim).thenNothingHappens();
    comments.given([received, sending, failed]).when({ type: 'RecordFailed', reason: 'again' }).thenNothingHappens();
  });

  it('never sends for a comment that matched no rule', () => {
    comments
      .given([{ type: 'AutoDmCommentReceived', data: comment(false) }])
      .when({ type: 'Claim', staleBefore: SPEC_NOW })
      .thenNothingHappens();
  });
});

import { describe, expect, it } from 'vitest';
import { commentDecider, type CommentCommand, type CommentEvent, type ReceivedComment } from '../../server/modules/auto-dm/comment-decider';
import {
  CONNECTION_MESSAGES,
  connectionDecider,
  connectionView,
  NOTHING_HELD,
  type ConnectionCommand,
  type ConnectionEvent,
  type StoredPage,
} from '../../server/modules/auto-dm/connection-decider';
import { tokenSeal } from '../../server/modules/auto-dm/page-tokens';
import { BIO_POST_MESSAGES, bioPostDecider, type BioPostEvent } from '../../server/modules/bio-link/bio-post-decider';

const now = new Date('2026-11-26T02:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const shopDomain = 'shop-a';
const at = now.toISOString();

function givenConnection(events: ConnectionEvent[], command: ConnectionCommand, when = now) {
  const state = events.reduce(connectionDecider.evolve, connectionDecider.initialState);
  return connectionDecider.decide(command, state, { now: when, newId: () => 'id' });
}
function givenComment(events: CommentEvent[], command: CommentCommand, when = now) {
  const state = events.reduce(commentDecider.evolve, commentDecider.initialState);
  return commentDecider.decide(command, state, { now: when, newId: () => 'id' });
}

const started: ConnectionEvent = { type: 'AutoDmConnectStarted', data: { shopDomain, stateHash: 'h1', redirectUri: 'https://app/pc/', expiresAt: later(10).toISOString() } };
const page = (pageId: string, instagramAccountId?: string): StoredPage => ({ pageId, name: `Page ${pageId}`, sealedToken: 'v1.x.y.z', ...(instagramAccountId ? { instagramAccountId } : {}) });
const SCOPES = ['instagram_basic', 'instagram_manage_comments', 'instagram_manage_messages', 'pages_manage_metadata', 'pages_show_list'];
const connected = (pages: StoredPage[], selectedPageId: string | null): ConnectionEvent => ({
  type: 'FacebookMessagingConnected',
  data: { shopDomain, facebookUserId: '1', grantedScopes: SCOPES, pages, selectedPageId, at },
});

describe('Auto DM connection decider', () => {
  it('takes a state once, for its own redirect address, within ten minutes', () => {
    const use = { type: 'UseState', shopDomain, stateHash: 'h1', redirectUri: 'https://app/pc/' } as const;
    expect(givenConnection([started], use)).toEqual([{ type: 'AutoDmConnectStateUsed', data: { shopDomain, stateHash: 'h1', at } }]);
    const used: ConnectionEvent = { type: 'AutoDmConnectStateUsed', data: { shopDomain, stateHash: 'h1', at } };
    expect(() => givenConnection([started, used], use)).toThrow(CONNECTION_MESSAGES.state);
    expect(() => givenConnection([started], use, later(10))).toThrow(CONNECTION_MESSAGES.state);
    expect(() => givenConnection([started], { ...use, redirectUri: 'https://elsewhere/' })).toThrow(CONNECTION_MESSAGES.state);
    expect(() => givenConnection([], use)).toThrow(CONNECTION_MESSAGES.state);
  });

  it('selects the Page picked before, else the only Page with Instagram, else none; never one another shop holds', () => {
    const connect = (pages: StoredPage[], held = NOTHING_HELD) => ({ type: 'Connect', shopDomain, facebookUserId: '1', grantedScopes: SCOPES, pages, held }) as const;
    const selected = (events: readonly ConnectionEvent[]) => (events[0]?.type === 'FacebookMessagingConnected' ? events[0].data.selectedPageId : undefined);
    expect(selected(givenConnection([], connect([page('1'), page('2', '20')])))).toBe('2');
    expect(selected(givenConnection([], connect([page('1', '10'), page('2', '20')])))).toBeNull();
    const picked: ConnectionEvent = { type: 'FacebookPageSelected', data: { shopDomain, pageId: '1', at } };
    const before = [connected([page('1', '10'), page('2', '20')], null), picked];
    expect(selected(givenConnection(before, connect([page('1', '10'), page('2', '20')])))).toBe('1');
    // The Page picked before, or the only one with Instagram, now answers for another shop: none is picked.
    expect(selected(givenConnection(before, connect([page('1', '10'), page('2', '20')], { pages: ['1'], instagramAccounts: [] })))).toBeNull();
    expect(selected(givenConnection([], connect([page('1'), page('2', '20')], { pages: [], instagramAccounts: ['20'] })))).toBeNull();
  });

  it('refuses to pick a Page, or a Page whose Instagram account, another shop holds', () => {
    const events = [connected([page('1', '10'), page('2', '20')], null)];
    const pick = (pageId: string, held = NOTHING_HELD) => givenConnection(events, { type: 'SelectPage', shopDomain, pageId, held });
    expect(pick('1')).toEqual([{ type: 'FacebookPageSelected', data: { shopDomain, pageId: '1', at } }]);
    expect(() => pick('1', { pages: ['1'], instagramAccounts: [] })).toThrow(CONNECTION_MESSAGES.pageTaken);
    expect(() => pick('2', { pages: [], instagramAccounts: ['20'] })).toThrow(CONNECTION_MESSAGES.instagramTaken);
    expect(pick('2', { pages: ['1'], instagramAccounts: ['10'] })).toEqual([{ type: 'FacebookPageSelected', data: { shopDomain, pageId: '2', at } }]);
  });

  it('can send only with every permission and a valid pair; a broken pair stops it until the same pair connects again', () => {
    const events = [connected([page('1', '10')], '1')];
    const view = (list: ConnectionEvent[]) => connectionView(list.reduce(connectionDecider.evolve, connectionDecider.initialState));
    expect(view(events).canSend).toBe(true);
    const broken = givenConnection(events, { type: 'BreakPair', shopDomain, reason: 'unlinked' });
    expect(broken).toEqual([{ type: 'InstagramPairBroken', data: { shopDomain, pageId: '1', instagramAccountId: '10', reason: 'unlinked', at } }]);
    expect(givenConnection([...events, ...broken], { type: 'BreakPair', shopDomain, reason: 'again' })).toEqual([]);
    expect(view([...events, ...broken])).toMatchObject({ canSend: false, pairValid: false, connected: true });
    expect(view([...events, ...broken, connected([page('1', '10')], '1')]).canSend).toBe(true);
    const partial: ConnectionEvent = {
      type: 'FacebookMessagingConnected',
      data: { shopDomain, facebookUserId: '1', grantedScopes: ['instagram_basic'], pages: [page('1', '10')], selectedPageId: '1', at },
    };
    expect(view([partial])).toMatchObject({ canSend: false, pairValid: true });
    expect(() => givenConnection(events, { type: 'SelectPage', shopDomain, pageId: '9', held: NOTHING_HELD })).toThrow(CONNECTION_MESSAGES.unknownPage('9'));
    expect(givenConnection([], { type: 'Unlink', shopDomain })).toEqual([]);
  });
});

const comment = (dm: boolean): ReceivedComment => ({
  shopDomain, network: 'instagram', commentId: 'c1', mediaId: 'm1', text: 'link', commentedAt: at, receivedAt: at,
  dm: dm ? { senderId: '10', message: { kind: 'text', text: 'Hi' }, dmText: 'Hi', cardCount: 0 } : null,
});
const key = { shopDomain, network: 'instagram' as const, commentId: 'c1' };

describe('Auto DM comment decider', () => {
  it('records a comment once: a redelivery decides nothing', () => {
    const received: CommentEvent = { type: 'AutoDmCommentReceived', data: comment(true) };
    expect(givenComment([], { type: 'Receive', comment: comment(true) })).toEqual([received]);
    expect(givenComment([received], { type: 'Receive', comment: comment(true) })).toEqual([]);
  });

  it('is claimed by one sender at a time, claimed again only once the claim is stale, and settles once', () => {
    const received: CommentEvent = { type: 'AutoDmCommentReceived', data: comment(true) };
    const claim = { type: 'Claim', staleBefore: later(-5) } as const;
    const sending = givenComment([received], claim);
    expect(sending).toEqual([{ type: 'AutoDmSending', data: { ...key, attempt: 1, at } }]);
    expect(givenComment([received, ...sending], claim)).toEqual([]);
    expect(givenComment([received, ...sending], { type: 'Claim', staleBefore: later(1) }, later(6))[0]).toMatchObject({ type: 'AutoDmSending', data: { attempt: 2 } });
    const sent = givenComment([received, ...sending], { type: 'RecordSent', messageId: 'mid' });
    expect(sent).toEqual([{ type: 'AutoDmSent', data: { ...key, messageId: 'mid', at } }]);
    expect(givenComment([received, ...sending, ...sent], { type: 'RecordSent', messageId: 'other' })).toEqual([]);
    expect(givenComment([received, ...sending, ...sent], claim)).toEqual([]);
    const retry = givenComment([received, ...sending], { type: 'RecordRetry', reason: 'busy', retryAt: later(1) });
    expect(givenComment([received, ...sending, ...retry], claim)[0]).toMatchObject({ type: 'AutoDmSending', data: { attempt: 2 } });
  });

  it('never sends for a comment that matched no rule', () => {
    const received: CommentEvent = { type: 'AutoDmCommentReceived', data: comment(false) };
    expect(givenComment([received], { type: 'Claim', staleBefore: now })).toEqual([]);
  });
});

describe('the post keeps one auto reply', () => {
  const synced: BioPostEvent = { type: 'BioPostSynced', data: { shopDomain, mediaId: 'm1', platform: 'instagram', mediaType: 'IMAGE', postedAt: at, scheduled: true } };
  const reply = { enabled: true, keywords: ['link'], carouselReplyContentList: [] };
  const set = (allowScheduled: boolean, autoReply: typeof reply | null) => ({ type: 'SetAutoReply', shopDomain, mediaId: 'm1', version: { platform: 'instagram', allowScheduled }, autoReply }) as const;
  const decide = (events: BioPostEvent[], command: ReturnType<typeof set>) =>
    bioPostDecider.decide(command, events.reduce(bioPostDecider.evolve, bioPostDecider.initialState), { now, newId: () => 'id' });

  it('sets and clears it alone; a scheduled post only through v4', () => {
    expect(() => decide([synced], set(false, reply))).toThrow(BIO_POST_MESSAGES.scheduled);
    const setEvent = decide([synced], set(true, reply));
    expect(setEvent).toEqual([{ type: 'BioPostAutoReplySet', data: { shopDomain, mediaId: 'm1', autoReply: reply } }]);
    expect(decide([synced, ...setEvent], set(true, reply))).toEqual([]);
    expect(decide([synced, ...setEvent], set(true, null))).toEqual([{ type: 'BioPostAutoReplySet', data: { shopDomain, mediaId: 'm1', autoReply: null } }]);
  });
});

describe('Page tokens', () => {
  it('open under the key they were sealed with only', () => {
    const sealed = tokenSeal('secret-a').seal('EAAB-page-token');
    expect(sealed).not.toContain('EAAB');
    expect(tokenSeal('secret-a').open(sealed)).toBe('EAAB-page-token');
    expect(tokenSeal('secret-b').open(sealed)).toBeUndefined();
    expect(tokenSeal(undefined).open('v1.broken')).toBeUndefined();
  });
});

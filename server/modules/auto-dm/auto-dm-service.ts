import { randomBytes } from 'node:crypto';
import { commentMatches } from '../../../src/domain/auto-dm-rules';
import { isUniqueViolation, type Database, type Queryable } from '../../db/database';
import { conflict } from '../../errors';
import { createCommandHandler, type CommandCall } from '../../events/command-handler';
import type { EventStore } from '../../events/event-store';
import { ProjectionError } from '../../events/projections';
import type {
  ConnectGrant,
  MessagingNetwork,
  MessagingPort,
  PrivateReply,
} from '../../integrations/messaging/messaging-port';
import type { Logger } from '../../logger';
import { cardLinkAddresses, postWithAutoReply, type AutoReply } from '../bio-link';
import { createSystemMessages } from '../system-messages';
import { commentDecider, commentStream, type CommentCommand, type QueuedDm } from './comment-decider';
import {
  CONNECTION_MESSAGES,
  connectionDecider,
  connectionStream,
  connectionView,
  selectedPage,
  stateHashOf,
  type ConnectionCommand,
  type ConnectionEvent,
  type ConnectionState,
  type Holdings,
  type StoredPage,
} from './connection-decider';
import { ONE_SHOP_PER_INSTAGRAM, ONE_SHOP_PER_PAGE } from './auto-dm-projections';
import { tokenSeal } from './page-tokens';
import type { IncomingComment } from './webhook-bodies';
import { ROUTES } from '../../../src/domain/route-table';

/** The system message of spec §8 when the Page and the Instagram account are no longer linked (texts ours). */
export const PAIR_BROKEN_MESSAGE = {
  title: 'Your Facebook Page is unlinked from Instagram',
  richText:
    '<p>Your Facebook Page is no longer linked to your Instagram account, so Auto DM cannot answer comments. Link them again in the Page settings on Facebook, then connect again. Your Auto DM settings are kept and work again once the same Page and Instagram account are linked.</p>',
  msgType: 'autodm',
  urlType: 'router',
  url: ROUTES.facebookConnect.path,
  confirmBtn: 'go resolve',
  cancelBtn: 'not now',
} as const;

/** What became of one comment brought in (webhook or `ig comment`). */
export type IntakeOutcome =
  | 'queued'
  | 'duplicate'
  | 'unknown-account'
  | 'not-connected'
  | 'own-comment'
  | 'no-rule'
  | 'not-published'
  | 'no-match';

interface ConnectionRow {
  shop_domain: string;
}

/**
 * The DM a rule sends: the carousel as cards when it has cards, else the text; the comment reply in public. A card
 * button opens its tracked address (the post's card links: counted, and through the earn rule); a reply stored before
 * those existed keeps its address.
 */
export function dmOfRule(
  rule: AutoReply,
  senderId: string,
  cardLinks: ReadonlyMap<string, string> = new Map(),
): QueuedDm {
  const cards = rule.carouselReplyContentList ?? [];
  const message: PrivateReply['message'] =
    cards.length > 0
      ? {
          kind: 'cards',
          cards: cards.map((card) => ({
            title: card.title,
            ...(card.subtitle ? { subtitle: card.subtitle } : {}),
            ...(card.imageUrl ? { imageUrl: card.imageUrl } : {}),
            buttons: card.chatButtonReqList.map((button) => ({
              title: button.title,
              ...(button.contentUrl ? { url: cardLinks.get(button.contentUrl) ?? button.contentUrl } : {}),
            })),
          })),
        }
      : { kind: 'text', text: rule.dmText ?? '' };
  return {
    senderId,
    message,
    ...(rule.commentReply ? { publicReply: rule.commentReply } : {}),
    ...(rule.dmText ? { dmText: rule.dmText } : {}),
    cardCount: cards.length,
  };
}

export interface AutoDmServiceOptions {
  db: Database;
  store: EventStore;
  messaging: MessagingPort;
  appSecret: string | undefined;
  log: Logger;
  /** Told when a DM was queued, so the dispatcher of this process sends it at once. */
  onQueued?: () => void;
  /** A comment named a post the shop does not have: read the shop's posts again (true when it did). */
  syncForUnknownPost?: (shopDomain: string) => Promise<boolean>;
}

export function createAutoDmService({
  db,
  store,
  messaging,
  appSecret,
  log,
  onQueued,
  syncForUnknownPost,
}: AutoDmServiceOptions) {
  const connections = createCommandHandler(store, connectionDecider);
  const comments = createCommandHandler(store, commentDecider);
  const seal = tokenSeal(appSecret);
  const systemMessages = createSystemMessages(db, store);

  /**
   * Runs a connection command. A Page (or Instagram account) another shop took between the read of the holdings and
   * this append is refused by the database's unique index: the same sentence as the decider's, nothing stored.
   */
  async function connection(command: ConnectionCommand, call?: CommandCall) {
    try {
      return await connections(connectionStream(command.shopDomain), command, call);
    } catch (error) {
      if (error instanceof ProjectionError && isUniqueViolation(error.cause, ONE_SHOP_PER_PAGE))
        throw conflict(CONNECTION_MESSAGES.pageTaken);
      if (error instanceof ProjectionError && isUniqueViolation(error.cause, ONE_SHOP_PER_INSTAGRAM))
        throw conflict(CONNECTION_MESSAGES.instagramTaken);
      throw error;
    }
  }

  /** Which of these Pages, and of their Instagram accounts, Auto DM answers for in another shop. */
  async function heldElsewhere(
    shopDomain: string,
    pages: readonly Pick<StoredPage, 'pageId' | 'instagramAccountId'>[],
  ): Promise<Holdings> {
    const instagram = pages.flatMap((page) => (page.instagramAccountId ? [page.instagramAccountId] : []));
    const { rows } = await db.query<{ sender_page_id: string | null; sender_instagram_id: string | null }>(
      `select sender_page_id, sender_instagram_id from auto_dm_connections
       where shop_domain <> $1 and (sender_page_id = any($2::text[]) or sender_instagram_id = any($3::text[]))`,
      [shopDomain, pages.map((page) => page.pageId), instagram],
    );
    return {
      pages: rows.flatMap((row) => (row.sender_page_id ? [row.sender_page_id] : [])),
      instagramAccounts: rows.flatMap((row) => (row.sender_instagram_id ? [row.sender_instagram_id] : [])),
    };
  }

  async function readConnection(shopDomain: string): Promise<ConnectionState> {
    const events = await store.readStream<ConnectionEvent>(connectionStream(shopDomain));
    return events.reduce(connectionDecider.evolve, connectionDecider.initialState);
  }

  /** Records that the Page and the Instagram account are no longer linked, and tells the creator once. */
  async function breakPair(shopDomain: string, reason: string, now: Date): Promise<boolean> {
    const { events } = await connection({ type: 'BreakPair', shopDomain, reason }, { now });
    if (events.length === 0) return false;
    await systemMessages.send({ shopDomain, content: { ...PAIR_BROKEN_MESSAGE } }, { now });
    log.warn('auto dm pair broken', { shopDomain, reason });
    return true;
  }

  async function shopOfAccount(network: MessagingNetwork, accountId: string): Promise<string | undefined> {
    const column = network === 'instagram' ? 'sender_instagram_id' : 'sender_page_id';
    const { rows } = await db.query<ConnectionRow>(
      `select shop_domain from auto_dm_connections where connected and ${column} = $1 limit 1`,
      [accountId],
    );
    return rows[0]?.shop_domain;
  }

  /**
   * One comment, from a verified webhook or the simulator's `ig comment`: recorded once under the network's comment
   * id, matched against the post's rule, and the DM queued when it should go out.
   */
  async function receiveComment(comment: IncomingComment, now: Date): Promise<IntakeOutcome> {
    const shopDomain = await shopOfAccount(comment.network, comment.accountId);
    if (!shopDomain) return 'unknown-account';
    const state = await readConnection(shopDomain);
    const view = connectionView(state);
    const page = view.page;
    const senderId = comment.network === 'instagram' ? page?.instagramAccountId : page?.pageId;
    const own =
      comment.fromId === comment.accountId ||
      (comment.fromUsername !== undefined &&
        comment.fromUsername.toLowerCase() ===
          (comment.network === 'instagram' ? page?.instagramUserName : page?.name)?.toLowerCase());
    let post = await postWithAutoReply(db, shopDomain, comment.mediaId);
    // A post published since the last sync: read the shop's posts, then look for it again.
    if (!post && comment.network === 'instagram' && view.canSend && (await syncForUnknownPost?.(shopDomain))) {
      post = await postWithAutoReply(db, shopDomain, comment.mediaId);
    }
    const rule = post?.platform === comment.network ? post.auto_reply : null;
    let outcome: IntakeOutcome = 'queued';
    if (!view.canSend || !senderId) outcome = 'not-connected';
    else if (own) outcome = 'own-comment';
    else if (!post || post.scheduled) outcome = 'not-published';
    else if (!rule?.enabled) outcome = 'no-rule';
    else if (!commentMatches(rule.keywords, comment.text)) outcome = 'no-match';
    const dm =
      outcome === 'queued' && rule && senderId
        ? dmOfRule(rule, senderId, await cardLinkAddresses(db, shopDomain, comment.mediaId))
        : null;
    const command: CommentCommand = {
      type: 'Receive',
      comment: {
        shopDomain,
        network: comment.network,
        commentId: comment.commentId,
        mediaId: comment.mediaId,
        text: comment.text.slice(0, 2200),
        ...(comment.fromUsername ? { fromUsername: comment.fromUsername.slice(0, 100) } : {}),
        commentedAt: comment.commentedAt.toISOString(),
        receivedAt: now.toISOString(),
        dm,
        ...(own ? { fromCreator: true as const } : {}),
      },
    };
    const { events } = await comments(commentStream(comment.network, comment.commentId), command, { now });
    if (events.length === 0) return 'duplicate';
    if (dm) onQueued?.();
    return outcome;
  }

  return {
    connection,
    readConnection,

    /** The creator picks the Page Auto DM answers through, unless another shop holds it or its Instagram account. */
    async selectPage(shopDomain: string, pageId: string, call: CommandCall) {
      const page = (await readConnection(shopDomain)).pages.filter((p) => p.pageId === pageId);
      return connection({ type: 'SelectPage', shopDomain, pageId, held: await heldElsewhere(shopDomain, page) }, call);
    },
    breakPair,
    receiveComment,
    comments: (network: MessagingNetwork, commentId: string, command: CommentCommand, now: Date) =>
      comments(commentStream(network, commentId), command, { now }),

    /** A new one-time state for the permissions dialog, remembered (by hash) for ten minutes. */
    async startConnect(shopDomain: string, redirectUri: string, now: Date): Promise<string> {
      const state = randomBytes(24).toString('base64url');
      await connection({ type: 'StartConnect', shopDomain, stateHash: stateHashOf(state), redirectUri }, { now });
      return state;
    },

    /** The dialog's answer: the state used up (one try), the code exchanged, the grant recorded with tokens sealed. */
    async finishConnect(
      shopDomain: string,
      input: { state: string; code: string; redirectUri: string },
      now: Date,
    ): Promise<{ grant: ConnectGrant; state: ConnectionState }> {
      await connection(
        { type: 'UseState', shopDomain, stateHash: stateHashOf(input.state), redirectUri: input.redirectUri },
        { now },
      );
      const grant = await messaging.exchangeCode({
        code: input.code,
        redirectUri: input.redirectUri,
        issuedFor: { shopDomain, state: input.state },
      });
      const pages = grant.pages.map(({ pageAccessToken, ...page }) => ({
        ...page,
        sealedToken: seal.seal(pageAccessToken),
      }));
      const grantedScopes = [...new Set(grant.grantedScopes)];
      const held = await heldElsewhere(shopDomain, pages);
      const result = await connection(
        { type: 'Connect', shopDomain, facebookUserId: grant.facebookUserId, grantedScopes, pages, held },
        { now },
      );
      return { grant, state: result.state };
    },

    /** The selected Page's token, opened; undefined when it cannot be (sealed under another app secret). */
    pageToken(state: ConnectionState): string | undefined {
      const page = selectedPage(state);
      return page ? seal.open(page.sealedToken) : undefined;
    },
  };
}

export type AutoDmService = ReturnType<typeof createAutoDmService>;

/** The shop whose simulated dialog a state opens (unused, unexpired), for /connect/facebook. */
export async function shopOfState(
  db: Queryable,
  state: string,
  now: Date,
): Promise<{ shopDomain: string; redirectUri: string } | undefined> {
  const { rows } = await db.query<{ shop_domain: string; redirect_uri: string }>(
    'select shop_domain, redirect_uri from auto_dm_states where state_hash = $1 and not used and expires_at > $2',
    [stateHashOf(state), now],
  );
  const row = rows[0];
  return row ? { shopDomain: row.shop_domain, redirectUri: row.redirect_uri } : undefined;
}

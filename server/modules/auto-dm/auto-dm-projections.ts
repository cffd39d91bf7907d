import type { Transaction } from '../../db/database';
import type { RecordedEvent } from '../../events/events';
import type { Projection } from '../../events/projections';
import { COMMENT_EVENT_TYPES, type CommentEvent } from './comment-decider';
import { CONNECTION_EVENT_TYPES, type ConnectionEvent } from './connection-decider';

/**
 * auto_dm_states and auto_dm_connections from the connection's events, auto_dm_messages (the DM list and the
 * dispatcher's queue) and auto_dm_comments (every comment, for the funnel) from the comments'. Events of an erased shop keep only { redacted: true } and are skipped.
 */

/** The unique indexes that keep a Page, and an Instagram account, to one shop at a time (migration 002). */
export const ONE_SHOP_PER_PAGE = 'auto_dm_connections_one_shop_per_page';
export const ONE_SHOP_PER_INSTAGRAM = 'auto_dm_connections_one_shop_per_instagram';

/**
 * The selected Page and its Instagram account, the ids webhooks name, recomputed after each change. A shop connected
 * to a Page another shop holds fails here (ONE_SHOP_PER_PAGE): the append is refused and nothing is stored.
 */
const SENDERS = `update auto_dm_connections c set sender_page_id = case when c.connected then c.selected_page_id end,
  sender_instagram_id = case when c.connected then (select p->>'instagramAccountId' from jsonb_array_elements(c.pages) p where p->>'pageId' = c.selected_page_id limit 1) end
  where c.shop_domain = $1`;

async function applyConnection(tx: Transaction, event: RecordedEvent<ConnectionEvent>) {
  if (!event.data?.shopDomain) return;
  const shop = event.data.shopDomain;
  const at = event.recordedAt;
  switch (event.type) {
    case 'AutoDmConnectStarted':
      await tx.query(
        'insert into auto_dm_states (state_hash, shop_domain, redirect_uri, expires_at) values ($1, $2, $3, $4)',
        [event.data.stateHash, shop, event.data.redirectUri, event.data.expiresAt],
      );
      return;
    case 'AutoDmConnectStateUsed':
      await tx.query('update auto_dm_states set used = true where state_hash = $1', [event.data.stateHash]);
      return;
    case 'FacebookMessagingConnected': {
      const d = event.data;
      await tx.query(
        `insert into auto_dm_connections (shop_domain, connected, facebook_user_id, granted_scopes, pages, selected_page_id, pair_broken, instagram_linked, updated_at)
         values ($1, true, $2, $3, $4, $5, false, true, $6)
         on conflict (shop_domain) do update set connected = true, facebook_user_id = excluded.facebook_user_id, granted_scopes = excluded.granted_scopes,
           pages = excluded.pages, selected_page_id = excluded.selected_page_id, pair_broken = false, instagram_linked = true, updated_at = excluded.updated_at`,
        [shop, d.facebookUserId, JSON.stringify(d.grantedScopes), JSON.stringify(d.pages), d.selectedPageId, at],
      );
      break;
    }
    case 'FacebookPageSelected':
      await tx.query(
        'update auto_dm_connections set pair_broken = pair_broken and selected_page_id = $2, selected_page_id = $2, updated_at = $3 where shop_domain = $1',
        [shop, event.data.pageId, at],
      );
      break;
    case 'FacebookPageUnselected':
      await tx.query('update auto_dm_connections set selected_page_id = null, updated_at = $2 where shop_domain = $1', [
        shop,
        at,
      ]);
      break;
    case 'FacebookMessagingUnlinked':
      await tx.query(
        `update auto_dm_connections set connected = false, granted_scopes = '[]', pages = '[]', updated_at = $2 where shop_domain = $1`,
        [shop, at],
      );
      break;
    case 'InstagramPairBroken':
      await tx.query('update auto_dm_connections set pair_broken = true, updated_at = $2 where shop_domain = $1', [
        shop,
        at,
      ]);
      break;
    case 'InstagramUnlinked':
      await tx.query(
        'update auto_dm_connections set instagram_linked = false, updated_at = $2 where shop_domain = $1',
        [shop, at],
      );
      break;
  }
  await tx.query(SENDERS, [shop]);
}

export const autoDmConnectionsProjection: Projection<ConnectionEvent> = {
  name: 'auto-dm-connections',
  tables: ['auto_dm_states', 'auto_dm_connections'],
  handles: CONNECTION_EVENT_TYPES,
  apply: applyConnection,
};

async function applyComment(tx: Transaction, event: RecordedEvent<CommentEvent>) {
  if (!event.data?.shopDomain) return;
  const key = [event.data.network, event.data.commentId];
  const where = 'where network = $1 and comment_id = $2';
  switch (event.type) {
    case 'AutoDmCommentReceived': {
      const c = event.data;
      // The funnel counts followers' comments; the creator's own (their public replies among them) are not.
      if (c.fromCreator) return;
      await tx.query(
        `insert into auto_dm_comments (network, comment_id, shop_domain, media_id, received_at, dm_owed)
         values ($1, $2, $3, $4, $5, $6)`,
        [...key, c.shopDomain, c.mediaId, c.receivedAt, c.dm !== null],
      );
      if (!c.dm) return;
      await tx.query(
        `insert into auto_dm_messages (network, comment_id, shop_domain, media_id, sender_id, commenter_username, comment_text, commented_at, received_at,
           status, dm_text, card_count, next_attempt_at, position)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'queued', $10, $11, $9, $12)`,
        [
          ...key,
          c.shopDomain,
          c.mediaId,
          c.dm.senderId,
          c.fromUsername ?? null,
          c.text,
          c.commentedAt,
          c.receivedAt,
          c.dm.dmText ?? null,
          c.dm.cardCount,
          event.position,
        ],
      );
      return;
    }
    case 'AutoDmSending':
      await tx.query(`update auto_dm_messages set status = 'sending', attempts = $3, claimed_at = $4 ${where}`, [
        ...key,
        event.data.attempt,
        event.data.at,
      ]);
      return;
    case 'AutoDmSent':
      await tx.query(
        `update auto_dm_messages set status = 'sent', sent_at = $3, message_id = $4, reason = $5, next_attempt_at = null ${where}`,
        [
          ...key,
          event.data.at,
          event.data.messageId,
          event.data.publicReplyError
            ? `The DM was sent; the public reply was not: ${event.data.publicReplyError}`
            : null,
        ],
      );
      return;
    case 'AutoDmRetryScheduled':
      await tx.query(
        `update auto_dm_messages set status = 'queued', reason = $3, next_attempt_at = $4, claimed_at = null ${where}`,
        [...key, event.data.reason, event.data.retryAt],
      );
      return;
    case 'AutoDmFailed':
      await tx.query(`update auto_dm_messages set status = 'failed', reason = $3, next_attempt_at = null ${where}`, [
        ...key,
        event.data.reason,
      ]);
      return;
  }
}

export const autoDmMessagesProjection: Projection<CommentEvent> = {
  name: 'auto-dm-messages',
  tables: ['auto_dm_messages', 'auto_dm_comments'],
  handles: COMMENT_EVENT_TYPES,
  apply: applyComment,
};

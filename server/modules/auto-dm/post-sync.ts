import type { Database } from '../../db/database';
import type { MessagingPort, NetworkPost } from '../../integrations/messaging/messaging-port';
import type { Logger } from '../../logger';
import type { BioLinks, SyncedPost } from '../bio-link';
import type { AutoDmService } from './auto-dm-service';
import { connectionView } from './connection-decider';

/**
 * Reads a connected shop's recent Instagram posts through the messaging port (the selected Page's Instagram
 * account, with its sealed Page token) and records each one the way `bio post` does (BioPostSynced through the
 * bio link service: a post unchanged since the last sync appends nothing). It runs when a Page is picked, every
 * POST_SYNC_INTERVAL_MS for every connected shop in a server process, and when a comment names a post the shop
 * does not have yet. A failure is logged; Graph saying the pair is broken marks it broken, as a refused DM does.
 * Posts are never removed here: one missing from the recent list is older, not deleted.
 */

export const POST_SYNC_INTERVAL_MS = 15 * 60_000;
/** Posts read per sync: Graph's default page, the posts a follower comments on. */
export const POST_SYNC_LIMIT = 25;
/** A comment on an unknown post syncs the shop again only if its last sync is older than this (one Graph read a minute). */
export const COMMENT_SYNC_GAP_MS = 60_000;
const MEDIA_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type PostSyncResult = { ok: true; recorded: number; listed: number } | { ok: false; reason: string };

export interface PostSyncOptions {
  db: Database;
  service: AutoDmService;
  bio: BioLinks;
  messaging: MessagingPort;
  log: Logger;
  clock: () => Date;
}

function syncedPost(shopDomain: string, post: NetworkPost): SyncedPost {
  return {
    shopDomain,
    mediaId: post.id,
    platform: 'instagram',
    mediaType: post.mediaType,
    ...(post.caption !== undefined ? { caption: post.caption } : {}),
    ...(post.permalink ? { permalink: post.permalink } : {}),
    ...(post.mediaUrl ? { mediaUrl: post.mediaUrl } : {}),
    ...(post.thumbnailUrl ? { thumbnailUrl: post.thumbnailUrl } : {}),
    postedAt: post.postedAt,
    scheduled: false,
  };
}

export function createPostSync({ db, service, bio, messaging, log, clock }: PostSyncOptions) {
  const lastSync = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopping = false;

  /** One shop's recent Instagram posts, recorded. */
  async function syncShop(shopDomain: string): Promise<PostSyncResult> {
    const state = await service.readConnection(shopDomain);
    const view = connectionView(state);
    const accountId = view.page?.instagramAccountId;
    if (!view.connected || !accountId || !view.pairValid)
      return { ok: false, reason: 'no connected Instagram account' };
    const token = service.pageToken(state);
    if (!token) return { ok: false, reason: 'the Page token cannot be read (the app secret changed)' };
    lastSync.set(shopDomain, clock().getTime());
    const listed = await messaging.listRecentPosts({
      network: 'instagram',
      accountId,
      pageAccessToken: token,
      limit: POST_SYNC_LIMIT,
    });
    if (!listed.ok) {
      log.warn('instagram post sync failed', { shopDomain, reason: listed.reason, retryable: listed.retryable });
      if (listed.pairBroken) await service.breakPair(shopDomain, listed.reason, clock());
      return { ok: false, reason: listed.reason };
    }
    let recorded = 0;
    for (const post of listed.posts) {
      if (!MEDIA_ID.test(post.id)) continue;
      if (await bio.syncPost(syncedPost(shopDomain, post), { now: clock(), metadata: { actor: 'instagram-sync' } }))
        recorded += 1;
    }
    return { ok: true, recorded, listed: listed.posts.length };
  }

  /** syncShop that logs instead of throwing: the callers (a Page picked, a comment, the timer) carry on regardless. */
  async function syncQuietly(shopDomain: string): Promise<PostSyncResult> {
    try {
      return await syncShop(shopDomain);
    } catch (error) {
      log.error('instagram post sync failed', { err: error, shopDomain });
      return { ok: false, reason: 'the sync failed (see the log)' };
    }
  }

  /** Every connected shop with an Instagram account, one after the other. */
  async function syncAll(): Promise<void> {
    const { rows } = await db.query<{ shop_domain: string }>(
      'select shop_domain from auto_dm_connections where connected and sender_instagram_id is not null and not pair_broken order by shop_domain',
    );
    for (const row of rows) {
      if (stopping) break;
      await syncQuietly(row.shop_domain);
    }
  }

  function tick() {
    if (running) return;
    running = syncAll()
      .catch((error: unknown) => log.error('instagram post sync failed', { err: error }))
      .finally(() => (running = undefined));
  }

  return {
    syncShop: syncQuietly,
    /** Every connected shop now (what the timer does every POST_SYNC_INTERVAL_MS); resolves when done. */
    async syncAll(): Promise<void> {
      running ??= syncAll().finally(() => (running = undefined));
      await running;
    },
    /** A comment named a post the shop lacks: sync, unless the shop was synced within COMMENT_SYNC_GAP_MS. */
    async syncForUnknownPost(shopDomain: string): Promise<boolean> {
      const last = lastSync.get(shopDomain);
      if (last !== undefined && clock().getTime() - last < COMMENT_SYNC_GAP_MS) return false;
      return (await syncQuietly(shopDomain)).ok;
    },
    /** The server process's timer (never started in admin processes). */
    start() {
      stopping = false;
      if (timer) return;
      timer = setInterval(tick, POST_SYNC_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type PostSync = ReturnType<typeof createPostSync>;

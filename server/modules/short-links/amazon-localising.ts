import { linkLocalises, type CreatorIdsByStore, type LinkLocalisation } from '../../../src/domain/amazon-localisation';
import type { Database } from '../../db/database';
import type { EventStore } from '../../events/event-store';
import type { Logger } from '../../logger';
import {
  AMAZON_IDS_STREAM_PREFIXES,
  onAmazonIdsChanged,
  readAmazonLocalisation,
  shopsWithAmazonLocalisation,
  type AmazonLocalisation,
} from '../tracking-ids';
import { SHORT_LINK_CACHE_SYNC_MS } from './short-link-cache';

/** A link as the redirect found it (a short link, or another module's tracked link). */
export interface LinkToLocalise {
  shopDomain: string;
  destination: string;
  /** The short link's own choice; other modules' links follow the shop's switch. */
  localisation?: LinkLocalisation;
}

/** Whether a link's Amazon visitors go to their own store, and the creator's id per store to send them with. */
export interface LinkAmazonIds {
  localises: boolean;
  ids: CreatorIdsByStore;
}

const NOT_LOCALISED: LinkAmazonIds = { localises: false, ids: {} };

export interface AmazonLocalising {
  /** What the redirect's choice (redirect-destination.ts) needs of a link's shop; waits for nothing after the first load. */
  amazonOf(link: LinkToLocalise): Promise<LinkAmazonIds>;
  /** Stops listening and syncing. */
  close(): void;
}

/** How far back each sync on PostgreSQL looks again: an append committed late (a slow transaction) is still seen. */
const SYNC_OVERLAP_MS = 30_000;

/**
 * Amazon links sent to the visitor's own Amazon store (src/domain/amazon-localisation.ts) from memory, so a click
 * waits for no query: every shop with an Amazon id saved for some store is read once (its ids and switch, from the
 * tracking-ids module), then refreshed when this process changes them (the change waits for it) and, on
 * PostgreSQL, every `syncMs` for the shops whose Amazon-id streams other servers appended to since.
 */
export function createAmazonLocalising(
  db: Database,
  store: EventStore,
  { syncMs = SHORT_LINK_CACHE_SYNC_MS, log }: { syncMs?: number; log: Logger },
): AmazonLocalising {
  const shops = new Map<string, AmazonLocalisation>();
  /** A refresh started later wins over an earlier one that answers after it. */
  const generation = new Map<string, number>();
  let loading: Promise<void> | undefined;
  let syncTimer: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  async function refresh(shopDomain: string): Promise<void> {
    const mine = (generation.get(shopDomain) ?? 0) + 1;
    generation.set(shopDomain, mine);
    try {
      const read = await readAmazonLocalisation({ db, store }, shopDomain);
      if (generation.get(shopDomain) !== mine) return;
      // The same shops the first load reads (shopsWithAmazonLocalisation), so a restart changes nothing.
      if (read?.storeIdsSaved) shops.set(shopDomain, read);
      else shops.delete(shopDomain);
    } catch (error) {
      if (closed) return; // the server is stopping: nothing to keep up to date
      log.warn('amazon localisation: a shop’s ids could not be read; its links keep their own store', {
        err: error,
        shopDomain,
      });
    }
  }

  const unsubscribe = onAmazonIdsChanged(store, refresh);

  /** Log positions already looked at, and the highest position seen at each past sync (for the overlap). */
  const seen = new Set<number>();
  const tops: Array<{ at: number; top: number }> = [];
  let floor = 0;

  async function sync() {
    try {
      const { rows } = await db.query<{ stream_id: string | null; position: string }>(
        `select stream_id, position from events where position > $1 and stream_id like any($2::text[])
         union all select null, coalesce(max(position), 0) from events`,
        [floor, AMAZON_IDS_STREAM_PREFIXES.map((prefix) => `${prefix}%`)],
      );
      const changed = new Set<string>();
      for (const row of rows) {
        const position = Number(row.position);
        if (row.stream_id === null) {
          tops.push({ at: Date.now(), top: position });
          continue;
        }
        if (seen.has(position)) continue;
        seen.add(position);
        const prefix = AMAZON_IDS_STREAM_PREFIXES.find((p) => row.stream_id!.startsWith(p))!;
        changed.add(row.stream_id.slice(prefix.length));
      }
      for (const shopDomain of changed) if (!closed) await refresh(shopDomain);
      // Positions below the top seen SYNC_OVERLAP_MS ago have had that long to commit: they are not read again.
      const old = Date.now() - SYNC_OVERLAP_MS;
      while (tops.length > 1 && tops[1]!.at <= old) tops.shift();
      if (tops[0] && tops[0].at <= old) floor = Math.max(floor, tops[0].top);
      for (const position of seen) if (position <= floor) seen.delete(position);
    } catch (error) {
      if (closed) return;
      log.warn('amazon localisation: changes made by other servers could not be read; trying again', { err: error });
    }
  }

  async function loadAll() {
    const top = await db.query<{ top: string }>('select coalesce(max(position), 0) as top from events');
    floor = Number(top.rows[0]?.top ?? 0);
    for (const shopDomain of await shopsWithAmazonLocalisation(db)) await refresh(shopDomain);
    if (db.kind !== 'pglite' && !closed) {
      syncTimer = setInterval(() => void sync(), syncMs);
      syncTimer.unref();
    }
  }

  function load(): Promise<void> {
    loading ??= loadAll().catch((error: unknown) => {
      loading = undefined; // the next click tries again
      throw error;
    });
    return loading;
  }

  let loaded = false;
  return {
    async amazonOf(link) {
      if (!loaded) {
        try {
          await load();
          loaded = true;
        } catch (error) {
          log.error('amazon localisation: the shops’ ids could not be read; links keep their own store', {
            err: error,
          });
          return NOT_LOCALISED;
        }
      }
      const shop = shops.get(link.shopDomain);
      if (!shop || !linkLocalises(link.localisation ?? 'shop', shop.setting, shop.ids)) return NOT_LOCALISED;
      return { localises: true, ids: shop.ids };
    },
    close() {
      closed = true;
      unsubscribe();
      if (syncTimer) clearInterval(syncTimer);
    },
  };
}

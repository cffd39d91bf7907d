import type { LinkLocalisation } from '../../../src/domain/amazon-localisation';
import type { DestinationRule } from '../../../src/domain/destination-rules';
import type { LinkSchedule } from '../../../src/domain/link-schedule';
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import { clicksOfLinks } from './short-link-queries';
import type { LinkKind } from './short-link-decider';

/** What the redirect needs of a link. */
export interface CachedLink {
  shopDomain: string;
  destination: string;
  kind: LinkKind;
  /** Its destination rules, in order: the redirect chooses among them without a query. */
  rules: readonly DestinationRule[];
  /** Its choice of sending Amazon visitors to their own store (amazon-localising.ts). */
  localisation: LinkLocalisation;
  /** Its schedule and limits (link-schedule.ts); null: always live. */
  schedule: LinkSchedule | null;
}

interface LinkColumns {
  code: string;
  shop_domain: string;
  destination: string;
  kind: LinkKind;
  rules: DestinationRule[];
  localisation: LinkLocalisation;
  schedule: LinkSchedule | null;
}

const LINK_COLUMNS = 'code, shop_domain, destination, kind, rules, localisation, schedule';

const cached = (row: LinkColumns): CachedLink => ({
  shopDomain: row.shop_domain,
  destination: row.destination,
  kind: row.kind,
  rules: row.rules,
  localisation: row.localisation,
  schedule: row.schedule,
});

const capped = (link: Pick<CachedLink, 'schedule'>) => link.schedule !== null && link.schedule.clickCap !== null;

export interface ShortLinkCache {
  /** The live link of a code, or undefined. Loads the live links on first use. */
  get(code: string): Promise<CachedLink | undefined>;
  /** A link made by this process. */
  put(code: string, link: CachedLink): void;
  /** A link of the cache changed by this process (its destination rules, its localisation). */
  update(code: string, change: Partial<Pick<CachedLink, 'rules' | 'localisation' | 'schedule'>>): void;
  /**
   * People's clicks counted for a capped link: the stored count read last (at the first load, at every sync on
   * PostgreSQL, when its schedule is set) plus the people's clicks this process answered since.
   */
  humanClicks(code: string): number;
  /** A person's click this process answers on a capped link (counted before the click is stored). */
  countClick(code: string, by?: number): void;
  /** The stored count of a capped link, read anew (a schedule just set). */
  setStoredClicks(code: string, clicks: number): void;
  /** A link deleted by this process. */
  remove(code: string): void;
  /** Every link of a shop whose account this process is deleting. */
  removeShop(shopDomain: string): void;
  /** Stops the sync with other servers' deletions and changes. */
  close(): void;
}

/**
 * How often a server on PostgreSQL reads the deletions other servers made: a link deleted through one server stops
 * redirecting on the others within this (plus one query), as the README's 'Running several processes' says.
 */
export const SHORT_LINK_CACHE_SYNC_MS = 2_000;

/** How far back each sync looks again: a deletion committed late (a slow transaction) is still seen. */
const SYNC_OVERLAP_MS = 30_000;

/**
 * The redirect's lookup of codes, kept in memory so a click waits for no query of its own: all live links are
 * read once from short_links, then this process's creations and deletions are applied as they happen.
 *
 * On the embedded database this process is the only writer (PGlite is single-process), so the map is complete
 * and a miss is an unknown code. On PostgreSQL other servers create links too: a miss is looked up in the table
 * (a link made elsewhere). Deletions, rule changes and localisation changes this process did not make (another
 * server's, or a deleted account's whole shop) are read every `syncMs` from the rows whose change the log recorded
 * since the last look (by the database's clock, so servers' clocks do not matter).
 */
export function createShortLinkCache(
  db: Database,
  { syncMs = SHORT_LINK_CACHE_SYNC_MS, log }: { syncMs?: number; log: Logger },
): ShortLinkCache {
  const links = new Map<string, CachedLink>();
  /** Capped links' counts: the stored count last read and the clicks this process counted since. */
  const counts = new Map<string, { stored: number; local: number }>();
  async function readCounts() {
    const codes = [...links].filter(([, link]) => capped(link)).map(([code]) => code);
    // The daily counters' clicks are people's (robots' are apart); clicks still in a batch in flight are not in yet.
    const stored = await clicksOfLinks(db, codes);
    for (const code of codes) counts.set(code, { stored: stored.get(code) ?? 0, local: 0 });
  }
  const complete = db.kind === 'pglite';
  let loading: Promise<void> | undefined;
  /** Deletions that happen while the first read runs: its rows may predate them. */
  const removedDuringLoad = new Set<string>();
  let syncedAt: Date | undefined;
  let syncTimer: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  async function loadAll() {
    const { rows } = await db.query<LinkColumns & { read_at: Date }>(
      `select ${LINK_COLUMNS}, now() as read_at from short_links where deleted_at is null`,
    );
    for (const row of rows) {
      if (!removedDuringLoad.has(row.code) && !links.has(row.code)) links.set(row.code, cached(row));
    }
    removedDuringLoad.clear();
    await readCounts();
    if (!closed) {
      // Rows deleted up to the read are already absent; the first sync starts there.
      syncedAt = rows[0]?.read_at ?? (await db.query<{ now: Date }>('select now() as now')).rows[0]?.now;
      syncTimer = setInterval(() => void syncChanges(), syncMs);
      syncTimer.unref();
    }
  }

  async function syncChanges() {
    if (!syncedAt) return;
    try {
      const { rows } = await db.query<{
        code: string | null;
        rules: DestinationRule[] | null;
        localisation: LinkLocalisation | null;
        schedule: LinkSchedule | null;
        read_at: Date;
      }>(
        `select code, case when deleted_at is null then rules end as rules, localisation, schedule, now() as read_at
         from short_links where changed_at >= $1
         union all select null, null, null, null, now()`,
        [new Date(syncedAt.getTime() - SYNC_OVERLAP_MS)],
      );
      for (const row of rows) {
        if (!row.code) continue;
        const held = links.get(row.code);
        if (!row.rules) links.delete(row.code);
        else if (held)
          links.set(row.code, {
            ...held,
            rules: row.rules,
            localisation: row.localisation ?? 'shop',
            schedule: row.schedule,
          });
      }
      // Other servers' clicks on capped links: a cap overshoots by at most what they answered since the last read.
      // (The embedded database has one process, whose own count is complete: its journal may lag the counters.)
      if (!complete) await readCounts();
      syncedAt = rows[rows.length - 1]?.read_at ?? syncedAt;
    } catch (error) {
      log.warn('short-link cache: deletions made by other servers could not be read; trying again', { err: error });
    }
  }

  function load(): Promise<void> {
    loading ??= loadAll().catch((error: unknown) => {
      loading = undefined; // the next request tries again
      throw error;
    });
    return loading;
  }

  let loaded = false;
  return {
    async get(code) {
      if (!loaded) {
        await load();
        loaded = true;
      }
      const hit = links.get(code);
      if (hit || complete) return hit;
      const { rows } = await db.query<LinkColumns>(
        `select ${LINK_COLUMNS} from short_links where code = $1 and deleted_at is null`,
        [code],
      );
      const found = rows[0] && cached(rows[0]);
      if (found) {
        links.set(code, found);
        if (capped(found)) counts.set(code, { stored: (await clicksOfLinks(db, [code])).get(code) ?? 0, local: 0 });
      }
      return found;
    },
    put(code, link) {
      links.set(code, link);
    },
    update(code, change) {
      const held = links.get(code);
      if (held) links.set(code, { ...held, ...change });
    },
    humanClicks(code) {
      const count = counts.get(code);
      return count ? count.stored + count.local : 0;
    },
    countClick(code, by = 1) {
      const count = counts.get(code);
      if (count) count.local += by;
    },
    setStoredClicks(code, clicks) {
      counts.set(code, { stored: clicks, local: 0 });
    },
    remove(code) {
      links.delete(code);
      counts.delete(code);
      if (!loaded) removedDuringLoad.add(code);
    },
    removeShop(shopDomain) {
      for (const [code, link] of links) if (link.shopDomain === shopDomain) this.remove(code);
    },
    close() {
      closed = true;
      if (syncTimer) clearInterval(syncTimer);
    },
  };
}

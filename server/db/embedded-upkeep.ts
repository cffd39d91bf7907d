import type { Logger } from '../logger';
import type { Database } from './database';

/**
 * PGlite runs no autovacuum. The counters (clicks per day, the click roll-ups, plan usage) are upserts, each leaving
 * the row's old version behind; unvacuumed, their tables and indexes grow with every batch of clicks and a
 * breakdown reads more and more dead rows (a 30-day breakdown of a million clicks went from about 10 ms to over
 * 300 ms). A server on the embedded database therefore vacuums and analyzes it now and then, as PostgreSQL's
 * autovacuum would, when the log has grown since the last round. A round of an already vacuumed database only
 * visits the pages changed since, and the clicks wait in their journal meanwhile, never the redirects.
 */

/** How often the embedded database is looked after. */
export const EMBEDDED_UPKEEP_EVERY_MS = 10 * 60_000;

export interface EmbeddedUpkeep {
  /** What the timer does: a round when the log grew since the last one. Resolves whether it vacuumed. */
  tick(): Promise<boolean>;
  /** Stops the timer and waits for a round in flight. */
  stop(): Promise<void>;
}

const newestPosition = async (db: Database) =>
  Number((await db.query<{ n: string | number | null }>('select max(position) as n from events')).rows[0]?.n ?? 0);

export function startEmbeddedUpkeep(db: Database, log: Logger, everyMs = EMBEDDED_UPKEEP_EVERY_MS): EmbeddedUpkeep {
  let lastPosition = -1;
  let running: Promise<boolean> | undefined;
  const round = async () => {
    const position = await newestPosition(db);
    if (position === lastPosition) return false;
    await db.query('vacuum (analyze)');
    lastPosition = position;
    return true;
  };
  const tick = () =>
    (running ??= round()
      .catch((error: unknown) => {
        log.error('the embedded database could not be vacuumed', { err: error });
        return false;
      })
      .finally(() => (running = undefined)));
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/**
 * The simulator's signing secret: 32 random bytes kept in the database (never in the log or the configuration),
 * made by the first server that needs it. Two servers making it at once both insert; the first wins and both read
 * the winner, so every server signs and checks with the same secret.
 */

/** The table's migrations, applied by server/db under the scope `messaging`. */
export const MESSAGING_MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** What the key needs from a database: the `query` of server/db's Database (this port does not depend on the db layer). */
export interface SqlQueryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: any[] }>;
}

/** Answers the secret, reading (or making) it once per process; a failed read is tried again next time. */
export type SimulatorSecret = () => Promise<Buffer>;

export function simulatorSecretIn(db: SqlQueryable): SimulatorSecret {
  let loaded: Promise<Buffer> | undefined;
  const read = async () => {
    const row = (await db.query('select secret from messaging_simulator_key where id = 1')).rows[0] as
      { secret: string } | undefined;
    return row ? Buffer.from(row.secret, 'base64url') : undefined;
  };
  const load = async () => {
    const existing = await read();
    if (existing) return existing;
    await db.query('insert into messaging_simulator_key (id, secret) values (1, $1) on conflict (id) do nothing', [
      randomBytes(32).toString('base64url'),
    ]);
    const stored = await read();
    if (!stored) throw new Error('messaging_simulator_key: the secret could not be stored');
    return stored;
  };
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Transaction } from './database';

/** A folder of forward-only migrations `NNN-name.sql`, applied in name order and recorded under `scope`. */
export interface MigrationSource {
  /** `core` for the event store, a module's name for its tables. */
  readonly scope: string;
  readonly dir: string;
}

export interface MigrationFile {
  readonly scope: string;
  readonly name: string;
  readonly path: string;
  readonly sql: string;
  readonly checksum: string;
}

export interface MigrationReport {
  /** `scope/NNN-name.sql` of each migration applied by this run, in order. */
  readonly applied: string[];
  /** How many were already applied before. */
  readonly alreadyApplied: number;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

export const CORE_MIGRATIONS: MigrationSource = {
  scope: 'core',
  dir: fileURLToPath(new URL('./migrations', import.meta.url)),
};

const FILE_NAME = /^(\d{3})-[a-z0-9]+(-[a-z0-9]+)*\.sql$/;
const SCOPE_NAME = /^[a-z][a-z0-9-]*$/;
/** Any constant works as long as nothing else in Linkmint takes the same single-key advisory lock. */
const MIGRATION_LOCK = 7_404_221_031;

function shownPath(path: string): string {
  const fromCwd = relative(process.cwd(), path);
  return fromCwd.startsWith('..') ? path : fromCwd;
}

/** The migration files of each source, checked for names and numbering, in the order they apply. */
export function listMigrations(sources: readonly MigrationSource[]): MigrationFile[] {
  const scopes = new Set<string>();
  return sources.flatMap((source) => {
    if (!SCOPE_NAME.test(source.scope))
      throw new MigrationError(`Migration scope "${source.scope}" must be kebab-case`);
    if (scopes.has(source.scope)) throw new MigrationError(`Two migration folders use the scope "${source.scope}"`);
    scopes.add(source.scope);
    const numbers = new Map<string, string>();
    return readdirSync(source.dir)
      .filter((name) => !name.startsWith('.'))
      .sort()
      .map((name) => {
        const path = join(source.dir, name);
        const match = FILE_NAME.exec(name);
        if (!match) {
          throw new MigrationError(
            `${shownPath(path)} is not a migration name: expected NNN-kebab-name.sql (e.g. 002-short-links.sql)`,
          );
        }
        const number = match[1] ?? '';
        const twin = numbers.get(number);
        if (twin) throw new MigrationError(`${shownPath(path)} and ${twin} share the number ${number}`);
        numbers.set(number, shownPath(path));
        const sql = readFileSync(path, 'utf8');
        return { scope: source.scope, name, path, sql, checksum: createHash('sha256').update(sql).digest('hex') };
      });
  });
}

async function lockAndReadApplied(tx: Transaction): Promise<Map<string, string>> {
  // Several servers may start against one PostgreSQL at once; the lock makes them take turns.
  await tx.query('select pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK]);
  await tx.exec(`create table if not exists schema_migrations (
    scope text not null,
    name text not null,
    checksum text not null,
    applied_at timestamptz not null default now(),
    primary key (scope, name)
  )`);
  const { rows } = await tx.query<{ scope: string; name: string; checksum: string }>(
    'select scope, name, checksum from schema_migrations',
  );
  return new Map(rows.map((row) => [`${row.scope}/${row.name}`, row.checksum]));
}

function checkUnchanged(file: MigrationFile, recordedChecksum: string) {
  if (recordedChecksum !== file.checksum) {
    throw new MigrationError(
      `Migration ${shownPath(file.path)} was changed after it was applied. Applied migrations are never edited: restore the file and add a new migration instead.`,
    );
  }
}

/**
 * Applies every migration not applied yet, each in its own transaction together with its row in
 * schema_migrations, so a failure leaves neither half a migration nor a record of it. Applied files are
 * immutable: a changed one stops the start, because the database would no longer match the code.
 */
export async function migrate(db: Database, sources: readonly MigrationSource[]): Promise<MigrationReport> {
  const files = listMigrations(sources);
  const known = await db.transaction(lockAndReadApplied);
  const applied: string[] = [];
  let alreadyApplied = 0;
  for (const file of files) {
    const id = `${file.scope}/${file.name}`;
    const recorded = known.get(id);
    if (recorded !== undefined) {
      checkUnchanged(file, recorded);
      alreadyApplied += 1;
      continue;
    }
    const ran = await db.transaction(async (tx) => {
      // Another server may have applied it since we looked.
      const recordedMeanwhile = (await lockAndReadApplied(tx)).get(id);
      if (recordedMeanwhile !== undefined) {
        checkUnchanged(file, recordedMeanwhile);
        return false;
      }
      try {
        await tx.exec(file.sql);
      } catch (error) {
        throw new MigrationError(`Migration ${shownPath(file.path)} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      await tx.query('insert into schema_migrations (scope, name, checksum) values ($1, $2, $3)', [
        file.scope,
        file.name,
        file.checksum,
      ]);
      return true;
    });
    if (ran) applied.push(id);
    else alreadyApplied += 1;
  }
  return { applied, alreadyApplied };
}

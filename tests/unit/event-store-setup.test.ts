import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../server/db/data-dir-lock';
import { listMigrations, MigrationError } from '../../server/db/migrations';
import { checkProjections, type Projection } from '../../server/events/projections';

const folders: string[] = [];
function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'linkmint-setup-test-'));
  folders.push(folder);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('migration files', () => {
  it('orders each folder by number, folders in the order given', () => {
    const core = folderWith({ '002-b.sql': 'select 2', '001-a.sql': 'select 1' });
    const links = folderWith({ '001-short-links.sql': 'select 3' });
    const files = listMigrations([
      { scope: 'core', dir: core },
      { scope: 'short-links', dir: links },
    ]);
    expect(files.map((f) => `${f.scope}/${f.name}`)).toEqual([
      'core/001-a.sql',
      'core/002-b.sql',
      'short-links/001-short-links.sql',
    ]);
    expect(files[0]?.checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses names it would not apply in a predictable order, naming the file', () => {
    const bad = (files: Record<string, string>) => () => listMigrations([{ scope: 'core', dir: folderWith(files) }]);
    expect(bad({ '1-short.sql': '' })).toThrow(/1-short\.sql is not a migration name: expected NNN-kebab-name\.sql/);
    expect(bad({ '001_Snake.sql': '' })).toThrow(MigrationError);
    expect(bad({ '001-a.sql': '', '001-b.sql': '' })).toThrow(/001-b\.sql and .*001-a\.sql share the number 001/);
  });

  it('refuses a scope used twice or not kebab-case', () => {
    const dir = folderWith({});
    expect(() =>
      listMigrations([
        { scope: 'a', dir },
        { scope: 'a', dir },
      ]),
    ).toThrow('Two migration folders use the scope "a"');
    expect(() => listMigrations([{ scope: 'Short_Links', dir }])).toThrow('must be kebab-case');
  });
});

describe('projection registration', () => {
  const projection = (overrides: Partial<Projection>): Projection => ({
    name: 'links',
    tables: ['links'],
    handles: ['LinkCreated'],
    apply: async () => {},
    ...overrides,
  });

  it('accepts projections with distinct names and tables', () => {
    expect(() =>
      checkProjections([projection({}), projection({ name: 'clicks', tables: ['click_totals', 'click_days'] })]),
    ).not.toThrow();
  });

  it('refuses a duplicate name, a shared table, a reserved or odd table name, and no event types', () => {
    expect(() => checkProjections([projection({}), projection({ tables: [] })])).toThrow(
      'Two projections are named links',
    );
    expect(() => checkProjections([projection({}), projection({ name: 'b' })])).toThrow(
      'Projections links and b both own the table links',
    );
    expect(() => checkProjections([projection({ tables: ['schema_migrations'] })])).toThrow(
      'may not own the table schema_migrations',
    );
    expect(() => checkProjections([projection({ tables: ['links; drop table events'] })])).toThrow(
      'not a plain lower_snake_case table name',
    );
    expect(() => checkProjections([projection({ handles: [] })])).toThrow('handles no event type');
  });
});

describe('embedded database lock', () => {
  it('is exclusive while held and free again once released', () => {
    const lock = join(folderWith({}), 'pglite.lock');
    const release = lockDataDir(lock, 'The test database');
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(lock, 'The test database')).toThrow('The test database is already open in this process');
    release();
    lockDataDir(lock, 'The test database')();
  });

  it('refuses a lock held by another live process and names it', () => {
    const folder = folderWith({});
    mkdirSync(join(folder, 'x'));
    const lock = join(folder, 'x.lock');
    // The parent of this test process is alive for as long as the test runs.
    writeFileSync(lock, String(process.ppid));
    expect(() => lockDataDir(lock, 'The embedded database')).toThrow(DataDirLockedError);
    expect(() => lockDataDir(lock, 'The embedded database')).toThrow(`is in use by process ${process.ppid}`);
  });

  it('takes over a lock left by a process that died', () => {
    const lock = join(folderWith({}), 'pglite.lock');
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lock, String(gone));
    const release = lockDataDir(lock, 'The embedded database');
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
  });
});

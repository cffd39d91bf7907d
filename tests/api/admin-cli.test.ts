import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli } from '../support/admin-cli';
import { createEventStore } from '../../server/events/event-store';
import { NO_STREAM } from '../../server/events/events';
import { openTestDatabase, type TestDatabase } from '../support/db';

const admin = runAdminCli;

describe('npm run admin', () => {
  let db: TestDatabase;
  const folder = mkdtempSync(join(tmpdir(), 'linkmint-admin-test-'));
  beforeAll(async () => {
    db = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await db?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('prints help, rebuilds on the configured database, and refuses an embedded database in use', async () => {
    await createEventStore(db).append(`link:${Date.now()}`, NO_STREAM, [{ type: 'Noted', data: {} }]);
    // The embedded database in DATA_DIR is held by a live process (this one).
    const dataDir = join(folder, 'data');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'pglite.lock'), String(process.pid));

    const [help, rebuild, locked] = await Promise.all([
      admin(['help'], {}),
      admin(['projections', 'rebuild'], { DATABASE_URL: db.url! }),
      admin(['projections', 'rebuild'], { DATA_DIR: dataDir }),
    ]);

    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^ {2}projections rebuild \[projection\.\.\.\] +empty the read tables/m);
    expect(rebuild).toMatchObject({ code: 0, stderr: '' });
    expect(rebuild.stdout).toContain(`PostgreSQL at 127.0.0.1:${new URL(db.url!).port}${new URL(db.url!).pathname}`);
    expect(locked.code).toBe(1);
    expect(locked.stderr).toContain(
      `Could not open the database: The embedded database in ${join(dataDir, 'pglite')} is in use by process ${process.pid}`,
    );
  });
});

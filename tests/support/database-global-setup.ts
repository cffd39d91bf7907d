import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, preparePostgresTemplate } from './database-templates';
import { startPostgres, type PostgresServer } from './postgres';

/**
 * Once per run of the api project: a migrated PGlite template (a tarball test files load in ~0.3 s) and a
 * throwaway PostgreSQL server with a migrated template database. Both go away in the teardown.
 */
export default async function setup(project: TestProject) {
  const started = performance.now();
  const folder = mkdtempSync(join(tmpdir(), 'linkmint-pglite-template-'));
  let server: PostgresServer | undefined;
  const teardown = async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    // Settled, not Promise.all: the teardown must not run while the server may still be starting.
    const [pglite, postgres] = await Promise.allSettled([
      buildPgliteTemplate(),
      startPostgres().then(async (started) => {
        server = started;
        return { server: started, templateDatabase: await preparePostgresTemplate(started) };
      }),
    ]);
    if (pglite.status === 'rejected') throw pglite.reason;
    if (postgres.status === 'rejected') throw postgres.reason;
    const template = pglite.value;
    const templatePath = join(folder, 'template.tar');
    writeFileSync(templatePath, new Uint8Array(await template.arrayBuffer()));
    project.provide('linkmintPgliteTemplate', templatePath);
    project.provide('linkmintPostgres', {
      adminUrl: postgres.value.server.adminUrl,
      templateDatabase: postgres.value.templateDatabase,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  console.log(`[db] PGlite template and PostgreSQL ready in ${Math.round(performance.now() - started)} ms`);
  return teardown;
}

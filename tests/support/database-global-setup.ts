import type { TestProject } from 'vitest/node';
import { cachedPgliteTemplate, preparePostgresTemplate } from './database-templates';
import { startPostgres, type PostgresServer } from './postgres';

/**
 * Once per run of the api project: the migrated PGlite template (a tarball test files load in ~0.3 s) and a
 * throwaway PostgreSQL server with a migrated template database, stopped in the teardown.
 */
export default async function setup(project: TestProject) {
  const started = performance.now();
  let server: PostgresServer | undefined;
  // Settled, not Promise.all: the teardown must not run while the server may still be starting.
  const [pglite, postgres] = await Promise.allSettled([
    cachedPgliteTemplate(),
    startPostgres().then(async (started) => {
      server = started;
      return { server: started, templateDatabase: await preparePostgresTemplate(started) };
    }),
  ]);
  const teardown = async () => {
    await server?.stop();
  };
  if (pglite.status === 'rejected' || postgres.status === 'rejected') {
    await teardown();
    throw pglite.status === 'rejected' ? pglite.reason : (postgres as PromiseRejectedResult).reason;
  }
  project.provide('linkmintPgliteTemplate', pglite.value);
  project.provide('linkmintPostgres', {
    adminUrl: postgres.value.server.adminUrl,
    templateDatabase: postgres.value.templateDatabase,
  });
  console.log(`[db] PGlite template and PostgreSQL ready in ${Math.round(performance.now() - started)} ms`);
  return teardown;
}

import { listMigrations } from '../../db/migrations';
import { HttpError } from '../../errors';
import { migrationSources, type ServerModule, type Services } from '../../services';

/** How long /readyz waits for the database before it says the database does not answer. */
export const READY_TIMEOUT_MS = 2_000;

export const HEALTH_MESSAGES = {
  databaseDown: 'Not ready: the database does not answer.',
  migrationsMissing: (missing: string[]) =>
    `Not ready: ${missing.length} migration${missing.length === 1 ? ' is' : 's are'} not applied (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}).`,
} as const;

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * GET /healthz (the process answers) and GET /readyz (its database answers and every migration this release needs
 * is applied), for load balancers: unauthenticated, and at most one small query.
 */
export const healthModule: ServerModule = {
  name: 'health',
  operations(services: Services) {
    const needed = listMigrations(migrationSources(services.modules)).map((file) => `${file.scope}/${file.name}`);
    return {
      healthz: async () => ({ status: 'up' }),
      readyz: async (ctx) => {
        let applied: Set<string>;
        try {
          const { rows } = await withinTimeout(
            services.database.query<{ id: string }>(`select scope || '/' || name as id from schema_migrations`),
            READY_TIMEOUT_MS,
          );
          applied = new Set(rows.map((row) => row.id));
        } catch (error) {
          ctx.log.warn('not ready: the database does not answer', { err: error });
          throw new HttpError(503, HEALTH_MESSAGES.databaseDown);
        }
        const missing = needed.filter((id) => !applied.has(id));
        if (missing.length > 0) throw new HttpError(503, HEALTH_MESSAGES.migrationsMissing(missing));
        return { status: 'ready', database: services.database.kind, migrations: applied.size };
      },
    };
  },
};

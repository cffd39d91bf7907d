import type { RunningServer } from '../../server/server';

/**
 * Every row of the named projections' tables (of every projection when no names are given), each as its JSON text
 * with every column, in a stable order, so a test can compare the read models before and after
 * `eventStore.rebuild` on either database (both drivers print JSON alike).
 */
export async function projectionTables(
  server: RunningServer,
  names?: readonly string[],
): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  const store = server.services.eventStore;
  // Followers of the log are compared once they have caught up with it.
  await store.catchUp();
  for (const projection of [...store.projections, ...store.followers].filter((p) => !names || names.includes(p.name))) {
    for (const table of projection.tables) {
      const { rows } = await server.services.database.query<{ row: string }>(
        `select to_jsonb(t)::text as row from "${table}" t order by 1`,
      );
      out[table] = rows.map((r) => r.row);
    }
  }
  return out;
}

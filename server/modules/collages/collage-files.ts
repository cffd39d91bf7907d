import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../../db/database';

/**
 * The PNG files a collage was ever rendered to (each change renders a new one, named afresh), read from its events,
 * so deleting a collage or its shop removes every version from MEDIA_DIR, not only the current one.
 */
export async function removeCollageFiles(
  db: Queryable,
  directory: string,
  filter: { collageId: string } | { shopDomain: string },
): Promise<void> {
  const { rows } = await db.query<{ file: string | null }>(
    `select distinct data->'document'->'content'->>'imageFile' as file from events
     where stream_id like 'collage:%' and ${'collageId' in filter ? 'stream_id = $1' : "data->>'shopDomain' = $1"}`,
    ['collageId' in filter ? `collage:${filter.collageId}` : filter.shopDomain],
  );
  await Promise.all(
    rows.flatMap((row) =>
      row.file && /^[A-Za-z0-9_-]{16}\.png$/.test(row.file) ? [rm(join(directory, row.file), { force: true })] : [],
    ),
  );
}

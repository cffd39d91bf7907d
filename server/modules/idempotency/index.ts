import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../services';
import { idempotencyErasure } from './idempotency-store';

/**
 * Safe retries of writes: the table of the first answers to requests sent with an Idempotency-Key. The HTTP router
 * uses it (server/http/idempotent-operation.ts) for the operations whose contract takes the header.
 */
export const idempotencyModule: ServerModule = {
  name: 'idempotency',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  erasure: idempotencyErasure,
};

export { createIdempotencyStore, IDEMPOTENCY_WINDOW_MS, type IdempotencyStore } from './idempotency-store';

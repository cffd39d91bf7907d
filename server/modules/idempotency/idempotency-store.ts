import type { Queryable } from '../../db/database';
import type { AccountErasure } from '../../services';

/** How long a key's first answer is kept and replayed. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A claim older than this with no answer belongs to a request whose process died: the key is free again. */
export const ABANDONED_CLAIM_MS = 5 * 60 * 1000;

export interface StoredAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface IdempotencyScope {
  owner: string;
  operationId: string;
  key: string;
}

export type Claim =
  { kind: 'claimed' } | { kind: 'answered'; answer: StoredAnswer } | { kind: 'inProgress' } | { kind: 'otherRequest' };

interface Row {
  request_hash: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
  created_at: Date;
}

/** The idempotency_keys table: claim a key for a request, keep its answer, or give the claim up. */
export function createIdempotencyStore(db: Queryable) {
  const where = 'owner = $1 and operation_id = $2 and key = $3';
  const args = (scope: IdempotencyScope) => [scope.owner, scope.operationId, scope.key];
  return {
    /** Claims the key for this request, or says what holds it: its first answer, a request in flight, another request. */
    async claim(scope: IdempotencyScope, requestHash: string, now: Date): Promise<Claim> {
      // An expired answer, or a claim its process abandoned, frees the key.
      await db.query(
        `delete from idempotency_keys where ${where} and (created_at < $4 or (status is null and created_at < $5))`,
        [...args(scope), new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS), new Date(now.getTime() - ABANDONED_CLAIM_MS)],
      );
      const inserted = await db.query(
        `insert into idempotency_keys (owner, operation_id, key, request_hash, created_at) values ($1, $2, $3, $4, $5)
         on conflict do nothing returning 1 as claimed`,
        [...args(scope), requestHash, now],
      );
      if (inserted.rows.length > 0) return { kind: 'claimed' };
      const { rows } = await db.query<Row>(
        `select request_hash, status, content_type, body, created_at from idempotency_keys where ${where}`,
        args(scope),
      );
      const row = rows[0];
      // Freed between the insert and the read: a retry of the caller finds it free.
      if (!row) return { kind: 'inProgress' };
      if (row.request_hash !== requestHash) return { kind: 'otherRequest' };
      if (row.status === null) return { kind: 'inProgress' };
      return {
        kind: 'answered',
        answer: { status: row.status, contentType: row.content_type ?? 'application/json', body: row.body ?? '' },
      };
    },

    async keep(scope: IdempotencyScope, answer: StoredAnswer): Promise<void> {
      await db.query(`update idempotency_keys set status = $4, content_type = $5, body = $6 where ${where}`, [
        ...args(scope),
        answer.status,
        answer.contentType,
        answer.body,
      ]);
    },

    /** Gives a claim up (the request failed and stored nothing): the same key may be sent again. */
    async release(scope: IdempotencyScope): Promise<void> {
      await db.query(`delete from idempotency_keys where ${where} and status is null`, args(scope));
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;

/** Account erasure: the kept answers of a shop (and of its user before it had one) go with it. */
export async function eraseIdempotencyKeys(tx: Queryable, owners: readonly string[]): Promise<void> {
  await tx.query('delete from idempotency_keys where owner = any($1::text[])', [owners]);
}

/** Account erasure: the answers kept for retried writes repeat what the creator sent, so the account's and its shop's go. */
export const idempotencyErasure = (): AccountErasure => ({
  erase: async (tx, { userId, shopDomain }) => {
    await eraseIdempotencyKeys(tx, [...(shopDomain ? [shopDomain] : []), `user:${userId}`]);
  },
});

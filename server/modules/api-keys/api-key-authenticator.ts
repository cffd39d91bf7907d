import { createHash } from 'node:crypto';
import { API_REQUESTS_PER_SECOND, isApiKeyScope } from '../../../src/domain/api-keys';
import { pacificDate } from '../../../src/domain/pacific-time';
import type { Database } from '../../db/database';
import type { Authenticator, Session } from '../../operations';
import { currentPlanOf } from '../billing';

/** Keys are 256 random bits, so a plain SHA-256 is enough to keep them unguessable from the table. */
export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/**
 * Turns an API key into a session of its creator's shop, carrying the key's scopes and the requests a second the
 * shop's plan allows. One indexed look-up by the key's hash; the account must still exist.
 */
export function createApiKeyAuthenticator(db: Database): Authenticator {
  // The last Pacific day written per key in this process, so a busy key costs one write a day.
  const lastWritten = new Map<string, string>();
  return {
    async authenticate(key, now): Promise<Session | undefined> {
      const { rows } = await db.query<{ key_id: string; user_id: string; shop_domain: string; scopes: unknown }>(
        `select k.key_id, k.user_id, k.shop_domain, k.scopes
         from api_keys k join accounts a on a.user_id = k.user_id and a.shop_domain = k.shop_domain
         where k.key_hash = $1`,
        [hashApiKey(key)],
      );
      const row = rows[0];
      if (!row) return undefined;
      const scopes = (Array.isArray(row.scopes) ? row.scopes : []).filter(isApiKeyScope);
      const plan = await currentPlanOf(db, row.shop_domain);
      const today = pacificDate(now);
      if (lastWritten.get(row.key_id) !== today) {
        lastWritten.set(row.key_id, today);
        await db.query(
          `insert into api_key_use (key_id, last_used_on) values ($1, $2)
           on conflict (key_id) do update set last_used_on = greatest(api_key_use.last_used_on, excluded.last_used_on)`,
          [row.key_id, today],
        );
      }
      return {
        sessionId: `api-key:${row.key_id}`,
        userId: row.user_id,
        shopDomain: row.shop_domain,
        apiKey: { keyId: row.key_id, scopes, requestsPerSecond: API_REQUESTS_PER_SECOND[plan.lookupKey] },
      };
    },
  };
}

import type { Projection } from '../../events/projections';
import type { ApiKeyEvent } from './api-key-events';

/** Keeps api_keys: a row while a key lives, none once revoked. */
export const apiKeysProjection: Projection<ApiKeyEvent> = {
  name: 'api-keys',
  tables: ['api_keys'],
  handles: ['ApiKeyCreated', 'ApiKeyRevoked'],
  async apply(tx, event) {
    // An erased shop's events keep only { redacted: true }: its keys are gone.
    if ('redacted' in (event.data as object)) return;
    if (event.type === 'ApiKeyCreated') {
      const d = event.data;
      await tx.query(
        `insert into api_keys (key_id, shop_domain, user_id, name, scopes, key_hash, created_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [d.keyId, d.shopDomain, d.userId, d.name, JSON.stringify(d.scopes), d.keyHash, d.createdAt],
      );
    } else {
      await tx.query('delete from api_keys where key_id = $1', [event.data.keyId]);
    }
  },
};

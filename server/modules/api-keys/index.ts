import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../services';
import { createApiKeyAuthenticator } from './api-key-authenticator';
import { apiKeysErasure } from './api-keys-erasure';
import { createApiKeyOperations } from './api-keys-operations';
import { apiKeysProjection } from './api-keys-projections';

/**
 * API keys (issue 30): a creator's named keys with scopes, for scripts and other tools. Made, listed and revoked
 * by the signed-in creator; the key is answered once and only its hash is kept. The authenticator turns a key into
 * a session of its shop with its scopes; the HTTP edge refuses what the scopes do not cover and limits the rate.
 */
export const apiKeysModule: ServerModule = {
  name: 'api-keys',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [apiKeysProjection],
  apiKeys: (services) => createApiKeyAuthenticator(services.database),
  operations: createApiKeyOperations,
  erasure: apiKeysErasure,
};

export { hashApiKey } from './api-key-authenticator';

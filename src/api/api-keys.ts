/** Typed calls tagged 'apikeys' in openapi.yaml: the creator's API keys, made, listed and revoked. */
import { operation } from './operation';

export const listApiKeys = /* @__PURE__ */ operation('/api-keys/list_api_keys', { shop: true });
export const createApiKey = /* @__PURE__ */ operation('/api-keys/create_api_key', { shop: true });
export const revokeApiKey = /* @__PURE__ */ operation('/api-keys/revoke_api_key', { shop: true });

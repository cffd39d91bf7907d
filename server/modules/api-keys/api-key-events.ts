import type { ApiKeyScope } from '../../../src/domain/api-keys';

/** The events of an API key's stream (`api-key:<keyId>`). Only the key's hash is ever recorded. */
export type ApiKeyEvent =
  | {
      type: 'ApiKeyCreated';
      data: {
        keyId: string;
        shopDomain: string;
        userId: string;
        name: string;
        scopes: ApiKeyScope[];
        keyHash: string;
        createdAt: string;
      };
    }
  | { type: 'ApiKeyRevoked'; data: { keyId: string; shopDomain: string; revokedAt: string } };

export const apiKeyStream = (keyId: string) => `api-key:${keyId}`;

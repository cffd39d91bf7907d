import type { SimulationExamples } from './actor-examples';
import type { apiKeysMachine } from './api-keys.machine';

const EXAMPLE_KEY = {
  keyId: 'k-1',
  name: 'Google Sheets sync',
  scopes: ['links:read' as const, 'earnings:read' as const],
  createdAt: '2026-11-20T18:00:00.000Z',
  lastUsedOn: '2026-11-28',
};

export const apiKeysExamples: SimulationExamples<typeof apiKeysMachine> = {
  actors: {
    listApiKeys: { output: { list: [EXAMPLE_KEY] }, error: 'Your API keys could not be loaded.' },
    createApiKey: {
      output: {
        key: 'lmk_EXAMPLEexampleEXAMPLEexampleEXAMPLEexample0',
        apiKey: { ...EXAMPLE_KEY, keyId: 'k-2', name: 'Zapier', lastUsedOn: null },
      },
      error: 'A shop can hold at most 20 API keys. Revoke one you no longer use first.',
    },
    revokeApiKey: { output: EXAMPLE_KEY, error: 'This API key does not exist or was revoked already.' },
  },
};

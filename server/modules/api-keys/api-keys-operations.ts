import { randomBytes, randomUUID } from 'node:crypto';
import { API_KEY_RANDOM_BYTES, apiKeyFromBytes, isApiKeyScope } from '../../../src/domain/api-keys';
import type { components } from '../../../src/generated/api';
import { forbidden } from '../../errors';
import { NO_STREAM } from '../../events/events';
import { sessionOf, shopOf, type OperationHandlers, type RequestContext } from '../../operations';
import type { Services } from '../../services';
import { hashApiKey } from './api-key-authenticator';
import { decideApiKey, evolveApiKey, INITIAL_API_KEY } from './api-key-decider';
import { apiKeyStream, type ApiKeyEvent } from './api-key-events';

type ApiKey = components['schemas']['ApiKey'];

/** Keys are made and revoked by the creator signed in, never by a key (it could otherwise widen itself). */
function signedInShop(ctx: RequestContext): string {
  if (sessionOf(ctx).apiKey) throw forbidden('API keys cannot manage API keys. Sign in to the app to do that.');
  return shopOf(ctx);
}

interface KeyRow {
  key_id: string;
  name: string;
  scopes: unknown;
  created_at: Date;
  last_used_on: string | Date | null;
}

const dateOnly = (value: string | Date | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

const toApiKey = (row: KeyRow): ApiKey => ({
  keyId: row.key_id,
  name: row.name,
  scopes: (Array.isArray(row.scopes) ? row.scopes : []).filter(isApiKeyScope),
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedOn: dateOnly(row.last_used_on),
});

export function createApiKeyOperations({ database: db, eventStore }: Services): OperationHandlers {
  const keysOf = async (shopDomain: string, keyId?: string): Promise<ApiKey[]> => {
    const { rows } = await db.query<KeyRow>(
      `select k.key_id, k.name, k.scopes, k.created_at, u.last_used_on::text as last_used_on
       from api_keys k left join api_key_use u on u.key_id = k.key_id
       where k.shop_domain = $1 and ($2::text is null or k.key_id = $2)
       order by k.created_at desc, k.key_id`,
      [shopDomain, keyId ?? null],
    );
    return rows.map(toApiKey);
  };

  const stateOf = async (keyId: string) => {
    const events = await eventStore.readStream<ApiKeyEvent>(apiKeyStream(keyId));
    return { state: events.reduce(evolveApiKey, INITIAL_API_KEY), version: events.length };
  };

  return {
    listApiKeys: async (ctx) => ({ list: await keysOf(signedInShop(ctx)) }),

    createApiKey: async (ctx) => {
      const shopDomain = signedInShop(ctx);
      const body = ctx.body as components['schemas']['ApiKeyCreateRequest'];
      const keyId = randomUUID();
      const key = apiKeyFromBytes(randomBytes(API_KEY_RANDOM_BYTES));
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from api_keys where shop_domain = $1', [
        shopDomain,
      ]);
      const events = decideApiKey(
        {
          type: 'CreateApiKey',
          keyId,
          shopDomain,
          userId: sessionOf(ctx).userId,
          name: body.name,
          scopes: body.scopes,
          keyHash: hashApiKey(key),
          liveKeys: Number(rows[0]?.n ?? 0),
          now: ctx.now,
        },
        INITIAL_API_KEY,
      );
      await eventStore.append(apiKeyStream(keyId), NO_STREAM, events, { metadata: { requestId: ctx.requestId } });
      const [apiKey] = await keysOf(shopDomain, keyId);
      return { key, apiKey: apiKey! };
    },

    revokeApiKey: async (ctx) => {
      const shopDomain = signedInShop(ctx);
      const { keyId } = ctx.body as components['schemas']['ApiKeyRevokeRequest'];
      const [before] = await keysOf(shopDomain, keyId);
      const { state, version } = await stateOf(keyId);
      const events = decideApiKey({ type: 'RevokeApiKey', keyId, shopDomain, now: ctx.now }, state);
      await eventStore.append(apiKeyStream(keyId), version, events, { metadata: { requestId: ctx.requestId } });
      return before!;
    },
  };
}

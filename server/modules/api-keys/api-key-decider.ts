import { API_KEYS_PER_SHOP, apiKeyDraftProblem, type ApiKeyScope } from '../../../src/domain/api-keys';
import { clash, invalid, missing } from '../../events/domain-error';
import type { ApiKeyEvent } from './api-key-events';

/** What the decider knows of one key: nothing before it is made, then its shop and whether it still lives. */
export type ApiKeyState = { status: 'none' } | { status: 'live' | 'revoked'; shopDomain: string };

export const INITIAL_API_KEY: ApiKeyState = { status: 'none' };

export function evolveApiKey(state: ApiKeyState, event: ApiKeyEvent): ApiKeyState {
  // An erased shop's events keep only { redacted: true }: the key is gone.
  if ('redacted' in (event.data as object)) return { status: 'none' };
  switch (event.type) {
    case 'ApiKeyCreated':
      return { status: 'live', shopDomain: event.data.shopDomain };
    case 'ApiKeyRevoked':
      return state.status === 'none' ? state : { ...state, status: 'revoked' };
  }
}

export interface CreateApiKey {
  type: 'CreateApiKey';
  keyId: string;
  shopDomain: string;
  userId: string;
  name: string;
  scopes: readonly string[];
  /** The SHA-256 of the key drawn for it; the key itself never reaches the decider. */
  keyHash: string;
  /** Live keys the shop holds already. */
  liveKeys: number;
  now: Date;
}

export interface RevokeApiKey {
  type: 'RevokeApiKey';
  keyId: string;
  shopDomain: string;
  now: Date;
}

export function decideApiKey(command: CreateApiKey | RevokeApiKey, state: ApiKeyState): ApiKeyEvent[] {
  if (command.type === 'CreateApiKey') {
    const problem = apiKeyDraftProblem(command.name, command.scopes);
    if (problem) throw invalid(problem);
    if (state.status !== 'none') throw clash('This key exists already.');
    if (command.liveKeys >= API_KEYS_PER_SHOP)
      throw invalid(`A shop can hold at most ${API_KEYS_PER_SHOP} API keys. Revoke one you no longer use first.`);
    return [
      {
        type: 'ApiKeyCreated',
        data: {
          keyId: command.keyId,
          shopDomain: command.shopDomain,
          userId: command.userId,
          name: command.name.trim(),
          scopes: [...command.scopes] as ApiKeyScope[],
          keyHash: command.keyHash,
          createdAt: command.now.toISOString(),
        },
      },
    ];
  }
  // Another shop's key reads as missing, so its existence is not revealed.
  if (state.status !== 'live' || state.shopDomain !== command.shopDomain)
    throw missing('This API key does not exist or was revoked already.');
  return [
    {
      type: 'ApiKeyRevoked',
      data: { keyId: command.keyId, shopDomain: command.shopDomain, revokedAt: command.now.toISOString() },
    },
  ];
}

import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { isApiKeyScope, type ApiKeyScope } from '../../src/domain/api-keys';

export type Host = 'default' | 'chat' | 'gateway' | 'analytics';

/** URL prefixes under which the embedded server answers each host's calls (openapi.yaml `servers`). */
export const HOST_PREFIX: Record<Host, string> = {
  default: '',
  chat: '/hosts/chat',
  gateway: '/hosts/gateway',
  analytics: '/hosts/analytics',
};

export interface ContractParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: unknown;
}

/** One operation of openapi.yaml, as the server needs it. */
export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  host: Host;
  tag: string;
  /** True when the call needs a signed-in creator. */
  secured: boolean;
  /** True when the call acts on the caller's shop (a shopDomain naming another shop is refused). */
  shopScoped: boolean;
  /** The scope an API key needs to call it (`x-api-key-scope`); absent where no key may call it. */
  apiKeyScope?: ApiKeyScope;
  /** Request media type, when the call has a body. */
  bodyType?: string;
  bodyRequired: boolean;
  bodySchema?: unknown;
  /** The operation's own body limit (`x-max-body-bytes`), for uploads larger than the server's usual one. */
  maxBodyBytes?: number;
  parameters: ContractParameter[];
  /** True when the operation takes an Idempotency-Key header (a create or payment call safe to retry). */
  idempotent: boolean;
  /** 'json' when the 200 answer is the envelope; otherwise the media type (html, spreadsheet, redirect). */
  responseType: string;
}

export interface Contract {
  document: Record<string, unknown>;
  operations: ContractOperation[];
  byId: Map<string, ContractOperation>;
}

type Json = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function resolveRef<T>(document: Json, node: unknown): T {
  let current = node as Json;
  const seen = new Set<string>();
  while (current && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (seen.has(ref)) throw new Error(`openapi.yaml: circular $ref ${ref}`);
    seen.add(ref);
    current = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json>((at, key) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, document);
  }
  return current as T;
}

function responseTypeOf(document: Json, op: Json): string {
  const responses = (op.responses ?? {}) as Json;
  const okKey = Object.keys(responses).find((k) => /^2\d\d$/.test(k));
  const redirect = Object.keys(responses).find((k) => /^3\d\d$/.test(k));
  const answer = okKey ? resolveRef<Json>(document, responses[okKey]) : undefined;
  const content = (answer?.content ?? {}) as Json;
  const types = Object.keys(content);
  if (types.includes('application/json')) return 'json';
  if (types[0]) return types[0];
  return redirect ? 'redirect' : 'none';
}

/** An operation's key scope; a mark that names no scope, or lacks apiKeyAuth in security, stops the start. */
function apiKeyScopeOf(op: Json): { apiKeyScope?: ApiKeyScope } {
  const scope = op['x-api-key-scope'];
  const keyed = ((op.security ?? []) as Json[]).some((s) => 'apiKeyAuth' in s);
  if (scope === undefined && !keyed) return {};
  if (!isApiKeyScope(scope) || !keyed)
    throw new Error(`openapi.yaml: ${String(op.operationId)} needs both apiKeyAuth and a known x-api-key-scope`);
  return { apiKeyScope: scope };
}

export function loadContract(file = new URL('../../openapi.yaml', import.meta.url)): Contract {
  const document = parse(readFileSync(file, 'utf8')) as Json;
  const globalSecurity = (document.security ?? []) as unknown[];
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    const shared = ((item.parameters ?? []) as unknown[]).map((p) => resolveRef<ContractParameter>(document, p));
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const security = (op.security ?? globalSecurity) as unknown[];
      const body = op.requestBody ? resolveRef<Json>(document, op.requestBody) : undefined;
      const content = (body?.content ?? {}) as Record<string, Json>;
      const bodyType = Object.keys(content)[0];
      const own = ((op.parameters ?? []) as unknown[]).map((p) => resolveRef<ContractParameter>(document, p));
      const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own].map(
        (p) => ({
          ...p,
          required: p.required === true,
        }),
      );
      operations.push({
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path,
        host: (op['x-host'] as Host | undefined) ?? 'default',
        tag: String(((op.tags ?? []) as string[])[0] ?? ''),
        secured: security.some((s) => Object.keys(s as Json).length > 0),
        shopScoped: op['x-shop-scoped'] === true,
        ...apiKeyScopeOf(op),
        bodyType,
        bodyRequired: body?.required === true,
        bodySchema: bodyType ? content[bodyType]?.schema : undefined,
        ...(typeof op['x-max-body-bytes'] === 'number' ? { maxBodyBytes: op['x-max-body-bytes'] } : {}),
        parameters,
        idempotent: parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key'),
        responseType: responseTypeOf(document, op),
      });
    }
  }
  return { document, operations, byId: new Map(operations.map((o) => [o.operationId, o])) };
}

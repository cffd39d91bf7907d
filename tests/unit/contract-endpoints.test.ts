import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * openapi.yaml against the call list of the product spec (a copy in tests/fixtures, so the project tests
 * without ../shared): every call is there with its method, host and group, and the contract-wide rules
 * (operationId rule, envelope, security, shop scope) hold for every operation.
 */

type Json = Record<string, unknown>;
interface Operation {
  method: string;
  path: string;
  op: Json;
}

const contract = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as Json;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations: Operation[] = Object.entries(contract.paths as Record<string, Json>).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({ method: m.toUpperCase(), path, op: item[m] as Json })),
);
const rows = readFileSync(new URL('../fixtures/spec-endpoints.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#') && !line.startsWith('group\t'))
  .map((line) => {
    const [group = '', method = '', host = '', path = ''] = line.split('\t');
    return { group, method, host, path };
  });

function find(method: string, path: string): Json | undefined {
  return operations.find((o) => o.method === method && o.path === path)?.op;
}

function resolve(node: unknown): Json {
  let current = node as Json;
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json>((at, key) => at[key] as Json, contract);
  }
  return current;
}

function requestSchemas(op: Json): unknown[] {
  const content = (resolve(op.requestBody)?.content ?? {}) as Record<string, Json>;
  const parameters = ((op.parameters ?? []) as Json[]).map(resolve);
  return [...Object.values(content).map((m) => m.schema), ...parameters.map((p) => p.schema)].filter(Boolean);
}

function okResponse(op: Json): Json | undefined {
  const responses = op.responses as Json;
  return responses['200'] ? resolve(responses['200']) : undefined;
}

// The documented operationId rule (info.description), re-implemented here as its executable definition.
const isVersion = (segment: string) => /^[vV][0-9]+$/.test(segment);
const camel = (segment: string) =>
  segment
    .split(/[-_.]+/)
    .filter(Boolean)
    .map((part, i) => (i === 0 ? part.charAt(0).toLowerCase() : part.charAt(0).toUpperCase()) + part.slice(1))
    .join('');
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function ruleIds(paths: string[]): Map<string, string> {
  const parts = new Map(
    paths.map((path) => {
      const segments = path.split('/').filter((s) => s !== '' && !s.startsWith('{'));
      const literal = segments.filter((s) => !isVersion(s));
      const version = segments.find(isVersion);
      let name = camel(literal[literal.length - 1] ?? '');
      const suffix = version ? `V${version.slice(1)}` : '';
      if (suffix && !name.toLowerCase().endsWith(suffix.toLowerCase())) name += suffix;
      return [path, { name, before: literal.slice(0, -1) }] as const;
    }),
  );
  const depth = new Map(paths.map((p) => [p, 0]));
  const nameOf = (path: string) => {
    const { name, before } = parts.get(path)!;
    const d = depth.get(path)!;
    if (d > before.length) throw new Error(`the rule cannot separate ${path}`);
    return d === 0 ? name : camel(before.slice(before.length - d).join('_')) + capitalise(name);
  };
  for (;;) {
    const groups = new Map<string, string[]>();
    for (const p of paths) groups.set(nameOf(p), [...(groups.get(nameOf(p)) ?? []), p]);
    const clashing = [...groups.values()].filter((g) => g.length > 1).flat();
    if (clashing.length === 0) return new Map(paths.map((p) => [p, nameOf(p)]));
    for (const p of clashing) depth.set(p, depth.get(p)! + 1);
  }
}

/** Operations answering browsers and providers, named verb + object (rule 4 of info.description). */
const NAMED_BY_PURPOSE = new Set([
  'redirectShortLink',
  'renderBioPage',
  'renderBioPageStyle',
  'renderLandingPage',
  'renderGalleryPage',
  'renderCollagePage',
  'renderCombinedLinkPage',
  'renderGroupLinkPage',
  'renderCheckoutPage',
  'submitCheckout',
  'renderFacebookConnectPage',
  'submitFacebookConnect',
  'verifyInstagramWebhook',
  'receiveInstagramWebhook',
  'verifyFacebookWebhook',
  'receiveFacebookWebhook',
  'receivePaymentWebhook',
  'receiveConversionPostback',
]);

/** Calls that work without a session; every other operation needs the bearer token. */
const PUBLIC = new Set([
  'POST /blogger/v2/login',
  'POST /blogger/v3/register',
  'POST /blogger/v4/register',
  'POST /blogger/checkUserName',
  'POST /blogger/checkEmailPhoneHandle',
  'POST /user/get_code',
  'POST /user/get_code_v2',
  'POST /user/verify_code',
  'POST /user/update_password_v2',
  'POST /blogger/fbTokenCheck',
  'POST /blogger/appleTokenCheck',
  'POST /blogger/getFacebookLoginUrl',
  'POST /blogger/fb/oauth',
  'GET /p/bloggerinfo',
  'POST /bio_web/get_user_media_list',
  'POST /bio_web/get_button_list',
  'POST /bio_web/get_social_account_list',
  'POST /bio_web/get_most_popular',
  'POST /bio_web/get_trending',
  'POST /user/getAppForceUpdateInfo',
  'POST /setting/industry/list/v2',
  'GET /auth/public-key',
  'GET /healthz',
  'GET /readyz',
  'GET /auth/sign-in-providers',
  'GET /webhooks/instagram',
  'POST /webhooks/instagram',
  'GET /webhooks/facebook',
  'POST /webhooks/facebook',
  'GET /connect/facebook',
  'POST /connect/facebook',
  'POST /webhooks/payments',
  'POST /webhooks/conversions',
  'GET /checkout/{sessionId}',
  'POST /checkout/{sessionId}',
  'GET /s/{code}',
  'GET /b/{handle}',
  'GET /bs/style.css',
  'GET /l/{slug}',
  'GET /g/{slug}',
  'GET /k/{slug}',
  'GET /c/{code}',
  'GET /gl/{code}',
]);

describe('openapi.yaml covers the spec call list', () => {
  it('reads the 209 calls of the fixture', () => {
    expect(rows).toHaveLength(209);
  });

  it.each(rows)('$method $path ($group, $host host)', ({ group, method, host, path }) => {
    const op = find(method, path);
    expect(op, `${method} ${path} is missing from openapi.yaml`).toBeDefined();
    if (!op) return;
    expect(op['x-host']).toBe(host);
    const servers = op.servers as Array<{ url: string }> | undefined;
    if (host === 'default') expect(servers).toBeUndefined();
    else expect(servers?.map((s) => s.url)).toEqual([`/hosts/${host}`]);
    expect(op.operationId).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(op.tags).toEqual([group]);
    if (method !== 'GET') expect(requestSchemas(op).length, 'a request schema').toBeGreaterThan(0);
    const ok = okResponse(op);
    const media = Object.values((ok?.content ?? {}) as Record<string, Json>);
    expect(media.length, 'a 200 response with content').toBeGreaterThan(0);
    for (const m of media) expect(m.schema, 'a 200 response schema').toBeDefined();
  });

  it('has unique operationIds and prints the count', () => {
    const ids = operations.map((o) => String(o.op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    const spec = new Set(rows.map((r) => `${r.method} ${r.path}`));
    const beyond = operations.filter((o) => !spec.has(`${o.method} ${o.path}`)).length;
    console.log(
      `[contract] ${operations.length} operations: ${rows.length} from the spec call list, ${beyond} beyond it`,
    );
    expect(operations.length).toBe(rows.length + beyond);
  });
});

describe('contract-wide rules', () => {
  it('names every operation by the documented operationId rule', () => {
    const ruled = operations.filter((o) => !NAMED_BY_PURPOSE.has(String(o.op.operationId)));
    const expected = ruleIds(ruled.map((o) => o.path));
    const mismatches = ruled
      .filter((o) => expected.get(o.path) !== o.op.operationId)
      .map((o) => `${o.method} ${o.path}: ${String(o.op.operationId)}, rule says ${expected.get(o.path)}`);
    expect(mismatches).toEqual([]);
    expect(find('POST', '/app/get_shortlink/v3')?.operationId).toBe('getShortlinkV3');
    expect(find('POST', '/blogger/v2/login')?.operationId).toBe('loginV2');
    expect(find('POST', '/setting/v2/getInfo')?.operationId).toBe('getInfoV2');
    expect(find('POST', '/chat/checkHasAuth/V3')?.operationId).toBe('checkHasAuthV3');
    expect(find('POST', '/bio/get_button_list')?.operationId).toBe('bioGetButtonList');
    expect(find('POST', '/bio_web/get_button_list')?.operationId).toBe('bioWebGetButtonList');
    expect(find('POST', '/facebook/addNewShop')?.operationId).toBe('facebookAddNewShop');
    expect(find('POST', '/apple/addNewShop')?.operationId).toBe('appleAddNewShop');
  });

  it('declares one default server and a described tag for every tag in use', () => {
    expect((contract.servers as Array<{ url: string }>).map((s) => s.url)).toEqual(['/']);
    const declared = new Map(
      (contract.tags as Array<{ name: string; description?: string }>).map((t) => [t.name, t.description]),
    );
    for (const { op } of operations) {
      const tags = op.tags as string[];
      expect(tags).toHaveLength(1);
      expect(declared.get(tags[0]!), `tag ${tags[0]} needs a description`).toBeTruthy();
    }
    for (const extra of [
      'keys',
      'landingpages',
      'galleries',
      'collages',
      'supportchat',
      'webhooks',
      'public',
      'health',
    ])
      expect(declared.has(extra)).toBe(true);
  });

  it('states security explicitly: public calls are exactly the documented ones', () => {
    for (const { method, path, op } of operations) {
      const key = `${method} ${path}`;
      expect(op.security, `${key} must state its security`).toBeDefined();
      // An operation open to API keys names the scope they need, and lists apiKeyAuth as the other way in.
      const signedIn = op['x-api-key-scope'] ? [{ bearerAuth: [] }, { apiKeyAuth: [] }] : [{ bearerAuth: [] }];
      expect(op.security, key).toEqual(PUBLIC.has(key) ? [] : signedIn);
    }
  });

  it('marks the host of every operation and the shop scope consistently', () => {
    for (const { method, path, op } of operations) {
      const key = `${method} ${path}`;
      expect(['default', 'chat', 'gateway', 'analytics'], key).toContain(op['x-host']);
      expect(typeof op['x-shop-scoped'], key).toBe('boolean');
      const secured = (op.security as unknown[]).length > 0;
      if (!secured) expect(op['x-shop-scoped'], `${key} is public, so it cannot be shop-scoped`).toBe(false);
      if (op['x-shop-scoped'] !== true) continue;
      if (method === 'GET') {
        const names = ((op.parameters ?? []) as Json[]).map((p) => resolve(p).name);
        expect(names, `${key} takes shopDomain in its query`).toContain('shopDomain');
        continue;
      }
      const content = resolve(op.requestBody).content as Record<string, Json>;
      for (const [media, { schema }] of Object.entries(content)) {
        const properties = collectProperties(schema);
        expect(properties, `${key} ${media} body accepts shopDomain`).toContain('shopDomain');
      }
    }
  });

  it('answers JSON in the envelope with code, message and data all required', () => {
    for (const { method, path, op } of operations) {
      const media = (okResponse(op)?.content ?? {}) as Record<string, Json>;
      const json = media['application/json'];
      if (!json) continue;
      const schema = json.schema as Json;
      const parts = (schema.allOf ?? []) as Json[];
      expect(parts[0], `${method} ${path}`).toEqual({ $ref: '#/components/schemas/Envelope' });
      expect(parts[1]?.required, `${method} ${path} lists data as required`).toEqual(['data']);
      expect((parts[1]?.properties as Json | undefined)?.data, `${method} ${path} describes data`).toBeDefined();
    }
    const envelope = resolve({ $ref: '#/components/schemas/Envelope' });
    expect(envelope.required).toEqual(['code', 'message', 'data']);
  });

  it('answers the three exports as spreadsheets and the audience pages as HTML or a redirect', () => {
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    for (const path of [
      '/boostingData/exportByDate',
      '/boostingData/exportByContentId',
      '/app/settlement/settlement-export',
    ]) {
      const content = okResponse(find('POST', path)!)?.content as Json;
      expect(Object.keys(content)).toEqual([xlsx]);
      expect((content[xlsx] as Json).schema).toMatchObject({ type: 'string', format: 'binary' });
    }
    for (const path of [
      '/b/{handle}',
      '/l/{slug}',
      '/g/{slug}',
      '/k/{slug}',
      '/c/{code}',
      '/gl/{code}',
      '/checkout/{sessionId}',
    ]) {
      expect(Object.keys(okResponse(find('GET', path)!)?.content as Json)).toEqual(['text/html']);
    }
    const redirect = find('GET', '/s/{code}')!.responses as Json;
    expect(Object.keys(redirect).sort()).toEqual(['302', '404', '410']);
  });

  it('uses the media types the spec names for uploads and the combined-link form', () => {
    expect(Object.keys(resolve(find('POST', '/app/update_collection')!.requestBody).content as Json)).toEqual([
      'multipart/form-data',
    ]);
    expect(Object.keys(resolve(find('POST', '/app/combinelink/create')!.requestBody).content as Json)).toEqual([
      'application/x-www-form-urlencoded',
    ]);
  });
});

function collectProperties(schema: unknown): string[] {
  const s = resolve(schema);
  return [...Object.keys((s.properties ?? {}) as Json), ...((s.allOf ?? []) as unknown[]).flatMap(collectProperties)];
}

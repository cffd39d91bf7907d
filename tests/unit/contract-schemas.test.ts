import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * Every request and response schema of openapi.yaml compiles with Ajv 2020 in strict mode, the way the server
 * validates requests: component schemas live under the `$defs` of one registered root and operation schemas
 * reach them through rewritten refs. Samples then pin down the auth bodies another module depends on.
 */

type Json = Record<string, unknown>;
const contract = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as Json;
const componentSchemas = (contract.components as Json).schemas as Record<string, Json>;
const ROOT_ID = 'https://linkmint.invalid/openapi.json';

function anchored(schema: unknown, base: string): unknown {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${base}#/$defs/`));
}

function newAjv() {
  // The CommonJS default exports need unwrapping when loaded as ES modules.
  const AjvClass = ((Ajv2020 as unknown as { default?: typeof Ajv2020 }).default ?? Ajv2020) as typeof Ajv2020;
  const formats = ((addFormats as unknown as { default?: typeof addFormats }).default ??
    addFormats) as typeof addFormats;
  const ajv = new AjvClass({ strict: true, strictRequired: true, allErrors: true, useDefaults: true });
  formats(ajv);
  // The one annotation keyword the contract adds to JSON Schema: labels of numeric codes.
  ajv.addKeyword({
    keyword: 'x-enum-descriptions',
    schemaType: 'array',
    metaSchema: { type: 'array', items: { type: 'string' } },
  });
  ajv.addSchema({ $id: ROOT_ID, $defs: anchored(componentSchemas, '') as Json });
  return ajv;
}

const ajv = newAjv();
const compile = (schema: unknown) => ajv.compile(anchored(schema, ROOT_ID) as Json);

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

interface Found {
  where: string;
  schema: unknown;
}

/** Every schema an operation carries: bodies per media type, parameters (as the object the server builds), answers. */
function operationSchemas(): Found[] {
  const found: Found[] = [];
  for (const [path, item] of Object.entries(contract.paths as Record<string, Json>)) {
    for (const [method, raw] of Object.entries(item)) {
      const op = raw as Json;
      const key = `${method.toUpperCase()} ${path}`;
      const body = op.requestBody ? resolve(op.requestBody) : undefined;
      for (const [media, m] of Object.entries((body?.content ?? {}) as Record<string, Json>)) {
        found.push({ where: `${key} request ${media}`, schema: m.schema });
      }
      const parameters = ((op.parameters ?? []) as Json[]).map(resolve);
      for (const place of ['path', 'query', 'header']) {
        const list = parameters.filter((p) => p.in === place);
        if (list.length === 0) continue;
        found.push({
          where: `${key} ${place} parameters`,
          schema: {
            type: 'object',
            properties: Object.fromEntries(list.map((p) => [String(p.name), p.schema])),
            required: list.filter((p) => p.required === true).map((p) => String(p.name)),
          },
        });
      }
      for (const [code, raw] of Object.entries(op.responses as Json)) {
        const response = resolve(raw);
        for (const [media, m] of Object.entries((response.content ?? {}) as Record<string, Json>)) {
          found.push({ where: `${key} ${code} ${media}`, schema: m.schema });
        }
        for (const [name, header] of Object.entries((response.headers ?? {}) as Record<string, Json>)) {
          found.push({ where: `${key} ${code} header ${name}`, schema: header.schema });
        }
      }
    }
  }
  return found;
}

function bodyValidator(method: string, path: string, media = 'application/json') {
  const op = (contract.paths as Record<string, Json>)[path]?.[method] as Json;
  const content = resolve(op.requestBody).content as Record<string, Json>;
  return compile(content[media]?.schema);
}

function okValidator(method: string, path: string) {
  const op = (contract.paths as Record<string, Json>)[path]?.[method] as Json;
  const ok = resolve((op.responses as Json)['200']).content as Record<string, Json>;
  return compile(ok['application/json']?.schema);
}

/** Visits every subschema position of a schema (not examples or other annotation values). */
function walk(schema: unknown, at: string, visit: (node: Json, at: string) => void) {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as Json;
  visit(node, at);
  for (const key of ['properties', '$defs', 'dependentSchemas', 'patternProperties']) {
    for (const [name, sub] of Object.entries((node[key] ?? {}) as Json)) walk(sub, `${at}/${key}/${name}`, visit);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems']) {
    ((node[key] ?? []) as unknown[]).forEach((sub, i) => walk(sub, `${at}/${key}/${i}`, visit));
  }
  for (const key of ['items', 'not', 'contains', 'additionalProperties', 'unevaluatedProperties', 'propertyNames']) {
    if (node[key] && typeof node[key] === 'object') walk(node[key], `${at}/${key}`, visit);
  }
}

const encrypted = 'QmFzZTY0Q2lwaGVydGV4dE9mVGhlUGFzc3dvcmQ=';
const registration = {
  username: 'janedoe',
  password: encrypted,
  email: 'jane@example.com',
  handle: 'jane.picks',
  firstName: 'Jane',
  lastName: 'Doe',
  phone: '+1 415 555 0100',
  industry: 'beauty',
  amazonTrackingId: 'janedoe-20',
  amazonStoreFrontUrl: 'https://www.amazon.com/shop/janedoe',
  targetStoreFrontUrl: 'https://www.target.com/creators/janedoe',
  walmartStoreFrontUrl: 'https://www.walmart.com/cp/janedoe',
  referCode: 'FRIEND2025',
  perferredContact: 'email',
  numbersOfFollowers: '10k_50k',
  primaryPlatform: 'instagram',
  primaryPlatformHandle: 'jane.picks',
};

describe('schemas compile with Ajv 2020 in strict mode', () => {
  it('compiles every component schema', () => {
    const names = Object.keys(componentSchemas);
    for (const name of names) expect(() => ajv.getSchema(`${ROOT_ID}#/$defs/${name}`), name).not.toThrow();
    expect(names.length).toBeGreaterThan(100);
  });

  it('compiles every request and response schema of every operation', () => {
    const found = operationSchemas();
    const failures: string[] = [];
    for (const { where, schema } of found) {
      try {
        compile(schema);
      } catch (error) {
        failures.push(`${where}: ${(error as Error).message}`);
      }
    }
    console.log(
      `[contract] compiled ${found.length} operation schemas and ${Object.keys(componentSchemas).length} components`,
    );
    expect(failures).toEqual([]);
  });

  it('has no placeholder schemas: every subschema constrains something', () => {
    const vague: string[] = [];
    const check = (node: Json, at: string) => {
      const constrains = ['type', '$ref', 'allOf', 'anyOf', 'oneOf', 'enum', 'const'].some((k) => k in node);
      // Envelope.data is the one deliberately open slot; every operation narrows it in its own answer.
      if (!constrains && at !== 'Envelope/properties/data') vague.push(at);
      const composed = 'allOf' in node || 'anyOf' in node || 'oneOf' in node;
      if (
        node.type === 'object' &&
        !composed &&
        Object.keys((node.properties ?? {}) as Json).length === 0 &&
        node.maxProperties !== 0
      )
        vague.push(`${at} (object without properties)`);
    };
    for (const [name, schema] of Object.entries(componentSchemas)) walk(schema, name, check);
    for (const { where, schema } of operationSchemas()) walk(schema, where, check);
    expect(vague).toEqual([]);
  });

  it('labels every value of a labelled enum', () => {
    const mismatched: string[] = [];
    for (const [name, schema] of Object.entries(componentSchemas)) {
      walk(schema, name, (node, at) => {
        const labels = node['x-enum-descriptions'];
        if (labels !== undefined && (labels as unknown[]).length !== ((node.enum ?? []) as unknown[]).length)
          mismatched.push(at);
      });
    }
    expect(mismatched).toEqual([]);
    expect(componentSchemas.ShopSource?.enum).toEqual([1, 3, 4, 16, 18, 6, 7, 11, 8, 9, 14, 12, 15, 10, 2, 13, 17, 5]);
  });

  it('closes every JSON request body except provider webhooks', () => {
    const open: string[] = [];
    for (const { where, schema } of operationSchemas()) {
      if (!/ request application\/json$/.test(where) || where.startsWith('POST /webhooks/')) continue;
      const s = resolve(schema);
      if (s.additionalProperties !== false && s.unevaluatedProperties !== false) open.push(where);
    }
    expect(open).toEqual([]);
  });
});

describe('sample bodies', () => {
  const login = bodyValidator('post', '/blogger/v2/login');
  const registerV3 = bodyValidator('post', '/blogger/v3/register');
  const registerV4 = bodyValidator('post', '/blogger/v4/register');

  it('accepts a login with an encrypted password and refuses malformed ones', () => {
    expect(login({ username: 'janedoe', password: encrypted })).toBe(true);
    expect(login({ username: 'jane@example.com', password: encrypted })).toBe(true);
    expect(login({ username: 'janedoe' })).toBe(false);
    expect(login({ username: '', password: encrypted })).toBe(false);
    expect(login({ username: 'janedoe', password: 'hunter2 in clear text' })).toBe(false);
    expect(login({ username: 'janedoe', password: encrypted, remember: true })).toBe(false);
  });

  it('accepts a full v3 registration and one with only the required fields', () => {
    expect(registerV3(registration), JSON.stringify(registerV3.errors)).toBe(true);
    expect(registerV3({ username: 'janedoe', password: encrypted, email: 'jane@example.com', handle: 'jane' })).toBe(
      true,
    );
  });

  it('refuses registrations missing a required field, with a bad format or an unknown field', () => {
    for (const field of ['username', 'password', 'email']) {
      const { [field]: _dropped, ...rest } = registration as Record<string, string>;
      expect(registerV3(rest), `without ${field}`).toBe(false);
    }
    // The handle may wait: a creator without one chooses it on Additional Info (isForce=1) after signing in.
    const { handle: _later, ...withoutHandle } = registration;
    expect(registerV3(withoutHandle)).toBe(true);
    expect(registerV3({ ...registration, email: 'not-an-email' })).toBe(false);
    expect(registerV3({ ...registration, handle: 'jane picks' })).toBe(false);
    expect(registerV3({ ...registration, amazonStoreFrontUrl: 'ftp://amazon.com/x' })).toBe(false);
    expect(registerV3({ ...registration, perferredContact: 'pigeon' })).toBe(false);
    // The spec spelling is the field; the corrected spelling is an unknown field.
    const { perferredContact, ...corrected } = registration;
    expect(registerV3({ ...corrected, preferredContact: perferredContact })).toBe(false);
  });

  it('requires the email code in v4 and refuses it in v3', () => {
    expect(registerV4({ ...registration, code: '042917' })).toBe(true);
    expect(registerV4(registration)).toBe(false);
    expect(registerV4({ ...registration, code: '42917' })).toBe(false);
    expect(registerV3({ ...registration, code: '042917' })).toBe(false);
  });

  it('requires an email code when the settings form changes the email', () => {
    const save = bodyValidator('post', '/setting/v2/saveInfo');
    expect(save({ shopDomain: 'janes-picks', maiNickName: 'Jane' })).toBe(true);
    expect(save({ email: 'new@example.com' })).toBe(false);
    expect(save({ email: 'new@example.com', emailCode: '123456' })).toBe(true);
  });

  it('fills the checkout lookup_key default the way the server validator does', () => {
    const checkout = bodyValidator('post', '/stripe/create-checkout-session-v2');
    const body: Record<string, unknown> = { shopDomain: 'janes-picks' };
    expect(checkout(body)).toBe(true);
    expect(body.lookup_key).toBe('deeplink');
  });

  it('describes the login answer the app stores', () => {
    const answer = okValidator('post', '/blogger/v2/login');
    const data = {
      token: 'tok_4f9c2a7b1e8d4c6a9b0e3f5d7a1c2b3e4f5a6b7c',
      userId: '01J8ZK3Q7V5W2X9Y',
      shopName: 'janes-picks',
      username: 'janedoe',
      email: 'jane@example.com',
      maiNickName: 'Jane',
      insUserPicture: 'https://cdn.example.com/jane.jpg',
      insNickName: 'Jane Doe',
      insUserName: 'jane.picks',
      userType: 'regular',
      loginType: 1,
    };
    expect(answer({ code: 200, message: 'success', data }), JSON.stringify(answer.errors)).toBe(true);
    expect(answer({ code: 200, message: 'success' })).toBe(false);
    expect(answer({ code: 200, message: 'success', data: { ...data, loginType: 4 } })).toBe(false);
  });
});

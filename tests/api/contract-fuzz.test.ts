import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_PREFIX, loadContract, type ContractOperation } from '../../server/http/contract';
import { createSessions } from '../../server/modules/accounts/sessions';
import type { RunningServer } from '../../server/server';
import { apiCaller, type ApiCaller } from '../support/api-caller';
import { schemaArbitrary, type FuzzMode } from '../support/schema-arbitrary';
import { startTestServer } from '../support/test-server';

/**
 * Every operation of openapi.yaml, signed out and signed in, gets bodies, query strings and path parameters generated
 * from its own request schemas with hostile text (NUL, lone surrogates, 5,000 characters, right-to-left and
 * zero-width characters, markup, escape sequences), values of the wrong type and missing required fields. No answer
 * may be a 5xx the operation does not document, fall outside the envelope (or the media type the operation declares),
 * or carry a stack trace or a secret. Nothing here names an operation: what the contract gains is fuzzed too.
 */

const contract = loadContract();
const document = contract.document;
/** Bodies per operation, per signed-out and signed-in caller; the seed makes a failure reproducible. */
const RUNS: Record<FuzzMode, number> = { hostile: 2, wrongTypes: 1, missing: 1 };
const SEED = 25_0425;

/** Secrets the server holds that no answer may show. */
const SECRETS = {
  CONVERSION_POSTBACK_SECRET: 'fuzz-postback-secret-4f1c9a7e2b',
  INTERCOM_APP_ID: 'fuzzapp',
  INTERCOM_SECRET: 'fuzz-intercom-secret-8d3e6b1a0c',
};

const STACK_TRACE = [/\n\s+at [^\n]+:\d+:\d+/, /node_modules\//, /\.tsx?:\d+/, /\bat (async )?[\w$.<>]+ \([^)]*\)/];
const SECRET_MARKS = [
  /PRIVATE KEY/,
  /scrypt\$\d/,
  ...Object.values(SECRETS)
    .filter((s) => s.length > 10)
    .map((s) => new RegExp(s)),
];

type Json = Record<string, unknown>;

function declaredAnswers(op: ContractOperation): { statuses: Set<string>; types: Set<string> } {
  const raw = ((document.paths as Json)[op.path] as Json)[op.method.toLowerCase()] as Json;
  const responses = (raw.responses ?? {}) as Record<string, Json>;
  const types = new Set<string>();
  for (const answer of Object.values(responses)) {
    const resolved =
      typeof answer.$ref === 'string'
        ? (((document.components as Json).responses as Json)[answer.$ref.split('/').pop()!] as Json)
        : answer;
    for (const type of Object.keys((resolved.content ?? {}) as Json)) types.add(type);
  }
  return { statuses: new Set(Object.keys(responses)), types };
}

/** What is wrong with an answer, or undefined. */
function problemOf(
  op: ContractOperation,
  status: number,
  contentType: string,
  location: string | null,
  text: string,
): string | undefined {
  const declared = declaredAnswers(op);
  if (status >= 500 && !declared.statuses.has(String(status))) return `answered ${status}`;
  for (const mark of STACK_TRACE) if (mark.test(text)) return `shows a stack trace (${mark})`;
  for (const mark of SECRET_MARKS) if (mark.test(text)) return `shows a secret (${mark})`;
  const type = contentType.split(';')[0]!.trim();
  if (type === 'application/json') {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return 'answered JSON that does not parse';
    }
    const envelope = body as Json;
    if (typeof envelope?.code !== 'number' || typeof envelope.message !== 'string' || !('data' in envelope))
      return 'answered JSON outside the envelope';
    if (status >= 400 && envelope.code !== status)
      return `answered ${status} with envelope code ${String(envelope.code)}`;
    return undefined;
  }
  if (status >= 300 && status < 400) return location ? undefined : `answered ${status} without a Location`;
  if (status === 304 || declared.types.has(type)) return undefined;
  return `answered ${status} as ${contentType || 'no content type'}, outside the envelope`;
}

const encode = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate has no UTF-8 form; send the bytes a broken client would.
    return '%ED%A0%BD';
  }
};
const asField = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? null));

/** Hostile file contents: a PNG signature followed by HTML, and bytes that are no picture at all. */
const FILES = [
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), '<html><script>alert(1)</script>'], {
    type: 'image/png',
  }),
  new Blob([new Uint8Array(64).fill(0)], { type: 'application/octet-stream' }),
];

function binaryFields(schema: unknown): string[] {
  const resolve = (node: Json): Json =>
    typeof node.$ref === 'string'
      ? resolve((((document.components as Json).schemas as Json)[node.$ref.split('/').pop()!] ?? {}) as Json)
      : node;
  const properties = (resolve((schema ?? {}) as Json).properties ?? {}) as Record<string, Json>;
  return Object.entries(properties)
    .filter(([, p]) => resolve(p).format === 'binary' || resolve((resolve(p).items ?? {}) as Json).format === 'binary')
    .map(([name]) => name);
}

interface FuzzRequest {
  url: string;
  init: RequestInit;
  shown: string;
}

function requestsFor(
  op: ContractOperation,
  baseUrl: string,
  mode: FuzzMode,
  runs: number,
  seed: number,
): FuzzRequest[] {
  const arbitrary = schemaArbitrary(document, mode);
  const params = op.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  const paramArbitrary = fc.record(Object.fromEntries(params.map((p) => [`${p.in}:${p.name}`, arbitrary(p.schema)])), {
    requiredKeys:
      mode === 'missing' ? [] : params.filter((p) => p.in === 'path' || p.required).map((p) => `${p.in}:${p.name}`),
  });
  const bodyArbitrary = op.bodySchema ? arbitrary(op.bodySchema) : fc.constant(undefined);
  const samples = fc.sample(fc.tuple(paramArbitrary, bodyArbitrary), { numRuns: runs, seed });
  return samples.map(([values, body], index) => {
    const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encode((values as Json)[`path:${name}`] ?? ''));
    const query = params
      .filter((p) => p.in === 'query' && `query:${p.name}` in (values as Json))
      .map((p) => `${encodeURIComponent(p.name)}=${encode((values as Json)[`query:${p.name}`])}`)
      .join('&');
    const url = `${baseUrl}${HOST_PREFIX[op.host]}${path}${query ? `?${query}` : ''}`;
    const init: RequestInit = { method: op.method, redirect: 'manual' };
    if (op.bodyType === 'application/json') {
      init.body = JSON.stringify(body);
      init.headers = { 'content-type': 'application/json' };
    } else if (op.bodyType === 'application/x-www-form-urlencoded') {
      init.body = new URLSearchParams(Object.entries((body ?? {}) as Json).map(([k, v]) => [k, asField(v)]));
    } else if (op.bodyType === 'multipart/form-data') {
      const form = new FormData();
      const files = new Set(binaryFields(op.bodySchema));
      for (const [name, value] of Object.entries((body ?? {}) as Json))
        if (!files.has(name)) form.append(name, asField(value));
      if (mode !== 'missing') for (const name of files) form.append(name, FILES[index % FILES.length]!, 'picture.png');
      init.body = form;
    }
    return {
      url,
      init,
      shown: `${op.method} ${url.slice(baseUrl.length, baseUrl.length + 200)} ${typeof init.body === 'string' ? init.body.slice(0, 300) : ''}`,
    };
  });
}

describe.each(['pglite', 'postgres'] as const)(
  'every operation of the contract under generated hostile requests (%s)',
  (kind) => {
    let server: RunningServer;
    let api: ApiCaller;
    let userId: string;
    let bystanderToken: string;

    beforeAll(async () => {
      server = await startTestServer({ ...SECRETS, LOG_LEVEL: 'silent' }, kind);
      api = apiCaller(server.url);
      userId = (await api.registerCreator()).userId;
      // Another creator's session: no answer to anyone else may show it.
      bystanderToken = (await api.registerCreator()).token;
    }, 120_000);
    afterAll(() => server?.close());

    /** A new session for the fuzzing creator (one call may sign it out or delete it): a new creator if it is gone. */
    async function signedIn(): Promise<string> {
      const { rows } = await server.services.database.query('select 1 from accounts where user_id = $1', [userId]);
      if (rows.length === 0) userId = (await api.registerCreator()).userId;
      return (await createSessions(server.services.database, server.services.eventStore).start(userId, 1, new Date()))
        .token;
    }

    it.each(contract.operations.map((op) => [`${op.method} ${op.path} (${op.operationId})`, op] as const))(
      '%s',
      async (_, op) => {
        const problems: string[] = [];
        let seed = SEED;
        for (const signed of [false, true]) {
          for (const [mode, runs] of Object.entries(RUNS) as Array<[FuzzMode, number]>) {
            seed += 1;
            for (const request of requestsFor(op, server.url, mode, runs, seed)) {
              const token = signed ? await signedIn() : undefined;
              const headers = new Headers(request.init.headers);
              if (token) headers.set('authorization', `Bearer ${token}`);
              const res = await fetch(request.url, { ...request.init, headers });
              const text = await res.text();
              const problem =
                problemOf(op, res.status, res.headers.get('content-type') ?? '', res.headers.get('location'), text) ??
                (text.includes(bystanderToken) ? "shows another creator's session token" : undefined);
              if (problem)
                problems.push(
                  `${signed ? 'signed in' : 'signed out'}, ${mode}: ${problem}\n  ${request.shown}\n  -> ${text.slice(0, 300)}`,
                );
            }
          }
        }
        expect(problems).toEqual([]);
      },
    );
  },
);

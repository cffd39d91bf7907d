import fc from 'fast-check';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../server/http/contract';
import { forwardedValue } from '../../server/forwarded';
import { mountOperations } from '../../server/http/operation-router';
import type { Session } from '../../server/operations';
import { RequestValidator } from '../../server/http/request-validator';
import { createLogger } from '../../server/logger';
import type { AppEnv } from '../../server/http/app-env';
import { DomainError, type DomainErrorKind } from '../../server/events/domain-error';

const sessions: Record<string, Session> = {
  'token-a': { sessionId: 's1', userId: 'u1', shopDomain: 'shop-a' },
};

describe('operation router', () => {
  const notes: string[] = [];
  const logLines: string[] = [];
  let app: Hono<AppEnv>;

  beforeAll(() => {
    const contract = loadContract(new URL('../fixtures/mini-openapi.yaml', import.meta.url));
    const validator = new RequestValidator(contract);
    validator.compileAll();
    app = new Hono<AppEnv>();
    mountOperations(app, {
      contract,
      validator,
      log: createLogger('debug', (line) => logLines.push(line)),
      authenticator: { authenticate: async (token) => sessions[token] },
      handlers: {
        addNote: async ({ body, session }) => {
          const { title } = body as { title: string };
          // A title 'refuse:<kind>' stands for a decider refusing the command.
          if (title.startsWith('refuse:'))
            throw new DomainError(title.slice('refuse:'.length) as DomainErrorKind, `Refused as ${title.slice(7)}.`);
          notes.push(`${session!.shopDomain}:${(body as { title: string }).title}`);
          return { count: notes.length };
        },
        listNotes: async ({ query }) => ({ list: notes.slice(0, Number(query.pageSize)), total: notes.length }),
        ping: async () => 'pong',
      },
      maxBodyBytes: 1024,
    });
  });

  const post = (path: string, body: string, token?: string, type = 'application/json') =>
    app.request(path, {
      method: 'POST',
      body,
      headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  it('runs the handler and wraps its result in the envelope', async () => {
    const res = await post('/notes/add', JSON.stringify({ title: 'hello', shopDomain: 'shop-a' }), 'token-a');
    expect(await res.json()).toEqual({ code: 200, message: 'success', data: { count: 1 } });
  });

  it('asks for a sign-in without a token, and with an unknown one', async () => {
    const none = await post('/notes/add', '{"title":"x"}');
    expect(none.status).toBe(401);
    expect((await none.json()).code).toBe(401);
    const bad = await post('/notes/add', '{"title":"x"}', 'nope');
    expect((await bad.json()).code).toBe(401);
  });

  it("refuses another shop's shopDomain and changes nothing", async () => {
    const before = notes.length;
    const res = await post('/notes/add', JSON.stringify({ title: 'steal', shopDomain: 'shop-b' }), 'token-a');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 403, message: 'This shop does not belong to your account.', data: null });
    expect(notes.length).toBe(before);
  });

  it.each([
    ['{"title":', 'The request body is not valid JSON.'],
    ['{}', 'Invalid request: title is required.'],
    ['{"title":5}', 'Invalid request: title must be of type string.'],
    ['{"title":""}', 'Invalid request: title must not be empty.'],
    ['{"title":"ok","stars":2.5}', 'Invalid request: stars must be a whole number.'],
    ['{"title":"ok","owner":"not-mail"}', 'Invalid request: owner must be a valid email.'],
    ['{"title":"ok","color":"red"}', 'Invalid request: color is not a known field.'],
    [JSON.stringify({ title: 'x'.repeat(2000) }), 'The request body is too large (limit 1 kB).'],
  ])('answers %s with 400 naming the problem', async (body, message) => {
    const before = notes.length;
    const res = await post('/notes/add', body, 'token-a');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, message, data: null });
    expect(notes.length).toBe(before);
  });

  it('validates and coerces query parameters', async () => {
    const ok = await app.request('/notes/list?pageSize=1', { headers: { authorization: 'Bearer token-a' } });
    expect((await ok.json()).data.list).toHaveLength(1);
    const bad = await app.request('/notes/list?pageSize=abc', { headers: { authorization: 'Bearer token-a' } });
    expect(await bad.json()).toMatchObject({ code: 400, message: 'Invalid request: pageSize must be a whole number.' });
  });

  it('serves other hosts under their prefix, without a token when public', async () => {
    const res = await post('/hosts/chat/public/ping', '');
    expect(await res.json()).toEqual({ code: 200, message: 'success', data: 'pong' });
  });

  it("answers a decider's refusal with its kind's status and its sentence in the envelope", async () => {
    const expected: Record<DomainErrorKind, number> = {
      invalid: 400,
      'not-found': 404,
      conflict: 409,
      'too-soon': 429,
    };
    for (const [kind, status] of Object.entries(expected)) {
      const res = await post(
        '/notes/add',
        JSON.stringify({ title: `refuse:${kind}`, shopDomain: 'shop-a' }),
        'token-a',
      );
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ code: status, message: `Refused as ${kind}.`, data: null });
    }
  });

  it('answers 501 naming an operation that has no handler yet', async () => {
    const res = await post('/later/thing', 'n=3', undefined, 'application/x-www-form-urlencoded');
    expect(res.status).toBe(501);
    expect(await res.json()).toEqual({ code: 501, message: 'Not implemented yet: laterThing', data: null });
  });

  it('keeps tokens and bodies out of the log', () => {
    const all = logLines.join('\n');
    expect(all).not.toContain('token-a');
    expect(all).not.toContain('steal');
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For unless proxies are trusted, and then takes the address the outermost proxy appended', async () => {
    const contract = loadContract(new URL('../fixtures/mini-openapi.yaml', import.meta.url));
    const validator = new RequestValidator(contract);
    const seen: string[] = [];
    const make = (trustedProxies: number) => {
      const app = new Hono<AppEnv>();
      mountOperations(app, {
        contract,
        validator,
        log: createLogger('silent'),
        authenticator: { authenticate: async () => undefined },
        handlers: { ping: async ({ ip }) => seen.push(ip) },
        trustedProxies,
      });
      return app;
    };
    // The client wrote 203.0.113.9 itself; the one proxy in front appended the address it saw, 198.51.100.7.
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9, 198.51.100.7' };
    for (const proxies of [0, 1, 2])
      await make(proxies).request('/hosts/chat/public/ping', { method: 'POST', body: '{}', headers });
    expect(seen).toEqual(['unknown', '198.51.100.7', '203.0.113.9']);
  });

  it('lets no client choose its address behind N proxies, whatever it writes in the header', () => {
    fc.assert(
      fc.property(
        fc.array(fc.ipV4(), { maxLength: 5 }),
        fc.array(fc.ipV4(), { minLength: 1, maxLength: 4 }),
        (written, appended) => {
          const header = [...written, ...appended].join(', ');
          expect(forwardedValue(header, appended.length)).toBe(appended[0]);
        },
      ),
    );
  });
});

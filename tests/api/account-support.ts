import { randomInt } from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { loadContract } from '../../server/http/contract';
import type { RunningServer } from '../../server/server';
import { apiCaller, type Envelope } from '../support/api-caller';

/** Helpers of the account API tests: calls with a token and client address, mail codes, and answers held against openapi.yaml. */

export type Reply<T = any> = Envelope<T> & { status: number };

let counter = 0;
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36).slice(-5)}${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A client address of its own, so the login guard's per-address count never mixes tests. */
export const newIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

export function accountApi(server: RunningServer) {
  const base = apiCaller(server.url);
  const call = async <T = any>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': newIp(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { ...((await res.json()) as Envelope<T>), status: res.status };
  };
  const db = server.services.database;
  return {
    encrypt: base.encrypt,
    post: <T = any>(path: string, body: unknown = {}, token?: string, headers?: Record<string, string>) =>
      call<T>('POST', path, body, token, headers),
    /** A new creator through the real registration (v3), with a shop and a first session. */
    registerCreator: base.registerCreator,
    async login(username: string, password: string) {
      const res = await call('POST', '/blogger/v2/login', { username, password: await base.encrypt(password) });
      expect(res.code, res.message).toBe(200);
      return res.data as { token: string };
    },
    /** The code of the newest mail to an address (the outbox stands in for SMTP in tests). */
    async lastCode(to: string): Promise<string | undefined> {
      const { rows } = await db.query<{ body: string }>(
        'select body from mail_outbox where lower(to_address) = lower($1) order by id desc limit 1',
        [to],
      );
      return /^\s+(\d{6})$/m.exec(rows[0]?.body ?? '')?.[1];
    },
    async mailCount(to: string): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from mail_outbox where lower(to_address) = lower($1)',
        [to],
      );
      return Number(rows[0]?.n ?? 0);
    },
    async eventCount(): Promise<number> {
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from events');
      return Number(rows[0]?.n ?? 0);
    },
    async account(userId: string) {
      const { rows } = await db.query<Record<string, any>>('select * from accounts where user_id = $1', [userId]);
      return rows[0];
    },
  };
}

export type AccountApi = ReturnType<typeof accountApi>;

/** A code other than `code` (for wrong tries). */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

// ---- answers held against the contract ---------------------------------------------------------------------------

const contract = loadContract();
const AjvClass = ((Ajv2020 as unknown as { default?: typeof Ajv2020 }).default ?? Ajv2020) as typeof Ajv2020;
const ajv = new AjvClass({ allErrors: true, strict: false });
((addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats)(ajv);
const DOC = 'openapi.json';
const anchor = (schema: unknown) =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${DOC}#/$defs/`));
ajv.addSchema({ $id: DOC, $defs: anchor((contract.document as any).components.schemas) });
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

/** Asserts a successful answer of `operationId` matches its 200 response schema in openapi.yaml. */
export function expectContract(operationId: string, reply: Reply): void {
  expect(reply.code, `${operationId}: ${reply.message}`).toBe(200);
  let validate = validators.get(operationId);
  if (!validate) {
    const op = contract.operations.find((o) => o.operationId === operationId);
    if (!op) throw new Error(`no operation ${operationId}`);
    const raw = (contract.document as any).paths[op.path][op.method.toLowerCase()].responses['200'].content[
      'application/json'
    ].schema;
    validate = ajv.compile(anchor(raw));
    validators.set(operationId, validate);
  }
  const { status: _status, ...envelope } = reply;
  const ok = validate(envelope);
  expect(
    ok,
    `${operationId} answer breaks the contract: ${JSON.stringify(validate.errors)}\n${JSON.stringify(envelope)}`,
  ).toBe(true);
}

/**
 * A creator as a social sign-in that connected a shop without choosing a handle: the case the app forces to
 * Additional Info. Registration always asks for a handle, so this one is made directly through the log.
 */
export async function creatorWithoutHandle(
  server: RunningServer,
): Promise<{ userId: string; shopName: string; token: string; email: string }> {
  const { createSessions } = await import('../../server/modules/accounts/sessions');
  const { newShopCode } = await import('../../server/modules/accounts/accounts-context');
  const n = unique();
  const userId = `u_${n}`;
  const shopName = `shop-${n}`;
  const email = `nohandle_${n}@example.com`;
  await server.services.eventStore.append(`account:${userId}`, 0, [
    {
      type: 'AccountRegistered',
      data: {
        userId,
        username: `fb_${n}`,
        email,
        handle: null,
        shopDomain: shopName,
        passwordHash: null,
        shopCode: newShopCode(),
        sourceReferCode: null,
        profile: {},
        storefronts: {},
        social: { provider: 'facebook', providerUserId: String(Date.now()) + String(randomInt(0, 1_000_000)) },
        registeredAt: new Date().toISOString(),
      },
    },
  ]);
  const { token } = await createSessions(server.services.database, server.services.eventStore).start(
    userId,
    2,
    new Date(),
  );
  return { userId, shopName, token, email };
}

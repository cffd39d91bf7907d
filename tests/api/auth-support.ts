import { randomInt } from 'node:crypto';
import { createAccountsContext, verificationStream } from '../../server/modules/accounts/accounts-context';
import { hashVerificationCode, newSalt } from '../../server/modules/accounts/secrets';
import type { CodePurpose } from '../../server/modules/accounts/verification-decider';
import type { RunningServer } from '../../server/server';
import { apiCaller, type Envelope } from '../support/api-caller';

/** Helpers of the auth API tests: calls from a chosen client address, unique names, codes issued as the mailer would. */

let counter = 0;
/** A short unique suffix for user names, emails and handles (lower-case letters and digits). */
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36).slice(-5)}${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A client address of its own: the login guard counts failures per address, so tests must not share one. */
export function newIp(): string {
  return `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
}

export type Reply<T = any> = Envelope<T> & { status: number };

export function authApi(server: Pick<RunningServer, 'url'>) {
  const api = apiCaller(server.url);
  const call = async <T = any>(
    method: 'GET' | 'POST',
    path: string,
    { body, token, ip }: { body?: unknown; token?: string; ip?: string } = {},
  ): Promise<Reply<T>> => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(ip ? { 'x-forwarded-for': ip } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { ...((await res.json()) as Envelope<T>), status: res.status };
  };
  return {
    ...api,
    post: <T = any>(path: string, body: unknown = {}, options: { token?: string; ip?: string } = {}) =>
      call<T>('POST', path, { body, ...options }),
    get: <T = any>(path: string, options: { token?: string; ip?: string } = {}) => call<T>('GET', path, options),
    /** Signs in with user name (or email) and plain password, from `ip`. */
    async login(username: string, password: string, ip = newIp()) {
      return call('POST', '/blogger/v2/login', { body: { username, password: await api.encrypt(password) }, ip });
    },
    /** A registration body with fresh names; the password is encrypted unless `password` is given already encrypted. */
    async registration(overrides: Record<string, unknown> = {}, plainPassword = `Secret-${unique()}-1`) {
      const n = unique();
      return {
        body: {
          username: `user_${n}`,
          email: `user_${n}@example.com`,
          handle: `h_${n}`,
          firstName: 'Ada',
          lastName: 'Lovelace',
          password: await api.encrypt(plainPassword),
          ...overrides,
        } as Record<string, any>,
        plainPassword,
      };
    },
  };
}

/** Issues an email code the way /user/get_code_v2 does (through the verification decider), returning the code. */
export async function issueCode(server: RunningServer, purpose: CodePurpose, email: string): Promise<string> {
  const context = createAccountsContext(server.services);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = newSalt();
  await context.verifications(verificationStream(purpose, email), {
    type: 'IssueCode',
    data: { purpose, codeHash: hashVerificationCode(code, salt), salt },
  });
  return code;
}

export async function query<Row extends object = Record<string, unknown>>(
  server: RunningServer,
  sql: string,
  params: unknown[] = [],
) {
  return (await server.services.database.query<Row>(sql, params)).rows;
}

import JSEncrypt from 'jsencrypt';

export interface Envelope<T = any> {
  code: number;
  message: string;
  data: T;
}

/** A plain fetch-based caller of the server's JSON operations, for API tests (what any HTTP client sees). */
export function apiCaller(baseUrl: string) {
  let publicKey: string | undefined;

  const call = async <T = any>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<Envelope<T> & { status: number }> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as Envelope<T>;
    return { ...json, status: res.status };
  };

  const caller = {
    post: <T = any>(path: string, body: unknown = {}, token?: string) => call<T>('POST', path, body, token),
    get: <T = any>(path: string, token?: string) => call<T>('GET', path, undefined, token),

    /** What the browser does before sending a password: RSA-OAEP-SHA256 over the UTF-8 bytes, base64. */
    async encrypt(plain: string): Promise<string> {
      publicKey ??= (await caller.get<{ publicKey: string }>('/auth/public-key')).data.publicKey;
      const rsa = new JSEncrypt();
      rsa.setPublicKey(publicKey);
      const out = rsa.encryptOAEP(String.fromCharCode(...new TextEncoder().encode(plain)));
      if (!out) throw new Error('password encryption failed');
      return out;
    },

    /** Registers a creator with a unique name (register v3) and returns the sign-in answer and the plain password. */
    async registerCreator(overrides: Record<string, unknown> = {}) {
      const n = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
      const password = (overrides.plainPassword as string | undefined) ?? `Secret-${n}-1`;
      const { plainPassword: _omit, ...rest } = overrides;
      const body = {
        username: `creator_${n}`,
        email: `creator_${n}@example.com`,
        handle: `h_${n}`,
        firstName: 'Ada',
        lastName: 'Lovelace',
        ...rest,
        password: await caller.encrypt(password),
      };
      const res = await caller.post('/blogger/v3/register', body);
      if (res.code !== 200) throw new Error(`registration failed: ${res.code} ${res.message}`);
      return { ...res.data, password, username: body.username, email: body.email, handle: body.handle } as {
        token: string;
        shopName: string;
        userId: string;
        username: string;
        email: string;
        handle: string;
        password: string;
      };
    },
  };
  return caller;
}

export type ApiCaller = ReturnType<typeof apiCaller>;

import { createHmac, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { serveFake } from './fake-provider-support';

/**
 * A fake Facebook Graph API on loopback, speaking the calls sign-in makes: debug_token (with the app access
 * token "app id|app secret"), /me (with appsecret_proof checked when sent) and oauth/access_token (codes
 * are single use and bound to their redirect URI). Error answers have Graph's shape: { error: { code, type } }.
 */

export interface FakeFacebookUser {
  id: string;
  name?: string;
  email?: string;
  pictureUrl?: string;
  /** Facebook's placeholder picture instead of a real one. */
  silhouette?: boolean;
}

export interface FakeFacebookToken {
  userId: string;
  /** The app the token was issued to; the fake's own app unless a test says otherwise. */
  appId?: string;
  /** Seconds since the epoch; 0 never expires. Default: an hour from now. */
  expiresAt?: number;
  /** What debug_token says; Facebook turns this false when the person revokes the app or logs out. */
  isValid?: boolean;
}

export interface FakeFacebook {
  /** Graph base URL with version, for FACEBOOK_GRAPH_URL. */
  readonly graphUrl: string;
  readonly appId: string;
  readonly appSecret: string;
  addUser(user: FakeFacebookUser): void;
  addToken(accessToken: string, token: FakeFacebookToken): void;
  /** A code the login dialog would hand back to `redirectUri`, exchangeable once for `accessToken`. */
  addCode(code: string, grant: { accessToken: string; redirectUri: string }): void;
  /** Every following call answers with this HTTP status (a Graph outage), or null for normal service. */
  failWith(status: ContentfulStatusCode | null, graphCode?: number): void;
  /** Every following call waits this long before answering. */
  delay(ms: number): void;
  /** Paths called, in order, e.g. ['/v19.0/debug_token', '/v19.0/me']. */
  readonly calls: string[];
  /** Query strings as received, to check nothing but Graph saw a secret. */
  readonly queries: URLSearchParams[];
  close(): Promise<void>;
}

export const FAKE_GRAPH_VERSION = 'v19.0';

export async function startFakeFacebook(app: { appId?: string; appSecret?: string } = {}): Promise<FakeFacebook> {
  const appId = app.appId ?? '1234567890';
  const appSecret = app.appSecret ?? 'fake-app-secret-5f1c2a9e0b7d4c3f';
  const users = new Map<string, FakeFacebookUser>();
  const tokens = new Map<string, Required<FakeFacebookToken>>();
  const codes = new Map<string, { accessToken: string; redirectUri: string }>();
  const calls: string[] = [];
  const queries: URLSearchParams[] = [];
  let failure: { status: ContentfulStatusCode; graphCode: number } | null = null;
  let delayMs = 0;

  const graphError = (c: Context, status: 400 | 500, code: number, type: string, message: string) =>
    c.json({ error: { message, type, code, fbtrace_id: randomUUID().slice(0, 11) } }, status);
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const liveToken = (accessToken: string | undefined) => {
    const token = accessToken === undefined ? undefined : tokens.get(accessToken);
    if (!token || !token.isValid || (token.expiresAt !== 0 && token.expiresAt <= nowSeconds())) return undefined;
    return token;
  };

  const graph = new Hono();
  graph.use(async (c, next) => {
    const url = new URL(c.req.url);
    calls.push(url.pathname);
    queries.push(url.searchParams);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
    if (failure) {
      return c.json(
        {
          error: {
            message: 'An unexpected error has occurred. Please retry your request later.',
            type: 'OAuthException',
            code: failure.graphCode,
          },
        },
        failure.status,
      );
    }
    await next();
  });

  graph.get('/:version/debug_token', (c) => {
    if (c.req.query('access_token') !== `${appId}|${appSecret}`) {
      return graphError(c, 400, 190, 'OAuthException', 'Invalid OAuth access token signature.');
    }
    const input = c.req.query('input_token');
    if (!input) return graphError(c, 400, 100, 'OAuthException', 'The parameter input_token is required');
    const token = tokens.get(input);
    if (!token) {
      return c.json({
        data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] },
      });
    }
    return c.json({
      data: {
        app_id: token.appId,
        type: 'USER',
        application: 'Linkmint',
        data_access_expires_at: nowSeconds() + 90 * 86_400,
        expires_at: token.expiresAt,
        is_valid: token.isValid,
        issued_at: nowSeconds() - 60,
        scopes: ['email', 'public_profile'],
        user_id: token.userId,
      },
    });
  });

  graph.get('/:version/me', (c) => {
    const accessToken = c.req.query('access_token');
    const token = liveToken(accessToken);
    if (!accessToken || !token) return graphError(c, 400, 190, 'OAuthException', 'Invalid OAuth access token.');
    const proof = c.req.query('appsecret_proof');
    if (proof !== undefined && proof !== createHmac('sha256', appSecret).update(accessToken).digest('hex')) {
      return graphError(c, 400, 100, 'GraphMethodException', 'Invalid appsecret_proof provided in the API argument');
    }
    const user = users.get(token.userId) ?? { id: token.userId };
    const fields = new Set((c.req.query('fields') ?? 'id,name').split(','));
    const answer: Record<string, unknown> = { id: user.id };
    if (fields.has('name') && user.name) answer.name = user.name;
    if (fields.has('email') && user.email) answer.email = user.email;
    if (fields.has('picture')) {
      answer.picture = {
        data: {
          height: 50,
          width: 50,
          is_silhouette: user.silhouette ?? !user.pictureUrl,
          url: user.pictureUrl ?? 'https://static.xx.fbcdn.net/rsrc.php/silhouette.png',
        },
      };
    }
    return c.json(answer);
  });

  graph.get('/:version/oauth/access_token', (c) => {
    if (c.req.query('client_id') !== appId || c.req.query('client_secret') !== appSecret) {
      return graphError(c, 400, 1, 'OAuthException', 'Error validating client secret.');
    }
    const code = c.req.query('code') ?? '';
    const grant = codes.get(code);
    if (!grant || grant.redirectUri !== c.req.query('redirect_uri')) {
      return graphError(c, 400, 100, 'OAuthException', 'Invalid verification code format.');
    }
    codes.delete(code);
    return c.json({ access_token: grant.accessToken, token_type: 'bearer', expires_in: 5_183_944 });
  });

  const server = await serveFake(graph);
  return {
    graphUrl: `${server.url}/${FAKE_GRAPH_VERSION}`,
    appId,
    appSecret,
    addUser: (user) => users.set(user.id, user),
    addToken: (accessToken, token) =>
      tokens.set(accessToken, {
        userId: token.userId,
        appId: token.appId ?? appId,
        expiresAt: token.expiresAt ?? nowSeconds() + 3600,
        isValid: token.isValid ?? true,
      }),
    addCode: (code, grant) => codes.set(code, grant),
    failWith: (status, graphCode = 2) => {
      failure = status === null ? null : { status, graphCode };
    },
    delay: (ms) => {
      delayMs = ms;
    },
    calls,
    queries,
    close: server.close,
  };
}

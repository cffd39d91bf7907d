import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { IdentityRejectedError, IdentityUnavailableError, type IdentityRejection } from './identity-errors';
import type { FacebookProfile, FacebookSignIn } from './identity-port';
import { describeFetchFailure, PROVIDER_TIMEOUT_MS, type ProviderCallOptions } from './provider-calls';

export interface FacebookGraphSettings {
  appId: string;
  appSecret: string;
  /** Base of the Graph API including its version, e.g. https://graph.facebook.com/v19.0 */
  graphUrl: string;
  /** The OAuth login dialog, e.g. https://www.facebook.com/v19.0/dialog/oauth */
  dialogUrl: string;
}

/** What sign-in asks Facebook for: the public profile (id, name, picture) and the email address. */
export const FACEBOOK_LOGIN_SCOPE = 'public_profile,email';

/**
 * Graph error codes that mean "not now" rather than "no": outages (1, 2) and throttling (4, 17, 32, 341, 613),
 * per Graph API "Handling Errors". The person did nothing wrong, so they must not hear their sign-in was refused.
 */
const TRANSIENT_GRAPH_CODES: ReadonlySet<number> = new Set([1, 2, 4, 17, 32, 341, 613]);

const GraphErrorAnswer = z.object({
  error: z.object({
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    type: z.string().optional(),
    fbtrace_id: z.string().optional(),
  }),
});

const GraphId = z.union([z.string(), z.number()]).transform(String);

const DebugTokenAnswer = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: GraphId.optional(),
    user_id: GraphId.optional(),
    // 0 means the token does not expire.
    expires_at: z.number().optional(),
  }),
});

const MeAnswer = z.object({
  id: GraphId,
  name: z.string().optional(),
  email: z.string().optional(),
  picture: z
    .object({ data: z.object({ url: z.string().optional(), is_silhouette: z.boolean().optional() }) })
    .optional(),
});

const AccessTokenAnswer = z.object({ access_token: z.string().min(1) });

/** A Graph answer we can act on: its body, or a refusal (4xx, not throttling) described for the logs. */
type GraphAnswer = { ok: true; body: unknown } | { ok: false; describe: string };

/**
 * Facebook sign-in against the Graph API: tokens are checked with debug_token using the app access token
 * (app id|app secret), then the profile is read with the person's own token. URLs built here carry tokens
 * and the app secret, so neither the URLs nor the fetch errors about them ever leave this file.
 */
export function createFacebookGraphIdentity(
  settings: FacebookGraphSettings,
  options: ProviderCallOptions = {},
): FacebookSignIn {
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const graphUrl = settings.graphUrl.replace(/\/+$/, '');

  const unavailable = (cause: string) => new IdentityUnavailableError('facebook', cause);
  const rejected = (reason: IdentityRejection) => new IdentityRejectedError('facebook', reason);

  async function graphGet(path: string, params: Record<string, string>): Promise<GraphAnswer> {
    const url = new URL(`${graphUrl}/${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    let status: number;
    let text: string;
    try {
      const res = await fetch(url, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      text = await res.text();
    } catch (error) {
      throw unavailable(describeFetchFailure(`Graph ${path}`, error, timeoutMs));
    }
    if (status >= 500) throw unavailable(`Graph ${path}: HTTP ${status}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw unavailable(`Graph ${path}: HTTP ${status} with a body that is not JSON`);
    }
    if (status >= 200 && status < 300) return { ok: true, body };
    const error = GraphErrorAnswer.safeParse(body);
    const detail = error.success ? error.data.error : undefined;
    const describe =
      `Graph ${path}: HTTP ${status}, error code ${detail?.code ?? 'none'}` +
      (detail?.error_subcode === undefined ? '' : `/${detail.error_subcode}`) +
      (detail?.type ? ` ${detail.type}` : '') +
      (detail?.fbtrace_id ? `, fbtrace_id ${detail.fbtrace_id}` : '');
    if (detail?.code !== undefined && TRANSIENT_GRAPH_CODES.has(detail.code)) throw unavailable(describe);
    return { ok: false, describe };
  }

  function read<T>(schema: z.ZodType<T>, body: unknown, path: string): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw unavailable(`Graph ${path}: answer of an unexpected shape`);
    return parsed.data;
  }

  /** Asks Facebook whether `accessToken` is a live user token of our app; returns whose it is. */
  async function inspectToken(accessToken: string): Promise<string> {
    const answer = await graphGet('debug_token', {
      input_token: accessToken,
      access_token: `${settings.appId}|${settings.appSecret}`,
    });
    // debug_token reports a bad user token inside a 200 answer (is_valid false); an error answer means
    // Facebook refused our app access token, i.e. the app id or secret is wrong. That is ours to fix,
    // not the person's, so it is an outage for them and an error in the logs for the operator.
    if (!answer.ok) throw unavailable(`${answer.describe} (check FACEBOOK_APP_ID and FACEBOOK_APP_SECRET)`);
    const { data } = read(DebugTokenAnswer, answer.body, 'debug_token');
    if (!data.is_valid) throw rejected('token-invalid');
    if (data.app_id !== settings.appId) throw rejected('wrong-app');
    if (data.user_id === undefined) throw rejected('token-invalid');
    if (data.expires_at !== undefined && data.expires_at !== 0 && data.expires_at * 1000 <= now()) {
      throw rejected('token-expired');
    }
    return data.user_id;
  }

  return {
    enabled: true,

    async verify({ accessToken, userId }) {
      if (!accessToken || !userId) throw rejected('token-invalid');
      const owner = await inspectToken(accessToken);
      if (owner !== userId) throw rejected('wrong-user');
      const answer = await graphGet('me', {
        fields: 'id,name,email,picture',
        access_token: accessToken,
        // Lets the app turn on "Require App Secret": calls with a stolen user token alone are then refused.
        appsecret_proof: createHmac('sha256', settings.appSecret).update(accessToken).digest('hex'),
      });
      if (!answer.ok) throw rejected('token-invalid');
      const me = read(MeAnswer, answer.body, 'me');
      if (me.id !== userId) throw rejected('wrong-user');
      const profile: FacebookProfile = { providerUserId: me.id };
      if (me.name) profile.name = me.name;
      if (me.email) profile.email = me.email;
      // The silhouette is Facebook's placeholder, not the person's picture; the app shows its own instead.
      const picture = me.picture?.data;
      if (picture?.url && !picture.is_silhouette) profile.pictureUrl = picture.url;
      return profile;
    },

    loginUrl({ state, redirectUri }) {
      const url = new URL(settings.dialogUrl);
      url.searchParams.set('client_id', settings.appId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', FACEBOOK_LOGIN_SCOPE);
      return url.toString();
    },

    async exchangeCode({ code, redirectUri }) {
      if (!code) throw rejected('code-invalid');
      const answer = await graphGet('oauth/access_token', {
        client_id: settings.appId,
        client_secret: settings.appSecret,
        redirect_uri: redirectUri,
        code,
      });
      if (!answer.ok) throw rejected('code-invalid');
      const { access_token: accessToken } = read(AccessTokenAnswer, answer.body, 'oauth/access_token');
      return { accessToken, userId: await inspectToken(accessToken) };
    },
  };
}

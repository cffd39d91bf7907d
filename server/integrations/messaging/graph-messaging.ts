import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { describeFetchFailure } from '../identity/provider-calls';
import {
  describeGraphError,
  graphErrorOf,
  isRetryableGraphError,
  readFailureOfRefusal,
  sendOutcomeOfNoAnswer,
  sendOutcomeOfRefusal,
} from './graph-errors';
import { privateReplyBody, publicReplyPath } from './graph-messages';
import { INSTAGRAM_MEDIA_FIELDS, postsOfMediaAnswer } from './graph-posts';
import { MessagingError, type ConnectGrant, type ManagedPage, type MessagingPort } from './messaging-port';

export interface GraphMessagingOptions {
  appId: string;
  appSecret: string;
  /** hub.verify_token of the webhook subscription (FACEBOOK_WEBHOOK_VERIFY_TOKEN). */
  verifyToken: string;
  /** Base of the Graph API including its version, e.g. https://graph.facebook.com/v19.0 */
  graphUrl: string;
  /** The OAuth dialog, e.g. https://www.facebook.com/v19.0/dialog/oauth */
  dialogUrl: string;
  /** Longest wait for one Graph call; GRAPH_CALL_TIMEOUT_MS unless a test says otherwise. */
  timeoutMs?: number;
}

/** A connect or a DM waits at most this long for one Graph call. */
export const GRAPH_CALL_TIMEOUT_MS = 10_000;
/** /me/accounts is read 100 Pages at a time, at most this many times: 2,000 Pages is beyond any creator. */
export const MAX_PAGE_LIST_REQUESTS = 20;
const PAGE_LIST_LIMIT = 100;

const CONNECT_REFUSED =
  'Facebook did not accept this connection: it was already used or has expired. Please connect again.';
const GRAPH_UNREACHABLE = 'Facebook cannot be reached right now. Please try again in a few minutes.';
const GRAPH_UNUSABLE = 'Facebook answered in a way Linkmint cannot use right now. Please try again in a few minutes.';

const GraphId = z.union([z.string(), z.number()]).transform(String);
const AccessTokenAnswer = z.object({ access_token: z.string().min(1) });
const MeAnswer = z.object({ id: GraphId });
const PermissionsAnswer = z.object({
  data: z.array(z.object({ permission: z.string(), status: z.string() })),
});
const AccountsAnswer = z.object({
  data: z.array(
    z.object({
      id: GraphId,
      name: z.string().default(''),
      access_token: z.string().optional(),
      picture: z.object({ data: z.object({ url: z.string().optional() }).optional() }).optional(),
      instagram_business_account: z.object({ id: GraphId, username: z.string().optional() }).optional(),
    }),
  ),
  paging: z.object({ next: z.string().optional() }).optional(),
});
const MessageAnswer = z.object({ message_id: z.string().min(1) });

/** What one Graph call came to: an answer (any status, body parsed when JSON) or none at all. */
type GraphAnswer = { answered: true; status: number; body: unknown } | { answered: false; cause: string };

/** Constant-time equality of two strings of any lengths (their digests are compared). */
function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b)) && a.length === b.length;
}

/**
 * The messaging port on Meta's Graph API. Calls made with a token carry it in the Authorization header (never in a
 * URL, which logs keep) and prove the app with appsecret_proof, so the app can turn on "Require App Secret". Errors
 * thrown from here are built by us and never quote a token, a code or the app secret.
 */
export function createGraphMessaging(options: GraphMessagingOptions, fetcher: typeof fetch = fetch): MessagingPort {
  const graphUrl = options.graphUrl.replace(/\/+$/, '');
  const graphOrigin = new URL(graphUrl).origin;
  const timeoutMs = options.timeoutMs ?? GRAPH_CALL_TIMEOUT_MS;
  const proofOf = (token: string) => createHmac('sha256', options.appSecret).update(token).digest('hex');

  function graphAddress(path: string, params: Record<string, string> = {}): URL {
    const url = new URL(`${graphUrl}/${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url;
  }

  async function call(what: string, url: URL, token?: string, json?: unknown): Promise<GraphAnswer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token !== undefined) {
      headers.authorization = `Bearer ${token}`;
      url.searchParams.delete('access_token');
      url.searchParams.set('appsecret_proof', proofOf(token));
    }
    if (json !== undefined) headers['content-type'] = 'application/json';
    try {
      const res = await fetcher(url, {
        method: json === undefined ? 'GET' : 'POST',
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      return { answered: true, status: res.status, body };
    } catch (error) {
      return { answered: false, cause: describeFetchFailure(`Graph ${what}`, error, timeoutMs) };
    }
  }

  /**
   * A connect-time answer read with `schema`, or the MessagingError the creator sees: 503 when Graph cannot be asked
   * or is throttling, 502 when it fails or answers nonsense, and `refused` when it says no (400 for the code itself).
   */
  function readConnect<T>(what: string, answer: GraphAnswer, schema: z.ZodType<T>, refused: 400 | 502 = 502): T {
    if (!answer.answered) throw new MessagingError(GRAPH_UNREACHABLE, 503, { cause: new Error(answer.cause) });
    const { status, body } = answer;
    if (status >= 200 && status < 300) {
      const parsed = schema.safeParse(body);
      if (parsed.success) return parsed.data;
      throw new MessagingError(GRAPH_UNUSABLE, 502, {
        cause: new Error(`Graph ${what}: answer of an unexpected shape`),
      });
    }
    const error = graphErrorOf(body);
    const cause = new Error(describeGraphError(what, status, error));
    if (status >= 500) throw new MessagingError(GRAPH_UNUSABLE, 502, { cause });
    if (status === 429 || isRetryableGraphError(error)) throw new MessagingError(GRAPH_UNREACHABLE, 503, { cause });
    throw new MessagingError(refused === 400 ? CONNECT_REFUSED : GRAPH_UNUSABLE, refused, { cause });
  }

  async function managedPages(userToken: string): Promise<ManagedPage[]> {
    const pages: ManagedPage[] = [];
    let next: URL | undefined = graphAddress('me/accounts', {
      fields: 'id,name,access_token,picture{url},instagram_business_account{id,username}',
      limit: String(PAGE_LIST_LIMIT),
    });
    for (let request = 0; next && request < MAX_PAGE_LIST_REQUESTS; request++) {
      const answer: z.output<typeof AccountsAnswer> = readConnect(
        'me/accounts',
        await call('me/accounts', next, userToken),
        AccountsAnswer,
      );
      for (const account of answer.data) {
        // Without a Page token the creator has no task on the Page that lets Linkmint send as it.
        if (!account.access_token) continue;
        const page: ManagedPage = { pageId: account.id, name: account.name, pageAccessToken: account.access_token };
        const pictureUrl = account.picture?.data?.url;
        if (pictureUrl) page.pictureUrl = pictureUrl;
        if (account.instagram_business_account) {
          page.instagramAccountId = account.instagram_business_account.id;
          if (account.instagram_business_account.username) {
            page.instagramUserName = account.instagram_business_account.username;
          }
        }
        pages.push(page);
      }
      // Graph's next address carries the cursor; it is only followed on Graph's own host, where the token may go.
      const address: URL | undefined = answer.paging?.next ? new URL(answer.paging.next) : undefined;
      next = address && address.origin === graphOrigin ? address : undefined;
    }
    return pages;
  }

  return {
    kind: 'graph',

    dialogUrl({ state, redirectUri, scopes }) {
      const url = new URL(options.dialogUrl);
      url.searchParams.set('client_id', options.appId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('scope', scopes.join(','));
      url.searchParams.set('response_type', 'code');
      return url.toString();
    },

    async exchangeCode({ code, redirectUri }): Promise<ConnectGrant> {
      if (!code) throw new MessagingError(CONNECT_REFUSED, 400);
      const exchange = graphAddress('oauth/access_token', {
        client_id: options.appId,
        client_secret: options.appSecret,
        redirect_uri: redirectUri,
        code,
      });
      const { access_token: userToken } = readConnect(
        'oauth/access_token',
        await call('oauth/access_token', exchange),
        AccessTokenAnswer,
        400,
      );
      const me = readConnect('me', await call('me', graphAddress('me', { fields: 'id' }), userToken), MeAnswer);
      const permissions = readConnect(
        'me/permissions',
        await call('me/permissions', graphAddress('me/permissions'), userToken),
        PermissionsAnswer,
      );
      return {
        facebookUserId: me.id,
        grantedScopes: permissions.data.filter((p) => p.status === 'granted').map((p) => p.permission),
        pages: await managedPages(userToken),
      };
    },

    async sendPrivateReply(reply) {
      const sender = encodeURIComponent(reply.senderId);
      const sent = await call(
        `${sender}/messages`,
        graphAddress(`${sender}/messages`),
        reply.pageAccessToken,
        privateReplyBody(reply),
      );
      if (!sent.answered) return sendOutcomeOfNoAnswer(sent.cause);
      if (sent.status < 200 || sent.status >= 300) return sendOutcomeOfRefusal(sent.status, sent.body);
      const accepted = MessageAnswer.safeParse(sent.body);
      // Graph took the message (2xx) even if its answer is odd: sending again would be refused as a second reply.
      const messageId = accepted.success ? accepted.data.message_id : `graph-${reply.commentId}`;
      if (!reply.publicReply) return { ok: true, messageId };

      // The DM is what counts; a public reply Graph refuses is reported beside it, never as a failed DM.
      const path = publicReplyPath(reply.network, reply.commentId);
      const posted = await call(path, graphAddress(path), reply.pageAccessToken, { message: reply.publicReply });
      if (posted.answered && posted.status >= 200 && posted.status < 300) return { ok: true, messageId };
      const refusal = posted.answered
        ? sendOutcomeOfRefusal(posted.status, posted.body)
        : sendOutcomeOfNoAnswer(posted.cause);
      return { ok: true, messageId, publicReplyError: refusal.reason };
    },

    async listRecentPosts({ network, accountId, pageAccessToken, limit }) {
      if (network !== 'instagram')
        return { ok: false, retryable: false, reason: 'Only Instagram posts are read from the Graph API.' };
      const path = `${encodeURIComponent(accountId)}/media`;
      const listed = await call(
        path,
        graphAddress(path, { fields: INSTAGRAM_MEDIA_FIELDS, limit: String(limit) }),
        pageAccessToken,
      );
      if (!listed.answered) return sendOutcomeOfNoAnswer(listed.cause);
      if (listed.status < 200 || listed.status >= 300) return readFailureOfRefusal(path, listed.status, listed.body);
      const posts = postsOfMediaAnswer(listed.body);
      return posts
        ? { ok: true, posts }
        : { ok: false, retryable: true, reason: `Graph ${path}: answer of an unexpected shape` };
    },

    verifySignature(rawBody, header) {
      const match = header === undefined ? null : /^sha256=([0-9a-f]{64})$/.exec(header);
      if (!match?.[1]) return false;
      const expected = createHmac('sha256', options.appSecret).update(rawBody).digest();
      return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
    },

    verifyToken(token) {
      return token.length > 0 && sameSecret(token, options.verifyToken);
    },
  };
}

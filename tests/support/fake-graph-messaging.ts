import { createHmac, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { serveFake } from './fake-provider-support';

/**
 * A fake Graph API on loopback speaking what Auto DM calls: the connect dialog's code exchange
 * (oauth/access_token, single use, bound to its redirect URI), /me, /me/permissions, /me/accounts (paged with
 * paging.next like Graph), private replies on /{IG id or Page id}/messages and public replies on
 * /{comment}/replies (Instagram) and /{comment}/comments (Page), and an Instagram account's posts on /{IG id}/media
 * (newest first, `limit` at most, the fields asked for; a test adds posts with addMedia). It behaves like an app with "Require App Secret"
 * on: every call with a token must carry its appsecret_proof. It enforces Meta's rules for private replies and
 * answers their refusals in Graph's error shape:
 * - one private reply per comment (a second: code 10, subcode 2534025);
 * - within 7 days of the comment (older: code 10, subcode 2534022, "sent outside of allowed window");
 * - at most `hourlyLimit` (750) private replies per sending account in any hour (more: code 613, Graph's
 *   "Calls to this api have exceeded the rate limit");
 * - a pair broken with breakPair(): code 100, subcode 33, Graph's answer when the Page token no longer reaches the
 *   Instagram account (unlinked from the Page), or code 190 for a revoked Page token.
 * Its clock can be moved (advance) so a test reaches the 7-day and 1-hour edges without waiting.
 */

export interface FakeGraphPage {
  id: string;
  name: string;
  pictureUrl?: string;
  accessToken: string;
  instagram?: { id: string; username: string };
}

export interface FakeGraphUser {
  id: string;
  /** The user token the code exchange hands out. */
  accessToken: string;
  granted: string[];
  declined?: string[];
  pages: FakeGraphPage[];
}

export interface FakeComment {
  id: string;
  /** The Instagram account id or Page id the commented post belongs to. */
  accountId: string;
  /** When the comment was made, ms since the epoch by the fake's clock; default now. */
  createdAt?: number;
}

/** An Instagram post as Graph's media edge lists it (timestamp like 2026-11-20T17:00:00+0000). */
export interface FakeMedia {
  id: string;
  caption?: string;
  media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  media_url?: string;
  permalink?: string;
  thumbnail_url?: string;
  timestamp: string;
}

export interface RecordedPrivateReply {
  senderId: string;
  commentId: string;
  /** The JSON body exactly as received. */
  body: { recipient: { comment_id: string }; message: Record<string, unknown> };
  messageId: string;
  at: number;
}

export interface RecordedPublicReply {
  commentId: string;
  edge: 'replies' | 'comments';
  message: string;
}

export interface FakeGraphMessaging {
  /** Graph base URL with version, for FACEBOOK_GRAPH_URL. */
  readonly graphUrl: string;
  readonly appId: string;
  readonly appSecret: string;
  readonly hourlyLimit: number;
  addUser(user: FakeGraphUser): void;
  /** A code the dialog would hand back to `redirectUri`, exchangeable once for the user's token. */
  addCode(code: string, grant: { userId: string; redirectUri: string }): void;
  addComment(comment: FakeComment): void;
  /** A post of the Instagram account `instagramId`, listed first from now on (or replacing the post with its id). */
  addMedia(instagramId: string, media: FakeMedia): void;
  /** Sends from `senderId` fail from now on: 'unlinked' (100/33) or 'token-revoked' (190); null mends it. */
  breakPair(senderId: string, how: 'unlinked' | 'token-revoked' | null): void;
  /** The creator turned comments off on the posts: public replies are refused from now on (false: on again). */
  turnOffComments(off: boolean): void;
  /** Every following call answers with this HTTP status (a Graph outage), or null for normal service. */
  failWith(status: ContentfulStatusCode | null, graphCode?: number): void;
  /** Every following call waits this long before answering (a slow Graph). */
  delay(ms: number): void;
  /** Moves the fake's clock forward. */
  advance(ms: number): void;
  now(): number;
  /** 'sha256=<hex HMAC>' of a webhook body with the app secret, as Meta signs deliveries. */
  sign(rawBody: string): string;
  /** Private replies accepted, in order. */
  readonly privateReplies: RecordedPrivateReply[];
  readonly publicReplies: RecordedPublicReply[];
  /** 'METHOD /path' of every call, in order. */
  readonly calls: string[];
  /** Query strings as received, to check no secret travels in a URL. */
  readonly queries: URLSearchParams[];
  close(): Promise<void>;
}

export const FAKE_GRAPH_MESSAGING_VERSION = 'v19.0';
const HOUR_MS = 3_600_000;
const PRIVATE_REPLY_WINDOW_MS = 7 * 24 * HOUR_MS;

/** 'sha256=<hex HMAC-SHA256 of the raw body with the app secret>': Meta's X-Hub-Signature-256. */
export function signWebhookBody(rawBody: string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** An Instagram comments webhook delivery (entry[].changes[] shape), for POST /webhooks/instagram. */
export function instagramCommentDelivery(comment: {
  accountId: string;
  commentId: string;
  mediaId: string;
  text: string;
  /** When the comment was made, seconds since the epoch. */
  time: number;
  from?: { id: string; username: string };
}): unknown {
  return {
    object: 'instagram',
    entry: [
      {
        id: comment.accountId,
        time: comment.time,
        changes: [
          {
            field: 'comments',
            value: {
              id: comment.commentId,
              text: comment.text,
              media: { id: comment.mediaId, media_product_type: 'FEED' },
              from: comment.from ?? { id: `isid-${comment.commentId}`, username: 'follower' },
            },
          },
        ],
      },
    ],
  };
}

/** A Page feed webhook delivery of a new comment (field feed, item comment, verb add), for POST /webhooks/facebook. */
export function pageCommentDelivery(comment: {
  pageId: string;
  commentId: string;
  postId: string;
  text: string;
  time: number;
  from?: { id: string; name: string };
}): unknown {
  return {
    object: 'page',
    entry: [
      {
        id: comment.pageId,
        time: comment.time,
        changes: [
          {
            field: 'feed',
            value: {
              item: 'comment',
              verb: 'add',
              comment_id: comment.commentId,
              post_id: comment.postId,
              parent_id: comment.postId,
              message: comment.text,
              created_time: comment.time,
              from: comment.from ?? { id: `psid-${comment.commentId}`, name: 'A Follower' },
            },
          },
        ],
      },
    ],
  };
}

interface GraphErrorFields {
  message: string;
  type?: string;
  code: number;
  error_subcode?: number;
}

export async function startFakeGraphMessaging(
  app: { appId?: string; appSecret?: string; hourlyLimit?: number; pageSize?: number } = {},
): Promise<FakeGraphMessaging> {
  const appId = app.appId ?? '2233445566';
  const appSecret = app.appSecret ?? 'fake-messaging-secret-8e2d41c7a9';
  const hourlyLimit = app.hourlyLimit ?? 750;
  const pageSize = app.pageSize ?? 25;
  const users = new Map<string, FakeGraphUser>();
  const codes = new Map<string, { userId: string; redirectUri: string }>();
  const comments = new Map<string, Required<FakeComment>>();
  const broken = new Map<string, 'unlinked' | 'token-revoked'>();
  const mediaOf = new Map<string, FakeMedia[]>();
  const privateReplies: RecordedPrivateReply[] = [];
  const publicReplies: RecordedPublicReply[] = [];
  const calls: string[] = [];
  const queries: URLSearchParams[] = [];
  let failure: { status: ContentfulStatusCode; graphCode: number } | null = null;
  let commentsOff = false;
  let delayMs = 0;
  let clockOffset = 0;
  const now = () => Date.now() + clockOffset;

  const graphError = (c: Context, error: GraphErrorFields, status: 400 | 403 = 400) =>
    c.json({ error: { type: 'OAuthException', ...error, fbtrace_id: randomUUID().slice(0, 11) } }, status);
  const invalidToken = (c: Context) => graphError(c, { message: 'Invalid OAuth access token.', code: 190 });

  const userByToken = (token: string) => [...users.values()].find((user) => user.accessToken === token);
  const pageByToken = (token: string) =>
    [...users.values()].flatMap((user) => user.pages).find((page) => page.accessToken === token);

  /** The token of a call (Authorization: Bearer, or access_token as Graph also takes), once its proof checks. */
  function authenticate(c: Context): { token: string } | Response {
    const header = c.req.header('authorization');
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : c.req.query('access_token');
    if (!token)
      return graphError(c, {
        message: 'An active access token must be used to query information about the current user.',
        code: 2500,
      });
    const proof = c.req.query('appsecret_proof');
    if (!proof)
      return graphError(c, {
        message: 'API calls from the server require an appsecret_proof argument',
        type: 'GraphMethodException',
        code: 100,
      });
    if (proof !== createHmac('sha256', appSecret).update(token).digest('hex')) {
      return graphError(c, {
        message: 'Invalid appsecret_proof provided in the API argument',
        type: 'GraphMethodException',
        code: 100,
      });
    }
    return { token };
  }

  function authenticatedUser(c: Context): FakeGraphUser | Response {
    const auth = authenticate(c);
    if (auth instanceof Response) return auth;
    return userByToken(auth.token) ?? invalidToken(c);
  }

  const graph = new Hono();
  graph.use(async (c, next) => {
    const url = new URL(c.req.url);
    calls.push(`${c.req.method} ${url.pathname}`);
    queries.push(url.searchParams);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
    if (failure) {
      return c.json(
        {
          error: {
            message: 'An unexpected error has occurred. Please retry your request later.',
            type: 'OAuthException',
            code: failure.graphCode,
            is_transient: true,
          },
        },
        failure.status,
      );
    }
    await next();
  });

  graph.get('/:version/oauth/access_token', (c) => {
    if (c.req.query('client_id') !== appId || c.req.query('client_secret') !== appSecret) {
      return graphError(c, { message: 'Error validating client secret.', code: 1 });
    }
    const code = c.req.query('code') ?? '';
    const grant = codes.get(code);
    if (!grant)
      return graphError(c, { message: 'This authorization code has been used.', code: 100, error_subcode: 36009 });
    if (grant.redirectUri !== c.req.query('redirect_uri')) {
      return graphError(c, {
        message:
          'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
        code: 100,
        error_subcode: 36008,
      });
    }
    codes.delete(code);
    const user = users.get(grant.userId);
    if (!user) return graphError(c, { message: 'Invalid verification code format.', code: 100 });
    return c.json({ access_token: user.accessToken, token_type: 'bearer', expires_in: 5_183_944 });
  });

  graph.get('/:version/me', (c) => {
    const user = authenticatedUser(c);
    return user instanceof Response ? user : c.json({ id: user.id });
  });

  graph.get('/:version/me/permissions', (c) => {
    const user = authenticatedUser(c);
    if (user instanceof Response) return user;
    return c.json({
      data: [
        ...user.granted.map((permission) => ({ permission, status: 'granted' })),
        ...(user.declined ?? []).map((permission) => ({ permission, status: 'declined' })),
      ],
    });
  });

  graph.get('/:version/me/accounts', (c) => {
    const user = authenticatedUser(c);
    if (user instanceof Response) return user;
    const limit = Math.min(Number(c.req.query('limit') ?? pageSize) || pageSize, pageSize);
    const start = Number(Buffer.from(c.req.query('after') ?? '', 'base64url').toString() || '0');
    const slice = user.pages.slice(start, start + limit);
    const data = slice.map((page) => ({
      id: page.id,
      name: page.name,
      access_token: page.accessToken,
      ...(page.pictureUrl ? { picture: { data: { url: page.pictureUrl } } } : {}),
      ...(page.instagram
        ? { instagram_business_account: { id: page.instagram.id, username: page.instagram.username } }
        : {}),
    }));
    const cursor = (index: number) => Buffer.from(String(index)).toString('base64url');
    const paging: Record<string, unknown> = { cursors: { before: cursor(start), after: cursor(start + slice.length) } };
    if (start + slice.length < user.pages.length) {
      // Graph's next address repeats the query, token included, with the after cursor.
      const next = new URL(c.req.url);
      next.searchParams.set('after', cursor(start + slice.length));
      next.searchParams.set('access_token', user.accessToken);
      next.searchParams.delete('appsecret_proof');
      paging.next = next.toString();
    }
    return c.json({ data, paging });
  });

  graph.post('/:version/:sender/messages', async (c) => {
    const auth = authenticate(c);
    if (auth instanceof Response) return auth;
    const senderId = c.req.param('sender');
    const page = pageByToken(auth.token);
    if (!page || broken.get(senderId) === 'token-revoked') {
      return graphError(c, {
        message:
          'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
        code: 190,
        error_subcode: 460,
      });
    }
    if ((page.id !== senderId && page.instagram?.id !== senderId) || broken.get(senderId) === 'unlinked') {
      return graphError(c, {
        message: `Unsupported post request. Object with ID '${senderId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        type: 'GraphMethodException',
        code: 100,
        error_subcode: 33,
      });
    }
    const body = (await c.req.json().catch(() => undefined)) as RecordedPrivateReply['body'] | undefined;
    const problem = privateReplyProblem(body);
    if (problem || !body)
      return graphError(c, { message: problem ?? '(#100) The request body is not JSON', code: 100 });
    const comment = comments.get(body.recipient.comment_id);
    if (!comment || comment.accountId !== senderId) {
      return graphError(c, {
        message: '(#100) The comment to reply to cannot be found',
        code: 100,
        error_subcode: 2534014,
      });
    }
    if (now() - comment.createdAt > PRIVATE_REPLY_WINDOW_MS) {
      return graphError(c, {
        message: '(#10) This message is sent outside of allowed window.',
        code: 10,
        error_subcode: 2534022,
      });
    }
    if (privateReplies.some((reply) => reply.commentId === comment.id)) {
      return graphError(c, {
        message: '(#10) This comment has already been replied to privately.',
        code: 10,
        error_subcode: 2534025,
      });
    }
    const lastHour = privateReplies.filter((reply) => reply.senderId === senderId && now() - reply.at < HOUR_MS);
    if (lastHour.length >= hourlyLimit) {
      return graphError(c, { message: '(#613) Calls to this api have exceeded the rate limit.', code: 613 });
    }
    const messageId = `m_${randomUUID()}`;
    privateReplies.push({ senderId, commentId: comment.id, body, messageId, at: now() });
    return c.json({ recipient_id: `isid-${comment.id}`, message_id: messageId });
  });

  graph.get('/:version/:account/media', (c) => {
    const auth = authenticate(c);
    if (auth instanceof Response) return auth;
    const accountId = c.req.param('account');
    const page = pageByToken(auth.token);
    if (!page || broken.get(accountId) === 'token-revoked') return invalidToken(c);
    if (page.instagram?.id !== accountId || broken.get(accountId) === 'unlinked') {
      return graphError(c, {
        message: `Unsupported get request. Object with ID '${accountId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        type: 'GraphMethodException',
        code: 100,
        error_subcode: 33,
      });
    }
    const fields = (c.req.query('fields') ?? 'id').split(',');
    const limit = Math.min(Number(c.req.query('limit') ?? pageSize) || pageSize, 100);
    const data = (mediaOf.get(accountId) ?? [])
      .slice(0, limit)
      .map((media) => Object.fromEntries(Object.entries(media).filter(([field]) => fields.includes(field))));
    return c.json({ data, paging: { cursors: { before: 'b', after: 'a' } } });
  });

  const publicReply = (edge: 'replies' | 'comments') => async (c: Context) => {
    const auth = authenticate(c);
    if (auth instanceof Response) return auth;
    const commentId = c.req.param('comment') ?? '';
    const comment = comments.get(commentId);
    const page = pageByToken(auth.token);
    if (!page) return invalidToken(c);
    const owner = edge === 'replies' ? page.instagram?.id : page.id;
    if (!comment || comment.accountId !== owner) {
      return graphError(c, {
        message: `Unsupported post request. Object with ID '${commentId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        type: 'GraphMethodException',
        code: 100,
        error_subcode: 33,
      });
    }
    if (commentsOff) return graphError(c, { message: '(#100) Comments are turned off on this media', code: 100 });
    const body = (await c.req.json().catch(() => ({}))) as { message?: unknown };
    if (typeof body.message !== 'string' || body.message === '') {
      return graphError(c, { message: '(#100) The parameter message is required', code: 100 });
    }
    publicReplies.push({ commentId, edge, message: body.message });
    return c.json({ id: `reply-${randomUUID().slice(0, 8)}` });
  };
  graph.post('/:version/:comment/replies', publicReply('replies'));
  graph.post('/:version/:comment/comments', publicReply('comments'));

  const server = await serveFake(graph);
  return {
    graphUrl: `${server.url}/${FAKE_GRAPH_MESSAGING_VERSION}`,
    appId,
    appSecret,
    hourlyLimit,
    addUser: (user) => users.set(user.id, user),
    addCode: (code, grant) => codes.set(code, grant),
    addComment: (comment) => comments.set(comment.id, { ...comment, createdAt: comment.createdAt ?? now() }),
    addMedia: (instagramId, media) =>
      mediaOf.set(instagramId, [media, ...(mediaOf.get(instagramId) ?? []).filter((m) => m.id !== media.id)]),
    breakPair: (senderId, how) => {
      if (how === null) broken.delete(senderId);
      else broken.set(senderId, how);
    },
    turnOffComments: (off) => {
      commentsOff = off;
    },
    failWith: (status, graphCode = 2) => {
      failure = status === null ? null : { status, graphCode };
    },
    delay: (ms) => {
      delayMs = ms;
    },
    advance: (ms) => {
      clockOffset += ms;
    },
    now,
    sign: (rawBody) => signWebhookBody(rawBody, appSecret),
    privateReplies,
    publicReplies,
    calls,
    queries,
    close: server.close,
  };
}

/**
 * What Graph would refuse in a private reply body, in its words, or undefined: a comment recipient, and a text or a
 * generic template of 1 to 10 elements, each with a title of at most 80 characters and at most 3 buttons, web_url
 * buttons with an http(s) url and postback buttons with a payload.
 */
function privateReplyProblem(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return '(#100) The request body is not JSON';
  const { recipient, message } = body as { recipient?: { comment_id?: unknown }; message?: Record<string, unknown> };
  if (typeof recipient?.comment_id !== 'string' || recipient.comment_id === '') {
    return '(#100) The parameter recipient is required';
  }
  if (typeof message !== 'object' || message === null) return '(#100) The parameter message is required';
  if ('text' in message) {
    return typeof message.text === 'string' && message.text !== ''
      ? undefined
      : '(#100) Message cannot be empty, must provide valid attachment or text';
  }
  const attachment = message.attachment as
    { type?: unknown; payload?: { template_type?: unknown; elements?: unknown } } | undefined;
  if (attachment?.type !== 'template' || attachment.payload?.template_type !== 'generic') {
    return '(#100) Message cannot be empty, must provide valid attachment or text';
  }
  const elements = attachment.payload.elements;
  if (!Array.isArray(elements) || elements.length === 0) return '(#194) param elements has too few elements';
  if (elements.length > 10) return '(#105) param elements has too many elements';
  for (const element of elements as Array<{ title?: unknown; buttons?: unknown }>) {
    if (typeof element.title !== 'string' || element.title === '' || element.title.length > 80) {
      return '(#100) param elements[title] must be a non-empty string of at most 80 characters';
    }
    if (element.buttons === undefined) continue;
    if (!Array.isArray(element.buttons) || element.buttons.length === 0)
      return '(#194) param buttons has too few elements';
    if (element.buttons.length > 3) return '(#105) param buttons has too many elements';
    for (const button of element.buttons as Array<{
      type?: unknown;
      url?: unknown;
      title?: unknown;
      payload?: unknown;
    }>) {
      if (typeof button.title !== 'string' || button.title === '') return '(#100) param buttons[title] is required';
      if (button.type === 'web_url' && typeof button.url === 'string' && /^https?:\/\//.test(button.url)) continue;
      if (button.type === 'postback' && typeof button.payload === 'string' && button.payload !== '') continue;
      return '(#100) param buttons must be web_url buttons with a url or postback buttons with a payload';
    }
  }
  return undefined;
}

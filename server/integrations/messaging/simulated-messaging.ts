import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MessagingError, type ConnectGrant, type MessagingPort } from './messaging-port';
import type { SimulatorSecret } from './simulator-key';

/**
 * The built-in messaging adapter of a fresh install (no Facebook app configured). Its permissions dialog is
 * Linkmint's own /connect/facebook page (the auto-dm module renders it); Allow there gives a code naming the
 * creator's handle and the permissions left ticked, signed by the server (HMAC-SHA256 under the secret every server
 * on the database shares, simulator-key.ts) over the shop and the one-time state the dialog was opened for. So a code
 * is worth nothing edited, made up, or brought by another shop or with another state; receive_auth_results also takes
 * its state only once, from the shop it was issued to, within ten minutes (as with Facebook's own codes). The
 * simulated Page and Instagram account are named after the handle and their ids are derived from it, so connecting
 * again finds the same pair. A private reply is answered as sent (the auto-dm module records it); comments come from
 * `npm run admin -- ig comment …`, never from a webhook: the simulator has no app secret to check a signature with,
 * so every delivery is refused.
 */

const CODE_PREFIX = 'sim';
const SIGNING_CONTEXT = 'linkmint simulated facebook code v1';

export const SIMULATED_CODE_MESSAGE =
  'This connection code was not issued by the simulated Facebook dialog for this connection. Please connect again.';

/** Who a code is for: the shop and the state of the dialog it came back from. */
export interface CodeBinding {
  shopDomain: string;
  state: string;
}

export interface SimulatedMessagingPort extends MessagingPort {
  readonly kind: 'simulator';
  /** The code the simulated dialog's Allow sends back to the app, for `handle` with the `scopes` left ticked. */
  issueCode(args: CodeBinding & { handle: string; scopes: readonly string[] }): Promise<string>;
}

export const isSimulator = (port: MessagingPort): port is SimulatedMessagingPort =>
  port.kind === 'simulator' && 'issueCode' in port;

const HANDLE = /^[A-Za-z0-9._-]{1,64}$/;
const SCOPE = /^[a-z_]{1,64}$/;

function signature(secret: Buffer, binding: CodeBinding, payload: string): Buffer {
  return createHmac('sha256', secret)
    .update(`${SIGNING_CONTEXT}\n${binding.shopDomain}\n${binding.state}\n${payload}`)
    .digest();
}

/** The handle and scopes of a code signed for `binding`, or undefined for any other text. */
function readCode(
  secret: Buffer,
  code: string,
  binding: CodeBinding,
): { handle: string; scopes: string[] } | undefined {
  const [prefix, payload, mac, ...rest] = code.split('.');
  if (prefix !== CODE_PREFIX || !payload || !mac || rest.length > 0) return undefined;
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(secret, binding, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { h?: unknown; s?: unknown };
    if (typeof value.h !== 'string' || !HANDLE.test(value.h)) return undefined;
    if (!Array.isArray(value.s) || !value.s.every((scope) => typeof scope === 'string' && SCOPE.test(scope)))
      return undefined;
    return { handle: value.h, scopes: [...new Set(value.s as string[])] };
  } catch {
    return undefined;
  }
}

/** A stable numeric id (Graph ids are digits) for a name: the same handle gives the same Page and account. */
const digitsOf = (kind: string, name: string) =>
  `9${BigInt(`0x${createHash('sha256').update(`${kind}:${name.toLowerCase()}`).digest('hex').slice(0, 13)}`)
    .toString()
    .padStart(15, '0')
    .slice(0, 15)}`;

/** The simulated Page and Instagram account of a handle. */
export function simulatedPair(handle: string) {
  return {
    facebookUserId: digitsOf('user', handle),
    pageId: digitsOf('page', handle),
    pageName: `${handle} (simulated Page)`.slice(0, 100),
    instagramAccountId: digitsOf('instagram', handle),
    instagramUserName: handle.slice(0, 30),
  };
}

export function createSimulatedMessaging(secret: SimulatorSecret): SimulatedMessagingPort {
  return {
    kind: 'simulator',
    dialogUrl: ({ state, origin }) => `${origin}/connect/facebook?state=${encodeURIComponent(state)}`,
    async issueCode({ handle, scopes, ...binding }) {
      const payload = Buffer.from(JSON.stringify({ h: handle, s: [...scopes] })).toString('base64url');
      return [CODE_PREFIX, payload, signature(await secret(), binding, payload).toString('base64url')].join('.');
    },
    async exchangeCode({ code, issuedFor }): Promise<ConnectGrant> {
      const read = readCode(await secret(), code, issuedFor);
      if (!read) throw new MessagingError(SIMULATED_CODE_MESSAGE, 400);
      const pair = simulatedPair(read.handle);
      return {
        facebookUserId: pair.facebookUserId,
        grantedScopes: read.scopes,
        pages: [
          {
            pageId: pair.pageId,
            name: pair.pageName,
            // A fresh token per connection, as Facebook gives: it is kept sealed like a real one.
            pageAccessToken: `sim-${randomBytes(24).toString('base64url')}`,
            instagramAccountId: pair.instagramAccountId,
            instagramUserName: pair.instagramUserName,
          },
        ],
      };
    },
    async sendPrivateReply() {
      return { ok: true, messageId: `sim_${randomBytes(9).toString('base64url')}` };
    },
    // The simulated account has no posts of its own to list: they are recorded with `npm run admin -- bio post`.
    async listRecentPosts() {
      return { ok: true, posts: [] };
    },
    verifySignature: () => false,
    verifyToken: () => false,
  };
}

import { createHash, randomBytes } from 'node:crypto';
import { MessagingError, type ConnectGrant, type MessagingPort } from './messaging-port';

/**
 * The built-in messaging adapter of a fresh install (no Facebook app configured). Its permissions dialog is
 * Linkmint's own /connect/facebook page (the auto-dm module renders it); Allow there gives a code that describes
 * itself (the creator's handle and the permissions left ticked), so any server process can exchange it after any
 * restart. The code is worth nothing alone: receive_auth_results only takes it with a state issued to that shop,
 * once, within ten minutes. The simulated Page and Instagram account are named after the handle and their ids are
 * derived from it, so connecting again finds the same pair. A private reply is answered as sent (the auto-dm module
 * records it); comments come from `npm run admin -- ig comment …`, never from a webhook: the simulator has no app
 * secret to check a signature with, so every delivery is refused.
 */

const CODE_PREFIX = 'sim.';

export const SIMULATED_CODE_MESSAGE = 'This connection code was not made by the simulated Facebook dialog. Please connect again.';

interface SimulatedCode {
  handle: string;
  scopes: string[];
}

/** The code the simulated dialog's Allow sends back to the app. */
export function simulatedCode(handle: string, scopes: readonly string[]): string {
  const payload = JSON.stringify({ h: handle, s: [...scopes], n: randomBytes(6).toString('base64url') });
  return CODE_PREFIX + Buffer.from(payload).toString('base64url');
}

function readCode(code: string): SimulatedCode | undefined {
  if (!code.startsWith(CODE_PREFIX)) return undefined;
  try {
    const value = JSON.parse(Buffer.from(code.slice(CODE_PREFIX.length), 'base64url').toString('utf8')) as { h?: unknown; s?: unknown };
    if (typeof value.h !== 'string' || !/^[A-Za-z0-9._-]{1,64}$/.test(value.h)) return undefined;
    if (!Array.isArray(value.s) || !value.s.every((scope) => typeof scope === 'string' && /^[a-z_]{1,64}$/.test(scope))) return undefined;
    return { handle: value.h, scopes: [...new Set(value.s as string[])] };
  } catch {
    return undefined;
  }
}

/** A stable numeric id (Graph ids are digits) for a name: the same handle gives the same Page and account. */
const digitsOf = (kind: string, name: string) => `9${BigInt(`0x${createHash('sha256').update(`${kind}:${name.toLowerCase()}`).digest('hex').slice(0, 13)}`).toString().padStart(15, '0').slice(0, 15)}`;

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

export function createSimulatedMessaging(): MessagingPort {
  return {
    kind: 'simulator',
    dialogUrl: ({ state, origin }) => `${origin}/connect/facebook?state=${encodeURIComponent(state)}`,
    async exchangeCode({ code }): Promise<ConnectGrant> {
      const read = readCode(code);
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

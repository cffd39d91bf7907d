import { HttpError, unauthorized } from '../../errors';
import type { OperationHandler, OperationHandlers, RequestContext } from '../../operations';
import type { Services } from '../../services';
import type { AutoDmService } from './auto-dm-service';
import { commentsOfDelivery } from './webhook-bodies';

/**
 * Meta's webhooks (/webhooks/instagram, /webhooks/facebook): the subscription handshake, then signed deliveries.
 * The X-Hub-Signature-256 is checked on the raw body before anything in it is read; each comment is then recorded
 * under its own id (a redelivery stores and sends nothing twice) and the answer goes back at once: the DMs follow
 * from the dispatcher. The simulator has no app secret, so it refuses every delivery (comments come from
 * `npm run admin -- ig comment` instead, through the same intake).
 */

export const WEBHOOK_MESSAGES = {
  badSignature: 'The X-Hub-Signature-256 does not match this body and the app secret.',
  simulator:
    'Meta webhooks are off: Auto DM runs on the built-in simulator (set FACEBOOK_APP_ID, FACEBOOK_APP_SECRET and FACEBOOK_WEBHOOK_VERIFY_TOKEN to receive them).',
  verifyRefused: 'The verify token does not match.',
} as const;

export function createWebhookOperations(services: Services, service: AutoDmService): OperationHandlers {
  const { messaging } = services;

  const verify: OperationHandler = async (ctx) => {
    const token = ctx.query['hub.verify_token'] ?? '';
    const ok = messaging.kind === 'graph' && messaging.verifyToken(token);
    if (!ok) ctx.log.warn('webhook subscription refused');
    return new Response(ok ? (ctx.query['hub.challenge'] ?? '') : WEBHOOK_MESSAGES.verifyRefused, {
      status: ok ? 200 : 403,
      // The challenge is whatever the caller sent: plain text, never sniffed as HTML.
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      },
    });
  };

  const receive: OperationHandler = async (ctx: RequestContext) => {
    if (messaging.kind !== 'graph') throw new HttpError(401, WEBHOOK_MESSAGES.simulator);
    // The router has read the body already; Hono keeps it, so these are the bytes exactly as they arrived.
    const raw = new Uint8Array(await ctx.raw.req.arrayBuffer());
    if (!messaging.verifySignature(raw, ctx.header('x-hub-signature-256'))) {
      ctx.log.warn('webhook delivery refused: bad signature');
      throw unauthorized(WEBHOOK_MESSAGES.badSignature);
    }
    const comments = commentsOfDelivery(ctx.body, ctx.now);
    const outcomes = [];
    for (const comment of comments) outcomes.push(await service.receiveComment(comment, ctx.now));
    ctx.log.info('webhook delivery', {
      comments: comments.length,
      queued: outcomes.filter((o) => o === 'queued').length,
    });
    return { received: comments.length };
  };

  return {
    verifyInstagramWebhook: verify,
    verifyFacebookWebhook: verify,
    receiveInstagramWebhook: receive,
    receiveFacebookWebhook: receive,
  };
}

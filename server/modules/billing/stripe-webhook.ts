import { planByLookupKey, planById, FREE_PLAN } from '../../../src/domain/plans';
import type { Database } from '../../db/database';
import { badRequest, HttpError, unauthorized } from '../../errors';
import {
  EXTRA_CLICKS_LOOKUP_KEY,
  PLAN_CENTS_METADATA,
  PRORATION_CREDIT_METADATA,
} from '../../integrations/payments/stripe-payments';
import type { RequestContext } from '../../operations';
import { deliverySignatureProblem } from '../../signed-delivery';
import { pacificInstant } from './billing-periods';
import { checkoutByProviderId, shopOfCustomer, subscriptionOf } from './billing-queries';
import type { Billing, PaymentNotification } from './billing-service';

/**
 * Stripe's webhook (/webhooks/payments): the Stripe-Signature is checked on the raw body before anything is
 * read from it, then the event becomes a PaymentNotification for billing's one payment path. The shop comes
 * from our own records (the checkout session, the customer) or from the metadata Linkmint put on the
 * subscription, never from anything else in the body.
 */

export const STRIPE_SIGNATURE_HEADER = 'Stripe-Signature';

export const WEBHOOK_MESSAGES = {
  off: 'Payment webhooks are off: this server takes payments on its own checkout page (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe).',
  missing: `The ${STRIPE_SIGNATURE_HEADER} header is missing.`,
  malformed: `The ${STRIPE_SIGNATURE_HEADER} header must read t=<unix seconds>,v1=<64 hex digits>.`,
  stale: "The signature's time is more than 300 seconds away from the server's clock.",
  mismatch: 'The signature does not match this body and the webhook signing secret.',
  unknownShop: (what: string) => `No shop of this server has the ${what} this event names.`,
} as const;

interface StripeObject {
  id: string;
  object: string;
  [key: string]: unknown;
}

interface StripeLine {
  amount: number;
  quantity?: number | null;
  price?: { lookup_key?: string | null } | null;
  period?: { start: number; end: number };
  metadata?: Record<string, string> | null;
}

const cents = (value: string | undefined) => (value !== undefined && /^\d+$/.test(value) ? Number(value) : null);

/**
 * A paid Stripe invoice as a bill. Its lines: the plan's price (a renewal), the rest of a month bought at
 * checkout, a change of plan's difference (its metadata keeps the plan's part and the credited part), the
 * metered extra clicks. What the lines come to beyond what was paid is the customer balance Linkmint credited
 * on moves to a cheaper plan: the account credit.
 */
async function invoicePaid(db: Database, eventId: string, object: StripeObject): Promise<PaymentNotification> {
  const shop = await shopOf(db, object);
  const lines = ((object.lines as { data?: StripeLine[] } | undefined)?.data ?? []) as StripeLine[];
  const extra = lines.filter((line) => line.price?.lookup_key === EXTRA_CLICKS_LOOKUP_KEY);
  const planLines = lines.filter((line) => line.price?.lookup_key !== EXTRA_CLICKS_LOOKUP_KEY);
  const recurring = planLines.find((line) => planByLookupKey(line.price?.lookup_key ?? ''));
  const row = await subscriptionOf(db, shop);
  const plan = planByLookupKey(recurring?.price?.lookup_key ?? '') ?? planById(Number(row?.plan_id)) ?? FREE_PLAN;
  // A change of plan's invoice has no recurring line: it is about the shop's running period.
  const unix = (d: Date | null | undefined) => (d ? Math.floor(d.getTime() / 1000) : undefined);
  const period = recurring?.period ?? {
    start: unix(row?.period_start) ?? Number(object.period_start),
    end: unix(row?.period_end) ?? Number(object.period_end),
  };
  let planAmountCents = 0;
  let prorationCreditCents = 0;
  for (const line of planLines) {
    const planPart = cents(line.metadata?.[PLAN_CENTS_METADATA]);
    const credited = cents(line.metadata?.[PRORATION_CREDIT_METADATA]);
    if (planPart !== null && credited !== null) {
      planAmountCents += planPart;
      prorationCreditCents += credited;
    } else if (line.amount >= 0) planAmountCents += line.amount;
    else prorationCreditCents -= line.amount;
  }
  const extraCents = extra.reduce((sum, line) => sum + line.amount, 0);
  const total = Number(object.amount_paid);
  const paidAt = Number((object.status_transitions as { paid_at?: number } | undefined)?.paid_at ?? object.created);
  return {
    kind: 'invoice_paid',
    eventId,
    shopDomain: shop,
    invoice: {
      invoiceId: object.id,
      shopDomain: shop,
      planId: plan.planId,
      planName: plan.name,
      periodStart: pacificInstant(period.start),
      periodEnd: pacificInstant(period.end),
      planAmountCents,
      usage: null,
      extraClicks: extra.reduce((sum, line) => sum + (line.quantity ?? 0), 0),
      extraClicksCents: extraCents,
      prorationCreditCents,
      accountCreditCents: Math.max(0, planAmountCents + extraCents - prorationCreditCents - total),
      totalCents: total,
      currency: 'USD',
      paidAt: new Date(paidAt * 1000).toISOString(),
    },
  };
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

async function shopOf(db: Database, object: StripeObject): Promise<string> {
  const customer = str(object.customer);
  const byCustomer = customer ? await shopOfCustomer(db, customer) : undefined;
  const metadata =
    (object.subscription_details as { metadata?: Record<string, string> } | undefined)?.metadata ??
    (object.metadata as Record<string, string> | undefined);
  const shop = byCustomer ?? str(metadata?.shopDomain);
  if (!shop || !(await subscriptionOf(db, shop))) throw badRequest(WEBHOOK_MESSAGES.unknownShop('customer'));
  return shop;
}

/** What a verified Stripe event means for billing. */
export async function notificationOf(
  db: Database,
  event: { id: string; type: string; data: { object: StripeObject } },
): Promise<PaymentNotification> {
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = await checkoutByProviderId(db, object.id);
      if (!session) throw badRequest(WEBHOOK_MESSAGES.unknownShop('checkout session'));
      return {
        kind: 'checkout_completed',
        eventId: event.id,
        shopDomain: session.shop_domain,
        sessionId: session.session_id,
        card: null,
        customerId: str(object.customer),
        subscriptionId: str(object.subscription),
        chargedHere: false,
      };
    }
    case 'invoice.paid':
      return invoicePaid(db, event.id, object);
    case 'customer.subscription.updated': {
      const shop = await shopOf(db, object);
      const items = ((object.items as { data?: StripeLine[] } | undefined)?.data ?? []) as StripeLine[];
      const planKey = items.find((item) => item.price?.lookup_key !== EXTRA_CLICKS_LOOKUP_KEY)?.price?.lookup_key;
      return {
        kind: 'subscription_updated',
        eventId: event.id,
        shopDomain: shop,
        plan: planKey ? planByLookupKey(planKey) : undefined,
        cancelAtPeriodEnd: object.cancel_at_period_end === true,
      };
    }
    case 'customer.subscription.deleted':
      return { kind: 'subscription_deleted', eventId: event.id, shopDomain: await shopOf(db, object) };
    default:
      return { kind: 'ignored', eventId: event.id };
  }
}

export function paymentWebhookHandler(db: Database, billing: Billing, secret: string | undefined) {
  return async (ctx: RequestContext) => {
    if (!secret) throw new HttpError(503, WEBHOOK_MESSAGES.off);
    // The router has read the body already; Hono keeps it, so this is the text exactly as it arrived.
    const raw = await ctx.raw.req.text();
    const problem = deliverySignatureProblem(
      ctx.header(STRIPE_SIGNATURE_HEADER),
      raw,
      secret,
      ctx.now,
      WEBHOOK_MESSAGES,
    );
    if (problem) {
      ctx.log.warn('payment webhook refused', { reason: problem });
      throw unauthorized(problem);
    }
    const event = ctx.body as { id: string; type: string; data: { object: StripeObject } };
    const notification = await notificationOf(db, event);
    await billing.recordPayment(notification, ctx.now);
    ctx.log.info('payment webhook', { eventId: event.id, type: event.type, kind: notification.kind });
    return { received: 1 };
  };
}

import type { PlanTier } from '../../../src/domain/plans';
import type { PaymentsPort, ProviderCheckoutStatus } from './payments-port';

/**
 * The Stripe adapter: Checkout Sessions in subscription mode with two prices, the plan's (its lookup key is the
 * plan's, e.g. deeplink) and the metered extra clicks (lookup key extra_clicks, on the billing meter
 * linkmint_extra_clicks), changes and cancellations on the subscription, and each closed month's extra clicks
 * as a meter event. Requests are form-encoded as Stripe's API takes them, pinned to one API version so the
 * shapes read here stay put.
 */

export const STRIPE_API_VERSION = '2024-06-20';
export const EXTRA_CLICKS_LOOKUP_KEY = 'extra_clicks';
export const EXTRA_CLICKS_METER_EVENT = 'linkmint_extra_clicks';
/** Metadata of a change's invoice item: the plan's part and the credited part, read back from invoice.paid. */
export const PLAN_CENTS_METADATA = 'linkmint_plan_cents';
export const PRORATION_CREDIT_METADATA = 'linkmint_proration_credit_cents';

/** Stripe keeps a Checkout Session open between 30 minutes and 24 hours. */
const STRIPE_MIN_SESSION_S = 31 * 60;
const stripeExpiry = (now: Date, latest: Date) =>
  Math.max(Math.floor(now.getTime() / 1000) + STRIPE_MIN_SESSION_S, Math.floor(latest.getTime() / 1000));

export class StripeError extends Error {
  override name = 'StripeError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

type Params = Record<string, string | number | boolean | undefined>;

function form(params: Params): string {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) body.append(key, String(value));
  return body.toString();
}

interface StripeOptions {
  secretKey: string;
  apiBase: string;
}

export function createStripePayments(
  { secretKey, apiBase }: StripeOptions,
  fetcher: typeof fetch = fetch,
): PaymentsPort {
  const base = apiBase.replace(/\/$/, '');
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    params: Params = {},
    idempotencyKey?: string,
  ): Promise<T> {
    const query = method === 'GET' && Object.keys(params).length > 0 ? `?${form(params)}` : '';
    const res = await fetcher(`${base}${path}${query}`, {
      method,
      headers: {
        authorization: `Bearer ${secretKey}`,
        'stripe-version': STRIPE_API_VERSION,
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: method === 'POST' ? form(params) : undefined,
      signal: AbortSignal.timeout(20_000),
    });
    const json = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
    if (!res.ok)
      throw new StripeError(
        `Stripe answered ${res.status} to ${method} ${path}: ${json.error?.message ?? 'no message'}`,
        res.status,
      );
    return json as T;
  }

  /** Price ids by lookup key; a missing one is a setup mistake the operator must see. */
  async function prices(keys: readonly string[]): Promise<Record<string, string>> {
    const params: Params = { active: true };
    keys.forEach((key, i) => (params[`lookup_keys[${i}]`] = key));
    const list = await call<{ data: Array<{ id: string; lookup_key: string | null }> }>('GET', '/v1/prices', params);
    const found = Object.fromEntries(list.data.filter((p) => p.lookup_key).map((p) => [p.lookup_key as string, p.id]));
    const missing = keys.filter((key) => !found[key]);
    if (missing.length > 0)
      throw new StripeError(
        `No active Stripe price has the lookup key ${missing.join(', ')}: create it in the Stripe dashboard`,
        500,
      );
    return found;
  }

  async function planItem(subscriptionId: string): Promise<string> {
    const subscription = await call<{ items: { data: Array<{ id: string; price: { lookup_key: string | null } }> } }>(
      'GET',
      `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`,
    );
    const item = subscription.items.data.find((i) => i.price.lookup_key !== EXTRA_CLICKS_LOOKUP_KEY);
    if (!item) throw new StripeError(`The Stripe subscription ${subscriptionId} has no plan item`, 500);
    return item.id;
  }

  return {
    kind: 'stripe',
    async openCheckout({ sessionId, shopDomain, plan, customerId, returnUrl, now, expiresAt, firstPeriod }) {
      const ids = await prices([plan.lookupKey, EXTRA_CLICKS_LOOKUP_KEY]);
      const session = await call<{ id: string; url: string; expires_at: number }>(
        'POST',
        '/v1/checkout/sessions',
        {
          mode: 'subscription',
          client_reference_id: sessionId,
          customer: customerId ?? undefined,
          'line_items[0][price]': ids[plan.lookupKey],
          'line_items[0][quantity]': 1,
          // Metered prices take no quantity: the meter events decide it.
          'line_items[1][price]': ids[EXTRA_CLICKS_LOOKUP_KEY],
          // The rest of this month, priced by Linkmint; the monthly price renews on the next month's 1st.
          'line_items[2][price_data][currency]': 'usd',
          'line_items[2][price_data][unit_amount]': firstPeriod.planCents,
          'line_items[2][price_data][product_data][name]': firstPeriod.label,
          'line_items[2][quantity]': 1,
          'subscription_data[billing_cycle_anchor]': Math.floor(firstPeriod.renewsAt.getTime() / 1000),
          'subscription_data[proration_behavior]': 'none',
          expires_at: stripeExpiry(now, expiresAt),
          success_url: returnUrl,
          cancel_url: returnUrl,
          'metadata[shopDomain]': shopDomain,
          'metadata[sessionId]': sessionId,
          'subscription_data[metadata][shopDomain]': shopDomain,
        },
        `checkout-${sessionId}`,
      );
      return {
        providerSessionId: session.id,
        url: session.url,
        expiresAt: new Date(session.expires_at * 1000).toISOString(),
      };
    },
    async expireCheckout(providerSessionId) {
      await call('POST', `/v1/checkout/sessions/${encodeURIComponent(providerSessionId)}/expire`);
    },
    async checkoutStatus(providerSessionId) {
      const session = await call<{
        status: ProviderCheckoutStatus['status'];
        payment_status: ProviderCheckoutStatus['paymentStatus'];
      }>('GET', `/v1/checkout/sessions/${encodeURIComponent(providerSessionId)}`);
      return { status: session.status, paymentStatus: session.payment_status };
    },
    /**
     * The subscription moves to the new price without Stripe's own proration (it counts seconds, Linkmint counts
     * Pacific days): the difference Linkmint priced is charged at once as an invoice of its own, or, for a
     * cheaper plan, credited to the customer's balance, which Stripe takes off the next invoices.
     */
    async changePlan(subscriptionId, plan: PlanTier, charge) {
      const [item, ids] = await Promise.all([planItem(subscriptionId), prices([plan.lookupKey])]);
      await call(
        'POST',
        `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`,
        {
          'items[0][id]': item,
          'items[0][price]': ids[plan.lookupKey],
          proration_behavior: 'none',
          cancel_at_period_end: false,
        },
        `change-${charge.key}`,
      );
      const net = charge.planCents - charge.prorationCreditCents;
      const customer = encodeURIComponent(charge.customerId);
      if (net < 0) {
        await call(
          'POST',
          `/v1/customers/${customer}/balance_transactions`,
          { amount: net, currency: 'usd', description: charge.description },
          `credit-${charge.key}`,
        );
        return;
      }
      if (net === 0) return;
      await call(
        'POST',
        '/v1/invoiceitems',
        {
          customer: charge.customerId,
          subscription: subscriptionId,
          amount: net,
          currency: 'usd',
          description: charge.description,
          [`metadata[${PLAN_CENTS_METADATA}]`]: charge.planCents,
          [`metadata[${PRORATION_CREDIT_METADATA}]`]: charge.prorationCreditCents,
        },
        `item-${charge.key}`,
      );
      const invoice = await call<{ id: string }>(
        'POST',
        '/v1/invoices',
        {
          customer: charge.customerId,
          subscription: subscriptionId,
          pending_invoice_items_behavior: 'include',
          auto_advance: true,
        },
        `invoice-${charge.key}`,
      );
      await call('POST', `/v1/invoices/${encodeURIComponent(invoice.id)}/pay`, {}, `pay-${charge.key}`);
    },
    async cancelAtPeriodEnd(subscriptionId) {
      await call('POST', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`, { cancel_at_period_end: true });
    },
    async reportExtraClicks({ customerId, extraClicks, identifier, at }) {
      await call(
        'POST',
        '/v1/billing/meter_events',
        {
          event_name: EXTRA_CLICKS_METER_EVENT,
          'payload[stripe_customer_id]': customerId,
          'payload[value]': extraClicks,
          identifier,
          timestamp: Math.floor(at.getTime() / 1000),
        },
        identifier,
      );
    },
  };
}

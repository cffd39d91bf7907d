import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { signDelivery } from '../../server/signed-delivery';
import { serveFake } from './fake-provider-support';

/**
 * A loopback Stripe: the endpoints the Stripe adapter calls (prices by lookup key, Checkout Sessions, subscription
 * updates, billing meter events), form-encoded in and JSON out like the real API, refusing calls without the
 * secret key or the pinned API version. Tests play Stripe's side of a payment with completeCheckout and
 * deliver its events to Linkmint's webhook, signed as Stripe signs them.
 */

export const FAKE_STRIPE_KEY = 'sk_test_fake_4f9c2a7b1e8d';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_3d5e7f9a1b2c';

interface FakePrice {
  id: string;
  lookup_key: string;
  unit_amount: number | null;
}

interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  client_reference_id: string | null;
  customer: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
  line_items: string[];
  expires_at: number;
  mode: string;
  success_url: string;
}

interface FakeSubscription {
  id: string;
  customer: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { data: Array<{ id: string; price: FakePrice }> };
}

export interface StripeEventBody {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  data: { object: Record<string, unknown> };
}

/** Form fields as Stripe reads them: `a[b][c]=v` into { 'a[b][c]': v }. */
const fields = async (c: Context) => Object.fromEntries(new URLSearchParams(await c.req.text()));

export async function startFakeStripe(prices: Record<string, number | null>) {
  const priceList: FakePrice[] = Object.entries(prices).map(([lookup_key, unit_amount]) => ({ id: `price_${lookup_key}`, lookup_key, unit_amount }));
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const meterEvents = new Map<string, Record<string, string>>();
  const calls: Array<{ method: string; path: string; form: Record<string, string> }> = [];
  const app = new Hono();
  app.use(async (c, next) => {
    if (c.req.header('authorization') !== `Bearer ${FAKE_STRIPE_KEY}`) return c.json({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }, 401);
    if (!c.req.header('stripe-version')) return c.json({ error: { message: 'Stripe-Version missing' } }, 400);
    await next();
  });
  const record = async (c: Context) => {
    const form = c.req.method === 'POST' ? await fields(c) : Object.fromEntries(new URL(c.req.url).searchParams);
    calls.push({ method: c.req.method, path: new URL(c.req.url).pathname, form });
    return form;
  };
  const notFound = (c: Context, what: string) => c.json({ error: { type: 'invalid_request_error', message: `No such ${what}` } }, 404);

  app.get('/v1/prices', async (c) => {
    const form = await record(c);
    const keys = Object.entries(form).filter(([k]) => k.startsWith('lookup_keys[')).map(([, v]) => v);
    return c.json({ object: 'list', data: priceList.filter((p) => keys.includes(p.lookup_key)), has_more: false });
  });
  app.post('/v1/checkout/sessions', async (c) => {
    const form = await record(c);
    const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: form.client_reference_id ?? null,
      customer: form.customer ?? null,
      subscription: null,
      metadata: Object.fromEntries(Object.entries(form).filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v])),
      line_items: Object.entries(form).filter(([k]) => /^line_items\[\d+\]\[price\]$/.test(k)).map(([, v]) => v),
      expires_at: Math.floor(Date.now() / 1000) + 86_400,
      mode: form.mode ?? '',
      success_url: form.success_url ?? '',
    };
    sessions.set(id, session);
    return c.json(session);
  });
  app.get('/v1/checkout/sessions/:id', async (c) => {
    await record(c);
    const session = sessions.get(c.req.param('id'));
    return session ? c.json(session) : notFound(c, 'checkout.session');
  });
  app.post('/v1/checkout/sessions/:id/expire', async (c) => {
    await record(c);
    const session = sessions.get(c.req.param('id'));
    if (!session) return notFound(c, 'checkout.session');
    if (session.status !== 'open') return c.json({ error: { message: 'Only open sessions can be expired' } }, 400);
    session.status = 'expired';
    return c.json(session);
  });
  app.get('/v1/subscriptions/:id', async (c) => {
    await record(c);
    const subscription = subscriptions.get(c.req.param('id'));
    return subscription ? c.json(subscription) : notFound(c, 'subscription');
  });
  app.post('/v1/subscriptions/:id', async (c) => {
    const form = await record(c);
    const subscription = subscriptions.get(c.req.param('id'));
    if (!subscription) return notFound(c, 'subscription');
    if (form.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
    const item = subscription.items.data.find((i) => i.id === form['items[0][id]']);
    const price = priceList.find((p) => p.id === form['items[0][price]']);
    if (form['items[0][id]'] && (!item || !price)) return c.json({ error: { message: 'No such subscription item or price' } }, 400);
    if (item && price) item.price = price;
    return c.json(subscription);
  });
  app.post('/v1/billing/meter_events', async (c) => {
    const form = await record(c);
    const identifier = form.identifier ?? randomUUID();
    // Stripe keeps identifiers unique: the same one again is refused.
    if (meterEvents.has(identifier)) return c.json({ error: { message: `An event with identifier ${identifier} already exists` } }, 400);
    meterEvents.set(identifier, form);
    return c.json({ object: 'billing.meter_event', event_name: form.event_name, identifier, payload: { stripe_customer_id: form['payload[stripe_customer_id]'], value: form['payload[value]'] } });
  });

  const fake = await serveFake(app);
  const event = (type: string, object: Record<string, unknown>): StripeEventBody => ({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });

  return {
    url: fake.url,
    calls,
    sessions,
    subscriptions,
    meterEvents,
    close: fake.close,
    event,
    /** The customer pays on Stripe's page: the session completes and a subscription with both prices starts. */
    completeCheckout(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const customer = session.customer ?? `cus_${randomUUID().slice(0, 14).replaceAll('-', '')}`;
      const subscription: FakeSubscription = {
        id: `sub_${randomUUID().slice(0, 14).replaceAll('-', '')}`,
        customer,
        cancel_at_period_end: false,
        metadata: { shopDomain: session.metadata.shopDomain ?? '' },
        items: { data: session.line_items.map((priceId, i) => ({ id: `si_${i}_${randomUUID().slice(0, 8)}`, price: priceList.find((p) => p.id === priceId)! })) },
      };
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, { status: 'complete', payment_status: 'paid', customer, subscription: subscription.id });
      return { session, subscription, completed: event('checkout.session.completed', { ...session }) };
    },
    /** Stripe's invoice.paid for a subscription: one line per price, the metered one for `extraClicks`. */
    invoicePaid(subscriptionId: string, extraClicks = 0, invoiceId = `in_${randomUUID().replaceAll('-', '').slice(0, 24)}`) {
      const subscription = subscriptions.get(subscriptionId)!;
      const start = Math.floor(Date.now() / 1000);
      const lines = subscription.items.data.map((item) => {
        const metered = item.price.unit_amount === null;
        return { amount: metered ? extraClicks : item.price.unit_amount!, quantity: metered ? extraClicks : 1, price: item.price, period: { start, end: start + 30 * 86_400 } };
      });
      return event('invoice.paid', {
        id: invoiceId,
        object: 'invoice',
        customer: subscription.customer,
        subscription: subscription.id,
        status: 'paid',
        amount_paid: lines.reduce((sum, line) => sum + line.amount, 0),
        currency: 'usd',
        period_start: start,
        period_end: start + 30 * 86_400,
        status_transitions: { paid_at: start },
        subscription_details: { metadata: subscription.metadata },
        lines: { object: 'list', data: lines },
      });
    },
    /** Posts an event to a webhook as Stripe does; `secret` other than the endpoint's makes a bad signature. */
    async deliver(webhookUrl: string, body: StripeEventBody, options: { secret?: string; at?: Date } = {}) {
      const raw = JSON.stringify(body);
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signDelivery(options.secret ?? FAKE_WEBHOOK_SECRET, raw, options.at ?? new Date()) },
        body: raw,
      });
      return { status: res.status, body: (await res.json()) as { code: number; message: string; data: unknown } };
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

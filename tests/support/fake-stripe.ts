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
  /** One-time lines (price_data): Linkmint's price for the rest of the first month. */
  one_time: FakeLine[];
  billing_cycle_anchor: number | null;
  expires_at: number;
  mode: string;
  success_url: string;
}

/** An invoice line as Stripe lists it. */
interface FakeLine {
  amount: number;
  quantity: number;
  description: string;
  price: FakePrice | null;
  period: { start: number; end: number };
  metadata: Record<string, string>;
}

interface FakeInvoice {
  id: string;
  customer: string;
  subscription: string | null;
  status: 'draft' | 'paid';
  lines: FakeLine[];
  amount_paid: number;
  starting_balance: number;
}

interface FakeSubscription {
  id: string;
  customer: string;
  cancel_at_period_end: boolean;
  /** When the monthly price is first charged in full; before it, only the checkout's one-time lines. */
  billing_cycle_anchor: number | null;
  invoiced: boolean;
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
  const priceList: FakePrice[] = Object.entries(prices).map(([lookup_key, unit_amount]) => ({
    id: `price_${lookup_key}`,
    lookup_key,
    unit_amount,
  }));
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const meterEvents = new Map<string, Record<string, string>>();
  const invoices = new Map<string, FakeInvoice>();
  /** Invoice items waiting for the customer's next invoice, and the customer balance (negative: credit). */
  const pendingItems = new Map<string, FakeLine[]>();
  const balances = new Map<string, number>();
  const now = () => Math.floor(Date.now() / 1000);
  const pendingOf = (customer: string) => pendingItems.get(customer) ?? [];
  const calls: Array<{ method: string; path: string; form: Record<string, string> }> = [];
  const app = new Hono();
  app.use(async (c, next) => {
    if (c.req.header('authorization') !== `Bearer ${FAKE_STRIPE_KEY}`)
      return c.json({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }, 401);
    if (!c.req.header('stripe-version')) return c.json({ error: { message: 'Stripe-Version missing' } }, 400);
    await next();
  });
  const record = async (c: Context) => {
    const form = c.req.method === 'POST' ? await fields(c) : Object.fromEntries(new URL(c.req.url).searchParams);
    calls.push({ method: c.req.method, path: new URL(c.req.url).pathname, form });
    return form;
  };
  const notFound = (c: Context, what: string) =>
    c.json({ error: { type: 'invalid_request_error', message: `No such ${what}` } }, 404);

  app.get('/v1/prices', async (c) => {
    const form = await record(c);
    const keys = Object.entries(form)
      .filter(([k]) => k.startsWith('lookup_keys['))
      .map(([, v]) => v);
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
      metadata: Object.fromEntries(
        Object.entries(form)
          .filter(([k]) => k.startsWith('metadata['))
          .map(([k, v]) => [k.slice(9, -1), v]),
      ),
      line_items: Object.entries(form)
        .filter(([k]) => /^line_items\[\d+\]\[price\]$/.test(k))
        .map(([, v]) => v),
      one_time: Object.entries(form)
        .filter(([k]) => /^line_items\[\d+\]\[price_data\]\[unit_amount\]$/.test(k))
        .map(([k, v]) => {
          const i = /\[(\d+)\]/.exec(k)![1];
          return {
            amount: Number(v),
            quantity: 1,
            description: form[`line_items[${i}][price_data][product_data][name]`] ?? '',
            price: null,
            period: { start: now(), end: now() },
            metadata: {},
          };
        }),
      billing_cycle_anchor: form['subscription_data[billing_cycle_anchor]']
        ? Number(form['subscription_data[billing_cycle_anchor]'])
        : null,
      expires_at: form.expires_at ? Number(form.expires_at) : Math.floor(Date.now() / 1000) + 86_400,
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
    if (form.cancel_at_period_end !== undefined)
      subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
    const item = subscription.items.data.find((i) => i.id === form['items[0][id]']);
    const price = priceList.find((p) => p.id === form['items[0][price]']);
    if (form['items[0][id]'] && (!item || !price))
      return c.json({ error: { message: 'No such subscription item or price' } }, 400);
    if (item && price) item.price = price;
    return c.json(subscription);
  });
  app.post('/v1/invoiceitems', async (c) => {
    const form = await record(c);
    if (!form.customer || !form.amount) return c.json({ error: { message: 'customer and amount are required' } }, 400);
    const metadata = Object.fromEntries(
      Object.entries(form)
        .filter(([k]) => k.startsWith('metadata['))
        .map(([k, v]) => [k.slice(9, -1), v]),
    );
    const item: FakeLine = {
      amount: Number(form.amount),
      quantity: 1,
      description: form.description ?? '',
      price: null,
      period: { start: now(), end: now() },
      metadata,
    };
    pendingItems.set(form.customer, [...pendingOf(form.customer), item]);
    return c.json({ object: 'invoiceitem', id: `ii_${randomUUID().slice(0, 12)}`, ...item });
  });
  app.post('/v1/invoices', async (c) => {
    const form = await record(c);
    const customer = form.customer ?? '';
    const invoice: FakeInvoice = {
      id: `in_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
      customer,
      subscription: form.subscription ?? null,
      status: 'draft',
      lines: pendingOf(customer),
      amount_paid: 0,
      starting_balance: 0,
    };
    pendingItems.set(customer, []);
    invoices.set(invoice.id, invoice);
    return c.json({ object: 'invoice', ...invoice });
  });
  app.post('/v1/invoices/:id/pay', async (c) => {
    await record(c);
    const invoice = invoices.get(c.req.param('id'));
    if (!invoice) return notFound(c, 'invoice');
    settle(invoice);
    return c.json({ object: 'invoice', ...invoice });
  });
  app.post('/v1/customers/:id/balance_transactions', async (c) => {
    const form = await record(c);
    const customer = c.req.param('id');
    balances.set(customer, (balances.get(customer) ?? 0) + Number(form.amount));
    return c.json({
      object: 'customer_balance_transaction',
      amount: Number(form.amount),
      ending_balance: balances.get(customer),
    });
  });
  app.post('/v1/billing/meter_events', async (c) => {
    const form = await record(c);
    const identifier = form.identifier ?? randomUUID();
    // Stripe keeps identifiers unique: the same one again is refused.
    if (meterEvents.has(identifier))
      return c.json({ error: { message: `An event with identifier ${identifier} already exists` } }, 400);
    meterEvents.set(identifier, form);
    return c.json({
      object: 'billing.meter_event',
      event_name: form.event_name,
      identifier,
      payload: { stripe_customer_id: form['payload[stripe_customer_id]'], value: form['payload[value]'] },
    });
  });

  /** Pays an invoice as Stripe does: the customer's credit balance first, the card the rest. */
  function settle(invoice: FakeInvoice) {
    const total = invoice.lines.reduce((sum, line) => sum + line.amount, 0);
    const balance = balances.get(invoice.customer) ?? 0;
    const credit = total > 0 ? Math.min(Math.max(-balance, 0), total) : 0;
    invoice.starting_balance = balance;
    invoice.amount_paid = Math.max(0, total - credit);
    balances.set(invoice.customer, balance + credit + Math.min(total, 0));
    invoice.status = 'paid';
  }

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
        billing_cycle_anchor: session.billing_cycle_anchor,
        invoiced: false,
        metadata: { shopDomain: session.metadata.shopDomain ?? '' },
        items: {
          data: session.line_items.map((priceId, i) => ({
            id: `si_${i}_${randomUUID().slice(0, 8)}`,
            price: priceList.find((p) => p.id === priceId)!,
          })),
        },
      };
      subscriptions.set(subscription.id, subscription);
      // The first invoice carries the checkout's one-time lines.
      pendingItems.set(customer, [...pendingOf(customer), ...session.one_time]);
      Object.assign(session, { status: 'complete', payment_status: 'paid', customer, subscription: subscription.id });
      return { session, subscription, completed: event('checkout.session.completed', { ...session }) };
    },
    /**
     * Stripe's next invoice of a subscription, paid, as its invoice.paid event: the first one holds the checkout's
     * one-time lines and the monthly price at 0 until the billing cycle anchor; later ones the monthly price, the
     * metered line for `extraClicks`, and any pending invoice items; the customer's credit balance pays first.
     */
    invoicePaid(subscriptionId: string, extraClicks = 0) {
      const subscription = subscriptions.get(subscriptionId)!;
      const first = !subscription.invoiced && subscription.billing_cycle_anchor !== null;
      // The first invoice runs to the anchor; the renewals from it, a month each.
      const start = first ? now() : Math.max(subscription.billing_cycle_anchor ?? 0, now());
      const end = first ? subscription.billing_cycle_anchor! : start + 30 * 86_400;
      subscription.invoiced = true;
      const lines: FakeLine[] = subscription.items.data.map((item) => {
        const metered = item.price.unit_amount === null;
        const amount = metered ? extraClicks : first ? 0 : item.price.unit_amount!;
        return {
          amount,
          quantity: metered ? extraClicks : 1,
          description: item.price.lookup_key,
          price: item.price,
          period: { start, end },
          metadata: {},
        };
      });
      const invoice: FakeInvoice = {
        id: `in_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
        customer: subscription.customer,
        subscription: subscription.id,
        status: 'draft',
        lines: [...lines, ...pendingOf(subscription.customer)],
        amount_paid: 0,
        starting_balance: 0,
      };
      pendingItems.set(subscription.customer, []);
      invoices.set(invoice.id, invoice);
      settle(invoice);
      return this.invoiceEvent(invoice.id);
    },
    /** The invoice.paid event of an invoice the fake holds (one Linkmint created and paid, or invoicePaid's). */
    invoiceEvent(invoiceId: string) {
      const invoice = invoices.get(invoiceId)!;
      const subscription = invoice.subscription ? subscriptions.get(invoice.subscription) : undefined;
      const at = now();
      return event('invoice.paid', {
        id: invoice.id,
        object: 'invoice',
        customer: invoice.customer,
        subscription: invoice.subscription,
        status: invoice.status,
        amount_paid: invoice.amount_paid,
        starting_balance: invoice.starting_balance,
        currency: 'usd',
        period_start: at,
        period_end: at,
        status_transitions: { paid_at: at },
        subscription_details: { metadata: subscription?.metadata ?? {} },
        lines: { object: 'list', data: invoice.lines },
      });
    },
    /** Invoices Linkmint created through the API, newest last. */
    createdInvoices: () =>
      [...invoices.values()].filter((i) => calls.some((c) => c.path === `/v1/invoices/${i.id}/pay`)),
    balanceOf: (customer: string) => balances.get(customer) ?? 0,
    /** Posts an event to a webhook as Stripe does; `secret` other than the endpoint's makes a bad signature. */
    async deliver(webhookUrl: string, body: StripeEventBody, options: { secret?: string; at?: Date } = {}) {
      const raw = JSON.stringify(body);
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signDelivery(options.secret ?? FAKE_WEBHOOK_SECRET, raw, options.at ?? new Date()),
        },
        body: raw,
      });
      return { status: res.status, body: (await res.json()) as { code: number; message: string; data: unknown } };
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

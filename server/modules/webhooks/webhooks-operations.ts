import { randomBytes, randomUUID } from 'node:crypto';
import {
  isWebhookEventType,
  WEBHOOK_SECRET_RANDOM_BYTES,
  webhookSecretFromBytes,
  type WebhookDeliveryStatus,
} from '../../../src/domain/webhooks';
import type { components } from '../../../src/generated/api';
import { forbidden } from '../../errors';
import { missing } from '../../events/domain-error';
import { NO_STREAM } from '../../events/events';
import { sessionOf, shopOf, type OperationHandlers, type RequestContext } from '../../operations';
import type { Services } from '../../services';
import { decideWebhookEndpoint, evolveWebhookEndpoint, INITIAL_WEBHOOK_ENDPOINT } from './webhook-endpoint-decider';
import { webhookEndpointStream, type WebhookEndpointEvent } from './webhook-endpoint-events';
import { wakeSender } from './webhook-sender';

type Endpoint = components['schemas']['WebhookEndpoint'];
type Delivery = components['schemas']['WebhookDelivery'];

/** The recent deliveries a list shows. */
const RECENT_DELIVERIES = 50;

/** Endpoints are managed by the creator signed in, never by an API key (it could send the shop's data anywhere). */
function signedInShop(ctx: RequestContext): string {
  if (sessionOf(ctx).apiKey) throw forbidden('API keys cannot manage webhooks. Sign in to the app to do that.');
  return shopOf(ctx);
}

interface EndpointRow {
  endpoint_id: string;
  name: string;
  url: string;
  events: unknown;
  created_at: Date;
}

const toEndpoint = (row: EndpointRow): Endpoint => ({
  endpointId: row.endpoint_id,
  name: row.name,
  url: row.url,
  events: (Array.isArray(row.events) ? row.events : []).filter(isWebhookEventType),
  createdAt: new Date(row.created_at).toISOString(),
});

interface DeliveryRow {
  delivery_id: string;
  endpoint_id: string;
  endpoint_name: string;
  event_type: string;
  item_count: number;
  status: WebhookDeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  created_at: Date;
}

const toDelivery = (row: DeliveryRow): Delivery => ({
  deliveryId: row.delivery_id,
  endpointId: row.endpoint_id,
  endpointName: row.endpoint_name,
  eventType: isWebhookEventType(row.event_type) ? row.event_type : 'link.clicked',
  itemCount: row.item_count,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.last_status_code,
  lastError: row.last_error,
  nextAttemptAt:
    row.next_attempt_at && (row.status === 'pending' || row.status === 'retrying')
      ? new Date(row.next_attempt_at).toISOString()
      : null,
  createdAt: new Date(row.created_at).toISOString(),
});

export function createWebhookOperations(services: Services): OperationHandlers {
  const { database: db, eventStore } = services;
  const endpointsOf = async (shopDomain: string, endpointId?: string): Promise<Endpoint[]> => {
    const { rows } = await db.query<EndpointRow>(
      `select endpoint_id, name, url, events, created_at from webhook_endpoints
       where shop_domain = $1 and ($2::text is null or endpoint_id = $2)
       order by created_at desc, endpoint_id`,
      [shopDomain, endpointId ?? null],
    );
    return rows.map(toEndpoint);
  };

  const deliveriesOf = async (
    shopDomain: string,
    filter: { endpointId?: string; deliveryId?: string },
  ): Promise<Delivery[]> => {
    const { rows } = await db.query<DeliveryRow>(
      `select d.delivery_id, d.endpoint_id, e.name as endpoint_name, d.event_type, d.item_count, d.status, d.attempts,
         d.last_status_code, d.last_error, d.next_attempt_at, d.created_at
       from webhook_deliveries d join webhook_endpoints e on e.endpoint_id = d.endpoint_id
       where d.shop_domain = $1 and ($2::text is null or d.endpoint_id = $2) and ($3::text is null or d.delivery_id = $3)
       order by d.created_at desc, d.delivery_id desc limit $4`,
      [shopDomain, filter.endpointId ?? null, filter.deliveryId ?? null, RECENT_DELIVERIES],
    );
    return rows.map(toDelivery);
  };

  const stateOf = async (endpointId: string) => {
    const events = await eventStore.readStream<WebhookEndpointEvent>(webhookEndpointStream(endpointId));
    return { state: events.reduce(evolveWebhookEndpoint, INITIAL_WEBHOOK_ENDPOINT), version: events.length };
  };

  return {
    listWebhookEndpoints: async (ctx) => ({ list: await endpointsOf(signedInShop(ctx)) }),

    createWebhookEndpoint: async (ctx) => {
      const shopDomain = signedInShop(ctx);
      const body = ctx.body as components['schemas']['WebhookEndpointCreateRequest'];
      const endpointId = randomUUID();
      const secret = webhookSecretFromBytes(randomBytes(WEBHOOK_SECRET_RANDOM_BYTES));
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from webhook_endpoints where shop_domain = $1',
        [shopDomain],
      );
      const events = decideWebhookEndpoint(
        {
          type: 'CreateWebhookEndpoint',
          endpointId,
          shopDomain,
          name: body.name,
          url: body.url,
          events: body.events,
          secret,
          liveEndpoints: Number(rows[0]?.n ?? 0),
          rules: { allowLoopbackHttp: services.config.WEBHOOK_ALLOW_LOOPBACK_HTTP },
          now: ctx.now,
        },
        INITIAL_WEBHOOK_ENDPOINT,
      );
      await eventStore.append(webhookEndpointStream(endpointId), NO_STREAM, events, {
        metadata: { requestId: ctx.requestId },
      });
      const [endpoint] = await endpointsOf(shopDomain, endpointId);
      return { secret, endpoint: endpoint! };
    },

    deleteWebhookEndpoint: async (ctx) => {
      const shopDomain = signedInShop(ctx);
      const { endpointId } = ctx.body as components['schemas']['WebhookEndpointDeleteRequest'];
      const [before] = await endpointsOf(shopDomain, endpointId);
      const { state, version } = await stateOf(endpointId);
      const events = decideWebhookEndpoint(
        { type: 'RemoveWebhookEndpoint', endpointId, shopDomain, now: ctx.now },
        state,
      );
      await eventStore.append(webhookEndpointStream(endpointId), version, events, {
        metadata: { requestId: ctx.requestId },
      });
      return before!;
    },

    listWebhookDeliveries: async (ctx) => {
      const shopDomain = signedInShop(ctx);
      const { endpointId } = (ctx.body ?? {}) as components['schemas']['WebhookDeliveryListRequest'];
      return { list: await deliveriesOf(shopDomain, { endpointId }) };
    },

    resendWebhookDelivery: async (ctx) => {
      const shopDomain = signedInShop(ctx);
      const { deliveryId } = ctx.body as components['schemas']['WebhookDeliveryResendRequest'];
      // The same id and body again, its schedule started over; one in the middle of an attempt is left to finish.
      const { rows } = await db.query(
        `update webhook_deliveries set status = 'pending', failures = 0, next_attempt_at = $3, claimed_until = null
         where delivery_id = $1 and shop_domain = $2 returning delivery_id`,
        [deliveryId, shopDomain, ctx.now],
      );
      if (rows.length === 0) throw missing('This delivery does not exist or its endpoint was removed.');
      wakeSender(services);
      const [delivery] = await deliveriesOf(shopDomain, { deliveryId });
      return delivery!;
    },
  };
}

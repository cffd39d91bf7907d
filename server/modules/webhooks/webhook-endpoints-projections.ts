import type { Projection } from '../../events/projections';
import type { WebhookEndpointEvent } from './webhook-endpoint-events';

/** Keeps webhook_endpoints: a row while an endpoint lives; removing one also drops what was still to send to it. */
export const webhookEndpointsProjection: Projection<WebhookEndpointEvent> = {
  name: 'webhook-endpoints',
  tables: ['webhook_endpoints'],
  handles: ['WebhookEndpointCreated', 'WebhookEndpointRemoved'],
  async apply(tx, event) {
    if ('redacted' in (event.data as object)) return;
    if (event.type === 'WebhookEndpointCreated') {
      const d = event.data;
      await tx.query(
        `insert into webhook_endpoints (endpoint_id, shop_domain, name, url, events, secret, created_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [d.endpointId, d.shopDomain, d.name, d.url, JSON.stringify(d.events), d.secret, d.createdAt],
      );
      return;
    }
    const id = event.data.endpointId;
    await tx.query('delete from webhook_endpoints where endpoint_id = $1', [id]);
    await tx.query('delete from webhook_items where endpoint_id = $1', [id]);
    await tx.query(
      'delete from webhook_attempts where delivery_id in (select delivery_id from webhook_deliveries where endpoint_id = $1)',
      [id],
    );
    await tx.query('delete from webhook_deliveries where endpoint_id = $1', [id]);
  },
};

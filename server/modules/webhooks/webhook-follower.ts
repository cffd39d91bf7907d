import type { WebhookEventType } from '../../../src/domain/webhooks';
import type { Transaction } from '../../db/database';
import type { RecordedEvent } from '../../events/events';
import type { Projection } from '../../events/projections';

/** The follower's name, under which it records how far it has read the log. */
export const WEBHOOK_FOLLOWER = 'webhook-outbox';

/** The log's events that webhooks announce, and the webhook event each becomes. */
const ANNOUNCED: Readonly<Record<string, WebhookEventType>> = {
  LinkClicked: 'link.clicked',
  ConversionRecorded: 'conversion.recorded',
  AutoDmSent: 'dm.sent',
};

type Data = Record<string, unknown>;

const pick = (data: Data, keys: readonly string[]): Data =>
  Object.fromEntries(keys.filter((key) => data[key] !== undefined).map((key) => [key, data[key]]));

/** What a receiver learns of an event: the parts a creator's tools use, nothing internal. */
function payloadOf(event: RecordedEvent): Data {
  const data = event.data as Data;
  switch (event.type) {
    case 'LinkClicked':
      return {
        clickId: event.streamId.slice('click:'.length),
        ...pick(data, ['at', 'linkType', 'linkId', 'device', 'os', 'browser', 'country', 'referrerHost', 'bot']),
      };
    case 'ConversionRecorded':
      return pick(data, [
        'conversionId',
        'network',
        'orderId',
        'shortCode',
        'trackingId',
        'status',
        'orderAmountCents',
        'commissionCents',
        'currency',
        'orderedAt',
        'receivedAt',
      ]);
    default:
      return pick(data, ['network', 'commentId', 'messageId', 'at']);
  }
}

/**
 * Turns clicks, conversions and sent DMs into items waiting for a delivery, one per endpoint of the event's shop
 * that asked for it and existed when the event was recorded. It follows the log (off the redirect's path) and owns
 * no table a rebuild would empty: a replay finds each (endpoint, position) taken and adds nothing, so no event is
 * ever put in two deliveries.
 */
export const webhookFollower: Projection = {
  name: WEBHOOK_FOLLOWER,
  tables: [],
  handles: Object.keys(ANNOUNCED),
  apply: (tx, event) => project(tx, [event]),
  applyMany: project,
};

async function project(tx: Transaction, events: readonly RecordedEvent[]): Promise<void> {
  const live = events.filter((event) => !('redacted' in (event.data as object)));
  const shops = [...new Set(live.map((event) => (event.data as Data).shopDomain).filter((s) => typeof s === 'string'))];
  if (shops.length === 0) return;
  const { rows: endpoints } = await tx.query<{
    endpoint_id: string;
    shop_domain: string;
    events: unknown;
    created_at: Date;
  }>('select endpoint_id, shop_domain, events, created_at from webhook_endpoints where shop_domain = any($1::text[])', [
    shops,
  ]);
  if (endpoints.length === 0) return;
  const rows: Array<[string, number, string, string, string, string]> = [];
  for (const event of live) {
    const type = ANNOUNCED[event.type];
    const data = event.data as Data;
    if (!type) continue;
    for (const endpoint of endpoints) {
      const wanted = Array.isArray(endpoint.events) && endpoint.events.includes(type);
      if (!wanted || endpoint.shop_domain !== data.shopDomain) continue;
      if (new Date(endpoint.created_at).getTime() > event.recordedAt.getTime()) continue;
      const at = typeof data.at === 'string' ? data.at : event.recordedAt.toISOString();
      rows.push([
        endpoint.endpoint_id,
        event.position,
        endpoint.shop_domain,
        type,
        at,
        JSON.stringify(payloadOf(event)),
      ]);
    }
  }
  if (rows.length === 0) return;
  await tx.query(
    `insert into webhook_items (endpoint_id, position, shop_domain, event_type, at, payload)
     select e, p, s, t, a, d::jsonb
     from unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::timestamptz[], $6::text[]) as x(e, p, s, t, a, d)
     on conflict (endpoint_id, position) do nothing`,
    [0, 1, 2, 3, 4, 5].map((i) => rows.map((row) => row[i])),
  );
}

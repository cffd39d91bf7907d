import { randomUUID } from 'node:crypto';
import {
  dueClickBatches,
  isDeliveredStatus,
  nextAttemptAt,
  WEBHOOK_CLICK_BATCH_MAX,
  WEBHOOK_CONCURRENCY,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_TIMEOUT_MS,
} from '../../../src/domain/webhooks';
import type { Queryable } from '../../db/database';
import { lockFollower } from '../../events/followers';
import type { Services } from '../../services';
import { postDelivery, type AttemptResult } from './webhook-post';

/** Items read per round when forming deliveries. */
const FORM_BATCH = 20_000;
/** The batcher's turn, taken like a follower's so two servers never form a delivery from the same items. */
const BATCHER_LOCK = 'webhook-batcher';

interface ItemRow {
  endpoint_id: string;
  position: string | number;
  event_type: string;
  shop_domain: string;
  at: Date | string;
  payload: unknown;
}

/** Puts waiting items into deliveries: clicks in batches (dueClickBatches), anything else one a delivery. */
async function formDeliveries(services: Services, now: Date): Promise<number> {
  const windowMs = services.config.WEBHOOK_CLICK_BATCH_WINDOW_MS;
  return services.database.transaction(async (tx) => {
    await lockFollower(tx, BATCHER_LOCK);
    const { rows } = await tx.query<ItemRow>(
      `select endpoint_id, position, event_type, shop_domain, at, payload from webhook_items
       where delivery_id is null order by endpoint_id, event_type, position limit $1`,
      [FORM_BATCH],
    );
    const groups = new Map<string, ItemRow[]>();
    for (const row of rows) {
      const key = `${row.endpoint_id}\u0000${row.event_type}`;
      const group = groups.get(key);
      if (group) group.push(row);
      else groups.set(key, [row]);
    }
    let formed = 0;
    for (const items of groups.values()) {
      const first = items[0]!;
      const batches =
        first.event_type === 'link.clicked'
          ? dueClickBatches(
              items.map((item) => ({ at: new Date(item.at).getTime() })),
              now.getTime(),
              WEBHOOK_CLICK_BATCH_MAX,
              windowMs,
            ).map(({ start, end }) => items.slice(start, end))
          : items.map((item) => [item]);
      for (const batch of batches) {
        await createDelivery(tx, batch, now);
        formed += 1;
      }
    }
    return formed;
  });
}

async function createDelivery(tx: Queryable, items: readonly ItemRow[], now: Date): Promise<void> {
  const first = items[0]!;
  const deliveryId = `whd_${randomUUID().replace(/-/g, '')}`;
  const data = first.event_type === 'link.clicked' ? { clicks: items.map((item) => item.payload) } : first.payload;
  const body = JSON.stringify({ id: deliveryId, type: first.event_type, createdAt: now.toISOString(), data });
  await tx.query(
    `insert into webhook_deliveries
       (delivery_id, endpoint_id, shop_domain, event_type, item_count, body, created_at, status, next_attempt_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'pending', $7)`,
    [deliveryId, first.endpoint_id, first.shop_domain, first.event_type, items.length, body, now],
  );
  await tx.query('update webhook_items set delivery_id = $1 where endpoint_id = $2 and position = any($3::bigint[])', [
    deliveryId,
    first.endpoint_id,
    items.map((item) => item.position),
  ]);
}

interface ClaimedRow {
  delivery_id: string;
  event_type: string;
  body: string;
  attempts: number;
  failures: number;
  url: string;
  secret: string;
}

/** Takes up to `limit` due deliveries for this sender, holding them a while so no other sender takes them too. */
async function claimDue(services: Services, limit: number, now: Date): Promise<ClaimedRow[]> {
  const holdUntil = new Date(now.getTime() + 3 * WEBHOOK_TIMEOUT_MS);
  const { rows } = await services.database.query<ClaimedRow>(
    `with due as (
       select delivery_id from webhook_deliveries
       where status in ('pending', 'retrying') and next_attempt_at <= $1 and (claimed_until is null or claimed_until < $1)
       order by next_attempt_at limit $2 for update skip locked
     )
     update webhook_deliveries d set claimed_until = $3
     from due, webhook_endpoints e
     where d.delivery_id = due.delivery_id and e.endpoint_id = d.endpoint_id
     returning d.delivery_id, d.event_type, d.body, d.attempts, d.failures, e.url, e.secret`,
    [now, limit, holdUntil],
  );
  return rows;
}

/** Stores an attempt and where the delivery stands after it: delivered, retrying at the next pause, or failed. */
async function recordAttempt(services: Services, claimed: ClaimedRow, result: AttemptResult, at: Date): Promise<void> {
  const delays = services.config.WEBHOOK_RETRY_DELAYS_MS ?? WEBHOOK_RETRY_DELAYS_MS;
  const delivered = 'statusCode' in result && isDeliveredStatus(result.statusCode);
  const failures = delivered ? claimed.failures : claimed.failures + 1;
  const retryAt = delivered ? undefined : nextAttemptAt(failures, at.getTime(), delays);
  const status = delivered ? 'delivered' : retryAt === undefined ? 'failed' : 'retrying';
  const statusCode = 'statusCode' in result ? result.statusCode : null;
  const error =
    'error' in result ? result.error : delivered ? null : `The receiver answered ${statusCode ?? 'nothing'}.`;
  const attempt = claimed.attempts + 1;
  await services.database.transaction(async (tx) => {
    // Removed meanwhile (with its endpoint): nothing to record.
    const { rows } = await tx.query(
      `update webhook_deliveries set status = $2, attempts = $3, failures = $4, next_attempt_at = $5,
         claimed_until = null, last_status_code = $6, last_error = $7
       where delivery_id = $1 returning delivery_id`,
      [
        claimed.delivery_id,
        status,
        attempt,
        failures,
        retryAt === undefined ? null : new Date(retryAt),
        statusCode,
        error,
      ],
    );
    if (rows.length === 0) return;
    await tx.query(
      `insert into webhook_attempts (delivery_id, attempt, at, status_code, error) values ($1, $2, $3, $4, $5)
       on conflict (delivery_id, attempt) do nothing`,
      [claimed.delivery_id, attempt, at, statusCode, error],
    );
  });
}

interface SenderLoop {
  timer: NodeJS.Timeout;
  round?: Promise<unknown>;
  inFlight: Set<Promise<void>>;
  stopped: boolean;
  /** When deliveries were last formed: a round started by a finished send forms none sooner than a tick would. */
  formedAt: number;
}

const loops = new WeakMap<Services, SenderLoop>();

async function round(services: Services, loop: SenderLoop): Promise<void> {
  if (Date.now() - loop.formedAt >= services.config.WEBHOOK_SEND_EVERY_MS) {
    loop.formedAt = Date.now();
    await formDeliveries(services, new Date());
  }
  const free = WEBHOOK_CONCURRENCY - loop.inFlight.size;
  if (free <= 0 || loop.stopped) return;
  for (const claimed of await claimDue(services, free, new Date())) {
    const sending = postDelivery({
      url: claimed.url,
      body: claimed.body,
      secret: claimed.secret,
      deliveryId: claimed.delivery_id,
      eventType: claimed.event_type,
      now: new Date(),
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      allowLoopback: services.config.WEBHOOK_ALLOW_LOOPBACK_HTTP,
    })
      .then((result) => recordAttempt(services, claimed, result, new Date()))
      .catch((error: unknown) => services.log.error('a webhook attempt could not be recorded', { err: error }))
      .finally(() => {
        loop.inFlight.delete(sending);
        // A free slot takes the next due delivery now rather than at the next tick.
        tick(services, loop);
      });
    loop.inFlight.add(sending);
  }
}

function tick(services: Services, loop: SenderLoop): void {
  if (loop.round || loop.stopped) return;
  loop.round = round(services, loop)
    .catch((error: unknown) => services.log.error('webhook deliveries could not be formed or sent', { err: error }))
    .finally(() => (loop.round = undefined));
}

/**
 * Forms and sends deliveries in the background, every WEBHOOK_SEND_EVERY_MS, at most WEBHOOK_CONCURRENCY at a
 * time, each with a timeout. Nothing here runs on a request's path.
 */
export function startSending(services: Services): void {
  if (loops.has(services)) return;
  const loop: SenderLoop = {
    timer: undefined as unknown as NodeJS.Timeout,
    inFlight: new Set(),
    stopped: false,
    formedAt: 0,
  };
  loop.timer = setInterval(() => tick(services, loop), services.config.WEBHOOK_SEND_EVERY_MS);
  loop.timer.unref();
  loops.set(services, loop);
}

/** Looks for work now instead of at the next tick (after a re-send by hand). */
export function wakeSender(services: Services): void {
  const loop = loops.get(services);
  if (loop) tick(services, loop);
}

export async function stopSending(services: Services): Promise<void> {
  const loop = loops.get(services);
  if (!loop) return;
  loop.stopped = true;
  clearInterval(loop.timer);
  loops.delete(services);
  await loop.round;
  await Promise.allSettled([...loop.inFlight]);
}

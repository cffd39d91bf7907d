import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../services';
import { webhookEndpointsProjection } from './webhook-endpoints-projections';
import { webhookFollower } from './webhook-follower';
import { startSending, stopSending } from './webhook-sender';
import { createWebhookOperations } from './webhooks-operations';
import { webhooksErasure } from './webhooks-erasure';

/**
 * Outbound webhooks (issue 30): a creator's https endpoints receive signed deliveries of their clicks (in batches),
 * conversions and sent Auto DMs. A follower of the log turns those events into waiting items, off the redirect's
 * path; a background sender forms deliveries, posts them with a timeout and a small concurrency limit, and retries
 * on the schedule of src/domain/webhooks.ts. Every delivery has one id for good, so receivers can drop repeats.
 */
export const webhooksModule: ServerModule = {
  name: 'webhooks',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [webhookEndpointsProjection],
  followers: () => [webhookFollower],
  operations: createWebhookOperations,
  start: startSending,
  stop: stopSending,
  erasure: webhooksErasure,
};

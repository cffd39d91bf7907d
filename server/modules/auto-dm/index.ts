import { fileURLToPath } from 'node:url';
import { PRIVATE_REPLIES_PER_HOUR, PRIVATE_REPLY_WINDOW_DAYS } from '../../integrations/messaging/messaging-port';
import type { ServerModule, Services } from '../../services';
import { autoDmFunnel } from './auto-dm-funnel';
import { autoDmConnectionsProjection, autoDmMessagesProjection } from './auto-dm-projections';
import { createAutoDmService, type AutoDmService } from './auto-dm-service';
import { createAutoReplyOperations } from './auto-reply-operations';
import { createConnectOperations } from './connect-operations';
import { connectPageOperations } from './connect-page';
import { createBioLinks } from '../bio-link';
import { createDmDispatcher, type DmDispatcher } from './dm-dispatcher';
import { createPostSync, type PostSync } from './post-sync';
import { createWebhookOperations } from './webhooks';
import { autoDmErasure } from './shop-auto-dm-erasure';

/**
 * Auto DM (the autoreply tag, the instagram calls, Meta's webhooks and the simulator's dialog): a follower comments
 * a keyword on a creator's post and the creator's account answers with a private reply carrying the post's links.
 * The connection and the comments are event-sourced here; the rules live on the bio posts (bio-link); the network is
 * behind services.messaging (Graph API or the built-in simulator). The dispatcher and the Instagram post sync's 15-minute timer run in server processes only.
 */

export interface AutoDmOptions {
  /** The dispatcher's clock (tests move it); the requests keep their own. */
  clock?: () => Date;
  /** Private replies per sending account in any rolling hour; Meta's PRIVATE_REPLIES_PER_HOUR unless a test says less. */
  hourlyLimit?: number;
  /** Longest pause between looks at the queue for DMs queued by another process. */
  pollMs?: number;
}

export interface AutoDm {
  service: AutoDmService;
  dispatcher: DmDispatcher;
  /** The Instagram post sync (its timer runs beside the dispatcher in server processes). */
  postSync: PostSync;
}

/**
 * Keyed by the event store, not the Services object: the admin socket runs commands on a copy of the server's
 * services ({ ...services, close }), and `ig comment` must wake the server's running dispatcher, not a new idle one.
 */
const perStore = new WeakMap<Services['eventStore'], AutoDm>();

function build(services: Services, options: AutoDmOptions): AutoDm {
  const clock = options.clock ?? (() => new Date());
  let dispatcher: DmDispatcher | undefined;
  let postSync: PostSync | undefined;
  const service = createAutoDmService({
    db: services.database,
    store: services.eventStore,
    messaging: services.messaging,
    appSecret: services.config.FACEBOOK_APP_SECRET,
    log: services.log,
    onQueued: () => dispatcher?.wake(),
    syncForUnknownPost: async (shopDomain) => (postSync ? postSync.syncForUnknownPost(shopDomain) : false),
  });
  dispatcher = createDmDispatcher({
    db: services.database,
    service,
    messaging: services.messaging,
    log: services.log,
    clock,
    hourlyLimit: options.hourlyLimit ?? PRIVATE_REPLIES_PER_HOUR,
    windowDays: PRIVATE_REPLY_WINDOW_DAYS,
    pollMs: options.pollMs ?? 30_000,
  });
  postSync = createPostSync({
    db: services.database,
    service,
    bio: createBioLinks(services.database, services.eventStore),
    messaging: services.messaging,
    log: services.log,
    clock,
  });
  return { service, dispatcher, postSync };
}

/** Auto DM of running services (the admin commands and tests reach the intake and the dispatcher here). */
export function autoDmOf(services: Services, options: AutoDmOptions = {}): AutoDm {
  let found = perStore.get(services.eventStore);
  if (!found) {
    found = build(services, options);
    perStore.set(services.eventStore, found);
  }
  return found;
}

/** The module with its dispatcher's options; SERVER_MODULES lists it with Meta's limits. */
export function createAutoDmModule(options: AutoDmOptions = {}): ServerModule {
  return {
    name: 'auto-dm',
    migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
    projections: [autoDmConnectionsProjection, autoDmMessagesProjection],
    operations(services) {
      const { service, postSync } = autoDmOf(services, options);
      return {
        ...createConnectOperations(services, service, postSync),
        ...createAutoReplyOperations(services, service),
        ...createWebhookOperations(services, service),
        ...connectPageOperations(services),
      };
    },
    start: (services) => {
      const autoDm = autoDmOf(services, options);
      autoDm.dispatcher.start();
      autoDm.postSync.start();
    },
    stop: async (services) => {
      const autoDm = autoDmOf(services, options);
      await Promise.all([autoDm.dispatcher.stop(), autoDm.postSync.stop()]);
    },
    dmFunnel: (services) => autoDmFunnel(services.database),
    erasure: autoDmErasure,
  };
}

export const autoDmModule = createAutoDmModule();

export { AUTO_DM_SCOPES, CONNECTION_MESSAGES, connectionView } from './connection-decider';
export { PAIR_BROKEN_MESSAGE, type IntakeOutcome } from './auto-dm-service';
export { DISPATCH_MESSAGES } from './dm-dispatcher';
export { POST_SYNC_INTERVAL_MS, COMMENT_SYNC_GAP_MS, type PostSyncResult } from './post-sync';
export { commentsOfDelivery, type IncomingComment } from './webhook-bodies';

import type { DestinationRule } from '../src/domain/destination-rules';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Hono } from 'hono';
import type { components } from '../src/generated/api';
import type { Config } from './config';
import type { Database, Queryable } from './db/database';
import { CORE_MIGRATIONS, migrate, type MigrationReport, type MigrationSource } from './db/migrations';
import { openDatabase } from './db/open-database';
import { createEventStore, type EventStore } from './events/event-store';
import type { Projection } from './events/projections';
import type { AppEnv } from './http/app-env';
import { createLogger, type Logger } from './logger';
import type { Authenticator, OperationHandlers } from './operations';
import { identityProviderFrom } from './integrations/identity/identity-config';
import type { IdentityProvider } from './integrations/identity/identity-port';
import { mailerFrom } from './integrations/mail/mail-config';
import { MAIL_MIGRATIONS_DIR } from './integrations/mail/mail-outbox';
import type { Mailer } from './integrations/mail/mailer';
import { messagingFrom } from './integrations/messaging/messaging-config';
import type { MessagingPort } from './integrations/messaging/messaging-port';
import { MESSAGING_MIGRATIONS_DIR } from './integrations/messaging/simulator-key';
import { paymentsFrom } from './integrations/payments/payments-config';
import type { PaymentsPort } from './integrations/payments/payments-port';
import { pictureBudget, type PictureBudget } from './picture-budget';
import { isApiKeyFormat } from '../src/domain/api-keys';

/** The HTTP app a module's routes are mounted on. */
export type ServerApp = Hono<AppEnv>;

/**
 * A feature of the server (accounts, short links, bio pages…) as the composition sees it. Add one by
 * exporting it from its folder under server/modules and listing it in server/server-modules.ts.
 */
export interface ServerModule {
  /** kebab-case; also the scope its migrations are recorded under. */
  readonly name: string;
  /** Its own folder of forward-only `NNN-name.sql` migrations, e.g. `fileURLToPath(new URL('./migrations', import.meta.url))`. */
  readonly migrationsDir?: string;
  /** Read models kept in the append's transaction. */
  readonly projections?: readonly Projection[];
  /**
   * Read models kept after the appends, by following the log (server/events/followers.ts): high-volume roll-ups
   * that the click redirect must not wait for. Their queries call `eventStore.catchUp()` before reading. Made
   * from the configuration, for a follower whose counting depends on it.
   */
  followers?(config: Config): readonly Projection[];
  /** Handlers of the contract's operations, keyed by operationId. */
  operations?(services: Services): OperationHandlers;
  /** Routes that are not JSON operations: audience pages, redirects, webhooks. */
  routes?(services: Services): (app: Hono<AppEnv>) => void;
  /** Turns a bearer token into a session; exactly one module (accounts) provides it. */
  authenticator?(services: Services): Authenticator;
  /** Turns an API key (a bearer token shaped like one) into a session with the key's scopes; one module at most. */
  apiKeys?(services: Services): Authenticator;
  /**
   * Hot audience paths answered on the raw Node request before the Hono app sees it. Only where the framework's
   * per-request cost shows in a benchmark (the short-link redirect, bench/redirect-bench.ts); everything else
   * belongs in `routes` or `operations`.
   */
  fastRoutes?(services: Services): FastRoute;
  /**
   * The codes of this module's clickable parts (bio buttons, landing blocks, gallery and collage tiles) that the
   * short-link redirect /s/{code} answers after its own short links, counting their clicks like theirs.
   */
  trackedLinks?(services: Services): TrackedLinkSource;
  /**
   * The scopes of the click breakdowns this module's links make up (click-insights module), by scope name: a
   * bio button, a landing page's links. A resolver answers undefined when the shop has no such thing.
   */
  clickScopes?(services: Services): Readonly<Record<string, ClickScopeResolver>>;
  /**
   * This module's figures of an Auto DM post's funnel (click-insights' dmFunnel): Auto DM counts the comments and
   * DMs, earnings the orders of the post's card links.
   */
  dmFunnel?(services: Services): DmFunnelSource;
  /**
   * Starts the module's background work in a server process (the admin CLI never calls it), after the server
   * listens; `stop` ends it.
   */
  start?(services: Services): void;
  /** Finishes the module's background work (queued writes) when the services close, before the database does. */
  stop?(services: Services): Promise<void>;
  /**
   * What this module keeps of an account that is deleted for good (account erasure, in the accounts module, runs
   * every module's part; no module imports another for it).
   */
  erasure?(services: Services): AccountErasure;
}

/** Links a click breakdown counts: one link type, with these ids only or (no ids) all of them. */
export interface ScopeLinks {
  readonly linkType: string;
  readonly linkIds?: readonly string[];
}

/** The links of a scope of the shop's (its id when the scope needs one); undefined when there is none. */
export type ClickScopeResolver = (shopDomain: string, id: string | undefined) => Promise<ScopeLinks[] | undefined>;

/** An Auto DM post of the shop, with the tracked codes of its reply card's links. */
export interface DmFunnelPost {
  readonly shopDomain: string;
  readonly mediaId: string;
  readonly cardCodes: readonly string[];
}

/** A module's figures of a post's funnel over a range of Pacific days, both ends included. */
export type DmFunnelSource = (
  post: DmFunnelPost,
  range: { startDate: string; endDate: string },
) => Promise<Partial<components['schemas']['DmFunnelCounts']>>;

/** The account being erased: its id, and its shop when it has one (most modules keep data per shop). */
export interface ErasedAccount {
  readonly userId: string;
  readonly shopDomain: string | null;
}

/** What a module erased, counted under the names of the deletion's answer (DestroyResult.removed). */
export type ErasedCounts = Partial<Omit<components['schemas']['DestroyResult']['removed'], 'sessions'>>;

/** A module's part in account erasure, in the order the erasure runs them (ServerModule.erasure). */
export interface AccountErasure {
  /** Counts what the account has here while it still lives, before anything is deleted. */
  count?(account: ErasedAccount): Promise<ErasedCounts>;
  /** Right after the account is deleted, before its sessions end: stops the live traffic of its shop. */
  retire?(account: ErasedAccount): Promise<void>;
  /**
   * In the one erasure transaction: the module's events of the account replaced by { redacted: true } (or
   * pseudonymized where they are financial records) and its rows deleted; answers what it removed.
   */
  erase?(tx: Queryable, account: ErasedAccount): Promise<ErasedCounts | void>;
}

/** A module's tracked codes, for the short-link redirect (ServerModule.trackedLinks). */
export interface TrackedLinkSource {
  /** The link behind a code, or undefined when the code is not this module's. */
  resolve(code: string): Promise<
    | {
        linkType: string;
        linkId: string;
        shopDomain: string;
        destination: string;
        /** Its destination rules in order (src/domain/destination-rules.ts), where the link has any. */
        rules?: readonly DestinationRule[];
      }
    | undefined
  >;
}

/** Answers a request and returns true, or returns false (having touched nothing) to pass it on. */
export type FastRoute = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface Services {
  readonly config: Config;
  readonly database: Database;
  readonly eventStore: EventStore;
  /** Sends mail: SMTP when SMTP_URL is set, otherwise the outbox table. */
  readonly mailer: Mailer;
  /** Social sign-in (Facebook, Apple); each side is 'off' until configured. */
  readonly identity: IdentityProvider;
  /** Takes payments: Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, the local checkout page otherwise. */
  readonly payments: PaymentsPort;
  /** Auto DM's messaging: Meta's Graph API when FACEBOOK_APP_ID, FACEBOOK_APP_SECRET and FACEBOOK_WEBHOOK_VERIFY_TOKEN are set, the built-in simulator otherwise. */
  readonly messaging: MessagingPort;
  /** Each shop's allowance of picture conversion in this process (PICTURE_MEGAPIXELS_PER_MINUTE), shared by every upload. */
  readonly pictureBudget: PictureBudget;
  readonly modules: readonly ServerModule[];
  /** What the start applied. */
  readonly migrations: MigrationReport;
  /** Resolves bearer tokens; without an accounts module every token is refused. */
  readonly authenticator: Authenticator;
  /** Every module's operation handlers, merged; an operationId claimed twice stops the start. */
  readonly operations: OperationHandlers;
  readonly routes: Array<(app: Hono<AppEnv>) => void>;
  readonly fastRoutes: FastRoute[];
  /** For work that runs outside a request (background writers); requests log through their own child logger. */
  readonly log: Logger;
  /** Stops the modules' background work, then closes the database. Idempotent. */
  close(): Promise<void>;
}

export interface ServicesOptions {
  modules?: readonly ServerModule[];
  /** An open database to use instead of the configured one (tests). The services close it. */
  database?: Database;
  /** Where background work logs; a logger at the configured level on standard output by default. */
  log?: Logger;
  /** A messaging adapter to use instead of the configured one (tests script what the network answers). */
  messaging?: MessagingPort;
}

/** The migrations the core and the given modules need, in the order they apply. */
export function migrationSources(modules: readonly ServerModule[]): MigrationSource[] {
  return [
    CORE_MIGRATIONS,
    { scope: 'mail', dir: MAIL_MIGRATIONS_DIR },
    { scope: 'messaging', dir: MESSAGING_MIGRATIONS_DIR },
    ...modules.flatMap((module) => (module.migrationsDir ? [{ scope: module.name, dir: module.migrationsDir }] : [])),
  ];
}

/**
 * The server's dependencies without HTTP, shared by the server and the admin CLI:
 * database -> migrations -> event store with every module's projections -> the modules' handlers.
 */
export async function createServices(config: Config, options: ServicesOptions = {}): Promise<Services> {
  const modules = options.modules ?? [];
  const database = options.database ?? (await openDatabase(config));
  try {
    const migrations = await migrate(database, migrationSources(modules));
    const eventStore = createEventStore(database, {
      projections: modules.flatMap((m) => m.projections ?? []),
      followers: modules.flatMap((m) => m.followers?.(config) ?? []),
    });
    const operations: OperationHandlers = {};
    const routes: Array<(app: Hono<AppEnv>) => void> = [];
    const fastRoutes: FastRoute[] = [];
    const log = options.log ?? createLogger(config.LOG_LEVEL);
    let closing: Promise<void> | undefined;
    const services: Services = {
      config,
      database,
      eventStore,
      mailer: mailerFrom(config, { db: database }),
      identity: identityProviderFrom(config),
      payments: paymentsFrom(config),
      messaging: options.messaging ?? messagingFrom(config, { db: database, log }),
      pictureBudget: pictureBudget(config.PICTURE_MEGAPIXELS_PER_MINUTE),
      modules,
      migrations,
      authenticator: { authenticate: async () => undefined },
      operations,
      routes,
      fastRoutes,
      log,
      close: () =>
        (closing ??= (async () => {
          // One module's failure to stop must not keep the others (or the database) open.
          const stopped = await Promise.allSettled(modules.map((module) => module.stop?.(services)));
          for (const result of stopped) {
            if (result.status === 'rejected') log.error('a module did not stop cleanly', { err: result.reason });
          }
          await database.close();
        })()),
    };
    const providers = modules.filter((m) => m.authenticator);
    if (providers.length > 1)
      throw new Error(`Only one module may authenticate; ${providers.map((m) => m.name).join(' and ')} both do`);
    const sessions = providers[0]?.authenticator?.(services);
    const keyProviders = modules.filter((m) => m.apiKeys);
    if (keyProviders.length > 1) throw new Error('Only one module may turn API keys into sessions');
    const keys = keyProviders[0]?.apiKeys?.(services);
    if (sessions)
      (services as { authenticator: Authenticator }).authenticator = {
        authenticate: (token, now) =>
          keys && isApiKeyFormat(token) ? keys.authenticate(token, now) : sessions.authenticate(token, now),
      };
    const owners = new Map<string, string>();
    for (const module of modules) {
      for (const [operationId, handler] of Object.entries(module.operations?.(services) ?? {})) {
        const owner = owners.get(operationId);
        if (owner) throw new Error(`Modules ${owner} and ${module.name} both handle the operation ${operationId}`);
        owners.set(operationId, module.name);
        operations[operationId] = handler;
      }
      const mount = module.routes?.(services);
      if (mount) routes.push(mount);
      const fast = module.fastRoutes?.(services);
      if (fast) fastRoutes.push(fast);
    }
    return services;
  } catch (error) {
    await database.close();
    throw error;
  }
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Config } from './config';
import { createHttpApp } from './http/app';
import { appShellHeaders } from './http/app-shell-policy';
import { idempotentRunner } from './http/idempotent-operation';
import { compiledContract } from './http/request-validator';
import { createIdempotencyStore } from './modules/idempotency';
import { startEmbeddedUpkeep } from './db/embedded-upkeep';
import { createLogger } from './logger';
import { ADMIN_COMMANDS } from './admin/admin-commands';
import { adminSocketPath, serveAdminSocket } from './admin/admin-socket';
import { SERVER_MODULES } from './server-modules';
import { createServices, type Services, type ServicesOptions } from './services';

export interface RunningServer {
  /** The base URL, e.g. http://127.0.0.1:8080 */
  readonly url: string;
  /** Stops accepting, lets requests in flight finish (up to the grace period), then releases everything. */
  close(): Promise<void>;
  /** The database, event store and modules the server runs on. */
  readonly services: Services;
}

/**
 * Composition root: configuration -> database (migrated) -> event store and modules -> HTTP app -> listening
 * server. Options override the registered modules or hand in an open database (tests); the server closes it.
 */
export interface ServerOptions extends ServicesOptions {
  /** Where log lines go; standard output by default. */
  logWrite?: (line: string) => void;
}

/** How long an idle keep-alive connection stays open. */
const KEEP_ALIVE_MS = 65_000;

export async function startServer(config: Config, options: ServerOptions = {}): Promise<RunningServer> {
  const log = createLogger(config.LOG_LEVEL, options.logWrite);
  const services = await createServices(config, { modules: SERVER_MODULES, log, ...options });
  const { contract, validator } = compiledContract();
  const app = createHttpApp({
    appDir: config.APP_DIR,
    log,
    extraRoutes: services.routes,
    pageSettings: config.MOBILE_WEB_URL ? { mobileWebUrl: config.MOBILE_WEB_URL } : {},
    appShellHeaders: appShellHeaders({ intercom: config.INTERCOM_APP_ID !== undefined }),
    operations: {
      contract,
      validator,
      handlers: services.operations,
      authenticator: services.authenticator,
      trustedProxies: config.TRUST_PROXY,
      idempotency: idempotentRunner(createIdempotencyStore(services.database)),
    },
  });
  const honoListener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    for (const route of services.fastRoutes) if (route(req, res)) return;
    void honoListener(req, res);
  });
  // An idle keep-alive connection is closed by the other side first: a proxy in front (load balancers keep idle
  // connections 60 s) or a client reusing its connection would otherwise race our close with its next request and
  // get a reset. Node's 5 s default loses that race whenever the event loop runs late.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.PORT, config.HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await services.close();
    throw error;
  }
  // Background work (Auto DM's dispatcher) runs in server processes only, never in an admin command's.
  for (const module of services.modules) module.start?.(services);
  const upkeep = services.database.kind === 'pglite' ? startEmbeddedUpkeep(services.database, services.log) : undefined;
  // When this process holds the embedded database in DATA_DIR, `npm run admin` reaches it through a socket there.
  const ownsDataDir = !config.DATABASE_URL && !options.database && config.DATA_DIR !== 'memory://';
  const adminSocket = ownsDataDir
    ? await serveAdminSocket(adminSocketPath(config.DATA_DIR), services, ADMIN_COMMANDS)
    : undefined;
  const { port } = server.address() as AddressInfo;
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;

  let closing: Promise<void> | undefined;
  const drain = () =>
    new Promise<void>((resolve) => {
      const force = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        resolve();
      });
      // Keep-alive sockets with no request in flight would hold close() open.
      server.closeIdleConnections();
    });
  // The database closes last: requests in flight still append while the server drains.
  const close = () =>
    (closing ??= Promise.all([drain(), adminSocket?.close(), upkeep?.stop()]).then(() => services.close()));

  return { url: `http://${host}:${port}`, close, services };
}

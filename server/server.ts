import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Config } from './config';
import { createHttpApp } from './http/app';
import { createLogger } from './logger';

export interface RunningServer {
  /** The base URL, e.g. http://127.0.0.1:8080 */
  readonly url: string;
  /** Stops accepting, lets requests in flight finish (up to the grace period), then releases everything. */
  close(): Promise<void>;
}

/** Composition root: configuration -> HTTP app -> listening server. */
export async function startServer(config: Config): Promise<RunningServer> {
  const app = createHttpApp({ appDir: config.APP_DIR, log: createLogger(config.LOG_LEVEL) });
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      const force = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        resolve();
      });
      // Keep-alive sockets with no request in flight would hold close() open.
      server.closeIdleConnections();
    }));

  return { url: `http://${host}:${port}`, close };
}

import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { loggedPath, type Logger } from '../logger';
import type { AppEnv } from './app-env';
import { compressHtml } from './compress-html';
import { fail } from './envelope';
import { mountOperations, type OperationRouterOptions } from './operation-router';
import { siteFiles } from './site-files';
import { staticApp, type AppPageSettings } from './static-app';

export interface AppOptions {
  appDir: string;
  log: Logger;
  /** The contract's operations; absent in a server that only serves the app. */
  operations?: Omit<OperationRouterOptions, 'log'>;
  /** Routes that are not JSON operations: audience pages, redirects, webhooks. */
  extraRoutes?: Array<(app: Hono<AppEnv>) => void>;
  /** Settings the creator app reads from its index.html (the mobile web app's address). */
  pageSettings?: AppPageSettings;
  /** The headers every answer under /pc/ carries (app-shell-policy.ts); the strict policy by default. */
  appShellHeaders?: Readonly<Record<string, string>>;
}

/** The HTTP surface: request ids and access logs, the contract's operations, the creator app under /pc/. */
export function createHttpApp({
  appDir,
  log,
  operations,
  extraRoutes = [],
  pageSettings = {},
  appShellHeaders,
}: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    const requestId = randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    c.header('x-request-id', requestId);
    // Paths only (query strings can carry tokens: webhook verification, OAuth callbacks), their secrets masked.
    log.info('request', {
      requestId,
      method: c.req.method,
      path: loggedPath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.use('*', compressHtml);
  app.get('/', (c) => c.redirect('/pc/', 302));
  app.route('/', siteFiles());
  app.route('/', staticApp(appDir, pageSettings, appShellHeaders));
  for (const mount of extraRoutes) mount(app);
  if (operations) mountOperations(app, { ...operations, log });
  app.notFound((c) => c.json(fail(404, `Not found: ${c.req.method} ${c.req.path}`), 404));
  app.onError((err, c) => {
    log.error('unhandled', { requestId: c.get('requestId'), path: loggedPath(c.req.path), err });
    return c.json(fail(500, 'Something went wrong on our side. Please try again.'), 500);
  });
  return app;
}

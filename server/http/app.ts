import { Hono } from 'hono';
import { fail } from './envelope';
import { staticApp } from './static-app';

export interface AppOptions {
  appDir: string;
}

/** The HTTP surface: the creator app under /pc/, and an envelope for anything unknown. */
export function createHttpApp({ appDir }: AppOptions): Hono {
  const app = new Hono();
  app.get('/', (c) => c.redirect('/pc/', 302));
  app.route('/', staticApp(appDir));
  app.notFound((c) => c.json(fail(404, `Not found: ${c.req.method} ${c.req.path}`), 404));
  app.onError((err, c) => {
    console.error(JSON.stringify({ level: 'error', msg: 'unhandled', path: c.req.path, err: String(err) }));
    return c.json(fail(500, 'Something went wrong on our side. Please try again.'), 500);
  });
  return app;
}

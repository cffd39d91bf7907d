import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { MOBILE_WEB_URL_META } from '../../src/domain/spec-constants';
import { appShellHeaders } from './app-shell-policy';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Asset {
  body: Uint8Array;
  gzip?: Uint8Array;
  type: string;
  cacheControl: string;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/**
 * Loads the built app into memory once (it is small) with gzip versions made ahead, so serving a file
 * costs no disk read or compression. Hashed files under assets/ are cached for a year; index.html is revalidated.
 */
export function loadAssets(appDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!statSync(appDir, { throwIfNoEntry: false })?.isDirectory()) return assets;
  for (const file of listFiles(appDir)) {
    const path = relative(appDir, file).split(sep).join('/');
    const ext = extname(file);
    const body = readFileSync(file);
    assets.set(path, {
      body,
      gzip: COMPRESSIBLE.has(ext) && body.length > 512 ? gzipSync(body, { level: 9 }) : undefined,
      type: TYPES[ext] ?? 'application/octet-stream',
      cacheControl: path.startsWith('assets/') ? IMMUTABLE : 'no-cache',
    });
  }
  return assets;
}

/** What the server tells the app at load time, written into index.html. */
export interface AppPageSettings {
  /** Where narrow or phone visitors go (spec §2 desktop-only redirect); absent: nobody is redirected. */
  mobileWebUrl?: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Writes the settings into index.html as meta tags, once at start-up: the app reads them before it renders, with
 * no extra request, so a phone is sent on before the desktop app shows at all.
 */
export function withPageSettings(indexHtml: string, settings: AppPageSettings): string {
  if (!settings.mobileWebUrl) return indexHtml;
  const meta = `<meta name="${MOBILE_WEB_URL_META}" content="${escapeAttribute(settings.mobileWebUrl)}" />`;
  return indexHtml.replace('</head>', `    ${meta}\n  </head>`);
}

function withSettingsAsset(assets: Map<string, Asset>, settings: AppPageSettings): void {
  const index = assets.get('index.html');
  if (!index || !settings.mobileWebUrl) return;
  const body = new TextEncoder().encode(withPageSettings(new TextDecoder().decode(index.body), settings));
  assets.set('index.html', { ...index, body, gzip: body.length > 512 ? gzipSync(body, { level: 9 }) : undefined });
}

/** Serves the single-page app under /pc/, every answer with the shell's security headers (app-shell-policy.ts). */
export function staticApp(appDir: string, settings: AppPageSettings = {}, shellHeaders = appShellHeaders()): Hono {
  const assets = loadAssets(appDir);
  withSettingsAsset(assets, settings);
  const app = new Hono();
  app.use('/pc/*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(shellHeaders)) c.header(name, value);
  });
  app.get('/pc', (c) => c.redirect('/pc/', 301));
  app.get('/pc/*', (c) => {
    const path = c.req.path.slice('/pc/'.length) || 'index.html';
    const asset = assets.get(path) ?? (path.includes('.') ? undefined : assets.get('index.html'));
    if (!asset) {
      return assets.size === 0
        ? c.text('The app is not built. Run `npm run build` (or `npm start`, which builds it).', 503)
        : c.text('Not found', 404);
    }
    const acceptsGzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
    const headers: Record<string, string> = {
      'content-type': asset.type,
      'cache-control': asset.cacheControl,
      vary: 'accept-encoding',
    };
    if (asset.gzip && acceptsGzip) {
      headers['content-encoding'] = 'gzip';
      return c.body(asset.gzip as Uint8Array<ArrayBuffer>, 200, headers);
    }
    return c.body(asset.body as Uint8Array<ArrayBuffer>, 200, headers);
  });
  return app;
}

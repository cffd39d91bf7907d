import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { Hono } from 'hono';
import { etagMatches, pickVariant, strongEtag, variantEtag, variantHeaders, type Variants } from '../content-encoding';
import { MOBILE_WEB_URL_META } from '../../src/domain/spec-constants';
import { appShellHeaders } from './app-shell-policy';
import { assetVariants, COMPRESSED_DIR } from './asset-variants';

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
  /** The file, with brotli and gzip variants when its type compresses and it is big enough (content-encoding.ts). */
  variants: Variants;
  /** Strong, of the file's bytes; each compressed variant adds its coding to it. */
  etag: string;
  type: string;
  cacheControl: string;
}

function assetOf(appDir: string, path: string, ext: string, body: Uint8Array): Asset {
  return {
    variants: COMPRESSIBLE.has(ext) ? assetVariants(body, appDir) : { identity: body },
    etag: strongEtag(body),
    type: TYPES[ext] ?? 'application/octet-stream',
    cacheControl: path.startsWith('assets/') ? IMMUTABLE : 'no-cache',
  };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === COMPRESSED_DIR) return [];
    const full = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/**
 * Loads the built app into memory once (it is small) with brotli (quality 11) and gzip versions made ahead, so
 * serving a file costs no disk read or compression. Hashed files under assets/ are cached for a year; index.html
 * is revalidated by its ETag.
 */
export function loadAssets(appDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!statSync(appDir, { throwIfNoEntry: false })?.isDirectory()) return assets;
  for (const file of listFiles(appDir)) {
    const path = relative(appDir, file).split(sep).join('/');
    const ext = extname(file);
    assets.set(path, assetOf(appDir, path, ext, readFileSync(file)));
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

function withSettingsAsset(appDir: string, assets: Map<string, Asset>, settings: AppPageSettings): void {
  const index = assets.get('index.html');
  if (!index || !settings.mobileWebUrl) return;
  const body = new TextEncoder().encode(withPageSettings(new TextDecoder().decode(index.variants.identity), settings));
  assets.set('index.html', assetOf(appDir, 'index.html', '.html', body));
}

/** Serves the single-page app under /pc/, every answer with the shell's security headers (app-shell-policy.ts). */
export function staticApp(appDir: string, settings: AppPageSettings = {}, shellHeaders = appShellHeaders()): Hono {
  const assets = loadAssets(appDir);
  withSettingsAsset(appDir, assets, settings);
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
    const { coding, body } = pickVariant(asset.variants, c.req.header('accept-encoding'));
    const etag = variantEtag(asset.etag, coding);
    const headers: Record<string, string> = {
      'content-type': asset.type,
      'cache-control': asset.cacheControl,
      etag,
      ...variantHeaders(asset.variants, coding, body),
    };
    if (etagMatches(c.req.header('if-none-match'), etag)) {
      delete headers['content-length'];
      return c.body(null, 304, headers);
    }
    return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
  });
  return app;
}

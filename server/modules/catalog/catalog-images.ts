import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../src/domain/html';
import type { SourceRetailer } from '../../../src/domain/shop-sources';
import type { ServerApp } from '../../services';
import type { Catalog, CatalogBrand, CatalogCategory } from './catalog-data';
import { CATALOG_IMAGE_PATH } from './catalog-views';

/**
 * The catalog's logos as small SVG documents drawn from its data (colours, icon paths, names), served by
 * Linkmint itself: the app never fetches a picture from a third party, and nothing needs storing.
 */

const SVG_HEAD = 'xmlns="http://www.w3.org/2000/svg"';
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function categoryIconSvg(category: CatalogCategory): string {
  return (
    `<svg ${SVG_HEAD} viewBox="0 0 96 96" role="img" aria-label="${escapeHtml(category.name)}">` +
    `<rect width="96" height="96" rx="20" fill="${category.color}"/>` +
    `<path transform="translate(24 24) scale(2)" d="${category.iconPath}" fill="#fff" fill-rule="evenodd"/></svg>`
  );
}

/** A wordmark: the brand's name in white on its colour, squeezed to fit when long. */
export function brandLogoSvg(brand: CatalogBrand): string {
  const width = 240;
  const fontSize = Math.min(34, Math.floor((width - 32) / (0.62 * brand.name.length)));
  const fit =
    brand.name.length * fontSize * 0.62 > width - 32
      ? ` textLength="${width - 32}" lengthAdjust="spacingAndGlyphs"`
      : '';
  return (
    `<svg ${SVG_HEAD} viewBox="0 0 ${width} 96" role="img" aria-label="${escapeHtml(brand.name)}">` +
    `<rect width="${width}" height="96" rx="16" fill="${brand.color}"/>` +
    `<text x="${width / 2}" y="48" dominant-baseline="central" text-anchor="middle" font-family="${FONT}" font-weight="700" ` +
    `font-size="${fontSize}" fill="#fff"${fit}>${escapeHtml(brand.name)}</text></svg>`
  );
}

const walmartSpark = [0, 60, 120, 180, 240, 300]
  .map(
    (angle) => `<rect x="44" y="14" width="8" height="26" rx="4" fill="#FFC220" transform="rotate(${angle} 48 48)"/>`,
  )
  .join('');

/** Each retailer's mark in its colours; the sources without a retailer share a link glyph. */
export const SOURCE_LOGOS: Readonly<Record<SourceRetailer, string>> = {
  amazon:
    `<svg ${SVG_HEAD} viewBox="0 0 96 96" role="img" aria-label="Amazon"><rect width="96" height="96" rx="20" fill="#232F3E"/>` +
    `<text x="48" y="52" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="54" fill="#fff">a</text>` +
    `<path d="M22 64q26 16 52 0" stroke="#FF9900" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<path d="M66 58l9 5-7 8" stroke="#FF9900" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  target:
    `<svg ${SVG_HEAD} viewBox="0 0 96 96" role="img" aria-label="Target"><rect width="96" height="96" rx="20" fill="#fff"/>` +
    `<circle cx="48" cy="48" r="38" fill="#CC0000"/><circle cx="48" cy="48" r="25" fill="#fff"/><circle cx="48" cy="48" r="13" fill="#CC0000"/></svg>`,
  walmart: `<svg ${SVG_HEAD} viewBox="0 0 96 96" role="img" aria-label="Walmart"><rect width="96" height="96" rx="20" fill="#0071CE"/>${walmartSpark}</svg>`,
  other:
    `<svg ${SVG_HEAD} viewBox="0 0 96 96" role="img" aria-label="Other"><rect width="96" height="96" rx="20" fill="#0E7C66"/>` +
    `<g fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"><path d="M42 54l12-12"/>` +
    `<path d="M38 44l-7 7a11 11 0 0 0 16 16l7-7"/><path d="M58 52l7-7a11 11 0 0 0-16-16l-7 7"/></g></svg>`,
};

const SVG_FILE = /^([A-Za-z0-9_-]{1,64})\.svg$/;

function svgFor(catalog: Catalog, kind: string, id: string): string | undefined {
  if (kind === 'category') {
    const category = catalog.category(id);
    return category && categoryIconSvg(category);
  }
  if (kind === 'brand') {
    const brand = catalog.brand(id);
    return brand && brandLogoSvg(brand);
  }
  if (kind === 'source' && Object.hasOwn(SOURCE_LOGOS, id)) return SOURCE_LOGOS[id as SourceRetailer];
  return undefined;
}

/** GET /catalog/images/{category|brand|source}/{id}.svg, cacheable for a day and revalidated by ETag. */
export function mountCatalogImages(app: ServerApp, catalog: Catalog) {
  app.get(`${CATALOG_IMAGE_PATH}/:kind/:file`, (c) => {
    const id = SVG_FILE.exec(c.req.param('file'))?.[1];
    const svg = id ? svgFor(catalog, c.req.param('kind'), id) : undefined;
    if (!svg) return c.text('No such picture.', 404);
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
    const headers = {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      etag,
      // An SVG opened on its own is a document: no scripts, no outside resources.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(svg, 200, headers);
  });
}

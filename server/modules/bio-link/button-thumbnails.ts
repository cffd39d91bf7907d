import type { Queryable } from '../../db/database';
import { CATALOG_IMAGE_PATH, type Catalog } from '../catalog';
import { MEDIA_PATH, THUMBNAIL_PATH } from '../galleries';
import type { Problem } from './bio-link-inputs';

/**
 * A button's thumbnail: a small square picture the public page draws at the button's left. It is always a picture
 * of the shop's own: one it uploaded to its media library (upload_media, re-encoded WebP), or a product's picture
 * (the catalog brand logo that stands for a product, as the product cards show). What is stored and drawn is the
 * picture's path on Linkmint's own origin, so the page's CSP (img-src 'self') holds and no outside address ever
 * reaches the page; an address from a request is only ever read as one of those paths. An upload is drawn by its
 * thumbnail's short address (/t/{id}, 200 px wide), whichever of its files the request named.
 */

const MEDIA_ID = '([A-Za-z0-9_-]{16})';
const UPLOAD_FILE = new RegExp(`^${MEDIA_PATH}/${MEDIA_ID}(?:-thumb)?\\.webp$`);
const UPLOAD = new RegExp(`^${THUMBNAIL_PATH}/${MEDIA_ID}$`);
const PRODUCT = new RegExp(`^${CATALOG_IMAGE_PATH}/brand/([A-Za-z0-9_-]{1,64})\\.svg$`);

export const THUMBNAIL_MESSAGES = {
  notOurs: (title: string) =>
    `The picture of "${title}" is not one of yours: upload a picture or choose a product's picture for it.`,
} as const;

/**
 * The same-origin path a thumbnail address names (a path, or an address on `origin`), when it has the shape of an
 * uploaded picture or a product's picture; undefined for anything else.
 */
export function thumbnailPath(address: string, origin: string): string | undefined {
  if (!URL.canParse(address, origin)) return undefined;
  const url = new URL(address, origin);
  if (url.origin !== new URL(origin).origin || url.search || url.hash || url.username) return undefined;
  const file = UPLOAD_FILE.exec(url.pathname);
  if (file) return `${THUMBNAIL_PATH}/${file[1]}`;
  return UPLOAD.test(url.pathname) || PRODUCT.test(url.pathname) ? url.pathname : undefined;
}

/** Whether a path thumbnailPath answered is the shop's: its own upload, or the picture of a product Linkmint knows. */
async function isShopPicture(db: Queryable, catalog: Catalog, shopDomain: string, path: string): Promise<boolean> {
  const upload = UPLOAD.exec(path);
  if (upload) {
    const { rows } = await db.query(
      `select 1 from media_items where shop_domain = $1 and media_id = $2 and kind = 'image' and thumbnail is not null`,
      [shopDomain, upload[1]],
    );
    return rows.length > 0;
  }
  const brand = PRODUCT.exec(path);
  return brand ? catalog.brand(brand[1]!) !== undefined : false;
}

/**
 * The stored path of each button's thumbnail (undefined where it has none), or a problem for each address that is
 * not a picture of the shop's.
 */
export async function checkThumbnails(
  deps: { db: Queryable; catalog: Catalog },
  shopDomain: string,
  origin: string,
  buttons: ReadonlyArray<{ title: string; thumbnailUrl?: string | undefined }>,
): Promise<{ problems: Problem[]; paths: Array<string | undefined> }> {
  const problems: Problem[] = [];
  const paths: Array<string | undefined> = [];
  for (const [index, button] of buttons.entries()) {
    if (button.thumbnailUrl === undefined) {
      paths.push(undefined);
      continue;
    }
    const path = thumbnailPath(button.thumbnailUrl, origin);
    if (path && (await isShopPicture(deps.db, deps.catalog, shopDomain, path))) paths.push(path);
    else {
      problems.push({ field: `/buttons/${index}/thumbnailUrl`, message: THUMBNAIL_MESSAGES.notOurs(button.title) });
      paths.push(undefined);
    }
  }
  return { problems, paths };
}

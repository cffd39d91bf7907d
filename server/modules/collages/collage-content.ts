import type { components } from '../../../src/generated/api';
import { layoutCollage, type CollageStyle } from '../../../src/domain/collage-layout';
import { badRequest } from '../../errors';
import {
  newPartCode,
  productCardView,
  productLink,
  type ProductCard,
  type ProductLinkDeps,
  type TrackedPart,
} from '../creator-pages';
import type { CollagePreference } from '../accounts';
import { mediaFileUrl, shopMedia } from '../galleries';
import { readEarnSettings } from '../tracking-ids';

/**
 * What a collage is made of: the look (style, background, spacing, labels from the preference), the products as
 * tiles placed by the automatic layout (src/domain/collage-layout.ts) and the rendered PNG's file.
 */

type Schemas = components['schemas'];

export interface StoredCollageTile {
  productId: string;
  mediaId?: string;
  /** The media library picture shown for the product. */
  imageFile?: string;
  card: ProductCard;
  x: number;
  y: number;
  width: number;
  height: number;
  code: string;
  destination: string;
  /** The creator kept this product untagged knowingly (the earn rule could not tag it). */
  untagged?: true;
}

export interface CollageLook {
  style: CollageStyle;
  backgroundColor: string;
  spacing: number;
  showPrices: boolean;
  showRetailerLogos: boolean;
}

export interface CollageContent extends CollageLook {
  width: number;
  height: number;
  note: string;
  tiles: StoredCollageTile[];
  /** The PNG under MEDIA_DIR. */
  imageFile: string;
}

export const COLLAGE_MESSAGES = {
  unknown: (id: string) => `There is no collage "${id}" in your shop.`,
  slugTaken: (slug: string) => `The address /k/${slug} is taken by another collage.`,
  blankTitle: 'Give the collage a title.',
  repeated: (id: string) => `The product ${id} is in the collage twice; pick each product once.`,
  overPreference: (max: number) =>
    `Your AI collage preference allows at most ${max} products in a collage; pick fewer or change the preference.`,
  notYourPicture: (n: number) => `Product ${n}: that picture is not in your media library.`,
  notAPicture: (n: number) => `Product ${n}: choose a picture, not a video.`,
} as const;

/** The products checked (each once, within the preference's maximum), their cards and tracked codes, laid out. */
export async function collageTiles(
  deps: ProductLinkDeps,
  shopDomain: string,
  items: readonly Schemas['CollageItemInput'][],
  look: CollageLook,
  maxItems: number,
): Promise<{ tiles: StoredCollageTile[]; width: number; height: number; note: string }> {
  if (items.length > maxItems) throw badRequest(COLLAGE_MESSAGES.overPreference(maxItems));
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.productId)) throw badRequest(COLLAGE_MESSAGES.repeated(item.productId));
    seen.add(item.productId);
  }
  const [media, earn] = await Promise.all([
    shopMedia(
      deps.db,
      shopDomain,
      items.flatMap((item) => (item.mediaId ? [item.mediaId] : [])),
    ),
    readEarnSettings(deps, shopDomain),
  ]);
  const parts: Array<Omit<StoredCollageTile, 'x' | 'y' | 'width' | 'height'> & { aspect: number }> = [];
  for (const [index, item] of items.entries()) {
    const picture = item.mediaId ? media.get(item.mediaId) : undefined;
    if (item.mediaId && !picture) throw badRequest(COLLAGE_MESSAGES.notYourPicture(index + 1));
    if (picture && picture.kind !== 'image') throw badRequest(COLLAGE_MESSAGES.notAPicture(index + 1));
    const product = { id: item.productId, source: 'shop' as const, keepUntagged: item.keepUntagged ?? false };
    const { card, destination, untagged } = await productLink(deps, shopDomain, product, `Product ${index + 1}`, earn);
    // The name the creator gave it for this collage, else its name in My Shop.
    const name = item.title?.trim();
    parts.push({
      productId: item.productId,
      ...(picture ? { mediaId: picture.media_id, imageFile: picture.file } : {}),
      card: name ? { ...card, title: name } : card,
      code: newPartCode(),
      destination,
      ...(untagged ? { untagged } : {}),
      // A product without a picture is shown as a square card.
      aspect: picture && picture.height > 0 ? picture.width / picture.height : 1,
    });
  }
  const layout = layoutCollage(
    parts.map((part) => ({ id: part.productId, aspect: part.aspect })),
    { style: look.style, spacing: look.spacing },
  );
  const tiles = parts.map(({ aspect: _aspect, ...part }, i) => {
    const { x, y, width, height } = layout.tiles[i]!;
    return { ...part, x, y, width, height };
  });
  return { tiles, width: layout.width, height: layout.height, note: layout.note };
}

/** The look of a new collage: what the call says, else the preference. */
export function lookOf(
  preference: CollagePreference,
  asked: { style?: CollageStyle; backgroundColor?: string; spacing?: number },
): CollageLook {
  return {
    style: asked.style ?? preference.style,
    backgroundColor: asked.backgroundColor ?? preference.backgroundColor,
    spacing: asked.spacing ?? preference.spacing,
    showPrices: preference.showPrices,
    showRetailerLogos: preference.showRetailerLogos,
  };
}

export const collageCodes = (content: CollageContent): TrackedPart[] =>
  content.tiles.map((tile, part) => ({ code: tile.code, part, destination: tile.destination }));

export function collageTileView(
  tile: StoredCollageTile,
  origins: { media: string; links: string },
): Schemas['CollageTile'] {
  const card = productCardView(tile.card, origins.media);
  return {
    productId: tile.productId,
    ...(tile.mediaId ? { mediaId: tile.mediaId } : {}),
    x: tile.x,
    y: tile.y,
    width: tile.width,
    height: tile.height,
    title: tile.card.title,
    ...(tile.imageFile
      ? { imageUrl: mediaFileUrl(origins.media, tile.imageFile) }
      : card.imageUrl
        ? { imageUrl: card.imageUrl }
        : {}),
    ...(card.price ? { price: card.price } : {}),
    shortUrl: `${origins.links}/s/${tile.code}`,
    ...(tile.untagged ? { keptUntagged: true } : {}),
  };
}

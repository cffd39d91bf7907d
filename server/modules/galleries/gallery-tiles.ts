import type { components } from '../../../src/generated/api';
import { checkButtonAddress } from '../../../src/domain/bio-link-rules';
import { ALBUM_COLUMNS, albumProblem, MAX_ALBUM_TILES, TILE_MESSAGES } from '../../../src/domain/gallery-tiles';
import { badRequest } from '../../errors';
import { newPartCode, productLink, type ProductLinkDeps, type TrackedPart } from '../creator-pages';
import { earnedAddress, readEarnSettings } from '../tracking-ids';
import { mediaFileUrl, shopMedia } from './media-store';

/**
 * The tiles of a link gallery: an album of 1 to 9 (spec §5), shown 3 per row, each an uploaded picture or video of
 * the shop linked to one product of the shop or one http(s) address through a tracked code of its own, leading where
 * the earn rule sends it. The album's rules and sentences are src/domain/gallery-tiles.ts's, shared with the editor.
 */

type Schemas = components['schemas'];

export { ALBUM_COLUMNS, albumProblem, MAX_ALBUM_TILES, TILE_MESSAGES };

export interface StoredTile {
  mediaId: string;
  kind: 'image' | 'video';
  file: string;
  thumbnail: string | null;
  title: string;
  productId?: string;
  destination: string;
  /** A retailer address or product the creator kept untagged knowingly. */
  untagged?: true;
  code: string;
}

/** The tiles checked and completed; throws the first problem. */
export async function completeTiles(
  deps: ProductLinkDeps,
  shopDomain: string,
  inputs: readonly Schemas['GalleryTileInput'][],
): Promise<StoredTile[]> {
  const problem = albumProblem(inputs.length);
  if (problem) throw badRequest(problem);
  const [media, earn] = await Promise.all([
    shopMedia(
      deps.db,
      shopDomain,
      inputs.map((tile) => tile.mediaId),
    ),
    readEarnSettings(deps, shopDomain),
  ]);
  const keep = (input: Schemas['GalleryTileInput']) => ({ keepUntagged: input.keepUntagged ?? false });
  const tiles: StoredTile[] = [];
  for (const [index, input] of inputs.entries()) {
    const n = index + 1;
    const item = media.get(input.mediaId);
    if (!item) throw badRequest(TILE_MESSAGES.notYours(n));
    if ((input.productId === undefined) === (input.url === undefined)) throw badRequest(TILE_MESSAGES.oneLink(n));
    const picture = { mediaId: item.media_id, kind: item.kind, file: item.file, thumbnail: item.thumbnail };
    if (input.productId !== undefined) {
      const { card, destination, untagged } = await productLink(
        deps,
        shopDomain,
        { id: input.productId, source: 'shop', ...keep(input) },
        `Tile ${n}`,
        earn,
      );
      tiles.push({
        ...picture,
        title: input.title?.trim() || card.title,
        productId: card.id,
        destination,
        ...(untagged ? { untagged } : {}),
        code: newPartCode(),
      });
    } else {
      const title = input.title?.trim() ?? '';
      if (title === '') throw badRequest(TILE_MESSAGES.noTitle(n));
      const address = checkButtonAddress(`Tile ${n}`, input.url!);
      if (!address.ok) throw badRequest(address.message);
      const { destination, untagged } = earnedAddress(earn, `Tile ${n}`, address.href, keep(input));
      tiles.push({ ...picture, title, destination, ...(untagged ? { untagged } : {}), code: newPartCode() });
    }
  }
  return tiles;
}

export const tileCodes = (tiles: readonly StoredTile[]): TrackedPart[] =>
  tiles.map((tile, part) => ({ code: tile.code, part, destination: tile.destination }));

export function tileView(tile: StoredTile, origins: { media: string; links: string }): Schemas['GalleryTile'] {
  return {
    mediaId: tile.mediaId,
    kind: tile.kind,
    imageUrl: mediaFileUrl(origins.media, tile.file),
    ...(tile.thumbnail ? { thumbnailUrl: mediaFileUrl(origins.media, tile.thumbnail) } : {}),
    title: tile.title,
    ...(tile.productId ? { productId: tile.productId } : {}),
    destination: tile.destination,
    shortUrl: `${origins.links}/s/${tile.code}`,
    ...(tile.untagged ? { keptUntagged: true } : {}),
  };
}

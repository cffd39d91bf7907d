/**
 * The album of a link gallery (spec §5): 1 to 9 tiles shown 3 per row, each an uploaded picture or video linked to
 * one product of the shop or one http(s) address. The sentences are the server's (it checks every save with
 * them) and the editor's, which checks the draft the same way before sending; the ordering rules are the editor's.
 */
import { checkButtonAddress } from './bio-link-rules';

/** Spec §5: an album holds at most 9 pictures, 3 per row. */
export const MAX_ALBUM_TILES = 9;
export const ALBUM_COLUMNS = 3;

export const TILE_MESSAGES = {
  none: 'Add at least one picture to the gallery.',
  tooMany: (count: number) => `A gallery shows at most ${MAX_ALBUM_TILES} pictures (3 per row); this one has ${count}.`,
  notYours: (n: number) => `Tile ${n}: that picture or video is not in your media library.`,
  oneLink: (n: number) => `Tile ${n}: link it to a product or to a web address (one of the two).`,
  noTitle: (n: number) => `Tile ${n}: give it a title.`,
} as const;

/** The album's size rule alone (spec §5). */
export function albumProblem(count: number): string | null {
  if (count === 0) return TILE_MESSAGES.none;
  if (count > MAX_ALBUM_TILES) return TILE_MESSAGES.tooMany(count);
  return null;
}

/** A picture or video of the media library, as the editor shows it. */
export interface AlbumMedia {
  id: string;
  kind: 'image' | 'video';
  url: string;
  thumbnailUrl?: string;
}

/** A tile of the editor's draft: its media, a title, and where it leads (a product of the shop or an address). */
export interface TileDraft {
  media: AlbumMedia;
  title: string;
  link: { kind: 'product'; productId: string | null } | { kind: 'url'; url: string };
  /** Where the earn rule cannot tag its product or retailer address, the creator keeps it untagged knowingly. */
  keepUntagged?: boolean;
}

/** What a gallery save sends for a tile (the contract's GalleryTileInput). */
export type TileInput = (
  { mediaId: string; title?: string; productId: string } | { mediaId: string; title: string; url: string }
) & { keepUntagged?: true };

/**
 * The media appended as new tiles (linked to nothing yet), skipping what the album already shows, up to the album's
 * size; `left` counts what did not fit.
 */
export function addTiles(
  tiles: readonly TileDraft[],
  media: readonly AlbumMedia[],
): { tiles: TileDraft[]; left: number } {
  const shown = new Set(tiles.map((tile) => tile.media.id));
  const fresh = media.filter(
    (item, i) => !shown.has(item.id) && media.findIndex((other) => other.id === item.id) === i,
  );
  const room = Math.max(0, MAX_ALBUM_TILES - tiles.length);
  const added = fresh
    .slice(0, room)
    .map((item): TileDraft => ({ media: item, title: '', link: { kind: 'product', productId: null } }));
  return { tiles: [...tiles, ...added], left: fresh.length - added.length };
}

/** The tile at `index` moved by `delta` places (clamped to the album); the others keep their order. */
export function moveTile<T>(tiles: readonly T[], index: number, delta: number): T[] {
  if (index < 0 || index >= tiles.length) return [...tiles];
  const to = Math.max(0, Math.min(tiles.length - 1, index + delta));
  const rest = tiles.filter((_, i) => i !== index);
  return [...rest.slice(0, to), tiles[index]!, ...rest.slice(to)];
}

/** The first problem of the draft as the sentence the server would answer, or the tiles as the save sends them. */
export function tileInputs(
  tiles: readonly TileDraft[],
): { ok: true; tiles: TileInput[] } | { ok: false; message: string } {
  const size = albumProblem(tiles.length);
  if (size) return { ok: false, message: size };
  const inputs: TileInput[] = [];
  for (const [index, tile] of tiles.entries()) {
    const n = index + 1;
    const title = tile.title.trim();
    if (tile.link.kind === 'product') {
      if (!tile.link.productId) return { ok: false, message: TILE_MESSAGES.oneLink(n) };
      inputs.push({
        mediaId: tile.media.id,
        productId: tile.link.productId,
        ...(title ? { title } : {}),
        ...(tile.keepUntagged ? { keepUntagged: true } : {}),
      });
    } else {
      if (title === '') return { ok: false, message: TILE_MESSAGES.noTitle(n) };
      const address = checkButtonAddress(`Tile ${n}`, tile.link.url);
      if (!address.ok) return { ok: false, message: address.message };
      inputs.push({
        mediaId: tile.media.id,
        title,
        url: tile.link.url.trim(),
        ...(tile.keepUntagged ? { keepUntagged: true } : {}),
      });
    }
  }
  return { ok: true, tiles: inputs };
}

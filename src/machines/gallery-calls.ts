/**
 * The gallery pages' calls that take more than one operation, and the types their machines and views share. Each
 * machine names these as its actors in setup, so tests provide fakes instead.
 */
import { galleryCreate, galleryDetail, galleryUpdate, mediaList, uploadMedia } from '../api/galleries';
import { checkUpload, MAX_UPLOAD_CALL_BYTES, MEDIA_MESSAGES } from '../domain/media-limits';
import { GALLERY_TEXTS } from '../domain/gallery-pages';
import type { AlbumMedia, TileDraft, TileInput } from '../domain/gallery-tiles';
import { pickableProducts } from './shop-calls';
import { CreatorFacingError } from '../domain/creator-facing-error';

export type Gallery = Awaited<ReturnType<typeof galleryDetail>>;
export type MediaItem = Awaited<ReturnType<typeof mediaList>>['list'][number];

/** A product of the shop a tile can lead to. */
export interface TileProduct {
  id: string;
  title: string;
  /** Its retailer address, which the earn rule checks when a tile links to it. */
  url: string;
}

/** The newest uploads offered for picking again (one page of the contract's largest). */
const LIBRARY_PAGE_SIZE = 100;

export const albumMedia = (item: MediaItem): AlbumMedia => ({
  id: item.id,
  kind: item.kind,
  url: item.url,
  ...(item.thumbnailUrl ? { thumbnailUrl: item.thumbnailUrl } : {}),
});

/** A saved gallery's tiles as the editor's draft. */
export function tileDrafts(gallery: Gallery): TileDraft[] {
  return gallery.tiles.map((tile) => ({
    media: {
      id: tile.mediaId,
      kind: tile.kind,
      url: tile.imageUrl,
      ...(tile.thumbnailUrl ? { thumbnailUrl: tile.thumbnailUrl } : {}),
    },
    title: tile.title,
    link: tile.productId ? { kind: 'product', productId: tile.productId } : { kind: 'url', url: tile.destination },
    ...(tile.keptUntagged ? { keepUntagged: true } : {}),
  }));
}

export interface GalleryEditorData {
  gallery: Gallery | null;
  library: AlbumMedia[];
  products: TileProduct[];
}

/** What the editor starts from: the gallery (when editing), the media library and the shop's products. */
export async function loadGalleryEditor(galleryId: string | null, signal?: AbortSignal): Promise<GalleryEditorData> {
  const [gallery, library, products] = await Promise.all([
    galleryId ? galleryDetail({ id: galleryId }, { signal, ignoreErrors: true }) : Promise.resolve(null),
    mediaList({ pageSize: LIBRARY_PAGE_SIZE }, { signal, ignoreErrors: true }),
    pickableProducts('', signal),
  ]);
  return {
    gallery,
    library: library.list.map(albumMedia),
    products: products.list.map((p) => ({ id: p.id, title: p.title, url: p.url })),
  };
}

/**
 * The chosen files checked in the browser with the server's own rules (count, kind by the bytes, size, a video's
 * length from its movie header) and their total against what one call carries; throws the first problem.
 */
export async function checkChosenFiles(files: readonly File[]): Promise<File[]> {
  const read = await Promise.all(
    files.map(async (file) => {
      try {
        return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
      } catch {
        throw new CreatorFacingError(GALLERY_TEXTS.unreadableFile(file.name));
      }
    }),
  );
  const checked = checkUpload(read);
  if (!checked.ok) throw new CreatorFacingError(checked.message);
  if (files.reduce((sum, file) => sum + file.size, 0) > MAX_UPLOAD_CALL_BYTES)
    throw new CreatorFacingError(MEDIA_MESSAGES.callTooLarge);
  return [...files];
}

/** upload_media of the checked files; the server checks them again and answers what it stored, in order. */
export async function uploadFiles(files: readonly File[]): Promise<AlbumMedia[]> {
  // openapi-typescript types binary parts as strings; the client sends each Blob of the list as a file part.
  const stored = await uploadMedia({ files: files as unknown as string[] }, { ignoreErrors: true });
  return stored.list.map(albumMedia);
}

export interface GallerySave {
  galleryId: string | null;
  title: string;
  tiles: TileInput[];
  published: boolean;
}

/** Creates or changes the gallery, then makes it public or hidden as asked (a new gallery starts hidden). */
export async function saveGallery(save: GallerySave): Promise<Gallery> {
  const { galleryId, title, tiles, published } = save;
  const gallery = galleryId
    ? await galleryUpdate({ id: galleryId, title, tiles }, { ignoreErrors: true })
    : await galleryCreate({ title, tiles }, { ignoreErrors: true });
  return gallery.published === published
    ? gallery
    : galleryUpdate({ id: gallery.id, published }, { ignoreErrors: true });
}

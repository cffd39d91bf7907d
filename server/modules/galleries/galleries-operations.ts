import type { components } from '../../../src/generated/api';
import { escapeHtml } from '../../../src/domain/html';
import { createCommandHandler } from '../../events/command-handler';
import { pageRequest } from '../../paging';
import { requestOrigin, shopOf, type OperationHandlers, type RequestContext } from '../../operations';
import type { Services } from '../../services';
import type { Catalog } from '../catalog';
import {
  answerPublicPage,
  chooseSlug,
  createDocument,
  deleteDocument,
  documentPageSpec,
  listDocuments,
  ownDocument,
  pageCacheOf,
  byHandle,
  pageHeader,
  requiredTitle,
  runDocument,
  type DocumentRow,
  type PublicPageSpec,
} from '../creator-pages';
import { forgettingAfter } from '../../public-page-cache';
import { shortLinksOf } from '../short-links';
import { ALBUM_COLUMNS, completeTiles, tileView, type StoredTile } from './gallery-tiles';
import { galleryDecider } from './gallery-decider';
import { GALLERY_MESSAGES, galleryStream, type GalleryDocument } from './galleries-projections';
import { mediaDirectory, mediaPath, mediaView, storeUpload, uploadedFiles, type MediaRow } from './media-store';

/** The galleries operations (media library upload included) and GET /g/{slug}. */

type Schemas = components['schemas'];
type GalleryRow = DocumentRow<GalleryDocument['content']>;

/** Visits of a public gallery, counted like a combined-link page's. */
export const GALLERY_VIEW = 'gallery-page';
/** Clicks on a tile's tracked code. */
export const GALLERY_TILE_CLICK = 'gallery-tile';

function tileMarkup(tile: StoredTile, href: string): string {
  const title = escapeHtml(tile.title);
  const picture =
    tile.kind === 'video'
      ? `<video src="${escapeHtml(mediaPath(tile.file))}" controls preload="metadata" aria-label="${title}"></video>`
      : `<img src="${escapeHtml(mediaPath(tile.thumbnail ?? tile.file))}" alt="${title}" loading="lazy">`;
  // A video keeps its own controls, so only its caption is the link.
  const media =
    tile.kind === 'video' ? picture : `<a href="${escapeHtml(href)}" rel="sponsored nofollow noopener">${picture}</a>`;
  return `<li>${media}<a class="caption" href="${escapeHtml(href)}" rel="sponsored nofollow noopener">${title}</a></li>`;
}

export function createGalleryOperations(services: Services, catalog: Catalog): OperationHandlers {
  const { database: db, eventStore: store, config } = services;
  const links = shortLinksOf(services);
  const pages = pageCacheOf(services, 'g');
  const handle = createCommandHandler(store, galleryDecider);
  const directory = mediaDirectory(config);
  const origins = (ctx: RequestContext) => {
    const media = requestOrigin(ctx);
    return { media, links: links.baseUrl(media) };
  };
  const ownRow = (ctx: RequestContext, id: string) =>
    ownDocument<GalleryRow['content']>(db, 'galleries', shopOf(ctx), id, GALLERY_MESSAGES.unknown);
  const slugFor = (asked: string | undefined, title: string, id: string | null) =>
    chooseSlug(db, 'galleries', { asked, title, id, fallback: 'gallery', taken: GALLERY_MESSAGES.slugTaken });
  const tilesOf = (ctx: RequestContext, inputs: readonly Schemas['GalleryTileInput'][]) =>
    completeTiles({ db, catalog, store }, shopOf(ctx), inputs);

  const view = (row: GalleryRow, ctx: RequestContext): Schemas['Gallery'] => {
    const o = origins(ctx);
    return {
      id: row.id,
      slug: row.slug,
      url: `${o.media}/g/${row.slug}`,
      title: row.title,
      ...(row.description ? { description: row.description } : {}),
      columns: ALBUM_COLUMNS,
      tiles: row.content.tiles.map((tile) => tileView(tile, o)),
      published: row.published,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
  };

  const titleOf = (title: string) => requiredTitle(title, GALLERY_MESSAGES.blankTitle);

  const handlers: OperationHandlers = {
    async uploadMedia(ctx) {
      const body = ctx.body as Record<string, unknown>;
      const records = await storeUpload(
        { store, directory, budget: services.pictureBudget },
        shopOf(ctx),
        await uploadedFiles(body.files),
        ctx.now,
      );
      const { rows } = await db.query<MediaRow>('select * from media_items where media_id = any($1::text[])', [
        records.map((r) => r.mediaId),
      ]);
      const byId = new Map(rows.map((row) => [row.media_id, row]));
      return {
        list: records.map((r) => mediaView(byId.get(r.mediaId)!, requestOrigin(ctx))),
      } satisfies Schemas['MediaUploadResult'];
    },

    async mediaList(ctx) {
      const { limit, offset } = pageRequest(ctx.body as Schemas['ShopPageRequest']);
      const shopDomain = shopOf(ctx);
      const [list, count] = await Promise.all([
        db.query<MediaRow>(
          'select * from media_items where shop_domain = $1 order by position desc limit $2 offset $3',
          [shopDomain, limit, offset],
        ),
        db.query<{ n: number }>('select count(*)::int as n from media_items where shop_domain = $1', [shopDomain]),
      ]);
      return {
        list: list.rows.map((row) => mediaView(row, requestOrigin(ctx))),
        total: Number(count.rows[0]?.n ?? 0),
      } satisfies Schemas['MediaItemPage'];
    },

    async galleryList(ctx) {
      const { rows, total } = await listDocuments<GalleryRow['content']>(
        db,
        'galleries',
        shopOf(ctx),
        ctx.body as Schemas['ShopPageRequest'],
      );
      return { list: rows.map((row) => view(row, ctx)), total } satisfies Schemas['GalleryPage'];
    },

    async galleryCreate(ctx) {
      const body = ctx.body as Schemas['GalleryCreateRequest'];
      const title = titleOf(body.title);
      const tiles = await tilesOf(ctx, body.tiles);
      const slug = await slugFor(body.slug, title, null);
      const document: GalleryDocument = {
        slug,
        title,
        description: body.description?.trim() || null,
        content: { tiles },
      };
      const id = await createDocument(handle, galleryStream, shopOf(ctx), document, {
        now: ctx.now,
        slugTaken: GALLERY_MESSAGES.slugTaken(slug),
      });
      return view(await ownRow(ctx, id), ctx);
    },

    async galleryUpdate(ctx) {
      const body = ctx.body as Schemas['GalleryUpdateRequest'];
      const row = await ownRow(ctx, body.id);
      const shopDomain = shopOf(ctx);
      const title = body.title === undefined ? row.title : titleOf(body.title);
      const tiles = body.tiles === undefined ? row.content.tiles : await tilesOf(ctx, body.tiles);
      const slug =
        body.slug === undefined || body.slug === row.slug ? row.slug : await slugFor(body.slug, title, row.id);
      const description = body.description === undefined ? row.description : body.description.trim() || null;
      const changed =
        body.title !== undefined ||
        body.tiles !== undefined ||
        body.slug !== undefined ||
        body.description !== undefined;
      if (changed) {
        await runDocument(
          handle,
          galleryStream,
          { type: 'Change', id: row.id, shopDomain, document: { slug, title, description, content: { tiles } } },
          {
            now: ctx.now,
            slugTaken: GALLERY_MESSAGES.slugTaken(slug),
          },
        );
      }
      if (body.published !== undefined)
        await runDocument(
          handle,
          galleryStream,
          { type: body.published ? 'Publish' : 'Unpublish', id: row.id, shopDomain },
          { now: ctx.now },
        );
      return view(await ownRow(ctx, row.id), ctx);
    },

    async galleryDelete(ctx) {
      const { id } = ctx.body as Schemas['ShopIdRequest'];
      return deleteDocument(handle, galleryStream, {
        id,
        shopDomain: shopOf(ctx),
        now: ctx.now,
        own: (own) => ownRow(ctx, own),
      }) satisfies Promise<Schemas['Deletion']>;
    },

    async galleryDetail(ctx) {
      return view(await ownRow(ctx, (ctx.body as Schemas['ShopIdRequest']).id), ctx);
    },

    renderGalleryPage: (ctx) => answerPublicPage(ctx, requestOrigin(ctx), { pages, links }, galleryPageSpec(services)),
  };
  return forgettingAfter(handlers, pages.forget, 'renderGalleryPage');
}

/** GET /g/{slug}: a published gallery, its album of tiles. */
export function galleryPageSpec(services: Services): PublicPageSpec {
  return documentPageSpec<GalleryRow['content']>(services.database, {
    prefix: 'g',
    table: 'galleries',
    viewType: GALLERY_VIEW,
    what: 'Gallery',
    draw(row, handle, o) {
      const { tiles } = row.content;
      const cover = tiles.find((tile) => tile.kind === 'image');
      const grid = `<ul class="grid">${tiles.map((tile) => tileMarkup(tile, `${o.links}/s/${tile.code}`)).join('')}</ul>`;
      return {
        title: row.title,
        description: row.description,
        summary: `${tiles.length === 1 ? 'A pick' : `${tiles.length} picks`}${byHandle(handle)}: tap one to see it.`,
        ...(cover ? { image: `${o.media}${mediaPath(cover.file)}` } : {}),
        body: `${pageHeader(row.title, handle, row.description)}${grid}`,
        videos: tiles.some((tile) => tile.kind === 'video'),
      };
    },
  });
}

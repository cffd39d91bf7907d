import type { components } from '../../../src/generated/api';
import { escapeHtml } from '../../../src/domain/html';
import { createCommandHandler } from '../../events/command-handler';
import { requestOrigin, shopOf, type OperationHandlers, type RequestContext } from '../../operations';
import type { Services } from '../../services';
import { readCollagePreference } from '../accounts';
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
  productMarkup,
  requiredTitle,
  runDocument,
  type DocumentRow,
  type PublicPageSpec,
} from '../creator-pages';
import { mediaDirectory, mediaFileUrl, mediaPath } from '../galleries';
import { forgettingAfter } from '../../public-page-cache';
import { shortLinksOf } from '../short-links';
import {
  COLLAGE_MESSAGES,
  collageTiles,
  collageTileView,
  lookOf,
  type CollageContent,
  type CollageLook,
} from './collage-content';
import { removeCollageFiles } from './collage-files';
import { renderCollage } from './collage-render';
import { collageDecider } from './collage-decider';
import { collageStream } from './collages-projections';

/** The collages operations and GET /k/{slug}. */

type Schemas = components['schemas'];
type CollageRow = DocumentRow<CollageContent>;

/** Visits of a public collage page, counted like a combined-link page's. */
export const COLLAGE_VIEW = 'collage-page';
/** Clicks on a tile's tracked code. */
export const COLLAGE_TILE_CLICK = 'collage-tile';

const FALLBACK_CARD_COLOUR = '#0E7C66';

export function createCollageOperations(services: Services, catalog: Catalog): OperationHandlers {
  const { database: db, eventStore: store, config } = services;
  const links = shortLinksOf(services);
  const pages = pageCacheOf(services, 'k');
  const handle = createCommandHandler(store, collageDecider);
  const directory = mediaDirectory(config);
  const colourOf = (brandId: string | null) =>
    (brandId ? catalog.brand(brandId)?.color : undefined) ?? FALLBACK_CARD_COLOUR;
  const origins = (ctx: RequestContext) => {
    const media = requestOrigin(ctx);
    return { media, links: links.baseUrl(media) };
  };
  const ownRow = (ctx: RequestContext, id: string) =>
    ownDocument<CollageContent>(db, 'collages', shopOf(ctx), id, COLLAGE_MESSAGES.unknown);

  const view = (row: CollageRow, ctx: RequestContext): Schemas['Collage'] => {
    const o = origins(ctx);
    const c = row.content;
    return {
      id: row.id,
      slug: row.slug,
      url: `${o.media}/k/${row.slug}`,
      title: row.title,
      style: c.style,
      backgroundColor: c.backgroundColor,
      spacing: c.spacing,
      width: c.width,
      height: c.height,
      tiles: c.tiles.map((tile) => collageTileView(tile, o)),
      imageUrl: mediaFileUrl(o.media, c.imageFile),
      layoutNote: c.note,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
  };

  const titleOf = (title: string) => requiredTitle(title, COLLAGE_MESSAGES.blankTitle);

  /** Lays the products out for the look and renders the picture. */
  async function contentOf(
    ctx: RequestContext,
    items: readonly Schemas['CollageItemInput'][],
    look: CollageLook,
  ): Promise<CollageContent> {
    const shopDomain = shopOf(ctx);
    const { maxItems } = await readCollagePreference(store, shopDomain);
    const laid = await collageTiles({ db, catalog, store }, shopDomain, items, look, maxItems);
    const content = { ...look, ...laid };
    return { ...content, imageFile: await renderCollage(content, directory, colourOf) };
  }

  const handlers: OperationHandlers = {
    async collageList(ctx) {
      const { rows, total } = await listDocuments<CollageContent>(
        db,
        'collages',
        shopOf(ctx),
        ctx.body as Schemas['ShopPageRequest'],
      );
      return { list: rows.map((row) => view(row, ctx)), total } satisfies Schemas['CollagePage'];
    },

    async collageCreate(ctx) {
      const body = ctx.body as Schemas['CollageCreateRequest'];
      const shopDomain = shopOf(ctx);
      const title = titleOf(body.title);
      const look = lookOf(await readCollagePreference(store, shopDomain), body);
      const content = await contentOf(ctx, body.items, look);
      const slug = await chooseSlug(db, 'collages', {
        asked: undefined,
        title,
        id: null,
        fallback: 'collage',
        taken: COLLAGE_MESSAGES.slugTaken,
      });
      const id = await createDocument(
        handle,
        collageStream,
        shopDomain,
        { slug, title, description: null, content },
        { now: ctx.now, slugTaken: COLLAGE_MESSAGES.slugTaken(slug) },
      );
      // A collage's page is public from the start, like a short link's address.
      await runDocument(handle, collageStream, { type: 'Publish', id, shopDomain }, { now: ctx.now });
      return view(await ownRow(ctx, id), ctx);
    },

    async collageUpdate(ctx) {
      const body = ctx.body as Schemas['CollageUpdateRequest'];
      const row = await ownRow(ctx, body.id);
      const c = row.content;
      const title = body.title === undefined ? row.title : titleOf(body.title);
      const look: CollageLook = {
        style: body.style ?? c.style,
        backgroundColor: body.backgroundColor ?? c.backgroundColor,
        spacing: body.spacing ?? c.spacing,
        showPrices: c.showPrices,
        showRetailerLogos: c.showRetailerLogos,
      };
      // Without new items each product keeps its picture, its name and the creator's choice to keep it untagged.
      const items =
        body.items ??
        c.tiles.map((tile) => ({
          productId: tile.productId,
          title: tile.card.title,
          ...(tile.mediaId ? { mediaId: tile.mediaId } : {}),
          ...(tile.untagged ? { keepUntagged: true } : {}),
        }));
      const content = await contentOf(ctx, items, look);
      await runDocument(
        handle,
        collageStream,
        {
          type: 'Change',
          id: row.id,
          shopDomain: shopOf(ctx),
          document: { slug: row.slug, title, description: null, content },
        },
        { now: ctx.now },
      );
      return view(await ownRow(ctx, row.id), ctx);
    },

    async collageDelete(ctx) {
      const { id } = ctx.body as Schemas['ShopIdRequest'];
      const deleted = await deleteDocument(handle, collageStream, {
        id,
        shopDomain: shopOf(ctx),
        now: ctx.now,
        own: (own) => ownRow(ctx, own),
      });
      // Its pictures go with it, every version (the contract: the picture answers 404 afterwards).
      await removeCollageFiles(db, directory, { collageId: id });
      return deleted satisfies Schemas['Deletion'];
    },

    async collageDetail(ctx) {
      return view(await ownRow(ctx, (ctx.body as Schemas['ShopIdRequest']).id), ctx);
    },

    renderCollagePage: (ctx) => answerPublicPage(ctx, requestOrigin(ctx), { pages, links }, collagePageSpec(services)),
  };
  return forgettingAfter(handlers, pages.forget, 'renderCollagePage');
}

/** GET /k/{slug}: a collage, its picture and its products. */
export function collagePageSpec(services: Services): PublicPageSpec {
  return documentPageSpec<CollageContent>(services.database, {
    prefix: 'k',
    table: 'collages',
    viewType: COLLAGE_VIEW,
    what: 'Collage',
    draw(row, handle, o) {
      const c = row.content;
      const picture = `<img class="collage" src="${escapeHtml(mediaPath(c.imageFile))}" width="${c.width}" height="${c.height}" alt="${escapeHtml(row.title)}">`;
      const products = `<ul>${c.tiles.map((tile) => `<li>${productMarkup(tile.card, `${o.links}/s/${tile.code}`, c.showPrices)}</li>`).join('')}</ul>`;
      // Written for the visitor: how the layout was chosen is the creator's business (the app's layout note).
      const caption = `<p class="note">${c.tiles.length === 1 ? 'Tap the product below to see it at the store.' : 'Every product in the picture is listed below: tap one to see it at the store.'}</p>`;
      return {
        title: row.title,
        summary: `${c.tiles.length === 1 ? 'A product' : `${c.tiles.length} products`}${byHandle(handle)} in one picture, each linked to its store.`,
        image: `${o.media}${mediaPath(c.imageFile)}`,
        body: `${pageHeader(row.title, handle)}${picture}${caption}${products}`,
      };
    },
  });
}

import type { RequestContext } from '../../operations';
import { createPageCache } from '../../public-page-cache';
import {
  publicPageFastRoute,
  type PageRequestHeaders,
  type PageVisitor,
  type PublicPageRouteOptions,
  type RawAnswer,
} from '../../public-page-route';
import type { FastRoute, Services } from '../../services';
import {
  cacheableAnswer,
  encodePage,
  notFoundPage,
  pageRequestOf,
  type EncodedPage,
  type PageAnswer,
} from '../../audience-page';
import { countPageVisit, handleOfShop, visitorOf } from '../link-pages';
import type { ShortLinks } from '../short-links';
import type { Queryable } from '../../db/database';
import type { DocumentRow } from './document-projections';
import { publishedDocument, type DocumentTable } from './document-queries';
import { creatorPage, type CreatorPage } from './page-markup';

/** A rendered public page, compressed, with what its visit is counted for. */
export interface KeptPage extends EncodedPage {
  id: string;
  shopDomain: string;
}

export type PageCache = ReturnType<typeof createPageCache<KeptPage>>;

/** Where a page's own pictures are addressed (media) and its tracked links (links, SHORT_LINK_BASE_URL). */
export interface PageOrigins {
  media: string;
  links: string;
}

/** One kind of public document page (landing /l, gallery /g, collage /k). */
export interface PublicPageSpec {
  /** The path letter: /l/{slug}. */
  prefix: 'l' | 'g' | 'k';
  /** The link type a visit is counted as. */
  viewType: string;
  /** For the small 404 page: 'Page', 'Gallery'… */
  what: string;
  render(slug: string, origins: PageOrigins): Promise<{ id: string; shopDomain: string; page: PageAnswer } | undefined>;
}

const caches = new WeakMap<Services['eventStore'], Map<string, PageCache>>();

/**
 * The one page cache of a kind of page in a running server, shared by its operations (which forget it after every
 * creator call) and its fast route. Kept per event store, which every copy of the services shares.
 */
export function pageCacheOf(services: Services, prefix: PublicPageSpec['prefix']): PageCache {
  let kinds = caches.get(services.eventStore);
  if (!kinds) caches.set(services.eventStore, (kinds = new Map()));
  let cache = kinds.get(prefix);
  if (!cache) kinds.set(prefix, (cache = createPageCache<KeptPage>()));
  return cache;
}

/**
 * The spec of a kind of document page: the published document of the slug, drawn by `draw` (everything of the page
 * but its address) with its creator's handle, counted for the document.
 */
export function documentPageSpec<Content>(
  db: Queryable,
  kind: Omit<PublicPageSpec, 'render'> & {
    table: DocumentTable;
    draw(row: DocumentRow<Content>, handle: string | null, origins: PageOrigins): Omit<CreatorPage, 'url'>;
  },
): PublicPageSpec {
  return {
    prefix: kind.prefix,
    viewType: kind.viewType,
    what: kind.what,
    async render(slug, origins) {
      const row = await publishedDocument<Content>(db, kind.table, slug);
      if (!row) return undefined;
      const drawn = kind.draw(row, await handleOfShop(db, row.shop_domain), origins);
      return {
        id: row.id,
        shopDomain: row.shop_domain,
        page: creatorPage({ ...drawn, url: `${origins.media}/${kind.prefix}/${row.slug}` }),
      };
    },
  };
}

export interface PublicPageDeps {
  pages: PageCache;
  links: ShortLinks;
}

/**
 * A public page of a document by slug: kept or rendered (undefined: the small 404 page), the visit counted (a GET,
 * a 304 too), then the page or 304 by its ETag. Both paths answer through it: the render operation and the fast
 * route.
 */
async function answer(
  deps: PublicPageDeps,
  spec: PublicPageSpec,
  slug: string,
  origin: string,
  headers: PageRequestHeaders,
  visitor: () => PageVisitor,
): Promise<RawAnswer> {
  const kept = await deps.pages.get(`${origin}\n${slug}`, async () => {
    const rendered = await spec.render(slug, { media: origin, links: deps.links.baseUrl(origin) });
    return rendered && { id: rendered.id, shopDomain: rendered.shopDomain, ...encodePage(rendered.page) };
  });
  if (!kept) return notFoundPage(spec.what);
  await countPageVisit(deps.links, visitor(), {
    linkType: spec.viewType,
    linkId: kept.id,
    shopDomain: kept.shopDomain,
  });
  return cacheableAnswer(kept, headers);
}

/** The contract's render operation (renderLandingPage…), for the router's path. */
export async function answerPublicPage(
  ctx: RequestContext,
  origin: string,
  deps: PublicPageDeps,
  spec: PublicPageSpec,
): Promise<Response> {
  const found = await answer(deps, spec, ctx.params.slug ?? '', origin, pageRequestOf(ctx), () => visitorOf(ctx));
  return found instanceof Response
    ? found
    : new Response(found.body as Uint8Array<ArrayBuffer> | null, { status: found.status, headers: found.headers });
}

/** The same page on the raw Node request (server/public-page-route.ts says why). */
export function publicPageRoute(
  deps: PublicPageDeps,
  spec: PublicPageSpec,
  options: PublicPageRouteOptions,
): FastRoute {
  // The contract's Slug; any other address passes on to the router, which answers it as before.
  const path = new RegExp(`^/${spec.prefix}/([a-z0-9]+(?:-[a-z0-9]+)*)/?(?:[?#].*)?$`);
  return publicPageFastRoute(
    path,
    `${spec.what} page`,
    ({ key, origin, headers, visitor }) => answer(deps, spec, key, origin, headers, visitor),
    options,
  );
}

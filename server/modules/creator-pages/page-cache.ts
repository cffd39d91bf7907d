import type { RequestContext } from '../../operations';
import { createPageCache } from '../../public-page-cache';
import { cacheableResponse, notFoundPage, pageEtag, type PageAnswer } from '../link-pages/audience-page';
import { countPageVisit } from '../link-pages/link-entries';
import type { ShortLinks } from '../short-links';

/** A rendered public page with what its visit is counted for. */
export interface KeptPage {
  id: string;
  shopDomain: string;
  page: PageAnswer;
  etag: string;
}

export type PageCache = ReturnType<typeof createPageCache<KeptPage>>;

/**
 * Answers a public page of a document by slug: kept or rendered by `render` (undefined: the small 404 page), the
 * visit counted as `viewType` (a GET, a 304 too), then the page or 304 by its ETag.
 */
export async function answerPublicPage(
  ctx: RequestContext,
  deps: { pages: PageCache; links: ShortLinks; origin: string },
  spec: { viewType: string; what: string; render: () => Promise<Omit<KeptPage, 'etag'> | undefined> },
): Promise<Response> {
  const kept = await deps.pages.get(`${deps.origin}\n${ctx.params.slug ?? ''}`, async () => {
    const rendered = await spec.render();
    return rendered && { ...rendered, etag: pageEtag(rendered.page.html) };
  });
  if (!kept) return notFoundPage(spec.what);
  await countPageVisit(deps.links, ctx, { linkType: spec.viewType, linkId: kept.id, shopDomain: kept.shopDomain });
  return cacheableResponse(kept.page, ctx.header('if-none-match'), kept.etag);
}

import type { OperationHandlers, RequestContext } from '../../operations';
import { cacheableResponse, notFoundPage, pageEtag, type PageAnswer } from '../link-pages/audience-page';
import { countPageVisit } from '../link-pages/link-entries';
import type { ShortLinks } from '../short-links';

/**
 * What a public page needs (its row, rendered markup and ETag) kept for a moment per address, so a burst of visits
 * costs one database read and one render. A server forgets its pages after every creator call it answers for the
 * module, so an edit shows on the next visit there; other servers behind the same balancer within REUSE_MS.
 */

export const PAGE_REUSE_MS = 2_000;
const MAX_KEPT_PAGES = 1_000;

export function createPageCache<T>(reuseMs = PAGE_REUSE_MS) {
  const pages = new Map<string, { value: T | undefined; until: number }>();
  return {
    async get(key: string, load: () => Promise<T | undefined>, now = Date.now()): Promise<T | undefined> {
      const kept = pages.get(key);
      if (kept && kept.until > now) return kept.value;
      const value = await load();
      pages.delete(key);
      pages.set(key, { value, until: now + reuseMs });
      if (pages.size > MAX_KEPT_PAGES) pages.delete(pages.keys().next().value!);
      return value;
    },
    forget: () => pages.clear(),
  };
}

/** The module's operations, each followed by forgetting the kept pages (the public page's own answer excepted). */
export function forgettingAfter(handlers: OperationHandlers, forget: () => void, except: string): OperationHandlers {
  return Object.fromEntries(
    Object.entries(handlers).map(([id, handler]) => [
      id,
      id === except
        ? handler
        : async (ctx) => {
            try {
              return await handler(ctx);
            } finally {
              forget();
            }
          },
    ]),
  );
}

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

import { publicPageFastRoute, type PublicPageRouteOptions } from '../../public-page-route';
import type { FastRoute } from '../../services';
import { cacheableAnswer, notFoundPage } from '../../audience-page';
import type { bioPageFinder } from './bio-web-operations';

/** GET /b/{handle} on the raw Node request (server/public-page-route.ts says why); renderBioPage answers the same. */

const PATH = /^\/b\/([A-Za-z0-9._]{1,30})\/?(?:[?#].*)?$/;

export function bioPageFastRoute(
  findPage: ReturnType<typeof bioPageFinder>,
  options: PublicPageRouteOptions,
): FastRoute {
  return publicPageFastRoute(
    PATH,
    'bio page',
    async ({ key, origin, headers }) => {
      const rendered = await findPage(key, origin, new Date());
      return rendered ? cacheableAnswer(rendered, headers) : notFoundPage('Bio page');
    },
    options,
  );
}

import { fileURLToPath } from 'node:url';
import { requestOrigin, type RequestContext } from '../../operations';
import { forgettingAfter } from '../../public-page-cache';
import type { ServerModule, Services } from '../../services';
import { bundledCatalog } from '../catalog';
import { createBioLinkOperations } from './bio-link-operations';
import { createButtonRulesOperations } from './button-rules-operations';
import { createButtonScheduleOperations } from './button-schedule-operations';
import { cardLinksProjection } from './auto-reply-card-links';
import { bioLinksProjection, bioPostsProjection } from './bio-link-projections';
import { bioTrackedLinks, createBioLinks, type BioLinks } from './bio-link-service';
import { bioClickScopes, bioPageUrl, publishedBioLinkOfHandle } from './bio-link-queries';
import { bioPageFastRoute } from './bio-page-route';
import { createBioPreviewOperations } from './bio-preview-operations';
import { bioPageFinder, createBioPageCache, createBioWebOperations, type BioPageCache } from './bio-web-operations';
import { bioLinkErasure } from './shop-bio-link-erasure';

/**
 * Bio link pages (the biolink tag): the creator's page with buttons, social icons, look, avatar and posts with
 * their links; the audience's page GET /b/{handle} and the bio_web calls. Every button and post link is a tracked
 * code the short-links redirect (/s/{code}) answers and counts; most popular and trending rank those clicks.
 */

const perServices = new WeakMap<Services, { bio: BioLinks; pages: BioPageCache }>();

/** The bio links of a running server, with its one page cache. */
export function bioLinksOf(services: Services) {
  let found = perServices.get(services);
  if (!found) {
    found = { bio: createBioLinks(services.database, services.eventStore), pages: createBioPageCache() };
    perServices.set(services, found);
  }
  return found;
}

export const bioLinkModule: ServerModule = {
  name: 'bio-link',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [bioLinksProjection, bioPostsProjection, cardLinksProjection],
  operations(services) {
    const { bio, pages } = bioLinksOf(services);
    return {
      ...forgettingAfter(createBioLinkOperations(services, bio, bundledCatalog()), pages.forget),
      ...createBioWebOperations(services, pages),
      ...createBioPreviewOperations(services),
      ...createButtonRulesOperations(services, bio),
      ...forgettingAfter(createButtonScheduleOperations(services, bio), pages.forget),
    };
  },
  trackedLinks: (services) => bioTrackedLinks(services.database),
  clickScopes: (services) => bioClickScopes(services.database),
  fastRoutes: (services) => {
    const { pages } = bioLinksOf(services);
    return bioPageFastRoute(bioPageFinder(services, pages), {
      log: services.log,
      trustedProxies: services.config.TRUST_PROXY,
    });
  },
  erasure: bioLinkErasure,
};

/** The public address of a creator's published bio page (the public profile shows it), or undefined without one. */
export async function publishedBioPageAddress(
  services: Services,
  ctx: RequestContext,
  handle: string,
): Promise<string | undefined> {
  const page = await publishedBioLinkOfHandle(services.database, handle);
  return page && bioPageUrl(services.config.BIO_PAGE_BASE_URL ?? requestOrigin(ctx), page.current_handle);
}
export { createBioLinks, newBioCode, type BioLinks } from './bio-link-service';
export { checkButtons, type CheckedButton } from './bio-link-inputs';
export { bioLinkOfShop, buttonsOf } from './bio-link-queries';
export {
  postsWithAutoReply,
  postWithAutoReply,
  requireScheduledAutoDm,
  type PostAutoReplyRow,
} from './post-auto-replies';
export { BIO_LINK_MESSAGES } from './bio-link-decider';
export { cardButtonProblems, cardLinkAddresses } from './auto-reply-card-links';
export {
  BIO_POST_MESSAGES,
  type AutoReply,
  type EditVersion,
  type MessagingPlatform,
  type SyncedPost,
} from './bio-post-decider';

import type { components } from '../../../src/generated/api';
import { formatMoney } from '../../../src/domain/shop-products';
import { rankedOnPage } from '../../../src/domain/bio-link-rules';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { requestOrigin, type OperationHandlers, type RequestContext } from '../../operations';
import { pageRequest } from '../../paging';
import { createPageCache } from '../../public-page-cache';
import type { Services } from '../../services';
import { cacheableResponse, encodePage, notFoundPage, pageRequestOf, type EncodedPage } from '../../audience-page';
import { clicksOfLinks, shortLinksOf } from '../short-links';
import { shownButtons } from '../../../src/domain/link-schedule';
import { bioBases } from './bio-link-operations';
import {
  avatarUrl,
  bioPageUrl,
  buttonsOf,
  BIO_BUTTON_CLICK,
  buttonViews,
  headersOf,
  postPage,
  publishedBioLinkOfHandle,
  rankedLinks,
  shortAddress,
  socialAccountsOf,
  socialView,
  type BioLinkRow,
  type ButtonRow,
} from './bio-link-queries';
import { bioPageMarkup, type BioPageContent, type BioPagePost, type PageButton } from './bio-page-markup';

/**
 * The audience's side: the bio_web calls and GET /b/{handle}, all read from the same tables. Unknown handles and
 * unpublished pages are not found.
 */

type Schemas = components['schemas'];

export const BIO_WEB_MESSAGES = { unknown: (handle: string) => `There is no bio page @${handle}.` } as const;

/**
 * Rendered pages by origin and lower-cased handle. The origin is part of the key because, without the base URL
 * settings, a page's addresses are written with the origin it was asked on: a request with a forged Host must not
 * put its addresses into the page everyone else gets. An unknown handle is not kept, so a new page shows at once.
 */
export const createBioPageCache = () =>
  createPageCache<EncodedPage & { changesAt?: number }>({ keepMisses: false, changesAt: (page) => page.changesAt });
export type BioPageCache = ReturnType<typeof createBioPageCache>;

/** The most posts the public page shows, newest first. */
export const PAGE_POSTS = 50;

/** A bound post as the page draws it: its picture (a video's thumbnail, never the video), products apart from links. */
function pagePost(post: Schemas['BioMedia']): BioPagePost {
  const picture = post.thumbnailUrl ?? (post.mediaType === 'VIDEO' ? undefined : post.mediaUrl);
  const items = post.linkedContent;
  return {
    id: post.mediaId,
    ...(post.caption ? { caption: post.caption } : {}),
    ...(picture ? { thumbnailUrl: picture } : {}),
    products: items.flatMap((l) =>
      l.product
        ? [
            {
              title: l.title,
              href: l.url,
              ...(l.product.brand ? { brand: l.product.brand } : {}),
              ...(l.product.price ? { price: formatMoney(l.product.price) } : {}),
            },
          ]
        : [],
    ),
    links: items.flatMap((l) => (l.product ? [] : [{ title: l.title, href: l.url }])),
  };
}

/** Where a page's addresses start: the page's own, the tracked links', and the origin it was asked on. */
export interface PageBases {
  page: string;
  short: string;
  origin: string;
}

/** A button as the page draws it: its title and its tracked address. */
export const pageButton = (button: ButtonRow, shortBase: string): PageButton => ({
  title: button.title,
  href: shortAddress(shortBase, button.code),
  ...(button.featured ? { featured: true } : {}),
  ...(button.thumbnail ? { thumbnail: button.thumbnail } : {}),
});

/**
 * The buttons the audience sees at `now`: those outside their schedule are left out (link-schedule.ts), a capped
 * one judged by its people's clicks; the headers keep their places among the shown buttons.
 */
async function scheduledButtons<H extends { position: number }>(
  db: Database,
  rows: readonly ButtonRow[],
  headers: readonly H[],
  now: Date,
) {
  const capped = rows.filter((b) => b.schedule?.clickCap != null).map((b) => b.code);
  const clicks = await clicksOfLinks(db, capped, BIO_BUTTON_CLICK);
  return shownButtons(rows, headers, now.getTime(), (b) => clicks.get(b.code) ?? 0);
}

/** What the public page shows of a bio link, read from the tables (the preview draws its draft over it). */
export async function pageContentOf(
  db: Database,
  row: BioLinkRow,
  bases: PageBases,
  now: Date,
): Promise<BioPageContent & { changesAt?: number }> {
  const shop = row.shop_domain;
  const { setting } = row;
  const [allButtons, allHeaders, social, popular, trending, posts] = await Promise.all([
    buttonsOf(db, shop),
    headersOf(db, shop),
    setting.showSocialIcons ? socialAccountsOf(db, shop) : [],
    setting.showMostPopular ? rankedLinks(db, shop, 'popular', now, bases.short) : [],
    setting.showTrending ? rankedLinks(db, shop, 'trending', now, bases.short) : [],
    row.media_ids.length > 0
      ? postPage(
          db,
          shop,
          { platform: null, includeScheduled: false, mediaIds: row.media_ids, limit: PAGE_POSTS, offset: 0 },
          { short: bases.short, origin: bases.origin, audience: true },
        )
      : { list: [] },
  ]);
  const { buttons, headers, changesAt } = await scheduledButtons(db, allButtons, allHeaders, now);
  const avatar = avatarUrl('', row);
  const pagePosts = posts.list.map(pagePost);
  const linksOnPage = pagePosts.reduce((n, p) => n + p.products.length + p.links.length, buttons.length);
  const ranked = (list: typeof popular) =>
    rankedOnPage(list, linksOnPage).map((p) => ({ title: p.title, href: p.url }));
  return {
    url: bioPageUrl(bases.page, row.current_handle),
    title: row.title,
    look: row.look,
    ...(avatar ? { avatar: { path: avatar, absoluteUrl: `${bases.origin}${avatar}` } } : {}),
    buttons: buttons.map((b) => pageButton(b, bases.short)),
    ...(headers.length > 0 ? { headers } : {}),
    social: social.map(({ platform, url }) => ({ platform, url })),
    popular: ranked(popular),
    trending: ranked(trending),
    posts: pagePosts,
    ...(changesAt !== undefined ? { changesAt } : {}),
  };
}

/** The rendered page of a handle, from the cache or the tables; undefined for an unknown or unpublished handle. */
export function bioPageFinder(services: Services, cache: BioPageCache) {
  const links = shortLinksOf(services);
  return (handle: string, origin: string, now: Date) =>
    cache.get(
      `${origin}\n${handle.toLowerCase()}`,
      async () => {
        const row = await publishedBioLinkOfHandle(services.database, handle);
        if (!row) return undefined;
        const bases = { page: services.config.BIO_PAGE_BASE_URL ?? origin, short: links.baseUrl(origin), origin };
        const content = await pageContentOf(services.database, row, bases, now);
        const page = encodePage(bioPageMarkup(content));
        return content.changesAt !== undefined ? { ...page, changesAt: content.changesAt } : page;
      },
      now.getTime(),
    );
}

export function createBioWebOperations(services: Services, cache: BioPageCache): OperationHandlers {
  const { database: db } = services;
  const base = bioBases(services);
  const findPage = bioPageFinder(services, cache);

  async function publicPage(ctx: RequestContext) {
    const { handle } = ctx.body as Schemas['PublicHandleRequest'];
    const row = await publishedBioLinkOfHandle(db, handle);
    if (!row) throw notFound(BIO_WEB_MESSAGES.unknown(handle));
    return row;
  }

  return {
    async renderBioPage(ctx) {
      const rendered = await findPage(ctx.params.handle ?? '', requestOrigin(ctx), ctx.now);
      if (!rendered) return notFoundPage('Bio page');
      return cacheableResponse(rendered, pageRequestOf(ctx));
    },
    async getUserMediaList(ctx) {
      const row = await publicPage(ctx);
      const body = ctx.body as Schemas['PublicHandlePageRequest'];
      const short = base.short(ctx);
      const { list, total } = await postPage(
        db,
        row.shop_domain,
        { platform: null, includeScheduled: false, mediaIds: row.media_ids, ...pageRequest(body) },
        { short, origin: requestOrigin(ctx), audience: true },
      );
      // The audience never sees a post's auto reply.
      return { list: list.map(({ autoReplyResp: _reply, ...post }) => post), total };
    },
    bioWebGetButtonList: async (ctx) => ({
      list: await buttonViews(
        db,
        (await scheduledButtons(db, await buttonsOf(db, (await publicPage(ctx)).shop_domain), [], ctx.now)).buttons,
        base.short(ctx),
        requestOrigin(ctx),
      ),
    }),
    async bioWebGetSocialAccountList(ctx) {
      const row = await publicPage(ctx);
      return { list: row.setting.showSocialIcons ? (await socialAccountsOf(db, row.shop_domain)).map(socialView) : [] };
    },
    async bioWebGetMostPopular(ctx) {
      const row = await publicPage(ctx);
      return {
        list: row.setting.showMostPopular
          ? await rankedLinks(db, row.shop_domain, 'popular', ctx.now, base.short(ctx))
          : [],
      };
    },
    async bioWebGetTrending(ctx) {
      const row = await publicPage(ctx);
      return {
        list: row.setting.showTrending
          ? await rankedLinks(db, row.shop_domain, 'trending', ctx.now, base.short(ctx))
          : [],
      };
    },
  };
}

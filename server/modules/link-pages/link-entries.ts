import type { components } from '../../../src/generated/api';
import { escapeHtml } from '../../../src/domain/html';
import type { Retailer } from '../../../src/domain/retailer-links';
import type { Queryable } from '../../db/database';
import type { RequestContext } from '../../operations';
import type { PageVisitor } from '../../public-page-route';
import type { Catalog } from '../catalog';
import { linkClick, type ShortLinks } from '../short-links';
import { accountByShop } from '../accounts';
import { DISCLOSURE } from '../../audience-page';

/** The entries of the audience pages (a title, a price, where it leads) and their markup. */

type Schemas = components['schemas'];

export interface PageEntry {
  title: string;
  url: string;
  retailer: Retailer;
  price?: Schemas['Money'];
}

export const RETAILER_NAMES: Readonly<Record<Retailer, string>> = {
  amazon: 'Amazon',
  target: 'Target',
  walmart: 'Walmart',
};

/** "$19.99" for the page; other currencies in their own notation. */
export function formatPrice(price: Schemas['Money']): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: price.currency }).format(
    price.amountCents / 100,
  );
}

function entryMarkup(entry: PageEntry): string {
  const price = entry.price ? `<span class="price">${escapeHtml(formatPrice(entry.price))}</span>` : '';
  // sponsored: these are affiliate links; nofollow: search engines should not pass rank through them.
  return (
    `<li><a class="item" href="${escapeHtml(entry.url)}" rel="sponsored nofollow noopener">` +
    `<span><span class="title">${escapeHtml(entry.title)}</span><br><span class="meta">${RETAILER_NAMES[entry.retailer]}</span></span>${price}</a></li>`
  );
}

export interface ListPage {
  title: string;
  description?: string;
  /** Same-origin path of a cover picture. */
  coverPath?: string;
  /** The creator's public handle, when they have one. */
  handle?: string | null;
  entries: readonly PageEntry[];
}

/** The body of a page listing links: header, the links (or a sentence when there are none), the disclosure. */
export function listPageBody(page: ListPage): string {
  const cover = page.coverPath ? `<img class="cover" src="${escapeHtml(page.coverPath)}" alt="">` : '';
  const by = page.handle ? `<p class="by">by @${escapeHtml(page.handle)}</p>` : '';
  const intro = page.description ? `<p class="intro">${escapeHtml(page.description)}</p>` : '';
  const list =
    page.entries.length > 0
      ? `<ul>${page.entries.map(entryMarkup).join('')}</ul>`
      : '<p class="empty">Nothing here yet. Check back soon.</p>';
  return `<header>${cover}<h1>${escapeHtml(page.title)}</h1>${by}${intro}</header>${list}${DISCLOSURE}`;
}

/** The creator's handle shown on their pages. */
export async function handleOfShop(db: Queryable, shopDomain: string): Promise<string | null> {
  return (await accountByShop(db, shopDomain))?.handle ?? null;
}

/** A name for a link whose creator gave none: its shop product's or catalog item's title, else the retailer item. */
export function entryTitle(
  catalog: Catalog,
  link: { title: string | null; retailer: Retailer; retailer_item_id: string },
  productTitle: string | null,
): string {
  return (
    link.title ??
    productTitle ??
    catalog.productByItem(link.retailer, link.retailer_item_id)?.title ??
    `${RETAILER_NAMES[link.retailer]} item ${link.retailer_item_id}`
  );
}

/**
 * A visit of an audience page is a click on its link, counted like the short links' (the short-links module's
 * click recorder: group commit, bots flagged). Only a GET is a visit (a HEAD is a link checker). A visit that
 * cannot be stored is logged and the page still shown: each product on it counts its own click through /s/.
 */
export async function countPageVisit(
  links: ShortLinks,
  visitor: PageVisitor,
  link: { linkType: string; linkId: string; shopDomain: string },
) {
  if (visitor.method !== 'GET') return;
  try {
    await links.recordClick(
      linkClick(link, {
        clickId: visitor.clickId,
        at: visitor.at,
        userAgent: visitor.userAgent ?? null,
        referer: visitor.referer ?? null,
        country: links.visitorCountry(visitor),
      }),
    );
  } catch (error) {
    visitor.log.error('page visit not stored', { err: error, linkType: link.linkType });
  }
}

/** The visitor of a page answered through the operation router. */
export const visitorOf = (ctx: RequestContext): PageVisitor => ({
  method: ctx.raw.req.method,
  clickId: ctx.requestId,
  at: ctx.now,
  userAgent: ctx.header('user-agent'),
  referer: ctx.header('referer'),
  header: ctx.header,
  address: ctx.ip,
  log: ctx.log,
});

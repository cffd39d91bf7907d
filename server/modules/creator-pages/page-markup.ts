import { escapeHtml } from '../../../src/domain/html';
import { DISCLOSURE, renderPage, type PageAnswer } from '../../audience-page';
import { formatPrice, RETAILER_NAMES } from '../link-pages';
import { brandLogoPath } from '../catalog';
import type { ProductCard } from './product-links';

/**
 * Markup shared by the public pages of landing pages, galleries and collages, in the frame of the other audience
 * pages (audience-page.ts): escaped text, same-origin pictures, tracked links marked sponsored.
 */

/** The look these pages add to the frame's stylesheet. */
export const CREATOR_PAGE_STYLE = `h2{font-size:1.2rem;margin:1.4rem 0 .5rem}h3{font-size:1rem;margin:1.2rem 0 .4rem}.text{white-space:pre-line;margin:.6rem 0}
figure{margin:1rem 0}figure img{display:block;width:100%;height:auto;border-radius:12px}a.item.product{justify-content:flex-start}
.logo{width:48px;height:48px;border-radius:10px;flex:none}.grow{flex:1;min-width:0}header~ul,header~.block{margin-top:.75rem}.block+.block{margin-top:.6rem}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:.4rem;list-style:none;margin:0;padding:0}.grid li+li{margin-top:0}
.grid a{display:block;color:inherit;text-decoration:none}.grid img,.grid video{display:block;width:100%;aspect-ratio:1;object-fit:cover;border-radius:8px;background:#e5e5ea}
.grid .caption{display:block;font-size:.8rem;margin-top:.2rem;overflow-wrap:anywhere}.collage{display:block;width:100%;height:auto;border-radius:12px;margin-bottom:1rem}`;

/** A product as a row: brand logo, title, brand and retailer, price; the link is its tracked address. */
export function productMarkup(card: ProductCard, href: string, showPrice = true): string {
  const logo = card.brandId ? `<img class="logo" src="${escapeHtml(brandLogoPath(card.brandId))}" alt="">` : '';
  const meta = [card.brand, RETAILER_NAMES[card.retailer]].filter(Boolean).join(' · ');
  const price =
    showPrice && card.priceCents !== null && card.currency
      ? `<span class="price">${escapeHtml(formatPrice({ amountCents: card.priceCents, currency: card.currency }))}</span>`
      : '';
  return (
    `<a class="item product" href="${escapeHtml(href)}" rel="sponsored nofollow noopener">${logo}` +
    `<span class="grow"><span class="title">${escapeHtml(card.title)}</span><br><span class="meta">${escapeHtml(meta)}</span></span>${price}</a>`
  );
}

export interface CreatorPage {
  title: string;
  description?: string | null;
  /** What the page offers, in our words: its description for search engines and link previews when the creator wrote none. */
  summary: string;
  /** Absolute address of the page (og:url). */
  url: string;
  /** Absolute address of a picture for link previews. */
  image?: string;
  body: string;
  videos?: boolean;
}

/** The page in the frame, with Open Graph tags; the disclosure closes every one. */
export function creatorPage(page: CreatorPage): PageAnswer {
  const description = page.description || page.summary;
  return renderPage({
    title: page.title,
    description,
    body: `${page.body}${DISCLOSURE}`,
    style: CREATOR_PAGE_STYLE,
    openGraph: {
      'og:type': 'website',
      'og:url': page.url,
      'og:description': description,
      ...(page.image ? { 'og:image': page.image } : {}),
    },
    ...(page.videos ? { videos: true } : {}),
  });
}

/** Who made a page, for its summary: ' from @handle', or nothing. */
export const byHandle = (handle: string | null) => (handle ? ` from @${handle}` : '');

/** The page's header: title, the creator's handle, the description. */
export function pageHeader(title: string, handle: string | null, description?: string | null): string {
  const by = handle ? `<p class="by">by @${escapeHtml(handle)}</p>` : '';
  const intro = description ? `<p class="intro">${escapeHtml(description)}</p>` : '';
  return `<header><h1>${escapeHtml(title)}</h1>${by}${intro}</header>`;
}

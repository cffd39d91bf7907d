import { isWebAddress } from '../../../src/domain/bio-link-rules';
import { escapeHtml } from '../../../src/domain/html';
import { interleave, type PageHeader } from '../../../src/domain/bio-headers';
import { themeIdOf } from '../../../src/domain/bio-themes';
import { DISCLOSURE, frameStyleWith, renderPage, type PageAnswer } from '../../audience-page';
import type { BioLook, SocialPlatform } from './bio-link-decider';
import { themeStyle, type StyledParts } from './bio-theme-style';
import { socialIcon } from './social-icons';
import { thumbnailPath } from './button-thumbnails';

/**
 * The public bio page's markup (GET /b/{handle}): plain HTML with its look as inline CSS, no script, readable with
 * JavaScript off. Pure, so the property tests render it from generated creator text. Every text is escaped; every
 * address is checked to be http(s) again here, whatever the caller passed, so nothing else can become a link.
 */

export interface PageLink {
  title: string;
  /** The tracked /s/ address. */
  href: string;
}

/** A button of the page; a featured one is drawn prominently (larger, ringed: emphasis only, no meaning of its own). */
export interface PageButton extends PageLink {
  featured?: boolean;
  /** Same-origin path of its thumbnail (button-thumbnails.ts); drawn only when it has that shape. */
  thumbnail?: string;
}

export interface BioPageContent {
  /** The page's public address (og:url). */
  url: string;
  title: string;
  look: BioLook;
  /** Same-origin path of the avatar, and its absolute address for link previews. */
  avatar?: { path: string; absoluteUrl: string };
  buttons: readonly PageButton[];
  /** Section headers drawn as headings between the buttons, each before the button at its position. */
  headers?: readonly PageHeader[];
  social: ReadonlyArray<{ platform: SocialPlatform; url: string }>;
  popular: readonly PageLink[];
  trending: readonly PageLink[];
  posts: readonly BioPagePost[];
}

/** A product attached to a post: its tracked /s/ address, and what the audience reads about it. */
export interface PostProduct extends PageLink {
  brand?: string;
  /** Already formatted, e.g. $19.99. */
  price?: string;
}

/** A post bound to the page: a square tile in the grid, opening its products and links. */
export interface BioPagePost {
  /** The post's id on its network; it names the post's section (#post-{id}) when it is a plain id. */
  id: string;
  caption?: string;
  thumbnailUrl?: string;
  products: readonly PostProduct[];
  links: readonly PageLink[];
}

const SOCIAL_NAMES: Readonly<Record<SocialPlatform, string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  twitter: 'X (Twitter)',
  threads: 'Threads',
  snapchat: 'Snapchat',
  website: 'Website',
};

/**
 * The posts: a grid of square tiles, each a link to its post's section further down the page, shown only while it
 * is the address's target (:target), so the grid opens a post's products and links without any script.
 */
const POSTS_STYLE = `ul.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:4px}ul.grid li+li{margin-top:0}
a.tile{display:block;aspect-ratio:1/1;overflow:hidden;border-radius:6px;background:#E5E5EA;color:#1D1D1F;text-decoration:none}
a.tile img{display:block;width:100%;height:100%;object-fit:cover}a.tile span{display:block;padding:.4rem;font-size:.75rem;overflow:hidden;height:100%}
a.tile:focus-visible{outline:3px solid #0E7C66;outline-offset:2px}.pd{display:none;border:1px solid;border-radius:12px;padding:.75rem}.pd:target{display:block}
.pd img{width:100%;border-radius:8px}.pd .cap{margin:.4rem 0;overflow-wrap:anywhere}.pd ul{margin-top:.6rem}.pd .meta{display:block;font-weight:400;font-size:.85rem}
.pd a.back{display:inline-block;margin-bottom:.5rem;color:inherit}`;

/** The id of a post's section: its own when it is a plain id, else its place in the grid. */
const postAnchor = (post: BioPagePost, index: number) =>
  `post-${/^[A-Za-z0-9_-]{1,64}$/.test(post.id) ? post.id : String(index + 1)}`;

/** The id of a post's caption, which names its tile. */
const captionId = (index: number) => `c${index + 1}`;

function postTile(post: BioPagePost, index: number): string {
  const caption = post.caption?.trim();
  const anchor = `<a class="tile" href="#${postAnchor(post, index)}"`;
  if (!post.thumbnailUrl || !isWebAddress(post.thumbnailUrl))
    return `<li>${anchor}><span>${escapeHtml(caption ? excerpt(caption) : `Post ${index + 1}`)}</span></a>`;
  // A picture is named by the post's caption further down (aria-labelledby), so its text is written once.
  const named = caption ? ` aria-labelledby="${captionId(index)}"` : '';
  return `<li>${anchor}${named}><img src="${escapeHtml(post.thumbnailUrl)}" alt="${caption ? '' : `Post ${index + 1}`}" loading="lazy"></a>`;
}

/** The first words of a caption, for a tile without a picture. */
const excerpt = (caption: string) => (caption.length > 80 ? `${caption.slice(0, 79)}…` : caption);

function productItems(products: readonly PostProduct[], local: Localise): string[] {
  return products
    .filter((p) => isWebAddress(p.href))
    .map((p) => {
      const meta = [p.brand, p.price]
        .filter((part): part is string => Boolean(part))
        .map(escapeHtml)
        .join(' · ');
      return `<li><a class="b" href="${escapeHtml(local(p.href))}" rel="sponsored">${escapeHtml(p.title)}${meta ? `<span class="meta">${meta}</span>` : ''}</a>`;
    });
}

function postSection(post: BioPagePost, index: number, local: Localise): string {
  const picture =
    post.thumbnailUrl && isWebAddress(post.thumbnailUrl)
      ? `<img src="${escapeHtml(post.thumbnailUrl)}" alt="" loading="lazy">`
      : '';
  const caption = post.caption ? `<p class="cap" id="${captionId(index)}">${escapeHtml(post.caption)}</p>` : '';
  const items = [...productItems(post.products, local), ...linkItems(post.links, 'b', local)];
  return `<section class="pd" id="${postAnchor(post, index)}" aria-label="Post ${index + 1}"><a class="back" href="#posts">All posts</a>${picture}${caption}${items.length > 0 ? `<ul>${items.join('')}</ul>` : '<p>Nothing to shop from this post yet.</p>'}</section>`;
}

function postsMarkup(posts: readonly BioPagePost[], local: Localise): string {
  if (posts.length === 0) return '';
  return `<section id="posts"><h2>Posts</h2><p class="note">Tap a post to shop it.</p><ul class="grid">${posts.map(postTile).join('')}</ul></section>${posts.map((post, index) => postSection(post, index, local)).join('')}`;
}

/** Any origin will do: a thumbnail is drawn only when it is a path of our own origin already. */
const SELF = 'https://self.invalid';

/** A button's thumbnail, decorative (alt="": the title names the link); its size is the stylesheet's. */
function thumbnailImage(thumbnail: string | undefined): string {
  return thumbnail && thumbnailPath(thumbnail, SELF) === thumbnail
    ? `<img src="${escapeHtml(thumbnail)}" alt="" loading="lazy">`
    : '';
}

/** The items of a list of links (an item's end tag is implied by the next one, so it is left out). */
function linkItems(links: readonly PageButton[], className: string, local: Localise): string[] {
  return links
    .filter((l) => isWebAddress(l.href))
    .map(
      (l) =>
        `<li><a class="${className}${l.featured ? ' f' : ''}" href="${escapeHtml(local(l.href))}">${thumbnailImage(l.thumbnail)}${escapeHtml(l.title)}</a>`,
    );
}

function linkList(links: readonly PageButton[], className: string, local: Localise): string {
  const items = linkItems(links, className, local);
  return items.length > 0 ? `<ul>${items.join('')}</ul>` : '';
}

/** The buttons as lists, with each section header a heading (`<h2>`) between them at its place. */
function buttonsMarkup(buttons: readonly PageButton[], headers: readonly PageHeader[], local: Localise): string {
  let html = '';
  let group: PageButton[] = [];
  for (const item of interleave(buttons, headers)) {
    if ('button' in item) group.push(item.button);
    else {
      html += `${linkList(group, 'b', local)}<h2>${escapeHtml(item.header.title)}</h2>`;
      group = [];
    }
  }
  return html + linkList(group, 'b', local);
}

/** Turns an address into the shortest that leads to it from the page: a path when it is on the page's own origin. */
type Localise = (href: string) => string;

function localiser(pageUrl: string): Localise {
  const origin = URL.canParse(pageUrl) ? new URL(pageUrl).origin : null;
  return (href) => {
    const path = origin && href.startsWith(`${origin}/`) ? href.slice(origin.length) : null;
    // A path starting with two slashes (or a slash and a backslash) would name another host: written whole.
    return path !== null && !/^\/[/\\]/.test(path) ? path : href;
  };
}

const section = (title: string, body: string) => (body ? `<section><h2>${title}</h2>${body}</section>` : '');

/**
 * The page's own CSS after the frame's: its look's (with the rules of the parts it has), then the posts'. The in-app
 * preview links the same rules, for every part.
 */
export const bioPageStyle = (look: BioLook, parts: StyledParts = ALL_PARTS) =>
  `${themeStyle(look, parts)}\n${POSTS_STYLE}`;

const ALL_PARTS: StyledParts = { featured: true, ranked: true, headers: true, thumbnails: true };

export function bioPageMarkup(page: BioPageContent): PageAnswer {
  const name = page.look.displayName || page.title;
  const local = localiser(page.url);
  const ranked = page.popular.length + page.trending.length > 0;
  const avatar = page.avatar
    ? `<img class="avatar" src="${escapeHtml(page.avatar.path)}" alt="" width="96" height="96">`
    : '';
  const bio = page.look.bio ? `<p class="intro">${escapeHtml(page.look.bio)}</p>` : '';
  const social = page.social
    .filter((s) => isWebAddress(s.url))
    .map(
      (s) =>
        `<a href="${escapeHtml(s.url)}" rel="me">${socialIcon(s.platform)}<span class="vh">${SOCIAL_NAMES[s.platform] ?? 'Link'}</span></a>`,
    )
    .join('');
  const body = `<div class="theme" data-theme="${themeIdOf(page.look.theme)}"><header>${avatar}<h1>${escapeHtml(name)}</h1>${bio}${social ? `<nav class="social" aria-label="Social accounts">${social}</nav>` : ''}</header>
${buttonsMarkup(page.buttons, page.headers ?? [], local)}${section('Most popular', linkList(page.popular, 'item', local))}${section('Trending', linkList(page.trending, 'item', local))}${postsMarkup(page.posts, local)}${DISCLOSURE}</div>`;
  return renderPage({
    // The browser tab and link previews show the page title; the name at the top is the display name.
    title: page.title.trim() || name,
    ...(page.look.bio ? { description: page.look.bio } : {}),
    body,
    frameStyle: frameStyleWith(ranked),
    // Every link on the page is a tracked address (sponsored where it is a product) or the creator's own profile:
    // one page-wide nofollow instead of one on each link keeps a busy page in its 20 kB.
    robots: 'nofollow',
    style: bioPageStyle(page.look, {
      featured: page.buttons.some((b) => b.featured),
      headers: (page.headers ?? []).length > 0,
      thumbnails: page.buttons.some((b) => b.thumbnail),
      ranked,
    }),
    // Post pictures come from the network's servers; every other picture is ours.
    imageSources: "'self' https:",
    openGraph: {
      'og:type': 'profile',
      'og:url': page.url,
      ...(page.look.bio ? { 'og:description': page.look.bio } : {}),
      ...(page.avatar ? { 'og:image': page.avatar.absoluteUrl } : {}),
    },
  });
}

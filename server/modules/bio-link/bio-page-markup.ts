import { isWebAddress } from '../../../src/domain/bio-link-rules';
import { escapeHtml } from '../../../src/domain/html';
import { normaliseColour } from '../../../src/domain/colour';
import { DISCLOSURE, renderPage, type PageAnswer } from '../link-pages/audience-page';
import type { BioLook, SocialPlatform } from './bio-link-decider';

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

export interface BioPageContent {
  /** The page's public address (og:url). */
  url: string;
  title: string;
  look: BioLook;
  /** Same-origin path of the avatar, and its absolute address for link previews. */
  avatar?: { path: string; absoluteUrl: string };
  buttons: readonly PageLink[];
  social: ReadonlyArray<{ platform: SocialPlatform; url: string }>;
  popular: readonly PageLink[];
  trending: readonly PageLink[];
  posts: ReadonlyArray<{ caption?: string; thumbnailUrl?: string; permalink?: string; links: readonly PageLink[] }>;
}

const SOCIAL_NAMES: Readonly<Record<SocialPlatform, string>> = {
  instagram: 'Instagram', facebook: 'Facebook', tiktok: 'TikTok', youtube: 'YouTube', pinterest: 'Pinterest',
  twitter: 'X (Twitter)', threads: 'Threads', snapchat: 'Snapchat', website: 'Website',
};

const FONTS: Readonly<Record<BioLook['fontFamily'], string>> = {
  system: "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif",
  serif: "Georgia,'Times New Roman',serif",
  mono: 'ui-monospace,Menlo,Consolas,monospace',
  rounded: "ui-rounded,'Nunito','Arial Rounded MT Bold',system-ui,sans-serif",
};

const RADII: Readonly<Record<BioLook['buttonShape'], string>> = { square: '0', rounded: '12px', pill: '999px' };

/** The look's CSS: colours normalised again (only #RRGGBB reaches the stylesheet), shape and font from fixed tables. */
function lookStyle(look: BioLook): string {
  const bg = normaliseColour(look.backgroundColor);
  const button = normaliseColour(look.buttonColor);
  const label = normaliseColour(look.buttonTextColor);
  return `body{background:${bg};font-family:${FONTS[look.fontFamily] ?? FONTS.system}}.avatar{width:96px;height:96px;border-radius:50%;object-fit:cover}
.social{display:flex;flex-wrap:wrap;justify-content:center;gap:.4rem;margin-top:.6rem}.social a{font-size:.85rem;color:inherit}
a.b{display:block;text-align:center;padding:.95rem 1rem;border-radius:${RADII[look.buttonShape] ?? RADII.rounded};background:${button};color:${label};font-weight:600;text-decoration:none;overflow-wrap:anywhere}
a.b:focus-visible{outline:3px solid ${label};outline-offset:2px}section{margin-top:1.5rem}h2{font-size:1.05rem;margin:0 0 .6rem}
.post{background:#FFFFFF;border-radius:12px;padding:.75rem;margin-bottom:.75rem}.post img{width:100%;border-radius:8px}.post p{margin:.4rem 0}`;
}

function linkList(links: readonly PageLink[], className: string): string {
  const items = links.filter((l) => isWebAddress(l.href)).map((l) => `<li><a class="${className}" href="${escapeHtml(l.href)}" rel="nofollow noopener">${escapeHtml(l.title)}</a></li>`);
  return items.length > 0 ? `<ul>${items.join('')}</ul>` : '';
}

const section = (title: string, body: string) => (body ? `<section><h2>${title}</h2>${body}</section>` : '');

export function bioPageMarkup(page: BioPageContent): PageAnswer {
  const name = page.look.displayName || page.title;
  const avatar = page.avatar ? `<img class="avatar" src="${escapeHtml(page.avatar.path)}" alt="" width="96" height="96">` : '';
  const bio = page.look.bio ? `<p class="intro">${escapeHtml(page.look.bio)}</p>` : '';
  const social = page.social
    .filter((s) => isWebAddress(s.url))
    .map((s) => `<a href="${escapeHtml(s.url)}" rel="me noopener">${SOCIAL_NAMES[s.platform] ?? 'Link'}</a>`)
    .join('');
  const posts = page.posts
    .map((post) => {
      const picture = post.thumbnailUrl && isWebAddress(post.thumbnailUrl) ? `<img src="${escapeHtml(post.thumbnailUrl)}" alt="" loading="lazy">` : '';
      const caption = post.caption ? `<p>${escapeHtml(post.caption)}</p>` : '';
      return `<article class="post">${picture}${caption}${linkList(post.links, 'b')}</article>`;
    })
    .join('');
  const body = `<header>${avatar}<h1>${escapeHtml(name)}</h1>${bio}${social ? `<nav class="social" aria-label="Social accounts">${social}</nav>` : ''}</header>
${linkList(page.buttons, 'b')}${section('Most popular', linkList(page.popular, 'item'))}${section('Trending', linkList(page.trending, 'item'))}${section('Posts', posts)}${DISCLOSURE}`;
  return renderPage({
    title: name,
    ...(page.look.bio ? { description: page.look.bio } : {}),
    body,
    style: lookStyle(page.look),
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

/**
 * Posts on the bio page (the Bio Link tab's posts section): what a creator attaches to a post, products of My Shop
 * or the catalog and links, and the limits the server checks too (LinkedContentRequest: 30 items, titles of 200).
 */
import { webAddressProblem } from './bio-link';
import type { ProductChoice } from './landing-pages';

export const POST_ITEMS_MAX = 30;
export const POST_ITEM_TITLE_MAX = 200;
/** The posts the section lists: the most recent, as many as the public page shows. */
export const POSTS_LISTED = 50;

/**
 * One thing attached to a post, in page order: a product (its name unless retitled) or a link. keepUntagged: the
 * creator chose to keep its retailer address untagged where the earn rule cannot tag it (it then earns nothing).
 */
export type PostItemDraft = (
  | { key: string; kind: 'product'; title: string; product: ProductChoice }
  | { key: string; kind: 'link'; title: string; url: string }
) & { keepUntagged?: boolean };

export const BIO_POST_TEXTS = {
  linkTitleMissing: 'Give the link a title.',
  linkTitleTooLong: `Keep a title to ${POST_ITEM_TITLE_MAX} characters.`,
  linkUrlMissing: 'Paste the address the link leads to.',
  tooManyItems: `A post holds at most ${POST_ITEMS_MAX} products and links: remove one first.`,
  saved: 'Post saved.',
} as const;

/** Why the link being added cannot join the post (its title, its address, or the post is full), or null. */
export function newPostLinkProblem(
  items: readonly PostItemDraft[],
  title: string,
  url: string,
): { field: 'title' | 'url'; message: string } | null {
  if (items.length >= POST_ITEMS_MAX) return { field: 'title', message: BIO_POST_TEXTS.tooManyItems };
  const name = title.trim();
  if (name === '') return { field: 'title', message: BIO_POST_TEXTS.linkTitleMissing };
  if (name.length > POST_ITEM_TITLE_MAX) return { field: 'title', message: BIO_POST_TEXTS.linkTitleTooLong };
  if (url.trim() === '') return { field: 'url', message: BIO_POST_TEXTS.linkUrlMissing };
  const address = webAddressProblem(url);
  return address ? { field: 'url', message: address } : null;
}

/** A caption's first words, for a tile that has no picture and for labels. */
export const captionExcerpt = (caption: string | undefined, fallback: string): string => {
  const text = caption?.trim() ?? '';
  if (text === '') return fallback;
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

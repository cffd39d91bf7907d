import type { Transaction } from '../../db/database';
import { CARD_LINK_EVENT_TYPES } from './card-links-decider';
import { bioLinkStream } from './bio-link-decider';
import { BIO_POST_EVENT_TYPES } from './bio-post-decider';
import type { AccountErasure } from '../../services';

/**
 * Part of deleting an account (accounts module, auth-erasure.ts): the shop's bio link page, its buttons, social
 * icons, posts, their links, auto replies and the tracked addresses of their card buttons. The events keep only { redacted: true } (the projections and
 * deciders skip them, so a rebuild agrees) and the rows go; the tracked codes stop redirecting with them. The clicks
 * on those codes go with the shop's other clicks (shop-clicks-erasure.ts), the avatar files with its media library
 * (galleries module, shop-gallery-erasure.ts). Answers how many pages went (a shop has one at most).
 */
export async function eraseShopBioLink(tx: Transaction, shopDomain: string): Promise<number> {
  await tx.query(
    `update events set data = jsonb_build_object('redacted', true)
     where (stream_id = $1 or (type = any($3::text[]) and data->>'shopDomain' = $2)) and not (data ? 'redacted')`,
    [bioLinkStream(shopDomain), shopDomain, [...BIO_POST_EVENT_TYPES, ...CARD_LINK_EVENT_TYPES]],
  );
  for (const table of [
    'bio_buttons',
    'bio_social_accounts',
    'bio_headers',
    'bio_posts',
    'bio_post_links',
    'bio_card_links',
  ]) {
    await tx.query(`delete from ${table} where shop_domain = $1`, [shopDomain]);
  }
  return (await tx.query('delete from bio_links where shop_domain = $1', [shopDomain])).rowCount;
}

/** Account erasure: the shop's bio link page (buttons, social icons, look, avatar, posts with their links and auto replies). */
export const bioLinkErasure = (): AccountErasure => ({
  erase: async (tx, { shopDomain }) => ({ bioLinks: shopDomain ? await eraseShopBioLink(tx, shopDomain) : 0 }),
});

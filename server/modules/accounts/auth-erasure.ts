import { liveShortLinkCount } from '../short-links/short-link-queries';
import { eraseShopClicks } from '../short-links/shop-clicks-erasure';
import { shortLinksOf } from '../short-links';
import { shopTrackingIds } from '../tracking-ids/shop-tracking-ids';
import { shopSettingsStreamsOf } from './account-views';
import type { AccountsContext } from './accounts-context';
import { retiredShopStream, type AccountRow } from './auth-accounts';
import { samplesStream } from '../catalog/sample-request-decider';
import { eraseShopBoosting } from '../boosting/shop-boosting-erasure';
import { eraseShopWhitelisting } from '../boosting-whitelist/shop-whitelist-erasure';
import { pseudonymizeShopEarnings } from '../earnings/shop-earnings-erasure';
import { eraseShopLandingPages } from '../landing-pages/shop-landing-erasure';
import { eraseShopGalleries } from '../galleries/shop-gallery-erasure';
import { eraseShopCollages } from '../collages/shop-collage-erasure';
import { mediaDirectory } from '../galleries/media-store';
import { eraseShopBioLink } from '../bio-link/shop-bio-link-erasure';
import { eraseShopBilling } from '../billing/shop-billing-erasure';
import { autoDmConnectionCount, eraseShopAutoDm } from '../auto-dm/shop-auto-dm-erasure';
import { eraseIdempotencyKeys } from '../idempotency/idempotency-store';

/**
 * Where receive_auth_results kept an account's Facebook permissions before Auto DM had its own module (which keeps
 * the connection per shop): still erased, since logs written then may hold one.
 */
const legacyFacebookConnectionStream = (userId: string) => `facebook-connection:${userId}`;

export interface Erased {
  sessions: number;
  socialConnections: number;
  /** Ids in the shop's tracking-id lists (the registration's Amazon tag included). */
  trackingIds: number;
  /** The shop's live short links: retiring the shop deletes them (short-links module). */
  shortLinks: number;
  /** What the shop's modules erased, as each counts it: pages, documents, a paid subscription. */
  bioLinks: number;
  landingPages: number;
  galleries: number;
  collages: number;
  subscriptions: number;
}

/**
 * The streams that hold an account's personal data (verification streams carry only a hash of the address),
 * including its shop's settings streams (tracking ids, Impact ids, collage preference) when it has a shop.
 */
export const personalStreamsOf = (userId: string, shopDomain: string | null = null) => [
  `account:${userId}`,
  legacyFacebookConnectionStream(userId),
  ...(shopDomain ? shopSettingsStreamsOf(shopDomain) : []),
];

/**
 * Deletes an account for good: AccountDeleted (the projection drops the accounts row), every session ended, its
 * shop domain retired (never given to a new shop), then the data of the account's past events (and of the clicks
 * on its shop's links, and of its boosting) replaced by { redacted: true } so the log keeps no personal data either;
 * its orders and settlement lines stay as financial records under a pseudonym (shop-earnings-erasure.ts).
 * AccountDeleted keeps its data (only the time of deletion). The erasure runs after the append: were it to fail,
 * the account is already gone from every read model and the failure is logged (the update is idempotent, so it
 * can be run again for that stream); the other order could leave a live account whose history a rebuild drops.
 */
export async function eraseAccount(context: AccountsContext, row: AccountRow, now: Date): Promise<Erased> {
  const userId = row.user_id;
  const facebookConnection = row.shop_domain ? await autoDmConnectionCount(context.db, row.shop_domain) : 0;
  // Counted before they go: the lists are erased with the shop's streams below, the links by the retirement.
  const shop = row.shop_domain;
  const trackingIds = shop ? Object.values((await shopTrackingIds(context.store, row, shop)).state).reduce((sum, list) => sum + list.length, 0) : 0;
  const shortLinks = shop ? await liveShortLinkCount(context.db, shop) : 0;
  await context.accounts(`account:${userId}`, { type: 'Delete' }, { now });
  // No more clicks on the shop's links here, and those already answered in the log before they are erased.
  if (shop) await shortLinksOf(context.services).retireShop(shop);
  const sessions = await context.sessions.endAllOf(userId, 'account-deleted', now);
  if (row.shop_domain) {
    await context.store.append(retiredShopStream(row.shop_domain), 'any', [{ type: 'ShopDomainRetired', data: { at: now.toISOString() } }]);
  }
  const removed = { bioLinks: 0, landingPages: 0, galleries: 0, collages: 0, subscriptions: 0 };
  await context.db.transaction(async (tx) => {
    await tx.query(
      `update events set data = jsonb_build_object('redacted', true)
       where stream_id = any($1::text[]) and type <> 'AccountDeleted' and not (data ? 'redacted')`,
      [personalStreamsOf(userId, row.shop_domain)],
    );
    // Sample requests keep the shipping address (and a free-text note) in the event only; the rest of each event
    // feeds the apply-in-shop records, so only those fields go and a rebuild still gives the same rows.
    if (row.shop_domain) {
      await tx.query(
        `update events set data = data - 'shippingAddress' - 'note'
         where stream_id = $1 and (data ? 'shippingAddress' or data ? 'note')`,
        [samplesStream(row.shop_domain)],
      );
      // The clicks on its links say which shop they were for: erased too, with the shop's counters.
      await eraseShopClicks(tx, row.shop_domain);
      // Its boosting drafts, applications (notes and reviewers' reasons with them), results and whitelisting.
      await eraseShopBoosting(tx, row.shop_domain);
      await eraseShopWhitelisting(tx, row.shop_domain);
      // Its bio link page: buttons, social icons, look, avatar, posts with their links and auto replies.
      removed.bioLinks = await eraseShopBioLink(tx, row.shop_domain);
      // Its Facebook connection for Auto DM (Pages, sealed Page tokens) and the comments and DMs recorded for it.
      await eraseShopAutoDm(tx, row.shop_domain);
      // Its landing pages, galleries, collages and media library (the files under MEDIA_DIR too).
      removed.landingPages = await eraseShopLandingPages(tx, row.shop_domain);
      removed.galleries = await eraseShopGalleries(tx, row.shop_domain, mediaDirectory(context.services.config));
      removed.collages = await eraseShopCollages(tx, row.shop_domain, mediaDirectory(context.services.config));
      // Its orders and settlements are kept as financial records, under a pseudonym and without its ids.
      await pseudonymizeShopEarnings(tx, row.shop_domain);
      // Its bills stay as financial records under a pseudonym; its plan, card, checkouts and balance go.
      removed.subscriptions = await eraseShopBilling(tx, row.shop_domain);
    }
    // The answers kept for retried writes repeat what the creator sent: they go too.
    await eraseIdempotencyKeys(tx, [...(row.shop_domain ? [row.shop_domain] : []), `user:${row.user_id}`]);
  });
  return { sessions, socialConnections: (row.facebook_id ? 1 : 0) + (row.apple_id ? 1 : 0) + facebookConnection, trackingIds, shortLinks, ...removed };
}

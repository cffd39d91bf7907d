import { createHash } from 'node:crypto';
import type { Projection } from '../../events/projections';
import type { LinkKind, ShortLinkEvent } from './short-link-decider';

/** The one live link per shop, kind and destination that get-or-create calls answer (unique index short_links_reuse_unique). */
export const REUSE_CONSTRAINT = 'short_links_reuse_unique';

export const reuseKey = (kind: LinkKind, destination: string) =>
  createHash('sha256').update(`${kind}\n${destination}`).digest('hex');

/** The accounts module's event that a deleted account's shop is gone for good; its stream names a hash of the shop. */
type ShopRetired = { type: 'ShopDomainRetired'; data: { at: string } };
const RETIRED_SHOP_STREAM = /^shop-retired:([0-9a-f]{40})$/;

/**
 * short_links: every link of every shop, deleted ones kept with deleted_at. When an account is deleted its shop
 * is retired (accounts module, auth-erasure.ts), and its live links are deleted with it: the retirement names
 * the shop only by a hash (the accounts module keeps no shop name of a deleted account), so the links are found
 * by the same hash. Events whose data was erased ({ redacted: true }) carry nothing to apply.
 */
export const shortLinksProjection: Projection<ShortLinkEvent | ShopRetired> = {
  name: 'short-links',
  tables: ['short_links'],
  handles: [
    'ShortLinkCreated',
    'ShortLinkDeleted',
    'ShortLinkRulesSet',
    'ShortLinkLocalisationSet',
    'ShortLinkScheduleSet',
    'ShopDomainRetired',
  ],
  async apply(tx, event) {
    if (event.type === 'ShopDomainRetired') {
      const hash = RETIRED_SHOP_STREAM.exec(event.streamId)?.[1];
      if (!hash || !event.data?.at) return;
      await tx.query(
        `update short_links set deleted_at = $2, changed_at = $3
         where deleted_at is null and left(encode(sha256(convert_to(lower(shop_domain), 'UTF8')), 'hex'), 40) = $1`,
        [hash, event.data.at, event.recordedAt],
      );
      return;
    }
    if (!event.data?.code) return;
    if (event.type === 'ShortLinkCreated') {
      const d = event.data;
      await tx.query(
        `insert into short_links (code, shop_domain, kind, retailer, retailer_item_id, normalized_url, destination, tracking_id,
           source, title, product_id, reuse_key, created_at, changed_at, position)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [
          d.code,
          d.shopDomain,
          d.kind,
          d.retailer,
          d.retailerItemId,
          d.normalizedUrl,
          d.destination,
          d.trackingId,
          d.source,
          d.title,
          d.productId,
          d.reusable ? reuseKey(d.kind, d.destination) : null,
          d.createdAt,
          event.recordedAt,
          event.position,
        ],
      );
      return;
    }
    if (event.type === 'ShortLinkRulesSet') {
      await tx.query('update short_links set rules = $2, changed_at = $3 where code = $1', [
        event.data.code,
        JSON.stringify(event.data.rules),
        event.recordedAt,
      ]);
      return;
    }
    if (event.type === 'ShortLinkScheduleSet') {
      await tx.query('update short_links set schedule = $2, changed_at = $3 where code = $1', [
        event.data.code,
        JSON.stringify(event.data.schedule),
        event.recordedAt,
      ]);
      return;
    }
    if (event.type === 'ShortLinkLocalisationSet') {
      await tx.query('update short_links set localisation = $2, changed_at = $3 where code = $1', [
        event.data.code,
        event.data.localisation,
        event.recordedAt,
      ]);
      return;
    }
    await tx.query('update short_links set deleted_at = $2, changed_at = $3 where code = $1', [
      event.data.code,
      event.data.deletedAt,
      event.recordedAt,
    ]);
  },
};

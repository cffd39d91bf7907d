import type { Projection } from '../../events/projections';
import type { PlacementEvent } from './placement-decider';

/** The primary key that refuses a placement code drawn twice: the caller draws another. */
export const PLACEMENT_CODE_CONSTRAINT = 'short_link_placements_pkey';

/**
 * short_link_placements: every placement of every link. An account's erasure deletes its shop's rows and
 * replaces the events' data by { redacted: true } (shop-clicks-erasure.ts), which this projection skips, so a
 * rebuild agrees.
 */
export const placementsProjection: Projection<PlacementEvent> = {
  name: 'short-link-placements',
  tables: ['short_link_placements'],
  handles: ['PlacementAdded', 'PlacementDeleted'],
  async apply(tx, event) {
    if (!event.data?.placementCode) return;
    if (event.type === 'PlacementAdded') {
      const d = event.data;
      await tx.query(
        `insert into short_link_placements (code, link_code, shop_domain, name, tracking_id, sub_id, destination, created_at, position)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          d.placementCode,
          d.linkCode,
          d.shopDomain,
          d.name,
          d.trackingId,
          d.subId,
          d.destination,
          d.addedAt,
          event.position,
        ],
      );
      return;
    }
    await tx.query('update short_link_placements set deleted_at = $2 where code = $1', [
      event.data.placementCode,
      event.data.deletedAt,
    ]);
  },
};

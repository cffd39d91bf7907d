import { earnRule } from '../../../src/domain/earn-rule';
import {
  PLACEMENT_MESSAGES,
  placementName,
  placementNameProblem,
  placementSubId,
} from '../../../src/domain/placements';
import type { components } from '../../../src/generated/api';
import { isUniqueViolation, type Queryable } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import { createCommandHandler } from '../../events/command-handler';
import { ProjectionError } from '../../events/projections';
import type { Services, TrackedLinkSource } from '../../services';
import { readEarnSettings } from '../tracking-ids';
import { SHORT_CODE, newShortCode } from './short-link-codes';
import { SHORT_LINK_MESSAGES, shortLinkStream } from './short-link-decider';
import { shortLinkByCode, type ShortLinkRow } from './short-link-queries';
import { placementDecider, type PlacementDetails } from './placement-decider';
import { PLACEMENT_CODE_CONSTRAINT } from './placements-projections';

/**
 * A short link's placements (placement-decider.ts): add, delete, list, and the redirect's lookup of their codes.
 * A placement's address redirects to the link's page tagged by the earn rule with the placement's ids: the
 * tracking id chosen for it (else the link's) and its sub-id, and its clicks are recorded as `placement` clicks
 * under its own code.
 */

export const PLACEMENT_CLICK = 'placement';

export type PlacementView = components['schemas']['Placement'];

export interface PlacementRow {
  code: string;
  link_code: string;
  shop_domain: string;
  name: string;
  tracking_id: string | null;
  sub_id: string;
  destination: string;
  created_at: Date;
  deleted_at: Date | null;
}

const COLUMNS = 'code, link_code, shop_domain, name, tracking_id, sub_id, destination, created_at, deleted_at';
const CODE_ATTEMPTS = 5;

/** The live placements of a link, oldest first. */
export async function placementsOfLink(db: Queryable, linkCode: string): Promise<PlacementRow[]> {
  const { rows } = await db.query<PlacementRow>(
    `select ${COLUMNS} from short_link_placements where link_code = $1 and deleted_at is null order by created_at, code`,
    [linkCode],
  );
  return rows;
}

export async function placementByCode(db: Queryable, code: string): Promise<PlacementRow | undefined> {
  return (await db.query<PlacementRow>(`select ${COLUMNS} from short_link_placements where code = $1`, [code])).rows[0];
}

export const placementView = (row: PlacementRow, baseUrl: string): PlacementView => ({
  code: row.code,
  linkCode: row.link_code,
  name: row.name,
  shortUrl: `${baseUrl}/s/${row.code}`,
  ...(row.tracking_id ? { trackingId: row.tracking_id } : {}),
  subId: row.sub_id,
  destination: row.destination,
  createdAt: row.created_at.toISOString(),
});

/** A live link of the shop, or 404 as if there were none (another shop's code included). */
export async function ownLiveLink(db: Queryable, shopDomain: string, code: string): Promise<ShortLinkRow> {
  const row = await shortLinkByCode(db, code);
  if (!row || row.shop_domain !== shopDomain || row.deleted_at) throw notFound(SHORT_LINK_MESSAGES.missing);
  return row;
}

/** /s/{code} for placements: a live placement of a live link (a deleted link takes its placements with it). */
export function placementTrackedLinks(db: Queryable): TrackedLinkSource {
  return {
    async resolve(code) {
      if (!SHORT_CODE.test(code)) return undefined;
      const { rows } = await db.query<{ shop_domain: string; destination: string }>(
        `select p.shop_domain, p.destination from short_link_placements p join short_links l on l.code = p.link_code
         where p.code = $1 and p.deleted_at is null and l.deleted_at is null`,
        [code],
      );
      const row = rows[0];
      return row
        ? { linkType: PLACEMENT_CLICK, linkId: code, shopDomain: row.shop_domain, destination: row.destination }
        : undefined;
    },
  };
}

export function createPlacements({ database: db, eventStore: store }: Pick<Services, 'database' | 'eventStore'>) {
  const handle = createCommandHandler(store, placementDecider);

  /** Where the placement's address goes: the link's page with the placement's tracking id and sub-id. */
  async function destinationOf(link: ShortLinkRow, subId: string, asked: string | undefined) {
    const trackingId = asked?.trim() || link.tracking_id || undefined;
    // A link kept untagged knowingly stays so: its placements go where it goes, told apart by their codes alone.
    if (!trackingId) return { destination: link.destination, trackingId: null };
    const decision = earnRule(link.normalized_url, await readEarnSettings({ db, store }, link.shop_domain), {
      trackingId,
      subId,
    });
    if (decision.outcome === 'untaggable') throw badRequest(decision.message);
    if (decision.outcome !== 'tagged') return { destination: link.destination, trackingId: null };
    return { destination: decision.address, trackingId: decision.trackingId };
  }

  return {
    async add(
      shopDomain: string,
      request: { linkCode: string; name: string; trackingId?: string },
      now: Date,
    ): Promise<PlacementRow> {
      const problem = placementNameProblem(request.name);
      if (problem) throw badRequest(problem);
      const link = await ownLiveLink(db, shopDomain, request.linkCode);
      for (let attempt = 1; ; attempt += 1) {
        const code = newShortCode();
        // A code is one address: never a short link's (a clash at 62^8 codes is all but impossible; cheap to rule out).
        if (await shortLinkByCode(db, code)) continue;
        const subId = placementSubId(code);
        const placement: PlacementDetails = {
          placementCode: code,
          name: placementName(request.name),
          subId,
          ...(await destinationOf(link, subId, request.trackingId)),
        };
        try {
          await handle(shortLinkStream(link.code), { type: 'AddPlacement', shopDomain, placement }, { now });
        } catch (error) {
          const taken = error instanceof ProjectionError && isUniqueViolation(error.cause, PLACEMENT_CODE_CONSTRAINT);
          if (taken && attempt < CODE_ATTEMPTS) continue;
          throw error;
        }
        const row = await placementByCode(db, code);
        if (!row) throw new Error(`Placement ${code} was stored but is not in short_link_placements`);
        return row;
      }
    },

    async delete(shopDomain: string, code: string, now: Date): Promise<{ deletedAt: string }> {
      const row = await placementByCode(db, code);
      if (!row || row.shop_domain !== shopDomain || row.deleted_at) throw notFound(PLACEMENT_MESSAGES.missing);
      const { events } = await handle(
        shortLinkStream(row.link_code),
        { type: 'DeletePlacement', shopDomain, placementCode: code },
        { now },
      );
      const deleted = events[0];
      if (deleted?.type !== 'PlacementDeleted') throw notFound(PLACEMENT_MESSAGES.missing);
      return { deletedAt: deleted.data.deletedAt };
    },
  };
}

import type { Retailer } from '../../../src/domain/retailer-links';
import type { Queryable } from '../../db/database';
import type { EventStore } from '../../events/event-store';
import type { RequestContext } from '../../operations';
import type { Services } from '../../services';

/**
 * What the accounts module needs of other modules, passed in at composition (server/server-modules.ts) so that
 * accounts, which nearly every module reads, imports none of them.
 */
export interface AccountsPorts {
  readonly trackingIds: AccountTrackingIds;
  readonly activity: ShopActivity;
  readonly bioLink: PublishedBioLink;
}

/** A shop's tracking ids per retailer, oldest first. */
export type TrackingIdLists = Record<Retailer, Array<{ trackingId: string; createdAt: string }>>;

/** The shop's tracking-id lists (tracking-ids module): Account info shows and replaces the Amazon list. */
export interface AccountTrackingIds {
  /** The lists, and the seed they fold from (the registration's Amazon tag). */
  read(
    store: Pick<EventStore, 'readStream'>,
    owner: { user_id: string; registered_at: Date },
    shopDomain: string,
  ): Promise<{ seed: TrackingIdLists; state: TrackingIdLists }>;
  change(
    store: Pick<EventStore, 'readStream' | 'append'>,
    shopDomain: string,
    seed: TrackingIdLists,
    command: { type: 'ReplaceTrackingIds'; data: { retailer: Retailer; trackingIds: string[] } },
    now: Date,
  ): Promise<unknown>;
  /** The chosen Amazon id in the list's spelling, or undefined when the list no longer has it. */
  preselected(chosen: string | null | undefined, state: TrackingIdLists): string | undefined;
  /** Tells this process that the shop's Amazon ids changed in a way `change` did not (the preselected id). */
  announceChange(store: object, shopDomain: string): Promise<void>;
}

/** What the shop has done (short-links and earnings modules): the user type and the honor level read it. */
export interface ShopActivity {
  hasVisitorClicks(db: Queryable, shopDomain: string): Promise<boolean>;
  hasOrders(db: Queryable, shopDomain: string): Promise<boolean>;
  /** Visitor clicks in a Pacific month written YYYY-MM. */
  monthlyClicks(db: Queryable, shopDomain: string, month: string): Promise<number>;
}

/** The creator's public bio page (bio-link module), which the public profile links to. */
export interface PublishedBioLink {
  /** Its address, or undefined while the creator has no published bio page. */
  publishedAddress(services: Services, ctx: RequestContext, handle: string): Promise<string | undefined>;
}

import { RETAILER_NAMES, sameTrackingId } from '../../../src/domain/tracking-id-rules';
import { retailerOfSource } from '../../../src/domain/tracking-sort';
import type { Queryable } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { EventStore } from '../../events/event-store';
import { accountByShop } from '../accounts';
import type { BoostingWhitelist } from '../boosting-whitelist';
import { shopTrackingIds } from '../tracking-ids';
import { BOOSTING_MESSAGES, type BoostingTrackingId } from './boosting-application-decider';
import { trackingKey } from './boosting-application-projections';
import { boostingContents } from './boosting-contents';
import type { BoostingStatus } from './boosting-lifecycle';

/**
 * The checks of a submission that reach beyond the application's own stream: the shop may boost, the contents
 * are its own, and each tracking id is one of its ids of that retailer and not taken by another of its active
 * applications. Each refusal is one sentence naming what to change.
 */

export const SUBMISSION_MESSAGES = {
  unknownContents: (ids: readonly string[]) =>
    `${ids.length === 1 ? `Content ${ids[0]} is` : `Contents ${ids.join(', ')} are`} not among your links any more: choose again from your content.`,
  unknownTrackingId: (id: string, source: BoostingTrackingId['source']) =>
    `${id} is not one of your ${RETAILER_NAMES[retailerOfSource(source)]} tracking IDs.`,
  repeatedTrackingId: (id: string) => `The tracking ID ${id} is chosen twice.`,
  activeTrackingId: (id: string, status: BoostingStatus) =>
    `The tracking ID ${id} is already in another of your boosting applications (${status}): choose another one.`,
} as const;

export async function requireWhitelisted(whitelist: BoostingWhitelist, shopDomain: string): Promise<void> {
  if (!(await whitelist.isWhitelisted(shopDomain))) throw forbidden(BOOSTING_MESSAGES.notWhitelisted);
}

/** Refuses contents that are not live contents of the shop. */
export async function checkContents(db: Queryable, shopDomain: string, contentIds: readonly string[]): Promise<void> {
  const found = await boostingContents.byIds(db, shopDomain, contentIds, { live: true, baseUrl: '' });
  const missing = contentIds.filter((id) => !found.has(id));
  if (missing.length > 0) throw badRequest(SUBMISSION_MESSAGES.unknownContents(missing));
}

/**
 * The tracking ids in the spelling of the shop's lists, once each; refuses ids the shop does not have, an id
 * chosen twice, and ids held by another active application of the shop (compared case-insensitively).
 */
export async function checkTrackingIds(
  db: Queryable,
  store: Pick<EventStore, 'readStream'>,
  shopDomain: string,
  trackingIds: readonly BoostingTrackingId[],
): Promise<BoostingTrackingId[]> {
  const owner = await accountByShop(db, shopDomain);
  if (!owner) throw notFound(`There is no shop ${shopDomain}.`);
  const lists = (await shopTrackingIds(store, owner, shopDomain)).state;
  const chosen: BoostingTrackingId[] = [];
  for (const { trackingId, source } of trackingIds) {
    const mine = lists[retailerOfSource(source)].find((item) => sameTrackingId(item.trackingId, trackingId));
    if (!mine) throw badRequest(SUBMISSION_MESSAGES.unknownTrackingId(trackingId, source));
    if (chosen.some((c) => c.source === source && sameTrackingId(c.trackingId, trackingId)))
      throw badRequest(SUBMISSION_MESSAGES.repeatedTrackingId(trackingId));
    chosen.push({ trackingId: mine.trackingId, source });
  }
  const { rows } = await db.query<{ source: number; tracking_key: string; status: BoostingStatus }>(
    `select t.source, t.tracking_key, a.status from boosting_application_tracking_ids t
     join boosting_applications a on a.application_id = t.application_id
     where t.shop_domain = $1 and t.active and t.tracking_key = any($2::text[])`,
    [shopDomain, chosen.map((c) => trackingKey(c.trackingId))],
  );
  for (const c of chosen) {
    const taken = rows.find((row) => row.source === c.source && row.tracking_key === trackingKey(c.trackingId));
    if (taken) throw conflict(SUBMISSION_MESSAGES.activeTrackingId(c.trackingId, taken.status));
  }
  return chosen;
}

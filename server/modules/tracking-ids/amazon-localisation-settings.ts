import type { CreatorIdsByStore, LocalisationSwitch } from '../../../src/domain/amazon-localisation';
import { creatorAmazonIds } from '../../../src/domain/earn-rule';
import type { Queryable } from '../../db/database';
import { accountByShop } from '../accounts';
import { shopLocalisationSwitch } from './amazon-localisation-switch';
import { readEarnSettings, type EarnDeps } from './earn-settings';

/**
 * What the redirect needs of a shop to send its visitors to their own Amazon store: the creator's id per store
 * (the amazon.com one included, creatorAmazonIds) and the shop's switch. Read off the hot path, into the
 * redirect's memory (short-links/amazon-localising.ts).
 */
export interface AmazonLocalisation {
  ids: CreatorIdsByStore;
  setting: LocalisationSwitch;
  /** Whether the creator saved an id for some store (Account info › Amazon stores): without, nothing localises. */
  storeIdsSaved: boolean;
}

/** The shop's localisation, or undefined when the shop has no account (any more). */
export async function readAmazonLocalisation(
  deps: EarnDeps,
  shopDomain: string,
): Promise<AmazonLocalisation | undefined> {
  if (!(await accountByShop(deps.db, shopDomain))) return undefined;
  const [settings, setting] = await Promise.all([
    readEarnSettings(deps, shopDomain),
    shopLocalisationSwitch(deps.db, shopDomain),
  ]);
  return {
    ids: creatorAmazonIds(settings),
    setting,
    storeIdsSaved: Object.values(settings.amazonStores ?? {}).some((id) => id !== undefined),
  };
}

/** The shops that may localise: those with an Amazon id saved for some store (`storeIdsSaved`). */
export async function shopsWithAmazonLocalisation(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ shop_domain: string }>('select distinct shop_domain from marketplace_tracking_ids');
  return rows.map((row) => row.shop_domain);
}

import {
  destinationRulesToStore,
  type DestinationRule,
  type DestinationRuleInput,
} from '../../../src/domain/destination-rules';
import { earnRule, type EarnChoice, type EarnSettings } from '../../../src/domain/earn-rule';
import { checkSchedule, type LinkSchedule, type LinkScheduleInput } from '../../../src/domain/link-schedule';
import type { Queryable } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import type { EventStore } from '../../events/event-store';
import { accountByShop } from '../accounts';
import { readImpactSettings } from './impact-settings';
import { shopMarketplaceIds } from './marketplace-ids';
import { shopTrackingIds } from './shop-tracking-ids';
import { preselectedTrackingId } from './tracking-ids';

/**
 * What the earn rule (src/domain/earn-rule.ts) needs of a shop, read once per save: its tracking ids, the Amazon id
 * preselected in Account info, its Amazon ids per store and its Impact ids; and the rule applied at an entry point, with the entry point's
 * name in the sentence of an address that cannot be tagged.
 */

export interface EarnDeps {
  db: Queryable;
  store: Pick<EventStore, 'readStream'>;
}

export async function readEarnSettings({ db, store }: EarnDeps, shopDomain: string): Promise<EarnSettings> {
  const owner = await accountByShop(db, shopDomain);
  if (!owner) throw notFound(`There is no shop ${shopDomain}.`);
  const [{ state }, impact, stores] = await Promise.all([
    shopTrackingIds(store, owner, shopDomain),
    readImpactSettings(store, shopDomain),
    shopMarketplaceIds(db, shopDomain),
  ]);
  const names = (items: ReadonlyArray<{ trackingId: string }>) => items.map((item) => item.trackingId);
  return {
    trackingIds: { amazon: names(state.amazon), target: names(state.target), walmart: names(state.walmart) },
    preselectedAmazon: preselectedTrackingId(owner.profile.trackingId, state) ?? null,
    amazonStores: Object.fromEntries(stores.map((row) => [row.store, row.trackingId])),
    impact: Object.fromEntries(
      Object.entries(impact).map(([retailer, { publisherId, adId, campaignId }]) => [
        retailer,
        { publisherId, adId, campaignId },
      ]),
    ),
  };
}

/** Where an entry point's address goes: the address that goes out, and whether the creator kept it untagged. */
export interface EarnedAddress {
  destination: string;
  /** True when a retailer address goes out without the creator's tag because they chose so. */
  untagged: boolean;
}

/** The earn rule at an entry point: the address to store, or (no choice made for an address it cannot tag) the sentence naming `where`. */
export function checkEarned(
  settings: EarnSettings,
  where: string,
  address: string,
  choice: EarnChoice,
): ({ ok: true } & EarnedAddress) | { ok: false; message: string } {
  const decision = earnRule(address, settings, choice);
  if (decision.outcome === 'untaggable') return { ok: false, message: `${where}: ${decision.message}` };
  return { ok: true, destination: decision.address, untagged: decision.outcome === 'untagged' };
}

/** The address the entry point stores for `address`, or a 400 with what is missing and that it may be kept untagged. */
export function earnedAddress(
  settings: EarnSettings,
  where: string,
  address: string,
  choice: EarnChoice,
): EarnedAddress {
  const checked = checkEarned(settings, where, address, choice);
  if (!checked.ok) throw badRequest(checked.message);
  return { destination: checked.destination, untagged: checked.untagged };
}

/**
 * The destination rules a link or a bio button stores for what the creator sent: each checked and its address
 * tagged by the earn rule with the shop's settings, or a 400 naming the first rule at fault.
 */
export async function earnedRules(
  deps: EarnDeps,
  shopDomain: string,
  inputs: readonly DestinationRuleInput[],
): Promise<DestinationRule[]> {
  const checked = destinationRulesToStore(inputs, await readEarnSettings(deps, shopDomain));
  if (!checked.ok) throw badRequest(checked.message);
  return checked.rules;
}

/**
 * The schedule a link or a bio button stores for what the creator sent: checked (link-schedule.ts), and its fallback
 * address through the earn rule like any destination, so a retailer fallback carries the creator's tag; else a 400.
 */
export async function earnedSchedule(
  deps: EarnDeps,
  shopDomain: string,
  input: LinkScheduleInput,
): Promise<LinkSchedule> {
  const checked = checkSchedule(input);
  if (!checked.ok) throw badRequest(checked.message);
  const { schedule } = checked;
  if (schedule.fallbackUrl === null) return schedule;
  const settings = await readEarnSettings(deps, shopDomain);
  const choice = input.keepFallbackUntagged ? { keepUntagged: true } : {};
  const { destination } = earnedAddress(settings, 'Fallback address', schedule.fallbackUrl, choice);
  return { ...schedule, fallbackUrl: destination };
}

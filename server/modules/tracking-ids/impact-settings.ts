import { impactSettingsProblem, IMPACT_RETAILERS, trimImpactSettings, type ImpactRetailer } from '../../../src/domain/impact-settings';
import type { ImpactSettings } from '../../../src/domain/retailer-links';
import { invalid } from '../../events/domain-error';
import { createCommandHandler } from '../../events/command-handler';
import type { EventStore } from '../../events/event-store';

/**
 * A shop's Impact ids for the retailers paid through Impact (Target, Walmart): what their links' click
 * addresses are built with (buildAffiliateUrl). One stream per shop, `impact-settings:<shopDomain>`, one of
 * the shop's settings streams that account deletion erases; no read table: the settings are a fold of it.
 * A save replaces one retailer's ids as a whole, a clear removes them.
 */

export interface StoredImpactSettings extends ImpactSettings {
  savedAt: string;
}

export type ImpactSettingsState = Partial<Record<ImpactRetailer, StoredImpactSettings>>;

export type ImpactSettingsEvent =
  | { type: 'ImpactSettingsSaved'; data: ImpactSettings & { retailer: ImpactRetailer; savedAt: string } }
  | { type: 'ImpactSettingsCleared'; data: { retailer: ImpactRetailer; clearedAt: string } };

export type ImpactSettingsCommand =
  | { type: 'SaveImpactSettings'; data: ImpactSettings & { retailer: ImpactRetailer } }
  | { type: 'ClearImpactSettings'; data: { retailer: ImpactRetailer } };

export const impactSettingsStream = (shopDomain: string) => `impact-settings:${shopDomain}`;

export function evolveImpactSettings(state: ImpactSettingsState, event: ImpactSettingsEvent): ImpactSettingsState {
  // An erased shop's events keep only { redacted: true }.
  const retailer = event.data?.retailer;
  if (!retailer || !IMPACT_RETAILERS.includes(retailer)) return state;
  if (event.type === 'ImpactSettingsCleared') {
    const { [retailer]: _gone, ...rest } = state;
    return rest;
  }
  const { publisherId, adId, campaignId, savedAt } = event.data;
  return { ...state, [retailer]: { publisherId, adId, campaignId, savedAt } };
}

const same = (a: ImpactSettings | undefined, b: ImpactSettings) =>
  a !== undefined && a.publisherId === b.publisherId && a.adId === b.adId && a.campaignId === b.campaignId;

/** A save refuses ids that are not Impact's shape; saving what is stored, or clearing what is not, changes nothing. */
export function decideImpactSettings(command: ImpactSettingsCommand, state: ImpactSettingsState, { now }: { now: Date }): ImpactSettingsEvent[] {
  const { retailer } = command.data;
  if (command.type === 'ClearImpactSettings') {
    return state[retailer] ? [{ type: 'ImpactSettingsCleared', data: { retailer, clearedAt: now.toISOString() } }] : [];
  }
  const wanted = trimImpactSettings(command.data);
  const problem = impactSettingsProblem(wanted);
  if (problem) throw invalid(problem.message);
  if (same(state[retailer], wanted)) return [];
  return [{ type: 'ImpactSettingsSaved', data: { retailer, ...wanted, savedAt: now.toISOString() } }];
}

export async function readImpactSettings(store: Pick<EventStore, 'readStream'>, shopDomain: string): Promise<ImpactSettingsState> {
  const events = await store.readStream<ImpactSettingsEvent>(impactSettingsStream(shopDomain));
  return events.reduce(evolveImpactSettings, {});
}

/** Decides a save or clear on the shop's stream and answers the settings after it. */
export async function changeImpactSettings(
  store: Pick<EventStore, 'readStream' | 'append'>,
  shopDomain: string,
  command: ImpactSettingsCommand,
  now: Date,
): Promise<ImpactSettingsState> {
  const handle = createCommandHandler(store, { initialState: {} as ImpactSettingsState, evolve: evolveImpactSettings, decide: decideImpactSettings });
  return (await handle(impactSettingsStream(shopDomain), command, { now })).state;
}

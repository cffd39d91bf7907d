import {
  impactSettingsProblem,
  IMPACT_RETAILERS,
  trimImpactSettings,
  type ImpactRetailer,
} from '../../../src/domain/impact-settings';
import type { ImpactSettings } from '../../../src/domain/retailer-links';
import { invalid } from '../../events/domain-error';

/** The rules of a shop's Impact ids (stream `impact-settings:<shopDomain>`, impact-settings.ts). */

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
export function decideImpactSettings(
  command: ImpactSettingsCommand,
  state: ImpactSettingsState,
  { now }: { now: Date },
): ImpactSettingsEvent[] {
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

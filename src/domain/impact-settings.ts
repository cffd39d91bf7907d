import type { ImpactSettings, Retailer } from './retailer-links';
import { RETAILER_NAMES } from './tracking-id-rules';

/**
 * The Impact ids a creator keeps per retailer paid through Impact (Target and Walmart), shared by the settings
 * form of the app and the server's save call, so both refuse the same values with the same sentence.
 *
 * Impact numbers its partners, ads and campaigns: each id is a run of digits (the contract's ImpactId has the
 * same shape and length). Values are trimmed before they are checked and stored.
 */

export type ImpactRetailer = Exclude<Retailer, 'amazon'>;
export const IMPACT_RETAILERS: readonly ImpactRetailer[] = ['target', 'walmart'];
export const isImpactRetailer = (retailer: Retailer): retailer is ImpactRetailer => retailer !== 'amazon';

export type ImpactIdField = keyof ImpactSettings;
export const IMPACT_ID_FIELDS: readonly ImpactIdField[] = ['publisherId', 'adId', 'campaignId'];

/** The contract's ImpactId maxLength. */
export const IMPACT_ID_MAX_LENGTH = 12;

export const IMPACT_ID_LABELS: Readonly<Record<ImpactIdField, string>> = {
  publisherId: 'Publisher ID',
  adId: 'Ad ID',
  campaignId: 'Campaign ID',
};

const lower = (field: ImpactIdField) => IMPACT_ID_LABELS[field].replace(/^\w/, (c) => c.toLowerCase());

export const IMPACT_MESSAGES = {
  empty: (field: ImpactIdField) => `Enter your Impact ${lower(field)}.`,
  shape: (field: ImpactIdField) => `An Impact ${lower(field)} is a number: digits only, at most ${IMPACT_ID_MAX_LENGTH} of them.`,
} as const;

const DIGITS = /^[0-9]+$/;

/** Why `value` cannot be that Impact id, or undefined when it can (the value is trimmed first). */
export function impactIdProblem(field: ImpactIdField, value: string): string | undefined {
  const id = value.trim();
  if (id === '') return IMPACT_MESSAGES.empty(field);
  return DIGITS.test(id) && id.length <= IMPACT_ID_MAX_LENGTH ? undefined : IMPACT_MESSAGES.shape(field);
}

/** The first field that cannot be saved, with its sentence. */
export function impactSettingsProblem(settings: ImpactSettings): { field: ImpactIdField; message: string } | undefined {
  for (const field of IMPACT_ID_FIELDS) {
    const message = impactIdProblem(field, settings[field]);
    if (message) return { field, message };
  }
  return undefined;
}

export const trimImpactSettings = (s: ImpactSettings): ImpactSettings => ({
  publisherId: s.publisherId.trim(),
  adId: s.adId.trim(),
  campaignId: s.campaignId.trim(),
});

export const impactRetailerName = (retailer: ImpactRetailer) => RETAILER_NAMES[retailer];

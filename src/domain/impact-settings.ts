import type { ImpactSettings, Retailer } from './retailer-links';
import { RETAILER_NAMES } from './tracking-id-rules';
import { ROUTES } from './route-table';

/**
 * The Impact ids a creator keeps per retailer paid through Impact (Target and Walmart), shared by the settings
 * form of the app and the server's save call, so both refuse the same values with the same sentence.
 *
 * Impact numbers its partners, ads and campaigns: each id is a run of digits (the contract's ImpactId has the
 * same shape and length). Values are trimmed before they are checked and stored.
 */

/** The app page where a creator keeps them. */
export const IMPACT_SETTINGS_PATH = ROUTES.impactSettings.path;

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
  shape: (field: ImpactIdField) =>
    `An Impact ${lower(field)} is a number: digits only, at most ${IMPACT_ID_MAX_LENGTH} of them.`,
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

export const IMPACT_LINK_MESSAGES = {
  notLink: 'This is not an Impact tracking link: paste one that contains /c/ followed by three numbers.',
  otherRetailer: (retailer: ImpactRetailer) =>
    `This is a ${RETAILER_NAMES[retailer]} link: choose ${RETAILER_NAMES[retailer]} above first.`,
} as const;

export type ImpactLinkRead = { ok: true; ids: ImpactSettings } | { ok: false; reason: string };

const IMPACT_LINK_PATH = new RegExp(
  `^/c/([0-9]{1,${IMPACT_ID_MAX_LENGTH}})/([0-9]{1,${IMPACT_ID_MAX_LENGTH}})/([0-9]{1,${IMPACT_ID_MAX_LENGTH}})/?$`,
);

/** The retailer a link's host names (goto.walmart.com), if any; Impact's own and vanity hosts name none. */
function retailerOfHost(host: string): ImpactRetailer | undefined {
  return IMPACT_RETAILERS.find((retailer) => host === `${retailer}.com` || host.endsWith(`.${retailer}.com`));
}

/**
 * The three ids of a tracking link made in Impact (`https://goto.walmart.com/c/<publisher>/<ad>/<campaign>?u=…`),
 * for the form of `retailer`; a link that names the other retailer is refused, as its campaign is that one's.
 */
export function readImpactLink(text: string, retailer: ImpactRetailer): ImpactLinkRead {
  let url: URL;
  try {
    const trimmed = text.trim();
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return { ok: false, reason: IMPACT_LINK_MESSAGES.notLink };
  }
  const match = IMPACT_LINK_PATH.exec(url.pathname);
  if (!match) return { ok: false, reason: IMPACT_LINK_MESSAGES.notLink };
  const named = retailerOfHost(url.hostname.toLowerCase());
  if (named && named !== retailer) return { ok: false, reason: IMPACT_LINK_MESSAGES.otherRetailer(named) };
  return { ok: true, ids: { publisherId: match[1]!, adId: match[2]!, campaignId: match[3]! } };
}

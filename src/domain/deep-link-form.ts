/**
 * The Deep Link tab's creation form: which retailer, which tracking id, which product address, and which call
 * makes the link. Pure, so the form machine, its view and the property tests share one rule; the server checks
 * the same addresses with the same parser (retailer-links.ts), so both say the same sentence.
 */
import type { FieldRule, FormRules, FormValues } from './form-rules';
import { isRetailer, isWithoutTrackingId, wrongRetailerText } from './link-retailers';
import { parseProductUrl, type Retailer } from './retailer-links';

export interface DeepLinkValues extends FormValues {
  /** One of RETAILERS (link-retailers.ts; read it with chosenRetailer). */
  retailer: string;
  /** '' while none is chosen; SKIP is the picker's "no tracking id". */
  trackingId: string;
  url: string;
}

export const EMPTY_DEEP_LINK: DeepLinkValues = { retailer: 'amazon', trackingId: '', url: '' };

export const DEEP_LINK_MESSAGES = {
  urlRequired: 'Paste the URL of the product page.',
  wrongRetailer: wrongRetailerText,
  trackingIdRequired: 'Choose one of your Amazon tracking IDs: a link without one earns no commission.',
} as const;

/** The retailer chosen in the form (Amazon for anything unknown). */
export const chosenRetailer = (values: Pick<DeepLinkValues, 'retailer'>): Retailer =>
  isRetailer(values.retailer) ? values.retailer : 'amazon';

/** Amazon links always carry a tracking id; Target and Walmart ones may go without (SKIP or none chosen). */
export const isTrackingIdRequired = (retailer: Retailer): boolean => retailer === 'amazon';

const urlRule: FieldRule<DeepLinkValues> = (value, values) => {
  if (value.trim() === '') return DEEP_LINK_MESSAGES.urlRequired;
  const parsed = parseProductUrl(value);
  if (!parsed.ok) return parsed.error;
  const retailer = chosenRetailer(values);
  return parsed.product.retailer === retailer
    ? null
    : DEEP_LINK_MESSAGES.wrongRetailer(parsed.product.retailer, retailer);
};

const trackingIdRule: FieldRule<DeepLinkValues> = (value, values) =>
  isTrackingIdRequired(chosenRetailer(values)) && isWithoutTrackingId(value)
    ? DEEP_LINK_MESSAGES.trackingIdRequired
    : null;

export const DEEP_LINK_RULES: FormRules<DeepLinkValues> = { url: urlRule, trackingId: trackingIdRule };

/**
 * Which call makes the deep link: with a tracking id, get_shortlink_with_trackingid/v3 writes it into the
 * address; without one, get_shortlink/v2 keeps the address as it is. Both with kind deep.
 */
export type DeepLinkRequest =
  | { operation: 'getShortlinkWithTrackingidV3'; body: { url: string; trackingId: string; kind: 'deep' } }
  | { operation: 'getShortlinkV2'; body: { url: string; kind: 'deep' } };

export function deepLinkRequest(values: DeepLinkValues): DeepLinkRequest {
  const url = values.url.trim();
  if (isWithoutTrackingId(values.trackingId)) return { operation: 'getShortlinkV2', body: { url, kind: 'deep' } };
  return {
    operation: 'getShortlinkWithTrackingidV3',
    body: { url, trackingId: values.trackingId.trim(), kind: 'deep' },
  };
}

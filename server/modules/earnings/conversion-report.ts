import { DM_CARD_SUB_ID } from '../../../src/domain/dm-funnel';
import { PLACEMENT_SUB_ID } from '../../../src/domain/placements';

/**
 * One affiliate network's report of an order: what the postback body and a row of the CSV import both carry,
 * checked by the same rules so both ways in refuse the same input with the same sentence (named after the
 * field as that way spells it).
 */

export const CONVERSION_STATUSES = ['pending', 'approved', 'reversed'] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

/** Linkmint settles in US dollars; a report in another currency could not be added to a balance. */
export const CONVERSION_CURRENCY = 'USD';
/** $100,000,000.00: far above any order, low enough that sums of cents stay exact JavaScript numbers. */
export const MAX_CONVERSION_CENTS = 10_000_000_000;
export const NETWORK = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const ORDER_ID = /^[A-Za-z0-9][A-Za-z0-9._:#/-]{0,99}$/;
const TRACKING_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** The contract's short-link code (ShortLink.code); an unknown one is refused by the attribution. */
const SHORT_CODE = /^[A-Za-z0-9_-]{1,32}$/;
/** A network's clock may run a little ahead of ours; an order further in the future is a mistake. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** An ISO 8601 time with seconds and an offset (Z or ±hh:mm), fraction optional. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

export interface ConversionReport {
  network: string;
  orderId: string;
  /** Exactly one of shortCode and trackingId says which link or tracking id the order came through. */
  shortCode: string | null;
  trackingId: string | null;
  /**
   * The sub-id of the link's placement, or of the Auto DM card link, the order came through (Impact's subId2), when
   * the network passed it back.
   */
  subId?: string | null;
  orderAmountCents: number;
  commissionCents: number;
  currency: typeof CONVERSION_CURRENCY;
  status: ConversionStatus;
  /** ISO UTC, as toISOString writes it. */
  orderedAt: string;
}

/** The fields before checking: typed as the postback's JSON or as the CSV parser converted them. */
export type ConversionFields = { [K in keyof ConversionReport]?: unknown };

/** How a way in names each field in its sentences. */
export type FieldNames = Record<keyof ConversionReport, string>;

export const POSTBACK_FIELD_NAMES: FieldNames = {
  network: 'network',
  orderId: 'orderId',
  shortCode: 'shortCode',
  trackingId: 'trackingId',
  subId: 'subId',
  orderAmountCents: 'orderAmountCents',
  commissionCents: 'commissionCents',
  currency: 'currency',
  status: 'status',
  orderedAt: 'orderedAt',
};

const isCents = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_CONVERSION_CENTS;
const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The report, or the first thing wrong with it as a sentence. `now` refuses orders from the future. */
export function checkConversionReport(
  fields: ConversionFields,
  now: Date,
  names: FieldNames = POSTBACK_FIELD_NAMES,
): { report: ConversionReport } | { problem: string } {
  const problem = (text: string) => ({ problem: text });
  const {
    network,
    orderId,
    shortCode,
    trackingId,
    subId,
    orderAmountCents,
    commissionCents,
    currency,
    status,
    orderedAt,
  } = fields;
  if (typeof network !== 'string' || !NETWORK.test(network)) {
    return problem(
      `${names.network} must be the network's name in lower-case letters, digits and dashes (at most 40), e.g. impact`,
    );
  }
  if (typeof orderId !== 'string' || !ORDER_ID.test(orderId)) {
    return problem(`${names.orderId} must be 1 to 100 letters, digits or . _ : # / - starting with a letter or digit`);
  }
  if (given(shortCode) === given(trackingId)) {
    return problem(
      `Give either ${names.shortCode} (the short link the order came through) or ${names.trackingId} (its tracking id)${given(shortCode) ? ', not both' : ''}`,
    );
  }
  if (given(shortCode) && (typeof shortCode !== 'string' || !SHORT_CODE.test(shortCode))) {
    return problem(`${names.shortCode} must be a short link code: the letters and digits after /s/ in its address`);
  }
  if (given(trackingId) && (typeof trackingId !== 'string' || !TRACKING_ID.test(trackingId))) {
    return problem(`${names.trackingId} must be 1 to 64 letters, digits, dots, hyphens or underscores`);
  }
  if (given(subId) && (typeof subId !== 'string' || !(PLACEMENT_SUB_ID.test(subId) || DM_CARD_SUB_ID.test(subId)))) {
    return problem(
      `${names.subId} must be a placement's sub-id (pl- and the 8 letters and digits of its code) or an Auto DM card link's (dm- and its 10)`,
    );
  }
  if (!isCents(orderAmountCents))
    return problem(`${names.orderAmountCents} must be a whole number of cents from 0 to ${MAX_CONVERSION_CENTS}`);
  if (!isCents(commissionCents))
    return problem(`${names.commissionCents} must be a whole number of cents from 0 to ${MAX_CONVERSION_CENTS}`);
  if (commissionCents > orderAmountCents)
    return problem(`${names.commissionCents} cannot be more than ${names.orderAmountCents}`);
  if (currency !== CONVERSION_CURRENCY)
    return problem(`${names.currency} must be ${CONVERSION_CURRENCY}: Linkmint settles in US dollars`);
  if (typeof status !== 'string' || !(CONVERSION_STATUSES as readonly string[]).includes(status)) {
    return problem(`${names.status} must be pending, approved or reversed`);
  }
  const at = typeof orderedAt === 'string' && INSTANT.test(orderedAt) ? new Date(orderedAt) : undefined;
  if (!at || Number.isNaN(at.getTime()))
    return problem(`${names.orderedAt} must be a time with its offset, e.g. 2025-03-14T10:22:00-07:00`);
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) return problem(`${names.orderedAt} is in the future`);
  return {
    report: {
      network,
      orderId,
      shortCode: given(shortCode) ? (shortCode as string) : null,
      trackingId: given(trackingId) ? (trackingId as string) : null,
      subId: given(subId) ? (subId as string) : null,
      orderAmountCents,
      commissionCents,
      currency: CONVERSION_CURRENCY,
      status: status as ConversionStatus,
      orderedAt: at.toISOString(),
    },
  };
}

/** The stream, and the id the read model and the answers use: one per order of one network. */
export const conversionId = (network: string, orderId: string) => `${network}:${orderId}`;
export const conversionStream = (id: string) => `conversion:${id}`;
export const CONVERSION_STREAM_PREFIX = 'conversion:';

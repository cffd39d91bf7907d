/**
 * How catalog cards and the product page show money: prices from integer cents, the discount off the list
 * price, and commission shares as percentages. Pure, so the cards, the detail page and the property tests agree.
 */
import type { Retailer } from './retailer-links';
import type { TrackingSource } from './tracking-sort';

export interface Money {
  amountCents: number;
  currency: string;
}

/** "$1,234.56": cents as the currency's amount, thousands grouped, always two decimals. */
export function formatMoney({ amountCents, currency }: Money): string {
  const sign = amountCents < 0 ? '-' : '';
  const cents = Math.abs(Math.trunc(amountCents));
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const amount = `${whole}.${String(cents % 100).padStart(2, '0')}`;
  return currency === 'USD' ? `${sign}$${amount}` : `${sign}${amount} ${currency}`;
}

/** Whole percent off the list price, rounded down (a card never claims more than the deal gives); 0 when none. */
export function discountPercent(price: Money | undefined, listPrice: Money | undefined): number {
  if (!price || !listPrice || price.currency !== listPrice.currency) return 0;
  if (listPrice.amountCents <= 0 || price.amountCents >= listPrice.amountCents) return 0;
  return Math.floor(((listPrice.amountCents - price.amountCents) * 100) / listPrice.amountCents);
}

/** A commission share as a percentage: "4%", "4.5%" (at most one decimal, no trailing zero). */
export function formatRate(share: number): string {
  const tenths = Math.round(share * 1000);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}%`;
}

/** What the creator earns on one sale at `price` (rounded down to the cent), or undefined without a price. */
export function commissionPerSale(price: Money | undefined, share: number): Money | undefined {
  if (!price) return undefined;
  return { amountCents: Math.floor(price.amountCents * share), currency: price.currency };
}

/** The tracking-id list a retailer's links take (spec §4 Tracking sources: 1 Amazon, 6 Target, 7 Walmart). */
export const TRACKING_SOURCE_OF_RETAILER: Readonly<Record<Retailer, TrackingSource>> = {
  amazon: 1,
  target: 6,
  walmart: 7,
};

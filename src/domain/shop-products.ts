/**
 * Rules of the creator's shop pages (My Shop, its collections, a shop product's detail): how prices read and are
 * typed, how a commission share shows, which tracking-id list a retailer's links use, and what a collection's
 * product selection changes. Pure, so the pages' machines and the property tests share them.
 */
import { dollarInputOf, parseDollarInput } from './money-input';
import type { Retailer } from './retailer-links';
import type { TrackingSource } from './tracking-sort';
import { ROUTES } from './route-table';

export const MY_SHOP_PATH = ROUTES.myShop.path;
export const MY_SHOP_CREATE_PATH = ROUTES.collectionCreate.path;
export const MY_SHOP_COLLECTION_PATH = ROUTES.collection.path;
export const MY_SHOP_DETAIL_PATH = ROUTES.shopProduct.path;
export const EDIT_COLLECTION_PATH = ROUTES.collectionEdit.path;
export const ADD_PRODUCT_PATH = ROUTES.addProduct.path;

export const productDetailPath = (productId: string) => `${MY_SHOP_DETAIL_PATH}?id=${encodeURIComponent(productId)}`;
export const collectionPath = (collectionId: string) =>
  `${MY_SHOP_COLLECTION_PATH}?id=${encodeURIComponent(collectionId)}`;
export const editCollectionPath = (collectionId: string) =>
  `${EDIT_COLLECTION_PATH}?id=${encodeURIComponent(collectionId)}`;

/** Products per page of the shop grid. */
export const SHOP_PAGE_SIZE = 24;
/**
 * The page to ask for after `loaded` products of a list whose earlier items may have been removed meanwhile: the
 * page holding item number `loaded` (0-based), so the one that slid forward is not skipped; ids already shown are
 * dropped from the answer by the caller.
 */
export const nextPageNum = (loaded: number, pageSize: number): number => Math.floor(loaded / pageSize) + 1;

/** How many products a collection picker lists at once (the contract's page maximum). */
export const PICKER_PAGE_SIZE = 100;
/** Adding a product by address: how often its task is asked about, and how long before the page stops asking. */
export const ADD_PRODUCT_POLL_MS = 1_000;
export const ADD_PRODUCT_MAX_POLLS = 30;

/** A price a creator sets is below a million in its currency (the server's limit, 1,000,000.00 exclusive). */
export const MAX_PRICE_CENTS = 100_000_000;

export interface Money {
  amountCents: number;
  currency: string;
}

/** "$12.99", "€5.00": the amount in the currency's own sign, thousands separated; "--" when there is none. */
export function formatMoney(money: Money | undefined): string {
  if (!money) return '--';
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: money.currency }).format(
      money.amountCents / 100,
    );
  } catch {
    return `${(money.amountCents / 100).toFixed(2)} ${money.currency}`;
  }
}

/** A price as the creator types it back into the field: "12.99", no sign, no separators. */
export const priceInputOf = (money: Money | undefined): string => (money ? dollarInputOf(money.amountCents) : '');

export const PRICE_INPUT_ERRORS = {
  blank: 'Enter a price.',
  format: 'Enter the price as a number with at most two decimals, e.g. 24.99.',
  notPositive: 'The price must be more than zero.',
  tooHigh: 'The price must be below 1,000,000.00.',
} as const;

export type PriceInput = { ok: true; amountCents: number } | { ok: false; error: string };

const PRICE_PROBLEMS = {
  blank: PRICE_INPUT_ERRORS.blank,
  format: PRICE_INPUT_ERRORS.format,
  tooLong: PRICE_INPUT_ERRORS.tooHigh,
} as const;

/** Reads a typed price (src/domain/money-input.ts: exact cents, thousands commas, a leading $) within the price limits. */
export function parsePriceInput(text: string): PriceInput {
  const parsed = parseDollarInput(text);
  if (!parsed.ok) return { ok: false, error: PRICE_PROBLEMS[parsed.problem] };
  if (parsed.amountCents <= 0) return { ok: false, error: PRICE_INPUT_ERRORS.notPositive };
  if (parsed.amountCents >= MAX_PRICE_CENTS) return { ok: false, error: PRICE_INPUT_ERRORS.tooHigh };
  return parsed;
}

/** A commission share as a percent: the one rule of number-formats.ts, where product cards read it from. */
export { commissionPercent } from './number-formats';

/** The tracking-id list a retailer's links take their id from (spec §4 tracking sources: 1, 6, 7). */
export function trackingSourceOf(retailer: Retailer): TrackingSource {
  return retailer === 'amazon' ? 1 : retailer === 'target' ? 6 : 7;
}

/** What a changed selection asks of collection/change: the ids newly ticked and the ids unticked, each once. */
export function collectionChanges(
  current: readonly string[],
  selected: readonly string[],
): { add: string[]; remove: string[] } {
  const before = new Set(current);
  const after = new Set(selected);
  return { add: [...after].filter((id) => !before.has(id)), remove: [...before].filter((id) => !after.has(id)) };
}

/** Ticks or unticks one id, keeping the order the creator ticked them in. */
export function toggleId(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id];
}

/** A pasted product address as the calls take it: trimmed, with https:// when the creator left the scheme out. */
export function productAddress(input: string): string {
  const trimmed = input.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

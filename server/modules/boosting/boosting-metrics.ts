import type { components } from '../../../src/generated/api';

/**
 * The measures of boosted content (BoostingMetrics) and the dashboard's rankings, as pure functions over summed
 * results. Ratios are compared exactly (cross-multiplied as integers), so an order never depends on how a division
 * rounds. The rules, best first:
 * - ROI = (earnings - spend) / spend, 0 when nothing was spent; ties: higher earnings, then lower content id.
 * - Earnings: higher earnings; ties: lower spend, then lower content id (also the order of listByContentId).
 * - Conversion = orders / clicks, 0 without clicks; only contents with at least 20 clicks; ties: more orders, then
 *   lower content id.
 * Content ids are compared by their characters' codes (not a locale's collation), the same everywhere.
 */

export type BoostingMetrics = components['schemas']['BoostingMetrics'];

/** Results summed over some days (money in USD cents). */
export interface ResultSums {
  spendCents: number;
  earningsCents: number;
  impressions: number;
  clicks: number;
  orders: number;
}

export interface ContentSums extends ResultSums {
  contentId: string;
}

/** How many contents a ranking answers. */
export const RANKING_SIZE = 10;
/** Fewer clicks than this say nothing about conversion (openapi.yaml maxConversion). */
export const MIN_CONVERSION_CLICKS = 20;

export const NO_RESULTS: ResultSums = { spendCents: 0, earningsCents: 0, impressions: 0, clicks: 0, orders: 0 };

export const addSums = (a: ResultSums, b: ResultSums): ResultSums => ({
  spendCents: a.spendCents + b.spendCents,
  earningsCents: a.earningsCents + b.earningsCents,
  impressions: a.impressions + b.impressions,
  clicks: a.clicks + b.clicks,
  orders: a.orders + b.orders,
});

/** A ratio with a positive denominator. */
interface Ratio {
  num: number;
  den: number;
}

const roiOf = (s: ResultSums): Ratio =>
  s.spendCents > 0 ? { num: s.earningsCents - s.spendCents, den: s.spendCents } : { num: 0, den: 1 };
const conversionOf = (s: ResultSums): Ratio => (s.clicks > 0 ? { num: s.orders, den: s.clicks } : { num: 0, den: 1 });

/** Negative when a < b: exact, as integers (sums of cents can pass 2^53 when multiplied). */
function compareRatios(a: Ratio, b: Ratio): number {
  const left = BigInt(a.num) * BigInt(b.den);
  const right = BigInt(b.num) * BigInt(a.den);
  return left < right ? -1 : left > right ? 1 : 0;
}

const byContentId = (a: ContentSums, b: ContentSums) =>
  a.contentId < b.contentId ? -1 : a.contentId > b.contentId ? 1 : 0;

export function metricsOf(sums: ResultSums): BoostingMetrics {
  const roi = roiOf(sums);
  const conversion = conversionOf(sums);
  return {
    spend: { amountCents: sums.spendCents, currency: 'USD' },
    earnings: { amountCents: sums.earningsCents, currency: 'USD' },
    impressions: sums.impressions,
    clicks: sums.clicks,
    orders: sums.orders,
    conversionRate: conversion.num / conversion.den,
    roi: roi.num / roi.den,
  };
}

/** Every content, highest earnings first (ties: lower spend, then lower content id). */
export function byEarnings(rows: readonly ContentSums[]): ContentSums[] {
  return [...rows].sort(
    (a, b) => b.earningsCents - a.earningsCents || a.spendCents - b.spendCents || byContentId(a, b),
  );
}

export function rankByEarnings(rows: readonly ContentSums[]): ContentSums[] {
  return byEarnings(rows).slice(0, RANKING_SIZE);
}

export function rankByRoi(rows: readonly ContentSums[]): ContentSums[] {
  return [...rows]
    .sort((a, b) => compareRatios(roiOf(b), roiOf(a)) || b.earningsCents - a.earningsCents || byContentId(a, b))
    .slice(0, RANKING_SIZE);
}

export function rankByConversion(rows: readonly ContentSums[]): ContentSums[] {
  return rows
    .filter((row) => row.clicks >= MIN_CONVERSION_CLICKS)
    .sort((a, b) => compareRatios(conversionOf(b), conversionOf(a)) || b.orders - a.orders || byContentId(a, b))
    .slice(0, RANKING_SIZE);
}

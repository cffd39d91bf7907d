import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  addSums,
  byEarnings,
  metricsOf,
  NO_RESULTS,
  rankByConversion,
  rankByEarnings,
  rankByRoi,
  type ContentSums,
} from '../../server/modules/boosting/boosting-metrics';

/**
 * The dashboard rankings against a plain reference: results summed per content with loops, each content scored
 * with ordinary division, and the top ten picked one at a time (the best remaining, by the documented tie-breaks)
 * rather than sorted. Amounts stay below 100,000 so ordinary division orders distinct ratios correctly.
 */

interface ResultRow {
  contentId: string;
  spendCents: number;
  earningsCents: number;
  impressions: number;
  clicks: number;
  orders: number;
}

// Small numbers make ties (equal ratios, equal earnings) common; larger ones make them rare.
const amount = fc.oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6_000 }));
const resultRow = fc
  .record({
    contentId: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'A', 'B'),
    spendCents: amount,
    earningsCents: amount,
    impressions: amount,
    clicks: fc.oneof(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 3_000 })),
    share: fc.integer({ min: 0, max: 4 }),
  })
  .map(({ share, ...row }) => ({ ...row, orders: Math.floor((row.clicks * share) / 4) }));
const results = fc.array(resultRow, { maxLength: 60 });

/** Per content, summed with a loop (the SQL's group by). */
function sumPerContent(rows: readonly ResultRow[]): ContentSums[] {
  const sums: Record<string, ContentSums> = {};
  for (const row of rows) {
    const s = (sums[row.contentId] ??= {
      contentId: row.contentId,
      spendCents: 0,
      earningsCents: 0,
      impressions: 0,
      clicks: 0,
      orders: 0,
    });
    s.spendCents += row.spendCents;
    s.earningsCents += row.earningsCents;
    s.impressions += row.impressions;
    s.clicks += row.clicks;
    s.orders += row.orders;
  }
  return Object.values(sums);
}

/** Scores compared in order, higher first; the content id last, lower first. */
function pickTop(rows: readonly ContentSums[], scores: (row: ContentSums) => number[]): string[] {
  const left = [...rows];
  const picked: string[] = [];
  const better = (a: ContentSums, b: ContentSums) => {
    const sa = scores(a);
    const sb = scores(b);
    for (let i = 0; i < sa.length; i += 1) if (sa[i] !== sb[i]) return sa[i]! > sb[i]!;
    return a.contentId < b.contentId;
  };
  while (picked.length < 10 && left.length > 0) {
    let best = 0;
    for (let i = 1; i < left.length; i += 1) if (better(left[i]!, left[best]!)) best = i;
    picked.push(left.splice(best, 1)[0]!.contentId);
  }
  return picked;
}

const roi = (r: ContentSums) => (r.spendCents === 0 ? 0 : (r.earningsCents - r.spendCents) / r.spendCents);
const conversion = (r: ContentSums) => (r.clicks === 0 ? 0 : r.orders / r.clicks);
const ids = (rows: readonly ContentSums[]) => rows.map((r) => r.contentId);

describe('boosting rankings (boosting-metrics.ts) against a plain reference', () => {
  it.prop([results])(
    'max ROI: highest return on spend (0 without spend), then higher earnings, then lower content id',
    (rows) => {
      const sums = sumPerContent(rows);
      expect(ids(rankByRoi(sums))).toEqual(pickTop(sums, (r) => [roi(r), r.earningsCents]));
    },
  );

  it.prop([results])('max earnings: highest earnings, then lower spend, then lower content id', (rows) => {
    const sums = sumPerContent(rows);
    expect(ids(rankByEarnings(sums))).toEqual(pickTop(sums, (r) => [r.earningsCents, -r.spendCents]));
    // The list by content is the same order, every content.
    expect(ids(byEarnings(sums).slice(0, 10))).toEqual(ids(rankByEarnings(sums)));
    expect(byEarnings(sums)).toHaveLength(sums.length);
  });

  it.prop([results])(
    'max conversion: only contents with 20 clicks or more; highest orders per click, then more orders, then lower content id',
    (rows) => {
      const sums = sumPerContent(rows);
      const eligible = sums.filter((r) => r.clicks >= 20);
      expect(ids(rankByConversion(sums))).toEqual(pickTop(eligible, (r) => [conversion(r), r.orders]));
    },
  );

  it.prop([results])(
    'the measures of summed results: ROI and conversion as defined, 0 without spend or clicks, money in USD cents',
    (rows) => {
      const total = rows.reduce((sum, row) => addSums(sum, row), NO_RESULTS);
      const metrics = metricsOf(total);
      expect(metrics.spend).toEqual({ amountCents: rows.reduce((s, r) => s + r.spendCents, 0), currency: 'USD' });
      expect(metrics.earnings).toEqual({ amountCents: rows.reduce((s, r) => s + r.earningsCents, 0), currency: 'USD' });
      expect(metrics.roi).toBe(
        total.spendCents === 0 ? 0 : (total.earningsCents - total.spendCents) / total.spendCents,
      );
      expect(metrics.conversionRate).toBe(total.clicks === 0 ? 0 : total.orders / total.clicks);
      expect(metrics.conversionRate).toBeGreaterThanOrEqual(0);
      expect(metrics.conversionRate).toBeLessThanOrEqual(1);
    },
  );

  it('compares ratios exactly where ordinary division cannot tell them apart', () => {
    // 2^52 / (2^52 + 1) is above (2^53 - 4) / (2^53 - 2), yet both divide to the same double: the more orders of
    // the second would wrongly win the tie.
    const rows: ContentSums[] = [
      { contentId: 'a', spendCents: 0, earningsCents: 0, impressions: 0, clicks: 2 ** 52 + 1, orders: 2 ** 52 },
      { contentId: 'b', spendCents: 0, earningsCents: 0, impressions: 0, clicks: 2 ** 53 - 2, orders: 2 ** 53 - 4 },
    ];
    expect(rows[0]!.orders / rows[0]!.clicks).toBe(rows[1]!.orders / rows[1]!.clicks);
    expect(ids(rankByConversion(rows))).toEqual(['a', 'b']);
  });
});

import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { clampPage, isPageInRange, pageAfterRemoval, pageCount, pageRange } from '../../src/domain/link-paging';
import {
  chosenRetailer,
  DEEP_LINK_MESSAGES,
  DEEP_LINK_RULES,
  deepLinkRequest,
  type DeepLinkValues,
} from '../../src/domain/deep-link-form';
import { formErrors } from '../../src/domain/form-rules';
import { parseProductUrl, type Retailer } from '../../src/domain/retailer-links';
import { clicksLabel, linkHeadline } from '../../src/domain/link-display';
import { isWithoutTrackingId, RETAILERS } from '../../src/domain/link-retailers';

const pageSize = fc.integer({ min: 1, max: 100 });
const total = fc.integer({ min: 0, max: 100_000 });
const page = fc.integer({ min: -5, max: 2_000 });

describe('link paging (deepLinkList/index)', () => {
  test.prop([total, pageSize])(
    'every item is on exactly one page, and the pages in range are 1..pageCount',
    (n, size) => {
      const pages = pageCount(n, size);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect((pages - 1) * size).toBeLessThanOrEqual(Math.max(0, n - 1));
      expect(isPageInRange(pages, n, size)).toBe(true);
      expect(isPageInRange(pages + 1, n, size)).toBe(false);
      expect(isPageInRange(0, n, size)).toBe(false);
      const last = pageRange(pages, n, size);
      expect(last.last).toBe(n);
    },
  );

  test.prop([page, total, pageSize])('clampPage lands on an existing page and keeps one that exists', (p, n, size) => {
    const clamped = clampPage(p, n, size);
    expect(isPageInRange(clamped, n, size)).toBe(true);
    if (isPageInRange(p, n, size)) expect(clamped).toBe(p);
  });

  test.prop([total.filter((n) => n > 0), pageSize, fc.nat()])(
    'after removing one item of a page, the page shown exists and only moves back when it emptied',
    (n, size, pick) => {
      const p = 1 + (pick % pageCount(n, size));
      const next = pageAfterRemoval(p, n, size);
      expect(isPageInRange(next, n - 1, size)).toBe(true);
      const emptied = p > 1 && (p - 1) * size >= n - 1;
      expect(next).toBe(emptied ? p - 1 : p);
    },
  );

  test.prop([page, total, pageSize])('a page caption counts the items that page holds', (p, n, size) => {
    const { first, last } = pageRange(p, n, size);
    if (n === 0) expect([first, last]).toEqual([0, 0]);
    else {
      expect(first).toBe((clampPage(p, n, size) - 1) * size + 1);
      expect(last - first + 1).toBeLessThanOrEqual(size);
      expect(last).toBeLessThanOrEqual(n);
    }
  });
});

const asin = fc.stringMatching(/^[A-Z0-9]{10}$/);
const productUrl: fc.Arbitrary<{ retailer: Retailer; url: string }> = fc.oneof(
  asin.map((a) => ({ retailer: 'amazon' as const, url: `https://www.amazon.com/dp/${a}` })),
  fc
    .integer({ min: 10_000, max: 99_999_999 })
    .map((n) => ({ retailer: 'target' as const, url: `https://www.target.com/p/blender/-/A-${n}` })),
  fc
    .integer({ min: 10_000, max: 999_999_999 })
    .map((n) => ({ retailer: 'walmart' as const, url: `https://www.walmart.com/ip/${n}` })),
);
const anyUrl = fc.oneof(
  productUrl.map((p) => p.url),
  fc.webUrl(),
  fc.string({ maxLength: 40 }),
);
const trackingId = fc.oneof(
  fc.constant(''),
  fc.constant('SKIP'),
  fc.constant('skip'),
  fc.stringMatching(/^[a-z][a-z0-9]{1,10}-20$/),
);
const values: fc.Arbitrary<DeepLinkValues> = fc.record({
  retailer: fc.constantFrom(...RETAILERS),
  trackingId,
  url: anyUrl,
});

describe('deep link form (midTabBar/index_new)', () => {
  test.prop([values])(
    'a form passes only with a product URL of the chosen retailer, and Amazon only with a tracking id',
    (v) => {
      const errors = formErrors(DEEP_LINK_RULES, v);
      const parsed = parseProductUrl(v.url);
      const urlFits = v.url.trim() !== '' && parsed.ok && parsed.product.retailer === v.retailer;
      expect(errors.url === undefined).toBe(urlFits);
      expect(errors.trackingId === undefined).toBe(v.retailer !== 'amazon' || !isWithoutTrackingId(v.trackingId));
      if (errors.trackingId) expect(errors.trackingId).toBe(DEEP_LINK_MESSAGES.trackingIdRequired);
      // A URL of another retailer is named, so the creator knows which to choose.
      if (parsed.ok && parsed.product.retailer !== v.retailer)
        expect(errors.url).toBe(DEEP_LINK_MESSAGES.wrongRetailer(parsed.product.retailer, chosenRetailer(v)));
    },
  );

  test.prop([values])('the request is always kind deep, carries the chosen id, and never SKIP', (v) => {
    const request = deepLinkRequest(v);
    expect(request.body.kind).toBe('deep');
    expect(request.body.url).toBe(v.url.trim());
    if (request.operation === 'getShortlinkWithTrackingidV3') expect(request.body.trackingId).toBe(v.trackingId.trim());
    expect(request.operation === 'getShortlinkV2').toBe(
      v.trackingId.trim() === '' || v.trackingId.trim().toLowerCase() === 'skip',
    );
  });
});

describe('link display', () => {
  test.prop([fc.nat({ max: 10_000_000 })])(
    'clicks are counted in words: one click, else clicks, with thousands separated',
    (n) => {
      const label = clicksLabel(n);
      expect(label.endsWith(n === 1 ? ' click' : ' clicks')).toBe(true);
      expect(Number(label.split(' ')[0]!.replaceAll(',', ''))).toBe(n);
    },
  );

  test.prop([productUrl, fc.option(fc.string({ maxLength: 60 }), { nil: undefined })])(
    'a link reads as its title, else its page without scheme or query',
    ({ url }, title) => {
      const headline = linkHeadline({ originalUrl: `${url}?tag=jane-20`, ...(title !== undefined ? { title } : {}) });
      if (title?.trim()) expect(headline).toBe(title.trim());
      else expect(headline).toBe(url.replace('https://', ''));
    },
  );
});

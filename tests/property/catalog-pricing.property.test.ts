import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { commissionPerSale, discountPercent, formatMoney, formatRate } from '../../src/domain/catalog-pricing';
import { discountPercent as serverDiscount } from '../../server/modules/catalog';

const cents = fc.integer({ min: 1, max: 100_000_000 });
const usd = (amountCents: number) => ({ amountCents, currency: 'USD' });

describe('catalog prices and commissions', () => {
  it.prop([fc.integer({ min: -1_000_000_000, max: 1_000_000_000 })])(
    'a price reads back to its cents: $, grouped thousands, two decimals',
    (amount) => {
      const text = formatMoney(usd(amount));
      expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
      expect(Math.round(Number(text.replace(/[$,]/g, '')) * 100)).toBe(amount);
    },
  );

  it.prop([cents, cents])(
    'the discount is the whole percent off, rounded down, the same as the server ranks deals by',
    (price, list) => {
      const off = discountPercent(usd(price), usd(list));
      expect(off).toBe(serverDiscount(price, list));
      expect(off).toBeGreaterThanOrEqual(0);
      expect(off).toBeLessThan(100);
      if (price >= list) expect(off).toBe(0);
      // Never claims more than the deal gives.
      else expect(list - Math.ceil((list * off) / 100)).toBeGreaterThanOrEqual(price);
      expect(discountPercent(usd(price), { amountCents: list, currency: 'EUR' })).toBe(0);
      expect(discountPercent(undefined, usd(list))).toBe(0);
    },
  );

  it.prop([fc.integer({ min: 0, max: 1000 })])('a share reads as a percentage with at most one decimal', (permille) => {
    const text = formatRate(permille / 1000);
    expect(text).toMatch(/^\d{1,3}(\.\d)?%$/);
    expect(Math.round(Number(text.slice(0, -1)) * 10)).toBe(permille);
  });

  it.prop([cents, fc.double({ min: 0, max: 1, noNaN: true })])(
    'the commission of a sale is at most the share of the price, to the cent below',
    (price, share) => {
      const earned = commissionPerSale(usd(price), share)!;
      expect(earned.currency).toBe('USD');
      expect(Number.isInteger(earned.amountCents)).toBe(true);
      expect(earned.amountCents).toBeLessThanOrEqual(price * share);
      expect(earned.amountCents).toBeGreaterThan(price * share - 1);
      expect(commissionPerSale(undefined, share)).toBeUndefined();
    },
  );
});

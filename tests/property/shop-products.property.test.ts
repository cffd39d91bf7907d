import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  collectionChanges,
  commissionPercent,
  formatMoney,
  MAX_PRICE_CENTS,
  nextPageNum,
  parsePriceInput,
  PRICE_INPUT_ERRORS,
  priceInputOf,
  productAddress,
  toggleId,
} from '../../src/domain/shop-products';
import { checkPrice } from '../../server/modules/products/shop-products-decider';

const cents = fc.integer({ min: 1, max: MAX_PRICE_CENTS - 1 });
/** "1234567" -> "1,234,567" */
const withCommas = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const ids = fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,6}$/), { maxLength: 12 });

describe('price input (goodDetail/myShopDetail)', () => {
  it.prop([cents, fc.boolean(), fc.boolean(), fc.constantFrom('', ' ', '$', '$ ')])(
    'a price written back as the creator may type it reads as the same whole cents',
    (amount, commas, shortDecimals, prefix) => {
      const whole = String(Math.floor(amount / 100));
      const fraction = String(amount % 100).padStart(2, '0');
      const decimals = shortDecimals && fraction.endsWith('0') ? fraction.slice(0, 1) : fraction;
      const typed = `${prefix}${commas ? withCommas(whole) : whole}.${decimals}`;
      expect(parsePriceInput(` ${typed} `)).toEqual({ ok: true, amountCents: amount });
      expect(parsePriceInput(priceInputOf({ amountCents: amount, currency: 'USD' }))).toEqual({
        ok: true,
        amountCents: amount,
      });
    },
  );

  it.prop([fc.string({ maxLength: 14 })])(
    'anything accepted is whole cents the server accepts; anything refused says why',
    (text) => {
      const parsed = parsePriceInput(text);
      if (parsed.ok) {
        expect(Number.isInteger(parsed.amountCents)).toBe(true);
        expect(() => checkPrice({ amountCents: parsed.amountCents, currency: 'USD' })).not.toThrow();
      } else expect(Object.values(PRICE_INPUT_ERRORS)).toContain(parsed.error);
    },
  );

  it.prop([fc.integer({ min: 1, max: 99 }), fc.integer({ min: 0, max: 9 })])(
    'three decimals, zero and a million are refused',
    (whole, third) => {
      expect(parsePriceInput(`${whole}.99${third}`)).toEqual({ ok: false, error: PRICE_INPUT_ERRORS.format });
      expect(parsePriceInput('0.00')).toEqual({ ok: false, error: PRICE_INPUT_ERRORS.notPositive });
      expect(parsePriceInput('1,000,000')).toEqual({ ok: false, error: PRICE_INPUT_ERRORS.tooHigh });
      expect(parsePriceInput(`${whole}0000000000`)).toEqual({ ok: false, error: PRICE_INPUT_ERRORS.tooHigh });
    },
  );

  it.prop([cents])('dollar amounts show with their sign and two decimals', (amount) => {
    const shown = formatMoney({ amountCents: amount, currency: 'USD' });
    expect(shown.startsWith('$')).toBe(true);
    expect(Number(shown.slice(1).replace(/,/g, ''))).toBeCloseTo(amount / 100, 2);
    expect(formatMoney(undefined)).toBe('--');
  });
});

describe('commission, paging and selections', () => {
  it.prop([fc.integer({ min: 0, max: 100 })])(
    'a whole-percent commission share shows as a whole percent',
    (percent) => {
      expect(commissionPercent(percent / 100)).toBe(`${percent}%`);
      expect(commissionPercent(undefined)).toBe('--');
    },
  );

  it.prop([fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 100 })])(
    'load more asks for the page holding the next unseen product',
    (loaded, size) => {
      const page = nextPageNum(loaded, size);
      expect((page - 1) * size).toBeLessThanOrEqual(loaded);
      expect(loaded).toBeLessThan(page * size);
    },
  );

  it.prop([ids, ids])(
    'a changed selection adds exactly the new ids and removes exactly the dropped ones',
    (current, selected) => {
      const { add, remove } = collectionChanges(current, selected);
      const after = new Set([...current.filter((id) => !remove.includes(id)), ...add]);
      expect(after).toEqual(new Set(selected));
      expect(add.every((id) => !current.includes(id))).toBe(true);
      expect(remove.every((id) => current.includes(id) && !selected.includes(id))).toBe(true);
    },
  );

  it.prop([ids, fc.stringMatching(/^[a-z0-9]{1,6}$/)])(
    'ticking twice leaves the selection as it was; ids stay unique',
    (selected, id) => {
      const once = toggleId(selected, id);
      expect(new Set(once).size).toBe(once.length);
      expect(once.includes(id)).toBe(!selected.includes(id));
      expect(toggleId(once, id).sort()).toEqual([...selected].sort());
    },
  );

  it.prop([fc.webUrl(), fc.domain()])('a pasted address gets https:// only when it has no scheme', (url, host) => {
    expect(productAddress(`  ${url} `)).toBe(url);
    expect(productAddress(`${host}/dp/B000000001`)).toBe(`https://${host}/dp/B000000001`);
  });
});

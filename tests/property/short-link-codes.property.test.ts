import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  newShortCode,
  SHORT_CODE,
  SHORT_CODE_ALPHABET,
  SHORT_CODE_LENGTH,
} from '../../server/modules/short-links/short-link-codes';
import { newClickId } from '../../server/modules/short-links/link-clicks';
import { BIO_CODE, newBioCode } from '../../server/modules/bio-link/bio-link-service';
import { newPartCode, PART_CODE } from '../../server/modules/creator-pages/tracked-links';

describe('short-link codes', () => {
  // Plain checks inside the loop (an expect per draw is most of the cost), and room for a busy machine.
  it('are unique and well formed over 100,000 draws from the real random source', { timeout: 60_000 }, () => {
    const seen = new Set<string>();
    const malformed: string[] = [];
    for (let i = 0; i < 100_000; i += 1) {
      const code = newShortCode();
      if (!SHORT_CODE.test(code)) malformed.push(code);
      seen.add(code);
    }
    expect(malformed).toEqual([]);
    expect(seen.size).toBe(100_000);
  });

  it('use every character of the alphabet about equally often (no modulo bias)', { timeout: 60_000 }, () => {
    const counts = new Map<string, number>();
    const draws = 20_000;
    for (let i = 0; i < draws; i += 1) for (const c of newShortCode()) counts.set(c, (counts.get(c) ?? 0) + 1);
    const expected = (draws * SHORT_CODE_LENGTH) / SHORT_CODE_ALPHABET.length;
    expect(counts.size).toBe(SHORT_CODE_ALPHABET.length);
    // 2,580 expected per character; a biased mapping would put the first eight characters about 25% higher.
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.1);
  });

  it.prop([fc.array(fc.uint8Array({ minLength: 1, maxLength: 40 }), { minLength: 1, maxLength: 30 })])(
    'are eight base62 characters whatever bytes the source gives, skipping bytes that would bias them',
    (chunks) => {
      let call = 0;
      // Cycles through the given chunks, then falls back to plain bytes so the draw always ends.
      const source = (size: number) => chunks[call++] ?? Uint8Array.from({ length: size }, (_, i) => i);
      const code = newShortCode(source);
      expect(code).toMatch(SHORT_CODE);
      const usable = chunks.flatMap((chunk) => [...chunk]).filter((b) => b < 248);
      if (usable.length >= SHORT_CODE_LENGTH) {
        expect(code).toBe(
          usable
            .slice(0, SHORT_CODE_LENGTH)
            .map((b) => SHORT_CODE_ALPHABET[b % 62])
            .join(''),
        );
      }
    },
  );
});

describe('the longer codes of bio links and page parts', () => {
  it('are ten and twelve base62 characters, never a short link’s nor each other’s shape', () => {
    for (let i = 0; i < 2_000; i += 1) {
      const bio = newBioCode();
      const part = newPartCode();
      expect([SHORT_CODE.test(bio), BIO_CODE.test(bio), PART_CODE.test(bio)]).toEqual([false, true, false]);
      expect([SHORT_CODE.test(part), BIO_CODE.test(part), PART_CODE.test(part)]).toEqual([false, false, true]);
    }
  });

  it.prop([fc.uint8Array({ minLength: 48, maxLength: 48 }), fc.integer({ min: 1, max: 16 })])(
    'take the characters of the usable bytes in order, whatever the length asked',
    (bytes, length) => {
      const usable = [...bytes].filter((b) => b < 248);
      fc.pre(usable.length >= length);
      expect(newShortCode(() => bytes, length)).toBe(
        usable
          .slice(0, length)
          .map((b) => SHORT_CODE_ALPHABET[b % 62])
          .join(''),
      );
    },
  );
});

describe('click ids', () => {
  it('are unique and sort in the order they were drawn, also within one millisecond', { timeout: 60_000 }, () => {
    const now = Date.UTC(2026, 10, 21, 12);
    const ids = Array.from({ length: 50_000 }, (_, i) => newClickId(now + Math.floor(i / 1000)));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });
});

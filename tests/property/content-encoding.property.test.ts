import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  compressVariants,
  etagMatches,
  MIN_COMPRESSED_BYTES,
  negotiateCoding,
  pickVariant,
  variantEtag,
} from '../../server/content-encoding';

const codingArb = fc.constantFrom('br', 'gzip', 'identity', '*', 'deflate', 'zstd');
const qArb = fc.option(fc.constantFrom(0, 0.001, 0.1, 0.5, 0.9, 1), { nil: undefined });
const entriesArb = fc.uniqueArray(fc.record({ coding: codingArb, q: qArb }), {
  selector: (e) => e.coding,
  maxLength: 6,
});
const header = (entries: Array<{ coding: string; q: number | undefined }>) =>
  entries.map((e) => (e.q === undefined ? e.coding : `${e.coding};q=${e.q}`)).join(', ');

describe('Accept-Encoding negotiation', () => {
  it.prop([entriesArb])(
    'picks an acceptable coding the header ranks highest, brotli before gzip before identity on a tie',
    (entries) => {
      // q of each coding as RFC 9110 reads the header: named, else *, else refused; identity unless refused, at the lowest q named.
      const qOf = (coding: string) => {
        const named = entries.find((e) => e.coding === coding);
        if (named) return named.q ?? 1;
        const star = entries.find((e) => e.coding === '*');
        if (coding !== 'identity') return star ? (star.q ?? 1) : 0;
        return star?.q === 0 ? 0 : Math.min(1, ...entries.map((e) => e.q ?? 1));
      };
      const chosen = negotiateCoding(header(entries));
      const acceptable = (['br', 'gzip', 'identity'] as const).filter((c) => qOf(c) > 0);
      if (acceptable.length === 0) expect(chosen).toBe('identity');
      else expect(chosen).toBe(acceptable.find((c) => qOf(c) === Math.max(...acceptable.map(qOf))));
    },
  );

  it('takes brotli first, honours q=0 and *, and sends identity without a header', () => {
    expect(negotiateCoding('gzip, deflate, br')).toBe('br');
    expect(negotiateCoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateCoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateCoding('*')).toBe('br');
    expect(negotiateCoding('*;q=0, gzip')).toBe('gzip');
    expect(negotiateCoding('identity')).toBe('identity');
    expect(negotiateCoding('x-gzip')).toBe('gzip');
    expect(negotiateCoding('')).toBe('identity');
    expect(negotiateCoding(undefined)).toBe('identity');
  });
});

describe('compressed variants', () => {
  it.prop([
    fc.string({ minLength: 0, maxLength: 3000 }),
    fc.constantFrom('br, gzip', 'gzip', 'br;q=0, gzip', 'identity', undefined),
  ])('every variant decompresses to the body, and a small body has none', (text, accept) => {
    const body = text.repeat(3);
    const variants = compressVariants(body, 5);
    const bytes = Buffer.from(body);
    if (bytes.byteLength < MIN_COMPRESSED_BYTES) expect(variants).toEqual({ identity: bytes });
    if (variants.br) expect(brotliDecompressSync(variants.br)).toEqual(bytes);
    if (variants.gzip) expect(gunzipSync(variants.gzip)).toEqual(bytes);
    const picked = pickVariant(variants, accept);
    const plain =
      picked.coding === 'br'
        ? brotliDecompressSync(picked.body)
        : picked.coding === 'gzip'
          ? gunzipSync(picked.body)
          : Buffer.from(picked.body);
    expect(plain).toEqual(bytes);
  });

  it('names each variant in its ETag and matches tags weakly', () => {
    expect(variantEtag('"abc"', 'br')).toBe('"abc-br"');
    expect(variantEtag('"abc"', 'identity')).toBe('"abc"');
    expect(etagMatches('"x", W/"abc-br"', '"abc-br"')).toBe(true);
    expect(etagMatches('"abc-gzip"', '"abc-br"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});

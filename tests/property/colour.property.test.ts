import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { contrastRatio, FALLBACK_COLOUR, hslToRgb, NAMED_COLOURS, normaliseColour } from '../../src/domain/colour';

/** Spec §5 colour normalisation over every input form, against independent references. */

const HEX = /^#[0-9A-F]{6}$/;
const byte = fc.integer({ min: 0, max: 255 });
const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEF');
const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');
const spaced = fc.constantFrom('', ' ', '  ');
/** Either case of every letter. */
const anyCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((flags) => [...text].map((ch, i) => (flags[i] ? ch.toUpperCase() : ch.toLowerCase())).join(''));

describe('colour normalisation (spec §5)', () => {
  it.prop([fc.string({ maxLength: 40 })])('always answers six-digit uppercase hex', (input) => {
    expect(normaliseColour(input)).toMatch(HEX);
  });

  it.prop([hexDigit, hexDigit, hexDigit])('expands #RGB by doubling each digit', (r, g, b) => {
    expect(normaliseColour(`#${r}${g}${b}`)).toBe(`#${r}${r}${g}${g}${b}${b}`.toUpperCase());
  });

  it.prop([fc.array(hexDigit, { minLength: 6, maxLength: 6 }), spaced])(
    'upper-cases #RRGGBB, surrounding spaces ignored',
    (digits, pad) => {
      expect(normaliseColour(`${pad}#${digits.join('')}${pad}`)).toBe(`#${digits.join('')}`.toUpperCase());
    },
  );

  it.prop([byte, byte, byte, fc.option(fc.double({ min: 0, max: 1, noNaN: true })), fc.boolean(), anyCase('rgb')])(
    'converts rgb() and rgba() in comma and space syntax, alpha dropped',
    (r, g, b, alpha, commas, name) => {
      const sep = commas ? ', ' : ' ';
      const tail = alpha === null ? '' : commas ? `, ${alpha}` : ` / ${alpha}`;
      const fn = alpha === null ? name : `${name}a`;
      expect(normaliseColour(`${fn}(${r}${sep}${g}${sep}${b}${tail})`)).toBe(`#${hex2(r)}${hex2(g)}${hex2(b)}`);
    },
  );

  it.prop([fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 })])(
    'converts rgb() percentages to the nearest channel value',
    (r, g, b) => {
      const ch = (p: number) => hex2(Math.round((p / 100) * 255));
      expect(normaliseColour(`rgb(${r}%, ${g}%, ${b}%)`)).toBe(`#${ch(r)}${ch(g)}${ch(b)}`);
    },
  );

  it.prop([
    fc.integer({ min: -720, max: 720 }),
    fc.integer({ min: 0, max: 100 }),
    fc.integer({ min: 0, max: 100 }),
    fc.boolean(),
  ])('converts hsl() and hsla() as the chroma formula of CSS Color 3 does', (h, s, l, withAlpha) => {
    // Reference: the chroma/sector formula of CSS Color 3, written independently of hslToRgb's.
    const hue = (((h % 360) + 360) % 360) / 60;
    const c = (1 - Math.abs((2 * l) / 100 - 1)) * (s / 100);
    const x = c * (1 - Math.abs((hue % 2) - 1));
    const m = l / 100 - c / 2;
    const sector = Math.floor(hue) % 6;
    const [r1, g1, b1] = [
      [c, x, 0],
      [x, c, 0],
      [0, c, x],
      [0, x, c],
      [x, 0, c],
      [c, 0, x],
    ][sector]!;
    const expected = [r1!, g1!, b1!].map((v) => Math.round((v + m) * 255));
    const got = normaliseColour(withAlpha ? `hsla(${h}, ${s}%, ${l}%, 0.5)` : `hsl(${h} ${s}% ${l}%)`);
    const channels = [1, 3, 5].map((at) => parseInt(got.slice(at, at + 2), 16));
    channels.forEach((v, i) => expect(Math.abs(v - expected[i]!)).toBeLessThanOrEqual(1));
  });

  it.prop([
    fc
      .constantFrom(...Object.keys(NAMED_COLOURS))
      .chain((name) => anyCase(name).map((typed) => [name, typed] as const)),
  ])('maps named colours in any case', ([name, typed]) => {
    expect(normaliseColour(typed)).toBe(`#${NAMED_COLOURS[name]}`);
  });

  it.prop([
    fc.oneof(
      fc.string({ maxLength: 12 }).filter((s) => !/^[#a-z(]/i.test(s.trim())),
      fc.constantFrom(
        '#12',
        '#12345',
        '#1234567',
        '#ggg',
        'rgb(1,2)',
        'rgb(1deg,2,3)',
        'hsl(10,20,30)',
        'notacolour',
        'rgb()',
        'url(x)',
        'transparent',
        'constructor',
        '__proto__',
        'toString',
      ),
    ),
  ])('answers #000000 for anything else', (input) => {
    expect(normaliseColour(input)).toBe(FALLBACK_COLOUR);
  });

  it('is the colour of the issue journey', () => {
    expect(normaliseColour('rgb(16, 185, 129)')).toBe('#10B981');
  });

  it.prop([fc.string({ maxLength: 30 })])('is idempotent', (input) => {
    const once = normaliseColour(input);
    expect(normaliseColour(once)).toBe(once);
  });

  it.prop([byte, byte, byte])('hsl of a grey is that grey, and contrast is symmetric and at least 1', (r, g, b) => {
    const grey = hslToRgb(0, 0, r / 255).map(Math.round);
    expect(grey).toEqual([r, r, r]);
    const a = normaliseColour(`rgb(${r},${g},${b})`);
    const w = normaliseColour('white');
    expect(contrastRatio(a, w)).toBeCloseTo(contrastRatio(w, a), 10);
    expect(contrastRatio(a, w)).toBeGreaterThanOrEqual(1);
  });
});

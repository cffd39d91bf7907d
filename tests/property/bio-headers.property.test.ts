import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { JSDOM } from 'jsdom';
import { HEADER_TEXTS, headersProblem, interleave, splitItems, type PageItem } from '../../src/domain/bio-headers';
import { BIO_THEMES, BIO_THEME_TABLE, inkOn } from '../../src/domain/bio-themes';
import { contrastRatio } from '../../src/domain/colour';
import { bioPageMarkup, type BioPageContent } from '../../server/modules/bio-link/bio-page-markup';

/** Section headers: where each lands among the buttons, and how the public page draws what a creator typed. */

const position = fc.nat({ max: 14 });
const buttonsOf = (n: number) => Array.from({ length: n }, (_, i) => `b${i}`);

/** Creator text with markup pieces mixed in. */
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom('<', '>', '&', '"', "'", '<script>', '</h2>', '" onclick="x', '<!--', '&amp;', ' '),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
  minLength: 1,
  maxLength: 60,
});

/** How many buttons come before each header in a list of items. */
const buttonsBefore = <B, H>(items: ReadonlyArray<PageItem<B, H>>) => splitItems(items).headers.map((h) => h.position);

describe('placing section headers among the buttons', () => {
  it.prop([fc.nat({ max: 10 }), fc.array(position, { maxLength: 8 })])(
    'each header lands before the button at its position (after the last when past it), headers at one position in their order',
    (count, positions) => {
      const headers = positions.map((p, i) => ({ id: i, position: p }));
      const items = interleave(buttonsOf(count), headers);
      const { buttons, headers: placed } = splitItems(items);
      expect(buttons).toEqual(buttonsOf(count));
      const expected = headers
        .map((h) => ({ header: h, position: Math.min(h.position, count) }))
        .sort((a, b) => a.position - b.position || a.header.id - b.header.id);
      expect(placed).toEqual(expected);
    },
  );

  it.prop([fc.array(fc.oneof(fc.constant('button'), fc.constant('header')), { maxLength: 20 })])(
    'an ordered list of buttons and headers splits and interleaves back to itself',
    (kinds) => {
      const items: Array<PageItem<string, { id: number; position: number }>> = kinds.map((kind, i) =>
        kind === 'button' ? { button: `b${i}` } : { header: { id: i, position: 0 } },
      );
      const { buttons, headers } = splitItems(items);
      const back = interleave(
        buttons,
        headers.map(({ header, position }) => ({ ...header, position })),
      );
      expect(back.map((item) => ('button' in item ? item.button : item.header.id))).toEqual(
        items.map((item) => ('button' in item ? item.button : item.header.id)),
      );
      expect(buttonsBefore(back)).toEqual(buttonsBefore(items));
    },
  );

  it.prop([fc.array(fc.record({ title: fc.string({ maxLength: 70 }) }), { maxLength: 25 })])(
    'refuses more than 20 headers, and any empty or longer than 60 characters once trimmed',
    (headers) => {
      const problem = headersProblem(headers);
      const titles = headers.map((h) => h.title.trim());
      if (headers.length > 20) expect(problem).toBe(HEADER_TEXTS.tooMany);
      else if (titles.some((t) => t === '' || t.length > 60)) expect(problem).not.toBeNull();
      else expect(problem).toBeNull();
    },
  );
});

function page(buttons: number, headers: BioPageContent['headers']): BioPageContent {
  return {
    url: 'https://lnk.example.com/b/ada',
    title: 'Ada',
    look: { ...BIO_THEME_TABLE.classic.start, theme: 'classic' },
    buttons: Array.from({ length: buttons }, (_, i) => ({ title: `B${i}`, href: `https://lnk.example.com/s/c${i}` })),
    ...(headers ? { headers } : {}),
    social: [],
    popular: [],
    trending: [],
    posts: [],
  };
}

describe('section headers on the public page', () => {
  it.prop([fc.nat({ max: 8 }), fc.array(fc.record({ title: text, position }), { maxLength: 6 })])(
    'draws each title as typed, escaped, as a heading after exactly the buttons before its position',
    (count, headers) => {
      const doc = new JSDOM(bioPageMarkup(page(count, headers)).html).window.document;
      const drawn = [...doc.querySelectorAll('.theme > h2, .theme > ul a.b')];
      const expected = interleave(buttonsOf(count), headers).map((item) =>
        'button' in item ? `B${item.button.slice(1)}` : `# ${item.header.title}`,
      );
      expect(drawn.map((el) => (el.tagName === 'H2' ? `# ${el.textContent}` : el.textContent))).toEqual(expected);
      expect(doc.querySelectorAll('script')).toHaveLength(0);
      for (const element of doc.querySelectorAll('*'))
        for (const attribute of element.attributes) expect(attribute.name.startsWith('on')).toBe(false);
    },
  );

  it('writes the headers’ rule only on a page that has headers', () => {
    const rule = '.theme>h2{';
    expect(bioPageMarkup(page(3, [])).html).not.toContain(rule);
    expect(bioPageMarkup(page(3, [{ title: 'Skin', position: 1 }])).html).toContain(rule);
  });

  it.each(BIO_THEMES)('%s: a header is in the page’s text colour, at AA contrast with its background', (theme) => {
    const { start } = BIO_THEME_TABLE[theme];
    const { html } = bioPageMarkup({
      ...page(2, [{ title: 'Skin', position: 1 }]),
      look: { ...start, theme },
    });
    const style = html.match(/<style>([^<]*)<\/style>/)![1]!;
    // No rule gives a heading a colour of its own: it takes the page's text colour (the ink on the background).
    const headingRules = style.match(/[^}]*h2[^{]*\{[^}]*\}/g) ?? [];
    for (const rule of headingRules) expect(rule).not.toMatch(/\{[^}]*(?<![-\w])color:/);
    expect(style).toContain(`color:${inkOn(start.backgroundColor)}`);
    expect(
      contrastRatio(inkOn(start.backgroundColor) as `#${string}`, start.backgroundColor as `#${string}`),
    ).toBeGreaterThanOrEqual(4.5);
  });
});

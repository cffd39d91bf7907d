import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { JSDOM } from 'jsdom';
import { checkButtonAddress, isWebAddress, rankedOnPage, RANKED_ON_PAGE } from '../../src/domain/bio-link-rules';
import { EMPTY_EARN_SETTINGS } from '../../src/domain/earn-rule';
import { checkButtons } from '../../server/modules/bio-link/bio-link-inputs';
import { bioPageMarkup, bioPageStyle, type BioPageContent } from '../../server/modules/bio-link/bio-page-markup';
import {
  lookOfStyleQuery,
  lookStyleHref,
  lookStyleSheet,
  previewDocument,
} from '../../server/modules/bio-link/bio-page-preview';
import { FRAME_STYLE } from '../../server/audience-page';
import type { BioLook } from '../../server/modules/bio-link/bio-link-decider';
import { BIO_THEMES, BIO_THEME_TABLE, INKS, inkOn } from '../../src/domain/bio-themes';
import { BUTTON_SHAPES, FONT_FAMILIES } from '../../src/domain/bio-link';
import { contrastRatio } from '../../src/domain/colour';

/**
 * The public bio page from whatever a creator types: no text can open a script or leave its attribute, and only
 * http(s) addresses become links, whether refused at input (checkButtons) or handed straight to the markup.
 */

/** Creator text with markup pieces mixed in (control characters left out: a parser normalises those anyway). */
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      '<',
      '>',
      '&',
      '"',
      "'",
      '/',
      '=',
      ' ',
      '`',
      '<script>',
      '</script>',
      '<SCRIPT',
      '" onmouseover="x',
      "' onload='x",
      '<!--',
      '&quot;',
    ),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
  minLength: 1,
  maxLength: 40,
});

const scheme = fc.constantFrom(
  'https://',
  'http://',
  'HTTPS://',
  'javascript:',
  'JavaScript:',
  ' javascript:',
  'data:',
  'vbscript:',
  'file:',
  'ftp://',
  '//',
  '',
);
const address = fc
  .tuple(
    scheme,
    fc.oneof(
      fc.webUrl().map((u) => u.replace(/^https?:\/\//, '')),
      text,
    ),
  )
  .map(([s, rest]) => `${s}${rest}`);

const look: fc.Arbitrary<BioLook> = fc.record({
  backgroundColor: fc.oneof(text, fc.constant('#FFFFFF')),
  buttonColor: fc.oneof(text, fc.constant('rgb(16, 185, 129)')),
  buttonTextColor: text,
  buttonShape: fc.constantFrom('square', 'rounded', 'pill'),
  fontFamily: fc.constantFrom('system', 'serif', 'mono', 'rounded'),
  theme: fc.constantFrom(...BIO_THEMES),
  displayName: text,
  bio: text,
});

/** Parsed as a browser would; the test itself runs under node, where the server modules it imports load. */
const parse = (html: string) => new JSDOM(html).window.document;

/** Every attribute of every element: none may be an event handler, every link must be http(s) or a post on the page. */
function expectInert(doc: Document) {
  for (const element of doc.querySelectorAll('*')) {
    for (const attribute of element.attributes)
      expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
  }
  // Outside links are http(s); the posts' tiles and back links stay on the page (#posts, #post-…).
  for (const link of doc.querySelectorAll('a'))
    expect(link.getAttribute('href')).toMatch(/^(?:https?:\/\/|#posts?(?:-[A-Za-z0-9_-]+)?$)/i);
  expect(doc.querySelectorAll('script')).toHaveLength(0);
}

/** A button's thumbnail as anything may hand it over: our own pictures' paths, creator text, any address. */
const thumbnail = fc.oneof(
  fc.constantFrom('/t/AbCdEfGhIjKlMnOp', '/catalog/images/brand/homely.svg', '//evil.example/t/AbCdEfGhIjKlMnOp'),
  text.map((t) => `/t/${t}`),
  text,
  address,
);
/** The only thumbnails the page may draw: an upload's short address or a brand logo, on its own origin. */
const OWN_PICTURE = /^\/(?:t\/[A-Za-z0-9_-]{16}|catalog\/images\/brand\/[A-Za-z0-9_-]{1,64}\.svg)$/;

describe('the public bio page and creator text', () => {
  it.prop([
    fc.array(fc.record({ title: text, url: address, thumbnail: fc.option(thumbnail, { nil: undefined }) }), {
      minLength: 1,
      maxLength: 8,
    }),
    look,
    text,
    fc.array(text, { maxLength: 3 }),
  ])(
    'holds no script and no attribute-breaking quote, and keeps exactly the http(s) buttons in order',
    (inputs, pageLook, title, captions) => {
      // Kept untagged where the earn rule cannot tag: the markup property is about every address a creator may type.
      const { buttons } = checkButtons(
        inputs.map((b) => ({ ...b, keepUntagged: true })),
        [],
        false,
        EMPTY_EARN_SETTINGS,
      );
      const expected = inputs.filter((b) => b.title.trim() !== '' && checkButtonAddress(b.title.trim(), b.url).ok);
      expect(buttons.map((b) => b.title)).toEqual(expected.map((b) => b.title.trim()));
      const thumbnails = expected.map((b) => b.thumbnail);
      const content: BioPageContent = {
        url: 'https://bio.example.com/b/jane',
        title,
        look: pageLook,
        buttons: buttons.map((b, i) => ({ title: b.title, href: b.url, thumbnail: thumbnails[i] })),
        social: [{ platform: 'website', url: inputs[0]!.url }],
        popular: [],
        trending: [],
        posts: captions.map((caption, i) => ({
          // A network's numeric id, then ids of any text (each unique, as a shop's posts are).
          id: i === 0 ? '17895695668004550' : `${caption}${i}`,
          caption,
          products: [{ title: caption, brand: title, price: '$1.00', href: 'https://lnk.example.com/s/AbCdEfGhIj' }],
          links: [{ title, href: 'https://lnk.example.com/s/KlMnOpQrSt' }],
        })),
      };
      const { html } = bioPageMarkup(content);
      expect(html.toLowerCase()).not.toContain('<script');
      const doc = parse(html);
      expectInert(doc);
      // The in-app preview is the same page: the same text and links, its stylesheet linked, no address to leave by.
      const preview = parse(previewDocument(html, pageLook));
      expect(preview.body.innerHTML.replace(/ href="[^"]*"/g, '')).toBe(
        doc.body.innerHTML.replace(/ href="[^"]*"/g, ''),
      );
      expect(preview.querySelectorAll('style')).toHaveLength(0);
      expect(preview.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
      for (const link of preview.querySelectorAll('a[href]'))
        expect(link.getAttribute('href')).toMatch(/^about:srcdoc#posts?(?:-[A-Za-z0-9_-]+)?$/);
      const shown = [...doc.querySelectorAll('body > main > .theme > ul a.b')];
      expect(shown.map((a) => a.textContent)).toEqual(buttons.map((b) => b.title));
      expect(shown.map((a) => a.getAttribute('href'))).toEqual(buttons.map((b) => b.url));
      // A thumbnail is drawn exactly when it is one of our own pictures' paths, decorative, and as given.
      expect(shown.map((a) => a.querySelector('img')?.getAttribute('src') ?? null)).toEqual(
        thumbnails.map((t) => (t !== undefined && OWN_PICTURE.test(t) ? t : null)),
      );
      for (const img of doc.querySelectorAll('a.b img')) expect(img.getAttribute('alt')).toBe('');
      // A title element's text is read with its ASCII whitespace collapsed and stripped (a no-break space stays);
      // the page title names the tab, else the name.
      const named = title.trim() || pageLook.displayName!;
      expect(doc.title).toBe(named.replace(/[\t\n\f\r ]+/g, ' ').replace(/^ | $/g, ''));
      expect(doc.querySelector('meta[property="og:title"]')!.getAttribute('content')).toBe(named);
      expect(doc.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(pageLook.bio);
      expect([...doc.querySelectorAll('.pd .cap')].map((p) => p.textContent)).toEqual(captions);
      // Each tile opens its own post's section, whatever the post's id: the anchors are unique and all exist.
      const tiles = [...doc.querySelectorAll('a.tile')].map((a) => a.getAttribute('href')!.slice(1));
      expect(new Set(tiles).size).toBe(captions.length);
      for (const id of tiles) expect(doc.getElementById(id)?.classList.contains('pd')).toBe(true);
    },
    30_000,
  );

  it.prop([fc.array(fc.record({ title: text, href: address }), { minLength: 1, maxLength: 8 })])(
    'renders no link that is not http(s), even when one is handed to it directly',
    (links) => {
      const { html } = bioPageMarkup({
        url: 'https://bio.example.com/b/jane',
        title: 'Jane',
        look: {
          backgroundColor: '#FFFFFF',
          buttonColor: '#000000',
          buttonTextColor: '#FFFFFF',
          buttonShape: 'pill',
          fontFamily: 'system',
          theme: 'classic',
        },
        buttons: links,
        social: links.map((l) => ({ platform: 'website' as const, url: l.href })),
        popular: links,
        trending: [],
        posts: [
          { id: 'p1', links, products: links.map((l) => ({ ...l, brand: l.title })), thumbnailUrl: links[0]!.href },
        ],
      });
      const doc = parse(html);
      expectInert(doc);
      const survivors = links.filter((l) => isWebAddress(l.href));
      expect(doc.querySelectorAll('body > main > .theme > ul a.b')).toHaveLength(survivors.length);
    },
  );

  it.prop([look])(
    'puts only six-digit hex colours into the stylesheet, and otherwise only the fixed CSS of its theme',
    (pageLook) => {
      const style = lookStyleOf(pageLook);
      const colours = style.match(/#[^;}\s,)]*/g) ?? [];
      expect(colours.length).toBeGreaterThanOrEqual(3);
      for (const colour of colours) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
      expect(style).not.toMatch(/<\//);
      expect(FIXED_STYLES.has(withoutColours(style))).toBe(true);
      const doc = parse(pageOf(pageLook));
      expect(doc.querySelector('[data-theme]')!.getAttribute('data-theme')).toBe(pageLook.theme);
      // The stylesheet the preview links answers the same rules as the page's inline style.
      const href = new URL(lookStyleHref(pageLook), 'https://app.example.com');
      const linked = lookStyleSheet(lookOfStyleQuery(Object.fromEntries(href.searchParams)));
      expect(linked).toBe(`${FRAME_STYLE}${bioPageStyle(pageLook)}`);
    },
  );
});

describe('the theme presets', () => {
  it.each(BIO_THEMES)('%s reads well as it starts: labels and text at WCAG AA', (id) => {
    const { start, buttonStyle } = BIO_THEME_TABLE[id];
    const ink = inkOn(start.backgroundColor);
    expect(contrastRatio(ink, start.backgroundColor as `#${string}`)).toBeGreaterThanOrEqual(4.5);
    // An outlined button's label is the page's text; a filled one's is its own colour on the button.
    const [label, on] =
      buttonStyle === 'outline' ? [ink, start.backgroundColor] : [start.buttonTextColor, start.buttonColor];
    expect(contrastRatio(label as `#${string}`, on as `#${string}`)).toBeGreaterThanOrEqual(4.5);
  });

  it('are designed apart: no two share background treatment, button style, spacing, heading, shape and font', () => {
    const designs = BIO_THEMES.map((id) => {
      const { start, buttonStyle, background, spacing, heading } = BIO_THEME_TABLE[id];
      return [start.buttonShape, start.fontFamily, buttonStyle, background, spacing, heading].join();
    });
    expect(new Set(designs).size).toBe(BIO_THEMES.length);
  });
});

function pageOf(pageLook: BioLook): string {
  return bioPageMarkup({
    url: 'https://b.example.com/b/j',
    title: 'J',
    look: pageLook,
    buttons: [],
    social: [],
    popular: [],
    trending: [],
    posts: [],
  }).html;
}

/** The look's part of the stylesheet: what follows the frame's own rules. */
const lookStyleOf = (pageLook: BioLook) =>
  /<style>[\s\S]*?(body\{background:[\s\S]*)<\/style>/.exec(pageOf(pageLook))![1]!;

const withoutColours = (style: string) => style.replace(/#[0-9A-F]{6}/g, '#COLOUR');

/** Every stylesheet a page can have, colours aside: each theme, shape and font on a light and on a dark page. */
const FIXED_STYLES = new Set(
  BIO_THEMES.flatMap((theme) =>
    Object.values(INKS).flatMap((background) =>
      BUTTON_SHAPES.flatMap((buttonShape) =>
        FONT_FAMILIES.map((fontFamily) =>
          withoutColours(
            lookStyleOf({
              backgroundColor: background === INKS.dark ? INKS.light : INKS.dark,
              buttonColor: '#123456',
              buttonTextColor: '#FEDCBA',
              buttonShape,
              fontFamily,
              theme,
            }),
          ),
        ),
      ),
    ),
  ),
);

describe('the bio page buttons', () => {
  const PAGE_URL = 'https://bio.example.com/b/jane';
  /** Addresses on the page's own origin (any path, including ones starting // or /\) and on others. */
  const address = fc.oneof(
    fc.webUrl(),
    fc.webPath().map((path) => `https://bio.example.com${path.startsWith('/') ? path : `/${path}`}`),
    fc.string({ unit: fc.constantFrom('/', '\\', 'a', '.', '%', '?', '#') }).map((s) => `https://bio.example.com/${s}`),
  );

  it.prop([fc.array(fc.record({ title: text, href: address, featured: fc.boolean() }), { maxLength: 8 })])(
    'lead where they were meant to (same-origin ones written as paths), and only featured ones are drawn apart',
    (buttons) => {
      const { html } = bioPageMarkup({
        url: PAGE_URL,
        title: 'Jane',
        look: { ...BIO_THEME_TABLE.classic.start, theme: 'classic' },
        buttons,
        social: [],
        popular: [],
        trending: [],
        posts: [],
      });
      const shown = [...new JSDOM(html).window.document.querySelectorAll('body > main > .theme > ul a.b')];
      const kept = buttons.filter((b) => isWebAddress(b.href));
      expect(shown.map((a) => new URL(a.getAttribute('href')!, PAGE_URL).href)).toEqual(
        kept.map((b) => new URL(b.href).href),
      );
      for (const a of shown) expect(a.getAttribute('href')).not.toMatch(/^\/[/\\]/);
      expect(shown.map((a) => a.classList.contains('f'))).toEqual(kept.map((b) => b.featured));
    },
  );
});

describe('the ranked sections of a public page', () => {
  it.prop([fc.array(fc.integer(), { maxLength: 30 }), fc.nat({ max: 60 })])(
    'show the first few of the ranking, and nothing while the page holds no more links than that',
    (ranking, linksOnPage) => {
      const shown = rankedOnPage(ranking, linksOnPage);
      expect(shown.length).toBeLessThanOrEqual(RANKED_ON_PAGE);
      expect(shown).toEqual(ranking.slice(0, shown.length));
      if (linksOnPage <= RANKED_ON_PAGE) expect(shown).toEqual([]);
      else expect(shown.length).toBe(Math.min(RANKED_ON_PAGE, ranking.length));
    },
  );
});

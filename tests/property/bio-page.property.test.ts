import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { JSDOM } from 'jsdom';
import { checkButtonAddress, isWebAddress } from '../../src/domain/bio-link-rules';
import { EMPTY_EARN_SETTINGS } from '../../src/domain/earn-rule';
import { checkButtons } from '../../server/modules/bio-link/bio-link-inputs';
import { bioPageMarkup, type BioPageContent } from '../../server/modules/bio-link/bio-page-markup';
import type { BioLook } from '../../server/modules/bio-link/bio-link-decider';

/**
 * The public bio page from whatever a creator types: no text can open a script or leave its attribute, and only
 * http(s) addresses become links, whether refused at input (checkButtons) or handed straight to the markup.
 */

/** Creator text with markup pieces mixed in (control characters left out: a parser normalises those anyway). */
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom('<', '>', '&', '"', "'", '/', '=', ' ', '`', '<script>', '</script>', '<SCRIPT', '" onmouseover="x', "' onload='x", '<!--', '&quot;'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
  minLength: 1,
  maxLength: 40,
});

const scheme = fc.constantFrom('https://', 'http://', 'HTTPS://', 'javascript:', 'JavaScript:', ' javascript:', 'data:', 'vbscript:', 'file:', 'ftp://', '//', '');
const address = fc.tuple(scheme, fc.oneof(fc.webUrl().map((u) => u.replace(/^https?:\/\//, '')), text)).map(([s, rest]) => `${s}${rest}`);

const look: fc.Arbitrary<BioLook> = fc.record({
  backgroundColor: fc.oneof(text, fc.constant('#FFFFFF')),
  buttonColor: fc.oneof(text, fc.constant('rgb(16, 185, 129)')),
  buttonTextColor: text,
  buttonShape: fc.constantFrom('square', 'rounded', 'pill'),
  fontFamily: fc.constantFrom('system', 'serif', 'mono', 'rounded'),
  displayName: text,
  bio: text,
});

/** Parsed as a browser would; the test itself runs under node, where the server modules it imports load. */
const parse = (html: string) => new JSDOM(html).window.document;

/** Every attribute of every element: none may be an event handler, every link must be http(s). */
function expectInert(doc: Document) {
  for (const element of doc.querySelectorAll('*')) {
    for (const attribute of element.attributes) expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
  }
  for (const link of doc.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(/^https?:\/\//i);
  expect(doc.querySelectorAll('script')).toHaveLength(0);
}

describe('the public bio page and creator text', () => {
  it.prop([fc.array(fc.record({ title: text, url: address }), { minLength: 1, maxLength: 8 }), look, text, fc.array(text, { maxLength: 3 })])(
    'holds no script and no attribute-breaking quote, and keeps exactly the http(s) buttons in order',
    (inputs, pageLook, title, captions) => {
      // Kept untagged where the earn rule cannot tag: the markup property is about every address a creator may type.
      const { buttons } = checkButtons(inputs.map((b) => ({ ...b, keepUntagged: true })), [], false, EMPTY_EARN_SETTINGS);
      const expected = inputs.filter((b) => b.title.trim() !== '' && checkButtonAddress(b.title.trim(), b.url).ok);
      expect(buttons.map((b) => b.title)).toEqual(expected.map((b) => b.title.trim()));
      const content: BioPageContent = {
        url: 'https://bio.example.com/b/jane',
        title,
        look: pageLook,
        buttons: buttons.map((b) => ({ title: b.title, href: b.url })),
        social: [{ platform: 'website', url: inputs[0]!.url }],
        popular: [],
        trending: [],
        posts: captions.map((caption) => ({ caption, links: [{ title, href: 'https://lnk.example.com/s/AbCdEfGhIj' }] })),
      };
      const { html } = bioPageMarkup(content);
      expect(html.toLowerCase()).not.toContain('<script');
      const doc = parse(html);
      expectInert(doc);
      const shown = [...doc.querySelectorAll('body > main > ul a.b')];
      expect(shown.map((a) => a.textContent)).toEqual(buttons.map((b) => b.title));
      expect(shown.map((a) => a.getAttribute('href'))).toEqual(buttons.map((b) => b.url));
      // A title element's text is read with its ASCII whitespace collapsed and stripped (a no-break space stays).
      expect(doc.title).toBe(pageLook.displayName!.replace(/[\t\n\f\r ]+/g, ' ').replace(/^ | $/g, ''));
      expect(doc.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(pageLook.bio);
      expect([...doc.querySelectorAll('.post p')].map((p) => p.textContent)).toEqual(captions);
    },
  );

  it.prop([fc.array(fc.record({ title: text, href: address }), { minLength: 1, maxLength: 8 })])(
    'renders no link that is not http(s), even when one is handed to it directly',
    (links) => {
      const { html } = bioPageMarkup({
        url: 'https://bio.example.com/b/jane',
        title: 'Jane',
        look: { backgroundColor: '#FFFFFF', buttonColor: '#000000', buttonTextColor: '#FFFFFF', buttonShape: 'pill', fontFamily: 'system' },
        buttons: links,
        social: links.map((l) => ({ platform: 'website' as const, url: l.href })),
        popular: links,
        trending: [],
        posts: [{ links, thumbnailUrl: links[0]!.href }],
      });
      const doc = parse(html);
      expectInert(doc);
      const survivors = links.filter((l) => isWebAddress(l.href));
      expect(doc.querySelectorAll('body > main > ul a.b')).toHaveLength(survivors.length);
    },
  );

  it.prop([look])('puts only six-digit hex colours into the stylesheet', (pageLook) => {
    const { html } = bioPageMarkup({ url: 'https://b.example.com/b/j', title: 'J', look: pageLook, buttons: [], social: [], popular: [], trending: [], posts: [] });
    // The look's part of the stylesheet: what follows the frame's own rules.
    const style = /<style>[\s\S]*?(body\{background:[\s\S]*)<\/style>/.exec(html)![1]!;
    const colours = style.match(/#[^;}\s]*/g) ?? [];
    expect(colours.length).toBeGreaterThanOrEqual(3);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
    expect(style).not.toMatch(/<\//);
  });
});

// @vitest-environment jsdom
import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { escapeHtml, scriptJson } from '../../src/domain/html';

/**
 * Titles as retailers and creators write them, with markup characters mixed in. (Control characters such as
 * CR and NUL are left out: an HTML parser normalises those whatever the escaping.)
 */
const title = fc.string({
  unit: fc.oneof(
    fc.constantFrom('<', '>', '&', '"', "'", '/', '=', ' ', '&lt;', '</script>', '<!--', '\u2028'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 60,
});

/** What a browser builds from the markup (jsdom's HTML parser). */
const parse = (html: string) => new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');

describe('HTML escaping of titles and addresses', () => {
  it.prop([title])('escaped text has no markup characters left', (text) => {
    expect(escapeHtml(text)).not.toMatch(/[<>"']/);
    expect(escapeHtml(text).replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
  });

  it.prop([title])('a browser reads back exactly the text, in content and in a quoted attribute', (text) => {
    const doc = parse(`<p title="${escapeHtml(text)}">${escapeHtml(text)}</p><a title='${escapeHtml(text)}'></a>`);
    const p = doc.querySelector('p')!;
    expect(p.textContent).toBe(text);
    expect(p.getAttribute('title')).toBe(text);
    expect(doc.querySelector('a')!.getAttribute('title')).toBe(text);
    expect(doc.body.children).toHaveLength(2);
  });

  it.prop([title])('a value in an inline script cannot end the script, and reads back unchanged', (text) => {
    const json = scriptJson({ text });
    expect(json.toLowerCase()).not.toContain('</script');
    expect(json).not.toContain('<');
    const doc = parse(`<script type="application/json" id="d">${json}</script><p>after</p>`);
    expect(JSON.parse(doc.getElementById('d')!.textContent!)).toEqual({ text });
    expect(doc.querySelector('p')!.textContent).toBe('after');
  });
});

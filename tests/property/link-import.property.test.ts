import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  detectFormat,
  earlierDuplicates,
  formatOfHeader,
  importKey,
  importRows,
  LINK_IMPORT_MESSAGES,
  SLUG_PATTERN,
  splitTags,
  type ImportRecord,
} from '../../src/domain/link-import';
import { csvRecords } from '../../server/csv';

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/);
const address = fc.tuple(word, word).map(([host, path]) => `https://www.${host}.com/${path}`);
const title = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,"]{0,20}$/);
const slug = fc.oneof(fc.constant(''), fc.stringMatching(/^[A-Za-z0-9_-]{3,12}$/), fc.constantFrom('no way!', 'ab'));
const tag = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,8}$/);
const tags = fc.array(tag, { maxLength: 4 });
const separator = fc.constantFrom('|', ';', ' | ', '; ');

/** Records as the CSV reader gives them for a file whose every cell is quoted (as some tools export). */
const recordsOf = (rows: ReadonlyArray<ReadonlyArray<string>>): ImportRecord[] =>
  csvRecords(rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n')).records;

describe('link import (src/domain/link-import.ts)', () => {
  it.prop([fc.shuffledSubarray(['title', 'slug', 'tags', 'notes']), fc.boolean()])(
    'a header with destination is the generic format in any column order and case',
    (others, upper) => {
      const header = ['destination', ...others].map((name) => (upper ? name.toUpperCase() : name));
      expect(formatOfHeader(header)).toBe('generic');
    },
  );

  it.prop([fc.shuffledSubarray(['id', 'link', 'title', 'created_at', 'tags', 'custom_bitlinks', 'destination'])])(
    "a header with long_url is Bitly's export, whatever else it holds",
    (others) => {
      expect(formatOfHeader([...others, 'long_url'])).toBe('bitly');
    },
  );

  it.prop([fc.array(address, { minLength: 1, maxLength: 20 }), fc.array(fc.nat(), { maxLength: 5 })])(
    'pasted addresses are a list, one row a non-blank line, each named by its line',
    (addresses, blanks) => {
      const lines = [...addresses];
      for (const at of blanks) lines.splice(at % (lines.length + 1), 0, '');
      if (lines[0] === '') lines.shift();
      const records = csvRecords(lines.join('\n')).records;
      expect(detectFormat(records)).toBe('list');
      const { rows, problems } = importRows('list', records);
      expect(problems).toEqual([]);
      expect(rows.map((row) => row.address)).toEqual(addresses);
      expect(rows.map((row) => lines[row.line - 1])).toEqual(addresses);
    },
  );

  it.prop([fc.array(fc.tuple(fc.option(address, { nil: '' }), title, slug, tags, separator), { maxLength: 20 })])(
    'every data row of a generic file is a row or a problem of its own line, never both, never lost',
    (data) => {
      const records = recordsOf([
        ['destination', 'title', 'slug', 'tags'],
        ...data.map(([to, name, code, list, sep]) => [to, name, code, list.join(sep)]),
      ]);
      expect(detectFormat(records)).toBe('generic');
      const { rows, problems } = importRows('generic', records);
      const lines = [...rows.map((row) => row.line), ...problems.map((problem) => problem.line)].sort((a, b) => a - b);
      expect(lines).toEqual(data.map((_, index) => index + 2));
      for (const row of rows) {
        const [to, name, code, list] = data[row.line - 2]!;
        expect(row).toMatchObject({ address: to, title: name.trim() });
        expect(row.slug ?? '').toBe(code);
        if (row.slug) expect(SLUG_PATTERN.test(row.slug)).toBe(true);
        expect(row.tags).toEqual(splitTags(list.join('|')));
      }
      for (const problem of problems) {
        const [to, , code] = data[problem.line - 2]!;
        expect(problem.message).toBe(to ? LINK_IMPORT_MESSAGES.badSlug : LINK_IMPORT_MESSAGES.noAddress);
        if (to) expect(SLUG_PATTERN.test(code)).toBe(false);
      }
    },
  );

  it.prop([tags, separator])('tags split on | or ; come back trimmed, once each, in their order', (list, sep) => {
    const split = splitTags(list.join(sep));
    expect(split.every((one) => one === one.trim() && one !== '')).toBe(true);
    expect(new Set(split.map((one) => one.toLowerCase())).size).toBe(split.length);
    expect(splitTags(split.join('|'))).toEqual(split);
  });

  it.prop([fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.constantFrom('', 's1')), { maxLength: 30 })])(
    'a repeated key points at the first row of its kind, and the first of each kind is kept',
    (pairs) => {
      const keys = pairs.map(([to, code]) => importKey(to, code || undefined));
      const earlier = earlierDuplicates(keys);
      const kept = keys.filter((_, index) => earlier[index] === undefined);
      expect(new Set(kept).size).toBe(kept.length);
      expect(new Set(kept)).toEqual(new Set(keys));
      earlier.forEach((first, index) => {
        if (first === undefined) return;
        expect(first).toBeLessThan(index);
        expect(keys[first]).toBe(keys[index]);
        expect(earlier[first]).toBeUndefined();
      });
    },
  );

  it.prop([fc.array(fc.tuple(title, address), { minLength: 1, maxLength: 20 })])(
    'a link-in-bio export keeps its buttons in file order',
    (buttons) => {
      const records = recordsOf([['Title', 'URL'], ...buttons.map(([name, to]) => [name, to])]);
      expect(detectFormat(records)).toBe('link-in-bio');
      const { rows } = importRows('link-in-bio', records);
      expect(rows.map((row) => [row.title, row.address])).toEqual(buttons.map(([name, to]) => [name.trim(), to]));
    },
  );

  it.prop([fc.array(fc.tuple(word, fc.integer({ min: 0, max: 99 })), { minLength: 1, maxLength: 5 })])(
    'a table without a known header and not starting with an address is no format',
    (cells) => {
      const records = recordsOf([['name', 'price'], ...cells.map(([name, price]) => [name, String(price)])]);
      expect(detectFormat(records)).toBeUndefined();
    },
  );
});

import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { parseResultsCsv, RESULT_COLUMNS } from '../../server/modules/boosting/results-csv';

/**
 * Line numbers of the results file when a quoted value spans lines (RFC 4180, server/csv.ts): a row is named by
 * the line it starts on, the rows after it by their own lines, and a quote never closed by the line it opens on.
 */

const HEADER = RESULT_COLUMNS.join(',');
const goodRow = (i: number) => `app-1,content-${i},2026-01-${String((i % 28) + 1).padStart(2, '0')},100,1000,10,1,250`;

/** Good rows, with one whose content id is a quoted value holding `breaks` line breaks at `at`. */
const file = fc.record({
  rows: fc.integer({ min: 1, max: 12 }),
  at: fc.nat(),
  breaks: fc.integer({ min: 1, max: 4 }),
  newline: fc.constantFrom('\n', '\r\n'),
});

describe('boosting results file: rows spanning lines (results-csv.ts over csv.ts)', () => {
  it.prop([file])(
    'a row whose quoted value holds line breaks is named by its first line; a bad row after it by its own line',
    ({ rows, at, breaks, newline }) => {
      const lines = Array.from({ length: rows }, (_, i) => goodRow(i));
      const index = at % (rows + 1);
      const spanning = `app-1,"content${newline.repeat(breaks)}x",2026-01-01,1,1,1,1,1`;
      lines.splice(index, 0, spanning);
      // A bad row at the end: its line counts the breaks inside the spanning row.
      lines.push('app-1,content-last,2026-01-01,1,1,2,3,1');
      const parsed = parseResultsCsv([HEADER, ...lines].join(newline));
      const spanningLine = index + 2;
      const lastLine = lines.length + 1 + breaks;
      expect(parsed.problems).toEqual([
        {
          line: spanningLine,
          message: `content_id must be an id of 1 to 64 letters, digits, _ or -, not ${JSON.stringify(`content${newline.repeat(breaks)}x`)}.`,
        },
        { line: lastLine, message: 'conversions (3) cannot exceed clicks (2).' },
      ]);
      expect(parsed.rows.map((row) => row.line)).toEqual(
        lines.flatMap((_, i) => (i < index ? [i + 2] : i > index && i < lines.length - 1 ? [i + 2 + breaks] : [])),
      );
    },
  );

  it.prop([file])(
    'a quote never closed is named by the line it opens on, and no row after it is read',
    ({ rows, at, newline }) => {
      const lines = Array.from({ length: rows }, (_, i) => goodRow(i));
      const index = at % (rows + 1);
      lines.splice(index, 0, 'app-1,"content-open,2026-01-01,1,1,1,1,1');
      const parsed = parseResultsCsv([HEADER, ...lines].join(newline));
      expect(parsed.problems).toEqual([{ line: index + 2, message: expect.stringContaining('a quote is left open') }]);
      expect(parsed.rows.map((row) => row.line)).toEqual(lines.slice(0, index).map((_, i) => i + 2));
    },
  );

  it('a quote never closed in the header is a header problem on line 1', () => {
    expect(parseResultsCsv(`"application_id,${RESULT_COLUMNS.slice(1).join(',')}\n${goodRow(0)}`).problems).toEqual([
      { line: 1, message: expect.stringMatching(/^The first line must be the header .*; a quote is left open/) },
    ]);
  });
});

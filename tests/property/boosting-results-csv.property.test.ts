import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { addDays } from '../../src/domain/click-days';
import type { BoostingStatus } from '../../server/modules/boosting/boosting-lifecycle';
import {
  planImport,
  readResultsFile,
  RESULT_COLUMNS,
  RESULT_VALUE_MAX,
  resultKey,
  valuesOf,
  type ApplicationFacts,
  type ImportContext,
  type ResultRow,
} from '../../server/modules/boosting/results-csv';

/**
 * The results import reads a file whole: a good file gives every row as written, a file with one bad row
 * anywhere gives only problems, naming that row's line (nothing of it is handed on to be stored).
 */

const TODAY = '2026-06-15';
const FIRST_DAY = '2025-01-01';
const DAYS = 530;

const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const count = fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: RESULT_VALUE_MAX }));

interface World {
  context: ImportContext;
  rows: Omit<ResultRow, 'line'>[];
}

/** Applications that may have results, and rows of theirs with distinct keys and values that pass every check. */
const world: fc.Arbitrary<World> = fc
  .uniqueArray(
    fc.record({
      id,
      status: fc.constantFrom<BoostingStatus>('approved', 'running', 'ended'),
      contents: fc.uniqueArray(id, { minLength: 1, maxLength: 3 }),
    }),
    {
      minLength: 1,
      maxLength: 4,
      selector: (a) => a.id,
    },
  )
  .chain((applications) => {
    const row = fc
      .record({
        application: fc.constantFrom(...applications),
        pick: fc.nat(),
        day: fc.integer({ min: 0, max: DAYS }),
        spendCents: count,
        impressions: count,
        clicks: count,
        conversionShare: fc.double({ min: 0, max: 1, noNaN: true }),
        earningsCents: count,
      })
      .map(({ application, pick, day, conversionShare, ...values }) => ({
        applicationId: application.id,
        contentId: application.contents[pick % application.contents.length]!,
        date: addDays(FIRST_DAY, day),
        ...values,
        conversions: Math.floor(values.clicks * conversionShare),
      }));
    return fc.record({
      context: fc.constant<ImportContext>({
        today: TODAY,
        applications: new Map<string, ApplicationFacts>(
          applications.map((a) => [a.id, { status: a.status, contentIds: a.contents }]),
        ),
      }),
      rows: fc.uniqueArray(row, { minLength: 1, maxLength: 25, selector: resultKey }),
    });
  });

interface Layout {
  /** The header's columns in the file's order. */
  order: (typeof RESULT_COLUMNS)[number][];
  newline: '\n' | '\r\n';
  bom: boolean;
  quoted: boolean;
  trailingNewline: boolean;
}

const layout: fc.Arbitrary<Layout> = fc.record({
  order: fc.shuffledSubarray([...RESULT_COLUMNS], { minLength: RESULT_COLUMNS.length }),
  newline: fc.constantFrom('\n' as const, '\r\n' as const),
  bom: fc.boolean(),
  quoted: fc.boolean(),
  trailingNewline: fc.boolean(),
});

type Cells = Record<(typeof RESULT_COLUMNS)[number], string>;

const cellsOf = (row: Omit<ResultRow, 'line'>): Cells => ({
  application_id: row.applicationId,
  content_id: row.contentId,
  date: row.date,
  spend_cents: String(row.spendCents),
  impressions: String(row.impressions),
  clicks: String(row.clicks),
  conversions: String(row.conversions),
  earnings_cents: String(row.earningsCents),
});

function write(lines: Array<Cells | string[]>, l: Layout): string {
  const cell = (value: string) => (l.quoted ? `"${value.replaceAll('"', '""')}"` : value);
  const text = [
    l.order.join(','),
    ...lines.map((line) => (Array.isArray(line) ? line : l.order.map((c) => line[c])).map(cell).join(',')),
  ].join(l.newline);
  return `${l.bom ? '\uFEFF' : ''}${text}${l.trailingNewline ? l.newline : ''}`;
}

/** One way to spoil a good row: the line written instead, and the applications as they are then. */
type Spoil = (cells: Cells, context: ImportContext) => { line: Cells | string[]; context?: ImportContext };
const SPOILS: Record<string, Spoil> = {
  negative: (c) => ({ line: { ...c, clicks: '-1' } }),
  decimal: (c) => ({ line: { ...c, spend_cents: '12.5' } }),
  text: (c) => ({ line: { ...c, impressions: 'many' } }),
  tooLarge: (c) => ({ line: { ...c, earnings_cents: String(RESULT_VALUE_MAX + 1) } }),
  blank: (c) => ({ line: { ...c, earnings_cents: '' } }),
  badDate: (c) => ({ line: { ...c, date: '07/01/2026' } }),
  noSuchDay: (c) => ({ line: { ...c, date: '2026-02-30' } }),
  noSuchMonth: (c) => ({ line: { ...c, date: '2026-13-01' } }),
  future: (c) => ({ line: { ...c, date: addDays(TODAY, 1) } }),
  unknownApplication: (c) => ({ line: { ...c, application_id: 'no-such-application-id' } }),
  foreignContent: (c) => ({ line: { ...c, content_id: 'content-of-nobody' } }),
  badId: (c) => ({ line: { ...c, content_id: 'with space' } }),
  moreConversions: (c) => ({ line: { ...c, clicks: '3', conversions: '4' } }),
  shortLine: (c) => ({ line: [c.application_id, c.content_id, c.date] }),
  // The row is fine, but its application is back in review: none of its rows may be imported.
  inReview: (c, context) => {
    const applications = new Map(context.applications);
    applications.set(c.application_id, { ...applications.get(c.application_id)!, status: 'reviewing' });
    return { line: c, context: { ...context, applications } };
  },
};

describe('boosting results file (results-csv.ts)', () => {
  it.prop([world, layout])(
    'a good file gives every row as written, with its line, whatever the column order, quoting or line endings',
    (w, l) => {
      const read = readResultsFile(write(w.rows.map(cellsOf), l), w.context);
      expect(read).toEqual({ ok: true, rows: w.rows.map((row, i) => ({ ...row, line: i + 2 })) });
    },
  );

  it.prop([world, layout, fc.nat(), fc.constantFrom(...Object.keys(SPOILS)), fc.boolean()])(
    'one bad row anywhere: only problems, the one naming its line, and no row at all',
    (w, l, at, spoil, asDuplicate) => {
      const lines: Array<Cells | string[]> = w.rows.map(cellsOf);
      const index = at % (lines.length + 1);
      const cells = cellsOf(w.rows[Math.min(index, w.rows.length - 1)]!);
      // A row repeating an earlier key is the bad one; otherwise a good row spoilt in one way.
      const duplicate = asDuplicate && index > 0;
      const bad = duplicate ? { line: cellsOf(w.rows[index - 1]!) } : SPOILS[spoil]!(cells, w.context);
      lines.splice(index, 0, bad.line);
      const read = readResultsFile(write(lines, l), bad.context ?? w.context);
      expect(read.ok).toBe(false);
      if (read.ok) return;
      const badLine = index + 2;
      // An application taken back into review refuses each of its rows: every line named is one of them.
      const inReview = !duplicate && spoil === 'inReview' ? cells.application_id : undefined;
      const allowed = new Set([
        badLine,
        ...lines.flatMap((line, i) => (!Array.isArray(line) && line.application_id === inReview ? [i + 2] : [])),
      ]);
      expect(read.problems.map((p) => p.line)).toContain(badLine);
      expect(read.problems.every((p) => allowed.has(p.line) && p.message.length > 0)).toBe(true);
      expect('rows' in read).toBe(false);
    },
  );

  it.prop([world, layout, fc.constantFrom(...RESULT_COLUMNS), fc.constantFrom('drop', 'rename', 'repeat')])(
    'a header that does not name each column once is refused on line 1',
    (w, l, column, change) => {
      const order =
        change === 'repeat' ? [...l.order, column] : l.order.map((c) => (c === column ? (`${c}_x` as typeof c) : c));
      const kept = change === 'drop' ? l.order.filter((c) => c !== column) : order;
      const text = write(w.rows.map(cellsOf), l).replace(/^\uFEFF?[^\r\n]*/, (l.bom ? '\uFEFF' : '') + kept.join(','));
      const read = readResultsFile(text, w.context);
      expect(read).toEqual({
        ok: false,
        problems: [
          {
            line: 1,
            message: expect.stringContaining(`The first line must be the header ${RESULT_COLUMNS.join(',')}`),
          },
        ],
      });
    },
  );

  it('refuses an empty file and a header without rows', () => {
    const context: ImportContext = { today: TODAY, applications: new Map() };
    expect(readResultsFile('', context)).toEqual({
      ok: false,
      problems: [{ line: 1, message: expect.stringContaining('the file is empty') }],
    });
    expect(readResultsFile(`${RESULT_COLUMNS.join(',')}\n\n`, context)).toEqual({
      ok: false,
      problems: [{ line: 1, message: 'The file has a header but no result rows.' }],
    });
  });

  it.prop([
    world,
    fc.array(fc.boolean(), { minLength: 25, maxLength: 25 }),
    fc.array(fc.boolean(), { minLength: 25, maxLength: 25 }),
  ])(
    'importing again records only rows never stored and corrects only rows whose values changed',
    (w, storedBefore, changed) => {
      const rows = w.rows.map((row, i) => ({ ...row, line: i + 2 }));
      const stored = new Map(
        rows.flatMap((row, i) =>
          storedBefore[i]
            ? [[resultKey(row), changed[i] ? { ...valuesOf(row), clicks: row.clicks + 1 } : valuesOf(row)] as const]
            : [],
        ),
      );
      const plan = planImport(rows, stored);
      expect(plan.recorded).toEqual(rows.filter((_, i) => !storedBefore[i]));
      expect(plan.corrected).toEqual(
        rows.flatMap((row, i) =>
          storedBefore[i] && changed[i] ? [{ row, previous: { ...valuesOf(row), clicks: row.clicks + 1 } }] : [],
        ),
      );
      expect(plan.unchanged).toBe(rows.filter((_, i) => storedBefore[i] && !changed[i]).length);
      // The same file once more, after this import: nothing left to do.
      const after = new Map(rows.map((row) => [resultKey(row), valuesOf(row)]));
      expect(planImport(rows, after)).toEqual({ recorded: [], corrected: [], unchanged: rows.length });
    },
  );
});

import { isDate } from '../../../src/domain/validators';
import { csvRecords, isBlankRecord, type CsvProblem, type CsvRecord } from '../../csv';
import type { BoostingStatus } from './boosting-lifecycle';
import { RESULT_STATUSES } from './boosting-lifecycle';

/**
 * The results file operators import (`npm run admin -- boosting import FILE`, README "Boosting results import"):
 * one row per application, content and Pacific date. Pure and all or nothing: a file is read whole, and either
 * every row is good or the answer is the list of problems, each naming its line (the header is line 1); no row of
 * a file with a problem is ever handed on. Importing again is planned by `planImport`: rows already stored with the
 * same values change nothing, rows with other values replace the stored ones.
 */

export const RESULT_COLUMNS = [
  'application_id',
  'content_id',
  'date',
  'spend_cents',
  'impressions',
  'clicks',
  'conversions',
  'earnings_cents',
] as const;
type Column = (typeof RESULT_COLUMNS)[number];

const NUMBER_COLUMNS = [
  'spend_cents',
  'impressions',
  'clicks',
  'conversions',
  'earnings_cents',
] as const satisfies readonly Column[];

/** The largest value a cell may hold (the largest 32-bit integer): a day's spend of $21 million is no real row. */
export const RESULT_VALUE_MAX = 2_147_483_647;

export interface ResultValues {
  spendCents: number;
  impressions: number;
  clicks: number;
  conversions: number;
  earningsCents: number;
}

export interface ResultKey {
  applicationId: string;
  contentId: string;
  /** 'YYYY-MM-DD', Pacific. */
  date: string;
}

export interface ResultRow extends ResultKey, ResultValues {
  /** The line of the file it came from (the header is line 1). */
  line: number;
}

/** A problem of the file, at the line it concerns (the header is line 1). */
export type ImportProblem = CsvProblem;

/** What the checks need to know of an application a row names. */
export interface ApplicationFacts {
  status: BoostingStatus;
  contentIds: readonly string[];
}

export interface ImportContext {
  /** Today's Pacific date: results are for days that have begun. */
  today: string;
  applications: ReadonlyMap<string, ApplicationFacts>;
}

export type ReadResult = { ok: true; rows: ResultRow[] } | { ok: false; problems: ImportProblem[] };

const VALUE_FIELD: Readonly<Record<(typeof NUMBER_COLUMNS)[number], keyof ResultValues>> = {
  spend_cents: 'spendCents',
  impressions: 'impressions',
  clicks: 'clicks',
  conversions: 'conversions',
  earnings_cents: 'earningsCents',
};

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE = /^\d+$/;

export const resultKey = ({ applicationId, contentId, date }: ResultKey) => `${applicationId}\n${contentId}\n${date}`;

/** A date that exists, written YYYY-MM-DD (the contract's PacificDate). */
export const isCalendarDate = (text: string) => DATE.test(text) && isDate(text);

/** Where each column is, or the problem with the header (its record, or none when the file has no line). */
function readHeader(record: CsvRecord | undefined): { at: Record<Column, number> } | { problem: string } {
  const expected = `The first line must be the header ${RESULT_COLUMNS.join(',')}`;
  if (!record || isBlankRecord(record)) return { problem: `${expected}; the file is empty.` };
  const names = record.cells.map((name) => name.trim().toLowerCase());
  const missing = RESULT_COLUMNS.filter((column) => !names.includes(column));
  const unknown = names.filter((name) => !(RESULT_COLUMNS as readonly string[]).includes(name));
  const twice = RESULT_COLUMNS.filter((column) => names.indexOf(column) !== names.lastIndexOf(column));
  if (missing.length + unknown.length + twice.length > 0) {
    const details = [
      missing.length ? `missing ${missing.join(', ')}` : '',
      unknown.length ? `unknown ${unknown.map((n) => `"${n}"`).join(', ')}` : '',
      twice.length ? `repeated ${twice.join(', ')}` : '',
    ].filter(Boolean);
    return { problem: `${expected} (in any order); ${details.join('; ')}.` };
  }
  return {
    at: Object.fromEntries(RESULT_COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<Column, number>,
  };
}

/** A cell's text in a message: quoted, with line breaks and quotes escaped (a quoted value may hold them). */
const shown = (text: string) => JSON.stringify(text);

/** One data line as a row, or what is wrong with it (the first problem found). */
function readRow(values: readonly string[], at: Record<Column, number>, line: number): ResultRow | string {
  if (values.length !== RESULT_COLUMNS.length)
    return `expected ${RESULT_COLUMNS.length} values, found ${values.length}.`;
  const cell = (column: Column) => values[at[column]]!;
  for (const column of ['application_id', 'content_id'] as const) {
    if (!ID.test(cell(column)))
      return `${column} must be an id of 1 to 64 letters, digits, _ or -, not ${shown(cell(column))}.`;
  }
  if (!isCalendarDate(cell('date'))) return `date must be a date written YYYY-MM-DD, not ${shown(cell('date'))}.`;
  const numbers: Partial<ResultValues> = {};
  for (const column of NUMBER_COLUMNS) {
    const text = cell(column);
    if (!WHOLE.test(text) || Number(text) > RESULT_VALUE_MAX)
      return `${column} must be a whole number from 0 to ${RESULT_VALUE_MAX}, not ${shown(text)}.`;
    numbers[VALUE_FIELD[column]] = Number(text);
  }
  const row = {
    line,
    applicationId: cell('application_id'),
    contentId: cell('content_id'),
    date: cell('date'),
    ...(numbers as ResultValues),
  };
  if (row.conversions > row.clicks) return `conversions (${row.conversions}) cannot exceed clicks (${row.clicks}).`;
  return row;
}

/** A quote opened on the line and never closed: the rest of the file is inside it. */
const QUOTE_LEFT_OPEN = 'a quote is left open (the rest of the file is inside it).';

/**
 * The rows of a file, checked for everything the file alone can tell: the header, each row's values, and no
 * application, content and date twice. Blank rows are skipped (their lines still count). A quoted value may hold
 * commas and line breaks; a row is named by the line it starts on.
 */
export function parseResultsCsv(text: string): { rows: ResultRow[]; problems: ImportProblem[] } {
  const { records, problem: unclosed } = csvRecords(text);
  const [first, ...body] = records;
  if (!first && unclosed)
    return {
      rows: [],
      problems: [
        { line: 1, message: `The first line must be the header ${RESULT_COLUMNS.join(',')}; ${QUOTE_LEFT_OPEN}` },
      ],
    };
  const header = readHeader(first);
  if ('problem' in header) return { rows: [], problems: [{ line: 1, message: header.problem }] };
  const rows: ResultRow[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Map<string, number>();
  for (const record of body) {
    if (isBlankRecord(record)) continue;
    const { line } = record;
    const row = readRow(
      record.cells.map((cell) => cell.trim()),
      header.at,
      line,
    );
    if (typeof row === 'string') {
      problems.push({ line, message: row });
      continue;
    }
    const earlier = seen.get(resultKey(row));
    if (earlier !== undefined) {
      problems.push({
        line,
        message: `application ${row.applicationId}, content ${row.contentId} and date ${row.date} are already on line ${earlier}.`,
      });
      continue;
    }
    seen.set(resultKey(row), line);
    rows.push(row);
  }
  if (unclosed) problems.push({ line: unclosed.line, message: QUOTE_LEFT_OPEN });
  if (rows.length === 0 && problems.length === 0)
    problems.push({ line: 1, message: 'The file has a header but no result rows.' });
  return { rows, problems };
}

/** The checks that need the applications: each row's application exists, may have results, and has that content; no date to come. */
export function checkResultRows(
  parsed: { rows: readonly ResultRow[]; problems: readonly ImportProblem[] },
  context: ImportContext,
): ReadResult {
  const problems = [...parsed.problems];
  for (const row of parsed.rows) {
    const application = context.applications.get(row.applicationId);
    const problem = !application
      ? `there is no boosting application ${row.applicationId}.`
      : !RESULT_STATUSES.includes(application.status)
        ? `application ${row.applicationId} is ${application.status}: results are taken for approved, running or ended applications only.`
        : !application.contentIds.includes(row.contentId)
          ? `content ${row.contentId} is not part of application ${row.applicationId}.`
          : row.date > context.today
            ? `date ${row.date} is in the future (today is ${context.today}, Pacific time).`
            : undefined;
    if (problem) problems.push({ line: row.line, message: problem });
  }
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.line - b.line) };
  return { ok: true, rows: [...parsed.rows] };
}

/** The whole check of a file: every row, or every problem. */
export const readResultsFile = (text: string, context: ImportContext): ReadResult =>
  checkResultRows(parseResultsCsv(text), context);

export interface ImportPlan<Row extends ResultKey & ResultValues = ResultRow> {
  /** Rows no import stored before. */
  recorded: Row[];
  /** Rows stored before with other values: each replaces the stored row. */
  corrected: Array<{ row: Row; previous: ResultValues }>;
  /** Rows stored before with the same values: nothing to do. */
  unchanged: number;
}

const sameValues = (a: ResultValues, b: ResultValues) =>
  a.spendCents === b.spendCents &&
  a.impressions === b.impressions &&
  a.clicks === b.clicks &&
  a.conversions === b.conversions &&
  a.earningsCents === b.earningsCents;

export const valuesOf = (row: ResultValues): ResultValues => ({
  spendCents: row.spendCents,
  impressions: row.impressions,
  clicks: row.clicks,
  conversions: row.conversions,
  earningsCents: row.earningsCents,
});

/** What importing good rows changes, given the values stored for their keys (`resultKey`). */
export function planImport<Row extends ResultKey & ResultValues>(
  rows: readonly Row[],
  stored: ReadonlyMap<string, ResultValues>,
): ImportPlan<Row> {
  const plan: ImportPlan<Row> = { recorded: [], corrected: [], unchanged: 0 };
  for (const row of rows) {
    const previous = stored.get(resultKey(row));
    if (!previous) plan.recorded.push(row);
    else if (sameValues(previous, row)) plan.unchanged += 1;
    else plan.corrected.push({ row, previous: valuesOf(previous) });
  }
  return plan;
}

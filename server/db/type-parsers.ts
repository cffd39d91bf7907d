/**
 * Result parsing both drivers share, so code behaves the same on PGlite and PostgreSQL.
 * Out of the box node-postgres returns bigint as a string and PGlite as a number, and they turn a `date` into
 * Dates at different midnights (local vs UTC); a calendar date is a calendar date, so it stays 'YYYY-MM-DD'.
 */
const INT8 = 20;
const DATE = 1082;

function parseInt8(text: string): number {
  const value = Number(text);
  // Positions and counts stay far below 2^53; a value beyond it would be silently rounded, so refuse it.
  if (!Number.isSafeInteger(value)) throw new RangeError(`The bigint ${text} does not fit a JavaScript number exactly`);
  return value;
}

export const SHARED_TYPE_PARSERS: Readonly<Record<number, (text: string) => unknown>> = {
  [INT8]: parseInt8,
  [DATE]: (text) => text,
};

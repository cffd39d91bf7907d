/**
 * Amounts of money as a creator types them ("1,299.50", "$25", ".5") and back: whole cents are computed from the
 * digits, never through a float, so 0.1 + 0.2 never turns into 30.000000000000004 cents.
 */

/** Why a typed amount is no amount. */
export type DollarInputProblem = 'blank' | 'format' | 'tooLong';

export type DollarInput = { ok: true; amountCents: number } | { ok: false; problem: DollarInputProblem };

/** More whole-dollar digits than this are refused before any arithmetic (a billion dollars is no typo we take). */
const MAX_WHOLE_DIGITS = 9;
const AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/;

/**
 * Reads a typed amount: digits with an optional "." and up to two decimals, thousands commas allowed, a leading
 * dollar sign tolerated. Limits (more than zero, below a maximum) are the caller's.
 */
export function parseDollarInput(text: string): DollarInput {
  const trimmed = text.trim().replace(/^\$\s*/, '');
  if (trimmed === '') return { ok: false, problem: 'blank' };
  const match = AMOUNT.exec(trimmed);
  if (!match || (match[1] === undefined && (match[2] ?? '') === '')) return { ok: false, problem: 'format' };
  const whole = (match[1] ?? '0').replace(/,/g, '').replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, problem: 'tooLong' };
  return { ok: true, amountCents: Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0')) };
}

/** Whole cents as the creator types them back into a field: "1299.50", no sign, no separators. */
export function dollarInputOf(amountCents: number): string {
  const cents = Math.abs(Math.trunc(amountCents));
  return `${amountCents < 0 ? '-' : ''}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

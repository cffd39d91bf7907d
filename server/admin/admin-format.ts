import { AdminUsageError } from './admin-command';

/** `--limit N` among the arguments, or the fallback; a bad N is a usage error. */
export function readLimit(args: readonly string[], fallback: number, max = 1000): number {
  const at = args.indexOf('--limit');
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new AdminUsageError(`--limit takes a whole number from 1 to ${max}`);
  return value;
}

/**
 * What a terminal acts on instead of printing: C0 controls (ESC starts the sequences that clear the screen, set the
 * window title or move the cursor; CR overwrites a line), DEL, C1 controls (CSI and OSC among them), and the
 * bidirectional marks, embeddings, overrides and isolates that show text in another order than it is.
 */
const TERMINAL_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function visible(char: string): string {
  const code = char.codePointAt(0)!;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * Text for the operator's terminal, every control shown as an escape (`\x1b`, `\u202e`) rather than acted on.
 * Lines keep their line breaks (a command prints several at once); a table cell is one line, so it loses them too.
 */
export function terminalSafe(text: string, { lines = true }: { lines?: boolean } = {}): string {
  return text.replace(TERMINAL_CONTROLS, (char) => (lines && char === '\n' ? char : visible(char)));
}

/** A plain text table for a terminal; cells are shown on one line each, controls escaped. */
export function formatTable(header: readonly string[], rawRows: readonly (readonly string[])[]): string {
  const rows = rawRows.map((row) => row.map((cell) => terminalSafe(cell, { lines: false })));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * `--flag value` pairs among the arguments, each at most once and all from `allowed`; anything else is a usage
 * error rather than silently ignored.
 */
export function readValuedFlags<F extends string>(
  args: readonly string[],
  allowed: readonly F[],
): Partial<Record<F, string>> {
  const values: Partial<Record<F, string>> = {};
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i]!;
    if (!(allowed as readonly string[]).includes(flag)) throw new AdminUsageError(`Unknown argument: ${flag}`);
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) throw new AdminUsageError(`${flag} needs a value`);
    if (values[flag as F] !== undefined) throw new AdminUsageError(`${flag} is given twice`);
    values[flag as F] = value;
  }
  return values;
}

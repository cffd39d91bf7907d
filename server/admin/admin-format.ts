import { AdminUsageError } from './admin-command';

/** `--limit N` among the arguments, or the fallback; a bad N is a usage error. */
export function readLimit(args: readonly string[], fallback: number, max = 1000): number {
  const at = args.indexOf('--limit');
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new AdminUsageError(`--limit takes a whole number from 1 to ${max}`);
  return value;
}

/** A plain text table for a terminal. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * `--flag value` pairs among the arguments, each at most once and all from `allowed`; anything else is a usage
 * error rather than silently ignored.
 */
export function readValuedFlags<F extends string>(args: readonly string[], allowed: readonly F[]): Partial<Record<F, string>> {
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

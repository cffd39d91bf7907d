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

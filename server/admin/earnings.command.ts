import { stat, readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { conversionsOf } from '../modules/earnings';
import { AdminUsageError, type AdminCommand } from './admin-command';

/** A report bigger than this is not an earnings report (a year of a busy shop's orders is a few MB). */
const MAX_REPORT_BYTES = 50 * 1024 * 1024;
/** Problems printed before the rest are only counted. */
const SHOWN_PROBLEMS = 50;

export const earningsImportCommand: AdminCommand = {
  name: 'earnings import',
  args: 'FILE',
  summary: 'import a retailer earnings report (CSV, columns in README): checked whole first, nothing stored if a row is bad, each order stored once',
  // The file is the operator's: a running server that runs the command reads it by its full path.
  localArgs: (args, cwd) => args.map((arg, index) => (index === 0 && !arg.startsWith('--') ? resolve(cwd, arg) : arg)),
  async run(args, services, { out, err }) {
    if (args.length !== 1 || args[0]!.startsWith('--')) throw new AdminUsageError('Give the one CSV file to import');
    const path = resolve(args[0]!);
    const name = basename(path);
    let text: string;
    try {
      const size = (await stat(path)).size;
      if (size > MAX_REPORT_BYTES) {
        err(`${name} has ${size} bytes; an earnings report has at most ${MAX_REPORT_BYTES} (split it by month).`);
        return 1;
      }
      text = await readFile(path, 'utf8');
    } catch (error) {
      err(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
      return 1;
    }
    const result = await conversionsOf(services).importCsv(text, { now: new Date(), metadata: { actor: 'admin', file: name } });
    if (!result.ok) {
      err(`Nothing was imported from ${name}: fix ${result.problems.length === 1 ? 'this row' : `these ${result.problems.length} problems`} and import the file again.`);
      for (const problem of result.problems.slice(0, SHOWN_PROBLEMS)) err(`  line ${problem.line}: ${problem.message}`);
      if (result.problems.length > SHOWN_PROBLEMS) err(`  … and ${result.problems.length - SHOWN_PROBLEMS} more`);
      return 1;
    }
    const { rows, outcomes } = result.summary;
    const known = outcomes.unchanged + outcomes.stale;
    out(
      `Imported ${name}: ${rows} row${rows === 1 ? '' : 's'}, ${outcomes.recorded} new order${outcomes.recorded === 1 ? '' : 's'}, ${outcomes.changed} changed, ` +
        `${known} already known (nothing stored for ${known === 1 ? 'it' : 'them'}).`,
    );
  },
};

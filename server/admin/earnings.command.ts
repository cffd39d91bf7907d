import { conversionsOf } from '../modules/earnings';
import type { AdminCommand } from './admin-command';
import { operatorFileArgs, readOperatorFile } from './admin-files';

/** A report bigger than this is not an earnings report (a year of a busy shop's orders is a few MB). */
const MAX_REPORT_BYTES = 50 * 1024 * 1024;
/** Problems printed before the rest are only counted. */
const SHOWN_PROBLEMS = 50;

export const earningsImportCommand: AdminCommand = {
  name: 'earnings import',
  args: 'FILE',
  summary:
    'import a retailer earnings report (CSV, columns in README): checked whole first, nothing stored if a row is bad, each order stored once',
  localArgs: operatorFileArgs,
  async run(args, services, { out, err }) {
    const read = await readOperatorFile(args, 'Give the one CSV file to import', MAX_REPORT_BYTES);
    const { path, name } = read;
    if ('tooLarge' in read) {
      err(
        `${name} has ${read.tooLarge} bytes; an earnings report has at most ${MAX_REPORT_BYTES} (split it by month).`,
      );
      return 1;
    }
    if ('unreadable' in read) {
      err(`Cannot read ${path}: ${read.unreadable.code === 'ENOENT' ? 'no such file' : read.unreadable.message}`);
      return 1;
    }
    const { text } = read;
    const result = await conversionsOf(services).importCsv(text, {
      now: new Date(),
      metadata: { actor: 'admin', file: name },
    });
    if (!result.ok) {
      err(
        `Nothing was imported from ${name}: fix ${result.problems.length === 1 ? 'this row' : `these ${result.problems.length} problems`} and import the file again.`,
      );
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

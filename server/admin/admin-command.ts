import type { Services } from '../services';

export interface AdminOutput {
  out(line: string): void;
  err(line: string): void;
}

/** One operator command of `npm run admin -- <name> [args]`. Add one in its own file and list it in admin-commands.ts. */
export interface AdminCommand {
  /** One or more words, e.g. `projections rebuild`. */
  readonly name: string;
  /** The arguments after the name, for help, e.g. `[projection...]`. */
  readonly args?: string;
  /** One line for `help`. */
  readonly summary: string;
  /**
   * Rewrites arguments that name something on the operator's machine (a file to read) so they mean the same in
   * the process that runs the command: the CLI calls it before handing the command to a running server, whose
   * working directory is its own. `cwd` is where the operator typed the command.
   */
  localArgs?(args: readonly string[], cwd: string): string[];
  /** Runs with the configured database open and migrated; the exit code is 0 unless it returns another. */
  run(args: readonly string[], services: Services, output: AdminOutput): Promise<number | void>;
}

/** Wrong arguments: the CLI prints the message and the command's usage, and exits with 2. */
export class AdminUsageError extends Error {
  override name = 'AdminUsageError';
}

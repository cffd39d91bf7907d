import { ConfigError, loadConfig } from '../config';
import { SERVER_MODULES } from '../server-modules';
import { createServices } from '../services';
import { ADMIN_COMMANDS } from './admin-commands';
import { adminSocketPath, forwardToServer } from './admin-socket';
import { findCommand, runAdmin } from './run-admin';

const out = (line: string) => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);

/** The command line with its local arguments resolved where the operator typed it (npm runs scripts in the project folder, INIT_CWD is where npm was started). */
function localArgv(args: readonly string[]): string[] {
  const found = findCommand(ADMIN_COMMANDS, args);
  if (!found?.command.localArgs) return [...args];
  const words = found.words.length;
  return [
    ...args.slice(0, words),
    ...found.command.localArgs(args.slice(words), process.env.INIT_CWD ?? process.cwd()),
  ];
}

const argv = localArgv(process.argv.slice(2));

/**
 * `npm run admin -- <command>`: operator commands over the same database and modules as the server.
 * On the embedded database a running server holds the data folder, so the command is handed to it.
 */
async function main(): Promise<number> {
  const isHelp = argv.length === 0 || ['help', '--help', '-h'].includes(argv[0]!);
  if (!isHelp) {
    try {
      const config = loadConfig();
      if (!config.DATABASE_URL) {
        const forwarded = await forwardToServer(adminSocketPath(config.DATA_DIR), argv, out, err);
        if (forwarded !== undefined) return forwarded;
      }
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      // runAdmin reports the configuration problem below.
    }
  }
  return runAdmin(argv, {
    commands: ADMIN_COMMANDS,
    openServices: () => createServices(loadConfig(), { modules: SERVER_MODULES }),
    out,
    err,
  });
}

process.exitCode = await main();

import { loadConfig } from '../config';
import { SERVER_MODULES } from '../server-modules';
import { createServices } from '../services';
import { ADMIN_COMMANDS } from './admin-commands';
import { runAdmin } from './run-admin';

/** `npm run admin -- <command>`: operator commands over the same database and modules as the server. */
process.exitCode = await runAdmin(process.argv.slice(2), {
  commands: ADMIN_COMMANDS,
  openServices: () => createServices(loadConfig(), { modules: SERVER_MODULES }),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});

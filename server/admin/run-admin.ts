import { ConfigError } from '../config';
import type { Services } from '../services';
import { AdminUsageError, type AdminCommand, type AdminOutput } from './admin-command';
import { terminalSafe } from './admin-format';

export interface AdminRuntime extends AdminOutput {
  commands: readonly AdminCommand[];
  /** Opens the configured database and modules; called only for a command that runs. */
  openServices(): Promise<Services>;
}

function usageOf(command: Pick<AdminCommand, 'name' | 'args'>): string {
  return command.args ? `${command.name} ${command.args}` : command.name;
}

function printHelp(commands: readonly AdminCommand[], { out }: AdminOutput) {
  const help = { name: 'help', args: '[command]', summary: 'list the commands, or explain one' };
  const all = [help, ...commands];
  const width = Math.max(...all.map((command) => usageOf(command).length));
  out('Usage: npm run admin -- <command> [arguments]');
  out('');
  out('Commands:');
  for (const command of all) out(`  ${usageOf(command).padEnd(width)}  ${command.summary}`);
}

/** The command whose words begin the arguments; the longest name wins (`projections rebuild` over `projections`). */
export function findCommand(commands: readonly AdminCommand[], argv: readonly string[]) {
  return [...commands]
    .sort((a, b) => b.name.split(' ').length - a.name.split(' ').length)
    .map((command) => ({ command, words: command.name.split(' ') }))
    .find(({ words }) => words.every((word, index) => argv[index] === word));
}

/** Runs one admin command line and returns the process exit code: 0 done, 1 failed, 2 wrong usage. */
export async function runAdmin(argv: readonly string[], runtime: AdminRuntime): Promise<number> {
  // Everything a command prints passes here: creators' and followers' text reaches the terminal escaped.
  const out = (line: string) => runtime.out(terminalSafe(line));
  const err = (line: string) => runtime.err(terminalSafe(line));
  const { commands } = runtime;
  const first = argv[0];
  if (first === undefined || first === 'help' || first === '--help' || first === '-h') {
    const topic = argv.length > 1 ? findCommand(commands, argv.slice(1)) : undefined;
    if (topic) {
      out(`npm run admin -- ${usageOf(topic.command)}`);
      out(`  ${topic.command.summary}`);
      return 0;
    }
    printHelp(commands, { out, err });
    return argv.length > 1 ? 2 : 0;
  }
  const found = findCommand(commands, argv);
  if (!found) {
    err(`Unknown command: ${argv.join(' ')}`);
    printHelp(commands, { out: err, err });
    return 2;
  }
  let services: Services;
  try {
    services = await runtime.openServices();
  } catch (error) {
    err(error instanceof ConfigError ? error.message : `Could not open the database: ${(error as Error).message}`);
    return error instanceof ConfigError ? 2 : 1;
  }
  try {
    return (await found.command.run(argv.slice(found.words.length), services, { out, err })) ?? 0;
  } catch (error) {
    if (error instanceof AdminUsageError) {
      err(error.message);
      err(`Usage: npm run admin -- ${usageOf(found.command)}`);
      return 2;
    }
    err(`${found.command.name} failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await services.close();
  }
}

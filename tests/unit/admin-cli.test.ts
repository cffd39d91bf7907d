import { describe, expect, it } from 'vitest';
import { AdminUsageError, type AdminCommand } from '../../server/admin/admin-command';
import { ADMIN_COMMANDS } from '../../server/admin/admin-commands';
import { runAdmin } from '../../server/admin/run-admin';
import { ConfigError } from '../../server/config';
import type { Services } from '../../server/services';

function harness(commands: readonly AdminCommand[], open: () => Promise<Services> = async () => fakeServices()) {
  const out: string[] = [];
  const err: string[] = [];
  let opened = 0;
  const run = (...argv: string[]) =>
    runAdmin(argv, {
      commands,
      openServices: () => {
        opened += 1;
        return open();
      },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
  return { run, out, err, opened: () => opened };
}

let closed = 0;
/** Only what runAdmin itself touches; commands under test read nothing else. */
function fakeServices(): Services {
  return { close: async () => void (closed += 1) } as Services;
}

const echo: AdminCommand = {
  name: 'demo echo',
  args: '<word...>',
  summary: 'print the words back',
  async run(args, _services, { out }) {
    if (args.length === 0) throw new AdminUsageError('Give at least one word.');
    out(args.join(' '));
  },
};
const broken: AdminCommand = {
  name: 'demo',
  summary: 'always fails',
  async run() {
    throw new Error('the shop does not exist');
  },
};

describe('admin command line', () => {
  it('lists every command with one line each, without opening the database', async () => {
    const cli = harness(ADMIN_COMMANDS);
    expect(await cli.run('help')).toBe(0);
    expect(cli.out[0]).toBe('Usage: npm run admin -- <command> [arguments]');
    expect(cli.out.some((line) => /^ {2}help \[command\] +list the commands/.test(line))).toBe(true);
    expect(
      cli.out.some((line) => /^ {2}projections rebuild \[projection\.\.\.\] +empty the read tables/.test(line)),
    ).toBe(true);
    expect(await cli.run()).toBe(0);
    expect(await cli.run('help', 'projections', 'rebuild')).toBe(0);
    expect(cli.out.at(-2)).toBe('npm run admin -- projections rebuild [projection...]');
    expect(cli.opened()).toBe(0);
  });

  it('runs the command with the longest matching name and closes the services after it', async () => {
    const cli = harness([broken, echo]);
    const before = closed;
    expect(await cli.run('demo', 'echo', 'hello', 'there')).toBe(0);
    expect(cli.out).toEqual(['hello there']);
    expect(closed - before).toBe(1);
  });

  it('exits with 2 on an unknown command or wrong arguments, and 1 when the command fails', async () => {
    const cli = harness([broken, echo]);
    expect(await cli.run('nonsense')).toBe(2);
    expect(cli.err[0]).toBe('Unknown command: nonsense');
    expect(await cli.run('demo', 'echo')).toBe(2);
    expect(cli.err.slice(-2)).toEqual(['Give at least one word.', 'Usage: npm run admin -- demo echo <word...>']);
    expect(await cli.run('demo')).toBe(1);
    expect(cli.err.at(-1)).toBe('demo failed: the shop does not exist');
  });

  it('reports a bad configuration and a database that cannot be opened', async () => {
    const badConfig = harness([echo], async () => {
      throw new ConfigError('Invalid configuration:\n  PORT="x": expected number');
    });
    expect(await badConfig.run('demo', 'echo', 'x')).toBe(2);
    expect(badConfig.err).toEqual(['Invalid configuration:\n  PORT="x": expected number']);
    const noDatabase = harness([echo], async () => {
      throw new Error('connection refused');
    });
    expect(await noDatabase.run('demo', 'echo', 'x')).toBe(1);
    expect(noDatabase.err).toEqual(['Could not open the database: connection refused']);
  });
});

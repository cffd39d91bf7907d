import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ADMIN_COMMANDS } from '../../server/admin/admin-commands';
import { runAdmin } from '../../server/admin/run-admin';
import type { RunningServer } from '../../server/server';

const ROOT = new URL('../..', import.meta.url).pathname;

/** `npm run admin -- <args>` as an operator runs it: a process of its own with only the given environment. */
export async function runAdminCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/admin/cli.ts', ...args],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/**
 * `npm run admin -- <args>` in this process, on a running test server's own services (which the command must
 * not close): for tests that check what a command changes through the server's calls.
 */
export function adminOn(server: RunningServer) {
  return async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(argv, {
      commands: ADMIN_COMMANDS,
      openServices: async () => ({ ...server.services, close: async () => {} }),
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  };
}

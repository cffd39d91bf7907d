import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const ROOT = new URL('../..', import.meta.url).pathname;

/** `npm run admin -- <args>` as an operator runs it: a process of its own with only the given environment. */
export async function runAdminCli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/admin/cli.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

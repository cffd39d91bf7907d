import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

/**
 * Starts one of the benches' yardsticks (a bare node:http script in bench/) as its own process, like the server
 * under test, and answers its address; `stop` ends it. A bench that is interrupted kills it on exit.
 */
export async function startBareServer(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  child.once('exit', () => process.off('exit', orphaned));
  const url = await new Promise<string>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening at (\S+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
  });
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

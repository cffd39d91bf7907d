import { spawn } from 'node:child_process';

/**
 * Type-checks the three TypeScript projects at once: the browser app (DOM, no Node), the server (Node, no DOM)
 * and the tests and tools (both). Each project's output is printed whole, after it ends, so errors do not interleave.
 */
const PROJECTS = ['tsconfig.app.json', 'tsconfig.server.json', 'tsconfig.json'] as const;

function check(project: string): Promise<{ project: string; ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const tsc = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit', '--pretty']);
    let output = '';
    tsc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    tsc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    tsc.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

const results = await Promise.all(PROJECTS.map(check));
for (const { project, ok, output } of results) {
  console.log(`typecheck ${project}: ${ok ? 'ok' : 'errors'}`);
  if (!ok) process.stdout.write(output);
}
if (results.some((r) => !r.ok)) process.exit(1);

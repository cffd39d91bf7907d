import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

const ROOT = new URL('..', import.meta.url).pathname;
const SOURCES = ['src', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json', 'public'];
const BUILT = join(ROOT, 'dist/app/index.html');

function newestMtime(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

/** True when there is no build or a source file changed after it was made. */
export function isBuildStale(): boolean {
  const built = statSync(BUILT, { throwIfNoEntry: false });
  if (!built) return true;
  const newestSource = Math.max(...SOURCES.map((s) => newestMtime(join(ROOT, s))));
  return newestSource > built.mtimeMs;
}

/** Builds the app with Vite when the build is missing or older than its sources. */
export async function ensureAppBuilt(log: (line: string) => void = console.log): Promise<void> {
  if (!isBuildStale()) return;
  log('Building the app (the build is missing or older than its sources)…');
  // Test runners set NODE_ENV=test, which would make Vite bundle React's development build.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: ROOT, mode: 'production', logLevel: 'warn', configFile: join(ROOT, 'vite.config.ts') });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

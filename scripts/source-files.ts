import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The TypeScript files below `dir` (none when it does not exist), node_modules left out. */
export function sourceFiles(dir: string): string[] {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });
}

/** The file an import of `path` (absolute, as written) loads: with its extension, or a folder's index. */
export function resolveSource(path: string): string | undefined {
  const bare = path.replace(/\.js$/, '');
  const candidates = [path, `${bare}.ts`, `${bare}.tsx`, join(bare, 'index.ts'), join(bare, 'index.tsx')];
  return candidates.find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * The one-way imports of ARCHITECTURE.md. Each layer lists the layers it may import;
 * a file outside every layer (tests, scripts, bench) may import anything.
 */
export const LAYERS: ReadonlyArray<{ name: string; dir: string; mayImport: readonly string[] }> = [
  { name: 'views', dir: 'src/views', mayImport: ['views', 'machines', 'domain'] },
  { name: 'machines', dir: 'src/machines', mayImport: ['machines', 'api', 'domain'] },
  { name: 'api', dir: 'src/api', mayImport: ['api', 'generated', 'domain'] },
  { name: 'generated', dir: 'src/generated', mayImport: ['generated'] },
  { name: 'domain', dir: 'src/domain', mayImport: ['domain'] },
  { name: 'entry', dir: 'src', mayImport: ['views', 'machines', 'api', 'domain', 'entry'] },
  { name: 'http', dir: 'server/http', mayImport: ['http', 'public', 'modules', 'events', 'db', 'integrations', 'server', 'domain', 'generated'] },
  { name: 'public', dir: 'server/public', mayImport: ['public', 'modules', 'events', 'db', 'server', 'domain'] },
  { name: 'modules', dir: 'server/modules', mayImport: ['modules', 'events', 'db', 'integrations', 'server', 'domain', 'generated'] },
  { name: 'integrations', dir: 'server/integrations', mayImport: ['integrations', 'server', 'domain'] },
  { name: 'events', dir: 'server/events', mayImport: ['events', 'db', 'server', 'domain'] },
  { name: 'db', dir: 'server/db', mayImport: ['db', 'server'] },
  { name: 'admin', dir: 'server/admin', mayImport: ['admin', 'modules', 'events', 'db', 'integrations', 'http', 'public', 'server', 'domain', 'generated'] },
  // The composition root and shared server files (config, logging) at the top of server/.
  { name: 'server', dir: 'server', mayImport: ['server', 'http', 'public', 'modules', 'events', 'db', 'integrations', 'admin', 'domain', 'generated'] },
];

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  message: string;
}

function layerOf(root: string, file: string) {
  const rel = relative(root, file).split(sep).join('/');
  // The most specific directory wins (src/views before src).
  return [...LAYERS]
    .sort((a, b) => b.dir.length - a.dir.length)
    .find((layer) => rel === layer.dir || rel.startsWith(`${layer.dir}/`));
}

function sourceFiles(dir: string): string[] {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });
}

/** Every import in src/ and server/ under `root` that crosses a layer boundary the wrong way. */
export function checkImports(root: string): Violation[] {
  const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'server'))];
  const violations: Violation[] = [];
  for (const file of files) {
    const from = layerOf(root, file);
    if (!from) continue;
    const text = readFileSync(file, 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    for (const imported of importedFiles) {
      const spec = imported.fileName;
      const rel = relative(root, file);
      if (!spec.startsWith('.')) continue; // packages are checked by package.json, not by layers
      const target = layerOf(root, resolve(dirname(file), spec));
      const line = text.slice(0, imported.pos).split('\n').length;
      if (!target) {
        violations.push({ file: rel, line, specifier: spec, message: `${from.name} may not import from outside src/ and server/` });
      } else if (!from.mayImport.includes(target.name)) {
        violations.push({
          file: rel,
          line,
          specifier: spec,
          message: `${from.name} may not import ${target.name} (allowed: ${from.mayImport.join(', ')})`,
        });
      }
    }
  }
  return violations;
}

import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { resolveSource, sourceFiles } from './source-files';

/**
 * The one-way imports of ARCHITECTURE.md. Each layer lists the layers it may import;
 * a file outside every layer (tests, scripts, bench) may import anything.
 */
export const LAYERS: ReadonlyArray<Layer> = [
  { name: 'views', dir: 'src/views', mayImport: ['views', 'machines', 'domain'] },
  { name: 'machines', dir: 'src/machines', mayImport: ['machines', 'api', 'domain'] },
  { name: 'api', dir: 'src/api', mayImport: ['api', 'generated', 'domain'] },
  { name: 'generated', dir: 'src/generated', mayImport: ['generated'] },
  { name: 'domain', dir: 'src/domain', mayImport: ['domain'] },
  { name: 'entry', dir: 'src', mayImport: ['views', 'machines', 'api', 'domain', 'entry'] },
  {
    name: 'http',
    dir: 'server/http',
    mayImport: ['http', 'modules', 'events', 'db', 'integrations', 'shared', 'domain', 'generated'],
  },
  {
    name: 'modules',
    dir: 'server/modules',
    mayImport: ['modules', 'events', 'db', 'integrations', 'shared', 'domain', 'generated'],
  },
  { name: 'integrations', dir: 'server/integrations', mayImport: ['integrations', 'shared', 'domain'] },
  { name: 'events', dir: 'server/events', mayImport: ['events', 'db', 'shared', 'domain'] },
  { name: 'db', dir: 'server/db', mayImport: ['db', 'shared'] },
  // The operators' command line is a second entry point: it builds the services from the same module list.
  {
    name: 'admin',
    dir: 'server/admin',
    mayImport: [
      'admin',
      'composition',
      'modules',
      'events',
      'db',
      'integrations',
      'http',
      'shared',
      'domain',
      'generated',
    ],
  },
  // The composition root: the only server files that see every module (config -> database -> modules -> HTTP).
  {
    name: 'composition',
    files: ['server/main.ts', 'server/server.ts', 'server/server-modules.ts'],
    mayImport: [
      'composition',
      'admin',
      'http',
      'modules',
      'events',
      'db',
      'integrations',
      'shared',
      'domain',
      'generated',
    ],
  },
  // Every other file at the top of server/: what all layers share (configuration, logging, errors, the module
  // contract of services.ts, page helpers). It knows no module, so any module may use it.
  {
    name: 'shared',
    dir: 'server',
    topLevelOnly: true,
    mayImport: ['shared', 'http', 'events', 'db', 'integrations', 'domain', 'generated'],
  },
];

interface Layer {
  name: string;
  /** Every file under this directory (the most specific layer wins)… */
  dir?: string;
  /** …or only the files directly in it… */
  topLevelOnly?: boolean;
  /** …or exactly these files. */
  files?: readonly string[];
  mayImport: readonly string[];
}

/** Each folder here is one server module: others enter it only through its index.ts, and modules form no cycle. */
export const MODULES_DIR = 'server/modules';

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  message: string;
}

const posix = (path: string) => path.split(sep).join('/');

function layerOf(rel: string): Layer | undefined {
  const byFile = LAYERS.find((layer) => layer.files?.includes(rel));
  if (byFile) return byFile;
  // The most specific directory wins (src/views before src).
  return [...LAYERS]
    .filter((layer) => layer.dir !== undefined)
    .sort((a, b) => b.dir!.length - a.dir!.length)
    .find((layer) => (layer.topLevelOnly ? dirname(rel) === layer.dir : rel.startsWith(`${layer.dir}/`)));
}

/** The module a path is in (`short-links` for server/modules/short-links/…), and the rest of its path there. */
function moduleOf(rel: string): { name: string; inner: string } | undefined {
  const match = new RegExp(`^${MODULES_DIR}/([^/]+)(?:/(.*))?$`).exec(rel);
  return match ? { name: match[1]!, inner: match[2] ?? '' } : undefined;
}

const isIndex = (inner: string) => ['', 'index', 'index.ts'].includes(inner);

interface Import {
  file: string;
  line: number;
  specifier: string;
  /** The imported file, relative to the root (a folder's index.ts for a folder). */
  target: string;
}

/** Every relative import (type-only ones too) of the files in src/ and server/ under `root`. */
function importsUnder(root: string): Import[] {
  const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'server'))];
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return ts
      .preProcessFile(text, true, true)
      .importedFiles.filter((imported) => imported.fileName.startsWith('.'))
      .map((imported) => ({
        file: posix(relative(root, file)),
        line: text.slice(0, imported.pos).split('\n').length,
        specifier: imported.fileName,
        target: posix(
          relative(
            root,
            resolveSource(resolve(dirname(file), imported.fileName)) ?? resolve(dirname(file), imported.fileName),
          ),
        ),
      }));
  });
}

function layerViolations(imports: readonly Import[]): Violation[] {
  return imports.flatMap(({ file, line, specifier, target }) => {
    const from = layerOf(file);
    if (!from) return [];
    const to = layerOf(target);
    if (!to) return [{ file, line, specifier, message: `${from.name} may not import from outside src/ and server/` }];
    if (from.mayImport.includes(to.name)) return [];
    return [
      {
        file,
        line,
        specifier,
        message: `${from.name} may not import ${to.name} (allowed: ${from.mayImport.join(', ')})`,
      },
    ];
  });
}

/** Imports from outside a module into one of its files other than index.ts. */
function deepImports(imports: readonly Import[]): Violation[] {
  return imports.flatMap(({ file, line, specifier, target }) => {
    const into = moduleOf(target);
    if (!into || isIndex(into.inner) || moduleOf(file)?.name === into.name) return [];
    const folder = posix(relative(dirname(file), `${MODULES_DIR}/${into.name}`));
    const entry = folder.startsWith('.') ? folder : `./${folder}`;
    return [
      {
        file,
        line,
        specifier,
        message: `reaches into the ${into.name} module: import from '${entry}' (its index.ts exports what other code may use)`,
      },
    ];
  });
}

/** One shortest cycle through each group of modules that import each other, named from its first module. */
function moduleCycles(imports: readonly Import[]): Violation[] {
  const edges = new Map<string, Map<string, Import>>();
  for (const imported of imports) {
    const from = moduleOf(imported.file)?.name;
    const to = moduleOf(imported.target)?.name;
    if (!from || !to || from === to) continue;
    const out = edges.get(from) ?? new Map<string, Import>();
    if (!out.has(to)) out.set(to, imported);
    edges.set(from, out);
  }
  const reported = new Set<string>();
  const violations: Violation[] = [];
  for (const start of [...edges.keys()].sort()) {
    if (reported.has(start)) continue;
    const cycle = shortestCycle(edges, start);
    if (!cycle) continue;
    cycle.forEach((name) => reported.add(name));
    const first = edges.get(cycle[0]!)!.get(cycle[1]!)!;
    violations.push({
      file: first.file,
      line: first.line,
      specifier: first.specifier,
      message: `server modules import each other in a circle: ${cycle.join(' -> ')} (pass what one needs as a port at composition, server/server-modules.ts)`,
    });
  }
  return violations;
}

/** The modules of the shortest path from `start` back to itself, start first and last; undefined if none. */
function shortestCycle(edges: ReadonlyMap<string, ReadonlyMap<string, Import>>, start: string): string[] | undefined {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    for (const next of [...(edges.get(at)?.keys() ?? [])].sort()) {
      if (next === start) {
        const path = [at];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, at);
      queue.push(next);
    }
  }
  return undefined;
}

/**
 * Every import in src/ and server/ under `root` that crosses a layer boundary the wrong way, reaches into another
 * server module past its index.ts, or closes a cycle between server modules.
 */
export function checkImports(root: string): Violation[] {
  const imports = importsUnder(root);
  return [...layerViolations(imports), ...deepImports(imports), ...moduleCycles(imports)];
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportCycles, valueImports } from '../../scripts/import-cycles';

let root: string | null = null;

function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = null;
});

describe('runtime import cycle lint', () => {
  it('names the files around a cycle of value imports, through an index too', () => {
    const dir = tree({
      'src/machines/registry.ts': "import { viewer } from './viewer';\nexport const all = [viewer];",
      'src/machines/viewer.ts': "import { simulate } from './simulation/index';\nexport const viewer = simulate;",
      'src/machines/simulation/index.ts': "import { all } from '../registry';\nexport const simulate = () => all;",
      'server/modules/a.ts': "import { b } from './b';\nexport const a = b;",
      'server/modules/b.ts': 'export const b = 1;',
    });
    expect(findImportCycles(dir)).toEqual([
      [
        'src/machines/registry.ts',
        'src/machines/viewer.ts',
        'src/machines/simulation/index.ts',
        'src/machines/registry.ts',
      ],
    ]);
  });

  it('does not count type-only imports and exports, nor dynamic imports', () => {
    const dir = tree({
      'server/a.ts': "import type { B } from './b';\nimport { type C } from './c';\nexport type A = B | C;",
      'server/b.ts':
        "export type { A } from './a';\nexport type B = string;\nexport const later = () => import('./a');",
      'server/c.ts': "import { a } from './d';\nexport type C = number;\nexport const c = a;",
      'server/d.ts': 'export const a = 1;',
    });
    expect(findImportCycles(dir)).toEqual([]);
  });

  it('counts side-effect imports and value re-exports', () => {
    expect(
      valueImports(
        "import './setup';\nexport { x } from './x';\nexport * from './all';\nimport { type T, v } from './v';",
      ),
    ).toEqual(['./setup', './x', './all', './v']);
  });

  it('finds no runtime cycle in the project itself', () => {
    expect(findImportCycles(new URL('../..', import.meta.url).pathname)).toEqual([]);
  });
});

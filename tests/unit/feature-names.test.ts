import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFeatureNames, FEATURE_NAMES } from '../../scripts/feature-names';

const root = mkdtempSync(join(tmpdir(), 'feature-names-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function tree(files: string[]): string {
  const dir = mkdtempSync(join(root, 'tree-'));
  for (const f of files) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    writeFileSync(join(dir, f), '');
  }
  return dir;
}

describe('feature names', () => {
  it('names the file or folder that uses a retired word and the name to use instead', () => {
    const dir = tree([
      'src/api/biolink.ts',
      'src/views/pages/home/bio-link-page.tsx',
      'src/machines/earning-months.machine.ts',
      'server/modules/galleries/galleries-projection.ts',
    ]);
    expect(checkFeatureNames(dir)).toEqual([
      { path: 'server/modules/galleries/galleries-projection.ts', word: 'projection', name: 'projections' },
      { path: 'src/api/biolink.ts', word: 'biolink', name: 'bio-link' },
      { path: 'src/machines/earning-months.machine.ts', word: 'earning', name: 'earnings' },
      { path: 'src/views/pages/home', word: 'home', name: 'bio-link' },
    ]);
  });

  it('accepts the feature names, and folder-only words inside longer file names', () => {
    const dir = tree([
      'src/api/bio-link.ts',
      'src/machines/bio-link-home.machine.ts',
      'src/machines/earnings-months.machine.ts',
      'src/views/pages/settings/settings-page.tsx',
      'server/modules/galleries/galleries-projections.ts',
      'tests/model/earnings-dashboard.model.test.ts',
    ]);
    expect(checkFeatureNames(dir)).toEqual([]);
  });

  it('is the table of the README', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const start = readme.indexOf('### Feature names');
    const section = readme.slice(start, readme.indexOf('\n#', start + 1));
    const rows = section
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| feature') && !line.startsWith('| ---'))
      .map((line) =>
        line
          .split('|')
          .map((cell) => cell.trim())
          .slice(1, 3),
      );
    expect(rows).toEqual(FEATURE_NAMES.map((f) => [f.feature, `\`${f.name}\``]));
  });
});

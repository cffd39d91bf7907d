/**
 * `npm run statecharts -- --compare <git-rev>`: every registered machine whose definition differs between the
 * revision and the working tree, drawn with its changes marked, a Markdown summary, and the same comparison as
 * JSON beside the built app for the viewer. The revision's machines are read from a temporary clone of it.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ELK from 'elkjs/lib/elk.bundled.js';
import { COMPARISON_FILE } from '../src/api/statecharts';
import { writeExportsFile } from './statecharts';
import {
  comparisonMarkdown,
  diffDefinitions,
  diffMarks,
  type Definition,
  type StatechartComparison,
} from '../src/domain/statechart-diff';
import { layoutStatechart } from '../src/domain/statechart-layout';
import { statechartSvg } from '../src/domain/statechart-svg';

const run = promisify(execFile);
const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const TSX = join(ROOT, 'node_modules/.bin/tsx');

export interface CompareOptions {
  /** The checkout whose working tree is the new version. */
  repoDir: string;
  rev: string;
  /** Where the SVGs and README.md go. */
  outDir: string;
  /** The built app: the comparison JSON is written into it when it exists. */
  appDir?: string;
}

export interface CompareResult {
  comparison: StatechartComparison;
  files: string[];
}

/** The definitions of a checkout, read in a child process with this project's graph code. */
async function definitionsOf(checkout: string): Promise<Definition[]> {
  const { stdout } = await run(TSX, [join(ROOT, 'scripts/statechart-definitions.ts'), checkout], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Definition[];
}

/** The commit a revision names in the checkout; a clear sentence when it names none. */
async function commitOf(repoDir: string, rev: string): Promise<string> {
  try {
    const { stdout } = await run('git', ['-C', repoDir, 'rev-parse', '--verify', '--quiet', `${rev}^{commit}`]);
    return stdout.trim();
  } catch {
    throw new Error(`'${rev}' is not a commit of ${repoDir}.`);
  }
}

/** The revision's machines, from a clone of it that shares the checkout's objects and this project's packages. */
async function definitionsAt(repoDir: string, commit: string): Promise<Definition[]> {
  const clone = mkdtempSync(join(tmpdir(), 'statecharts-rev-'));
  try {
    await run('git', ['clone', '--quiet', '--shared', '--no-checkout', repoDir, clone]);
    await run('git', ['-C', clone, 'checkout', '--quiet', '--detach', commit]);
    symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir');
    if (!existsSync(join(clone, 'src/machines/registry.ts')))
      throw new Error(`Commit ${commit} has no src/machines/registry.ts to compare with.`);
    return await definitionsOf(clone);
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}

export async function compareStatecharts({ repoDir, rev, outDir, appDir }: CompareOptions): Promise<CompareResult> {
  const commit = await commitOf(repoDir, rev);
  const [before, after] = await Promise.all([definitionsAt(repoDir, commit), definitionsOf(repoDir)]);
  const comparison: StatechartComparison = {
    format: 'linkmint-statechart-comparison',
    rev,
    commit,
    machines: diffDefinitions(before, after),
  };
  mkdirSync(outDir, { recursive: true });
  const elk = new ELK();
  const files: string[] = [];
  for (const machine of comparison.machines) {
    const layout = await layoutStatechart(machine.graph, elk);
    writeFileSync(
      join(outDir, `${machine.slug}.svg`),
      statechartSvg(machine.graph, layout, { diff: diffMarks(machine) }),
    );
    files.push(`${machine.slug}.svg`);
  }
  writeFileSync(join(outDir, 'README.md'), comparisonMarkdown(comparison));
  if (appDir && existsSync(appDir)) {
    mkdirSync(join(appDir, 'statecharts'), { recursive: true });
    writeFileSync(join(appDir, COMPARISON_FILE), JSON.stringify(comparison));
    writeExportsFile(appDir);
  }
  return { comparison, files };
}

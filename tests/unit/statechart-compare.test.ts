import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareRevision } from '../../scripts/statecharts';
import { compareStatecharts } from '../../scripts/statechart-compare';
import { diffMachine, describeTransition } from '../../src/domain/statechart-diff';
import { statechartGraph, type StatechartGraph } from '../../src/domain/statechart-graph';
import { sidebarMachine } from '../../src/machines/sidebar.machine';

const work = mkdtempSync(join(tmpdir(), 'statechart-compare-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-C', cwd, ...args], { encoding: 'utf8' });

/** The file and anchor the test edits: the confirm dialog's top-level states. */
const MACHINE_FILE = 'src/machines/confirm-dialog.machine.ts';
const ROOT_STATES = "\n  initial: 'hidden',\n  states: {\n";
const ADDED_STATE =
  "    peeking: {\n      description: 'A state the compare test adds.',\n      on: { 'dialog.peek.end': { target: 'hidden', description: 'A transition the compare test adds.' } },\n    },\n";

describe('npm run statecharts -- --compare <rev>', () => {
  it('reports exactly the state and transition a commit added, and marks them in the SVG', async () => {
    // A clone of the repository's last commit, with a commit adding one state and one transition on top.
    const clone = join(work, 'repo');
    execFileSync('git', ['clone', '--quiet', '--shared', resolve('.'), clone]);
    symlinkSync(resolve('node_modules'), join(clone, 'node_modules'), 'dir');
    const source = readFileSync(join(clone, MACHINE_FILE), 'utf8');
    expect(source).toContain(ROOT_STATES);
    writeFileSync(join(clone, MACHINE_FILE), source.replace(ROOT_STATES, `${ROOT_STATES}${ADDED_STATE}`));
    git(
      clone,
      '-c',
      'user.name=Compare test',
      '-c',
      'user.email=compare@test.invalid',
      'commit',
      '--quiet',
      '-am',
      'confirm dialog: a peeking state',
    );

    const outDir = join(work, 'out');
    const { comparison, files } = await compareStatecharts({ repoDir: clone, rev: 'HEAD~1', outDir });

    expect(comparison.commit).toBe(git(clone, 'rev-parse', 'HEAD~1').trim());
    expect(comparison.machines.map((m) => m.slug)).toEqual(['confirm-dialog']);
    const [change] = comparison.machines;
    expect(change).toMatchObject({
      statesAdded: ['confirmDialog.peeking'],
      statesRemoved: [],
      transitionsRemoved: [],
      transitionsChanged: [],
    });
    expect(change?.transitionsAdded.map((id) => change.transitions[id])).toEqual([
      'confirmDialog.peeking --dialog.peek.end--> confirmDialog.hidden',
    ]);
    expect(files).toEqual(['confirm-dialog.svg']);

    const svg = readFileSync(join(outDir, 'confirm-dialog.svg'), 'utf8');
    expect(svg).toMatch(/class="sc-state sc-atomic sc-added" data-state-id="confirmDialog\.peeking"/);
    const addedEdge = change?.transitionsAdded[0] ?? '';
    expect(svg).toContain(`class="sc-edge sc-event sc-added" data-edge-id="${addedEdge}"`);
    // Nothing else is marked.
    expect(svg.match(/sc-added"/g)).toHaveLength(2);
    expect(svg).not.toMatch(/sc-removed"|sc-changed"/);

    const summary = readFileSync(join(outDir, 'README.md'), 'utf8');
    expect(summary).toContain('# Statechart changes since HEAD~1');
    expect(summary).toContain(
      '| [Confirm dialog](confirm-dialog.svg) | `confirmDialog.peeking` | — | `confirmDialog.peeking --dialog.peek.end--> confirmDialog.hidden` | — | — |',
    );
  }, 120_000);

  it('refuses a revision that names no commit, with a sentence', async () => {
    await expect(
      compareStatecharts({ repoDir: resolve('.'), rev: 'no-such-revision-anywhere', outDir: join(work, 'none') }),
    ).rejects.toThrow("'no-such-revision-anywhere' is not a commit of");
  });

  it('reads the revision from --compare, --compare= or STATECHARTS_COMPARE', () => {
    expect(compareRevision(['--compare', 'main'], undefined)).toBe('main');
    expect(compareRevision(['--compare=HEAD~2'], 'main')).toBe('HEAD~2');
    expect(compareRevision([], 'v1.2')).toBe('v1.2');
    expect(compareRevision([], undefined)).toBeNull();
    expect(() => compareRevision(['--compare'], undefined)).toThrow(
      'Usage: npm run statecharts -- --compare <git revision>',
    );
  });
});

describe('comparing two definitions', () => {
  const before = statechartGraph(sidebarMachine);
  const definition = (graph: StatechartGraph) => ({ slug: 'sidebar', title: 'Side navigation', graph });

  it('finds no change in the same machine', () => {
    expect(diffMachine(definition(before), definition(statechartGraph(sidebarMachine)))).toBeNull();
  });

  it('marks a changed target and a changed guard, and keeps a removed state and transition in the drawing', () => {
    const toggle = before.edges.find((e) => e.source === 'sidebar.open' && e.event === 'sidebar.toggle');
    const guarded = before.edges.find((e) => e.guard !== undefined && e.source !== 'sidebar.checkingViewport');
    if (!toggle || !guarded) throw new Error('the sidebar has no toggle or no guard');
    const after: StatechartGraph = {
      ...before,
      nodes: before.nodes.filter((n) => n.id !== 'sidebar.checkingViewport'),
      edges: before.edges
        .filter((e) => e.source !== 'sidebar.checkingViewport')
        .map((e) =>
          e.id === toggle.id
            ? { ...e, targets: ['sidebar.open'] }
            : e.id === guarded.id
              ? { ...e, guard: 'isVeryNarrow' }
              : e,
        ),
    };
    const diff = diffMachine(definition(before), definition(after));
    expect(diff?.statesRemoved).toEqual(['sidebar.checkingViewport']);
    expect(diff?.statesAdded).toEqual([]);
    expect(diff?.transitionsChanged).toEqual(
      expect.arrayContaining([
        { id: toggle.id, before: describeTransition(toggle), after: 'sidebar.open --sidebar.toggle--> sidebar.open' },
      ]),
    );
    expect(diff?.transitionsChanged.find((c) => c.id === guarded.id)?.after).toContain('[isVeryNarrow]');
    const removed = before.edges.filter((e) => e.source === 'sidebar.checkingViewport').map((e) => `removed:${e.id}`);
    expect(diff?.transitionsRemoved).toEqual(removed);
    // The drawing holds both versions: the removed state and its transitions are there to be drawn struck out.
    expect(diff?.graph.nodes.map((n) => n.id)).toContain('sidebar.checkingViewport');
    expect(diff?.graph.edges.find((e) => e.id === toggle.id)?.label).toBe(
      'sidebar.toggle (was: target sidebar.collapsed → sidebar.open)',
    );
  });
});

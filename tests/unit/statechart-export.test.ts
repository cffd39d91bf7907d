// @vitest-environment jsdom
// jsdom for DOMParser: the exported SVGs must parse as XML.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exportStatecharts } from '../../scripts/statecharts';
import { EXPORTS_FILE, statechartExports } from '../../src/api/statecharts';
import { MACHINES, machineSlug } from '../../src/machines/registry';
import { sidebarMachine } from '../../src/machines/sidebar.machine';
import { statechartGraph } from '../../src/domain/statechart-graph';
import { coverageMarks, type ModelCoverage } from '../../src/domain/statechart-coverage';
import {
  describeValue,
  parseRecording,
  stateAt,
  takenEdgeId,
  toRecording,
  type LiveEntry,
} from '../../src/domain/statechart-live';

const work = mkdtempSync(join(tmpdir(), 'statecharts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const SIDEBAR_COVERAGE: ModelCoverage = {
  machine: 'sidebar',
  states: {
    covered: ['sidebar.checkingViewport', 'sidebar.open'],
    total: ['sidebar.checkingViewport', 'sidebar.collapsed', 'sidebar.open'],
  },
  transitions: {
    covered: ['"open" --sidebar.toggle-->'],
    total: ['"open" --sidebar.toggle-->', '"collapsed" --sidebar.toggle-->'],
  },
};

describe('npm run statecharts', () => {
  it('registers every machine file of src/machines, once', () => {
    const files = readdirSync('src/machines')
      .filter((name) => name.endsWith('.machine.ts'))
      .sort();
    expect(MACHINES.map((m) => m.file).sort()).toEqual(files);
  });

  it('writes one SVG that parses per machine, a Markdown index and the coverage beside the app', async () => {
    const coverageDir = join(work, 'coverage');
    mkdirSync(coverageDir);
    writeFileSync(join(coverageDir, 'sidebar.json'), JSON.stringify(SIDEBAR_COVERAGE));
    writeFileSync(join(coverageDir, 'not-coverage.json'), JSON.stringify({ hello: 'world' }));
    const appDir = join(work, 'app');
    mkdirSync(appDir);
    const outDir = join(work, 'docs');
    const result = await exportStatecharts({ outDir, coverageDir, appDir });

    const svgs = readdirSync(outDir)
      .filter((name) => name.endsWith('.svg'))
      .sort();
    expect(svgs).toEqual(MACHINES.map((m) => `${machineSlug(m)}.svg`).sort());
    const parser = new DOMParser();
    for (const name of svgs) {
      const doc = parser.parseFromString(readFileSync(join(outDir, name), 'utf8'), 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror'), name).toHaveLength(0);
      expect(doc.documentElement.tagName).toBe('svg');
    }
    const sidebarSvg = readFileSync(join(outDir, 'sidebar.svg'), 'utf8');
    expect(sidebarSvg).toContain('class="sc-state sc-atomic sc-uncovered" data-state-id="sidebar.collapsed"');

    const index = readFileSync(join(outDir, 'README.md'), 'utf8');
    for (const entry of MACHINES) expect(index).toContain(`(${machineSlug(entry)}.svg)`);
    expect(result.coverageFiles).toBe(1);
    expect(JSON.parse(readFileSync(join(appDir, 'statecharts/coverage.json'), 'utf8'))).toEqual([SIDEBAR_COVERAGE]);
    // The viewer reads which exports exist before asking for any.
    const exportsFile = () => JSON.parse(readFileSync(join(appDir, EXPORTS_FILE), 'utf8')) as unknown;
    expect(exportsFile()).toEqual(statechartExports(true, false));

    // Without model-test coverage there is no coverage file for the viewer to ask for.
    await exportStatecharts({ outDir, coverageDir: join(work, 'no-coverage'), appDir });
    expect(existsSync(join(appDir, 'statecharts/coverage.json'))).toBe(false);
    expect(exportsFile()).toEqual(statechartExports(false, false));
  }, 60_000);

  it('gives every build an exports file listing none, so the viewer asks for no file it was not given', () => {
    expect(JSON.parse(readFileSync(`public/${EXPORTS_FILE}`, 'utf8'))).toEqual(statechartExports(false, false));
  });
});

describe('coverage marks', () => {
  it('marks the states and transitions no model path reached', () => {
    const graph = statechartGraph(sidebarMachine);
    const marks = coverageMarks(graph, [SIDEBAR_COVERAGE]);
    expect(marks?.uncoveredNodes).toEqual(new Set(['sidebar.collapsed']));
    const toggleFromOpen = graph.edges.find((e) => e.source === 'sidebar.open' && e.event === 'sidebar.toggle');
    expect(toggleFromOpen && marks?.uncoveredEdges.has(toggleFromOpen.id)).toBe(false);
    const toggleFromCollapsed = graph.edges.find(
      (e) => e.source === 'sidebar.collapsed' && e.event === 'sidebar.toggle',
    );
    expect(toggleFromCollapsed && marks?.uncoveredEdges.has(toggleFromCollapsed.id)).toBe(true);
  });

  it('is null for a machine no coverage file describes', () => {
    expect(
      coverageMarks(statechartGraph(sidebarMachine), [
        { ...SIDEBAR_COVERAGE, states: { covered: [], total: ['launch.checking'] } },
      ]),
    ).toBeNull();
  });
});

describe('live steps and recordings', () => {
  const entries: LiveEntry[] = [
    { at: 1, machine: 'sidebar', event: 'xstate.init', from: null, to: 'open' },
    { at: 2, machine: 'launch', event: 'xstate.init', from: null, to: 'checking' },
    { at: 3, machine: 'sidebar', event: 'sidebar.toggle', from: 'open', to: 'collapsed' },
  ];

  it('reads a machine state at any step, before its first step too', () => {
    expect(stateAt(entries, -1, 'sidebar')).toBeNull();
    expect(stateAt(entries, 0, 'sidebar')).toBe('open');
    expect(stateAt(entries, 1, 'sidebar')).toBe('open');
    expect(stateAt(entries, 2, 'sidebar')).toBe('collapsed');
    expect(stateAt(entries, 2, 'navigation')).toBeUndefined();
  });

  it('finds the transition a step took', () => {
    const graph = statechartGraph(sidebarMachine);
    const edge = graph.edges.find((e) => e.id === takenEdgeId(graph, entries[2] as LiveEntry));
    expect(edge).toMatchObject({ source: 'sidebar.open', event: 'sidebar.toggle' });
    expect(takenEdgeId(graph, entries[0] as LiveEntry)).toBeNull();
  });

  it('saves and loads a recording; refuses other files with a reason', () => {
    expect(parseRecording(JSON.stringify(toRecording(entries)))).toEqual(entries);
    expect(() => parseRecording('{')).toThrow('not JSON');
    expect(() => parseRecording('{"entries": []}')).toThrow('not a Linkmint statechart recording');
    expect(() => parseRecording(JSON.stringify({ ...toRecording(entries), entries: [{ at: 'x' }] }))).toThrow(
      'malformed',
    );
  });

  it('writes state values for the log', () => {
    expect(describeValue(null)).toBe('(start)');
    expect(describeValue('open')).toBe('open');
    expect(describeValue({ open: { notice: 'hidden' } })).toBe('open.notice.hidden');
  });
});

import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { openSignedIn } from '../support/signed-in-browser';
import { startTestServer } from '../support/test-server';
import { apiCaller } from '../support/api-caller';
import { recordClicks } from '../support/clicks';
import { FREE_PLAN_INCLUDED_CLICKS } from '../../server/modules/plan-usage';
import { exportStatecharts } from '../../scripts/statecharts';
import { removeStatechartExports } from '../support/statechart-exports';
import { planUsageMachine } from '../../src/machines/plan-usage.machine';
import { statechartGraph } from '../../src/domain/statechart-graph';
import type { ModelCoverage } from '../../src/domain/statechart-coverage';
import type { RunningServer } from '../../server/server';

const OUT = 'test-output/e2e';
const work = mkdtempSync(join(tmpdir(), 'statecharts-e2e-'));

/** Sidebar coverage with 'collapsed' never reached, so the viewer has something to colour. */
const SIDEBAR_COVERAGE: ModelCoverage = {
  machine: 'sidebar',
  states: {
    covered: ['sidebar.checkingViewport', 'sidebar.open'],
    total: ['sidebar.checkingViewport', 'sidebar.collapsed', 'sidebar.open'],
  },
  transitions: { covered: ['"open" --sidebar.toggle-->'], total: ['"open" --sidebar.toggle-->'] },
};

const stateClass = (page: Page, id: string) => page.locator(`[data-state-id="${id}"]`).first().getAttribute('class');

describe('statechart viewer in the browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    // What `npm run statecharts` does: the coverage goes beside the built app, which the server then serves.
    const coverageDir = join(work, 'coverage');
    mkdirSync(coverageDir);
    writeFileSync(join(coverageDir, 'sidebar.json'), JSON.stringify(SIDEBAR_COVERAGE));
    await exportStatecharts({ outDir: join(work, 'docs'), coverageDir, appDir: 'dist/app' });
    server = await startTestServer();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(work, { recursive: true, force: true });
    // The other browser tests see the build as `npm run build` left it.
    removeStatechartExports();
  });

  it('lists every machine file of src/machines without a sign-in', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/pc/#/statecharts`);
    await page.getByRole('list', { name: 'Machines' }).waitFor();
    const files = readdirSync('src/machines').filter((name) => name.endsWith('.machine.ts'));
    for (const file of files) expect(await page.locator(`[data-machine-file="${file}"]`).count(), file).toBe(1);
    // No sign-in page took over and no side navigation shows.
    expect(new URL(page.url()).hash).toBe('#/statecharts');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.screenshot({ path: `${OUT}/statecharts-index.png` });
    await context.close();
  });

  it('draws the plan-usage dialog with its states and guard names, and shows a state description on click', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/pc/#/statecharts/plan-usage`);
    const graph = statechartGraph(planUsageMachine);
    await page.locator(`[data-state-id="${graph.machineId}"]`).waitFor();
    for (const node of graph.nodes) expect(await page.locator(`[data-state-id="${node.id}"]`).count(), node.id).toBe(1);
    const text = (await page.getByTestId('statechart-canvas').textContent()) ?? '';
    const guards = [...new Set(graph.edges.flatMap((e) => (e.guard ? [e.guard] : [])))];
    expect(guards.length).toBeGreaterThan(0);
    for (const guard of guards) expect(text).toContain(guard);

    const described = graph.nodes.find((n) => n.parentId !== null && n.description);
    if (!described) throw new Error('plan-usage has no described state');
    await page.locator(`[data-state-id="${described.id}"] .sc-title`).first().click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Selected state' }).textContent())
      .toContain(described.description);
    expect(await stateClass(page, described.id)).toContain('sc-selected');
    await page.screenshot({ path: `${OUT}/statecharts-plan-usage.png` });

    // Zoom buttons and the export.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    const zoom = page.locator('output[aria-label="Zoom"]');
    expect(await zoom.textContent()).toBe('125%');
    // Fit shows the whole machine: at most 100%, smaller when the diagram is wider than the canvas.
    await page.getByRole('button', { name: 'Fit' }).click();
    expect(Number.parseInt((await zoom.textContent()) ?? '', 10)).toBeLessThanOrEqual(100);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download SVG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('plan-usage.svg');
    await context.close();
  });

  it('colours what the model tests did not reach, from the exported coverage', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/pc/#/statecharts/sidebar`);
    await page.locator('[data-state-id="sidebar.collapsed"]').waitFor();
    expect(await stateClass(page, 'sidebar.collapsed')).toContain('sc-uncovered');
    expect(await stateClass(page, 'sidebar.open')).not.toContain('sc-uncovered');
    expect(await page.getByText('Model-test coverage:').count()).toBe(1);
    await context.close();
  });

  it('highlights a feature’s state too: the app’s plan-usage warn dialog lights up planUsage.visible', async () => {
    const creator = await apiCaller(server.url).registerCreator();
    // One click past 90% of the free allowance (under 10% left): the warn dialog (alert type 1) on the next launch.
    await recordClicks(server.services, creator.shopName, 'viewer-link', (FREE_PLAN_INCLUDED_CLICKS * 9) / 10 + 1);
    const { context } = await openSignedIn(browser, creator, { width: 1400, height: 900 });
    const viewer = await context.newPage();
    await viewer.goto(`${server.url}/pc/#/statecharts/plan-usage`);
    await viewer.locator('[data-state-id="planUsage.visible"]').waitFor();

    const app = await context.newPage();
    await app.goto(`${server.url}/pc/#/pages/myLinks/index`);
    const dialog = app.getByRole('dialog', { name: 'Plan usage' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('plan-usage-message').innerText()).toBe(
      "Less than 10% of your monthly plan's clicks remain.",
    );
    await expect.poll(() => stateClass(viewer, 'planUsage.visible')).toContain('sc-active');
    expect(await stateClass(viewer, 'planUsage.idle')).not.toContain('sc-active');
    const log = viewer.getByRole('list', { name: 'Event log' });
    expect(await log.textContent()).toContain('checkingUsedClicks → visible');
    await viewer.screenshot({ path: `${OUT}/statecharts-live-plan-usage.png` });

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => stateClass(viewer, 'planUsage.idle')).toContain('sc-active');
    expect(await log.locator('[data-machine="planUsage"]', { hasText: 'planUsage.close' }).count()).toBe(1);
    await context.close();
  });

  it('highlights the app tab’s states as the creator clicks, then replays the saved session to the same state', async () => {
    const creator = await apiCaller(server.url).registerCreator();
    const { context } = await openSignedIn(browser, creator, { width: 1400, height: 900 });
    const viewer = await context.newPage();
    await viewer.goto(`${server.url}/pc/#/statecharts/sidebar`);
    await viewer.locator('[data-state-id="sidebar.open"]').waitFor();

    const app = await context.newPage();
    await app.goto(`${server.url}/pc/#/pages/myLinks/index`);
    await app.getByRole('button', { name: 'Collapse navigation' }).click();
    await expect.poll(() => stateClass(viewer, 'sidebar.collapsed')).toContain('sc-active');
    expect(await stateClass(viewer, 'sidebar.open')).not.toContain('sc-active');
    await app.getByRole('button', { name: 'Expand navigation' }).click();
    await expect.poll(() => stateClass(viewer, 'sidebar.open')).toContain('sc-active');
    await app.getByRole('button', { name: 'Collapse navigation' }).click();
    await expect.poll(() => stateClass(viewer, 'sidebar.collapsed')).toContain('sc-active');
    const log = viewer.getByRole('list', { name: 'Event log' });
    expect(await log.locator('[data-machine="sidebar"]', { hasText: 'sidebar.toggle' }).count()).toBe(3);
    expect(await log.textContent()).toContain('open → collapsed');
    await viewer.screenshot({ path: `${OUT}/statecharts-live.png` });

    const [download] = await Promise.all([
      viewer.waitForEvent('download'),
      viewer.getByRole('button', { name: 'Save recording' }).click(),
    ]);
    const saved = join(work, 'recording.json');
    await download.saveAs(saved);
    await app.close();

    // Later, in a fresh tab with nothing live: load the file and step through it.
    const later = await context.newPage();
    await later.goto(`${server.url}/pc/#/statecharts/sidebar`);
    await later.locator('[data-state-id="sidebar.open"]').waitFor();
    await later.locator('input[type="file"]').setInputFiles(saved);
    const replay = later.getByRole('region', { name: 'Replay' });
    await expect.poll(() => replay.getByRole('heading').textContent()).toMatch(/^Replay: step 0 of \d+$/);
    const forward = later.getByRole('button', { name: 'Step forward' });
    while (await forward.isEnabled()) await forward.click();
    expect(await stateClass(later, 'sidebar.collapsed')).toContain('sc-active');
    // The recording holds every machine's steps; stepping back passes the others' to the sidebar's last toggle.
    const back = later.getByRole('button', { name: 'Step back' });
    while (!((await stateClass(later, 'sidebar.open')) ?? '').includes('sc-active')) {
      expect(await back.isEnabled()).toBe(true);
      await back.click();
    }
    expect(await stateClass(later, 'sidebar.collapsed')).not.toContain('sc-active');
    await later.screenshot({ path: `${OUT}/statecharts-replay.png` });
    await context.close();
  });
});

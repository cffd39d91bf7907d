import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { openSignedIn } from '../support/signed-in-browser';
import { loginMachine } from '../../src/machines/login.machine';
import { statechartGraph } from '../../src/domain/statechart-graph';
import { diffMachine, type StatechartComparison } from '../../src/domain/statechart-diff';
import type { ModelCoverage } from '../../src/domain/statechart-coverage';
import { statechartExports } from '../../src/api/statecharts';
import { balanceExamples } from '../../src/machines/balance.examples';
import { removeStatechartExports } from '../support/statechart-exports';

const work = mkdtempSync(join(tmpdir(), 'statechart-simulation-e2e-'));
const WRONG = 'The user name or password is incorrect.';

const stateClass = (page: Page, id: string) => page.locator(`[data-state-id="${id}"]`).first().getAttribute('class');
const isActive = async (page: Page, id: string) => ((await stateClass(page, id)) ?? '').includes('sc-active');

/** Whether two boxes on screen overlap. */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function controlsUnder(page: Page, cover: Locator): Promise<string[]> {
  const box = await cover.boundingBox();
  if (!box) throw new Error('The support chat button is not on screen.');
  const covered: string[] = [];
  for (const control of await page
    .locator('.sc-page button, .sc-page select, .sc-page textarea, .sc-page input, .sc-page label.lm-button')
    .all()) {
    const other = await control.boundingBox();
    if (other && (await control.isVisible()) && overlaps(box, other)) covered.push((await control.textContent()) ?? '');
  }
  return covered;
}

describe('simulating a machine in the statechart viewer', () => {
  const journey = browserJourney();
  // A build as `npm run build` leaves it: no model-test coverage and no comparison beside it.
  beforeAll(() => removeStatechartExports());
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('balance: its call succeeds with the example answer offered, on a build without exports and with no console error', async () => {
    const { server, browser } = journey;
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    const asked: string[] = [];
    page.on('request', (request) => void asked.push(new URL(request.url()).pathname));

    // From the list of machines, by clicking: the page says how to make what this build was not given.
    await page.goto(`${server.url}/pc/#/statecharts`);
    const hints = page.getByRole('list', { name: 'Not exported' });
    await hints.waitFor();
    expect(await hints.textContent()).toContain('npm run statecharts');
    expect(await hints.textContent()).toContain('npm run statecharts -- --compare <rev>');
    await page.locator('[data-machine-file="balance.machine.ts"] a').click();
    await page.locator('[data-state-id="balance.loading"]').waitFor();
    expect(await page.getByRole('toolbar', { name: 'Diagram' }).textContent()).toContain(
      'run the model tests, then npm run statecharts',
    );

    await page.getByRole('button', { name: 'Simulate' }).click();
    const simulation = page.getByRole('region', { name: 'Simulation' });
    const call = simulation.getByRole('group', { name: 'Invoked getBalance' });
    await call.waitFor();
    // The editor shows the example answer, typed by the machine's call (src/machines/balance.examples.ts).
    const offered = balanceExamples.actors.getBalance;
    expect(JSON.parse(await call.getByLabel('Output of getBalance').inputValue())).toEqual(offered.output);
    expect(await call.getByLabel('Error of getBalance').inputValue()).toBe(offered.error);
    await call.getByRole('button', { name: 'Succeed' }).click();
    await expect.poll(() => isActive(page, 'balance.ready')).toBe(true);
    expect(await simulation.getByRole('alert').count()).toBe(0);
    expect(await simulation.getByLabel('Context').textContent()).toContain('"referralCode": "JANE20"');
    await page.screenshot({ path: `${OUT}/statecharts-simulate-default-answer.png` });

    expect(asked).not.toContain('/pc/statecharts/coverage.json');
    expect(asked).not.toContain('/pc/statecharts/compare.json');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('login: a failed sign-in, a step back, a successful one, saved and replayed; nothing reaches the API', async () => {
    // A signed-in product owner: the support chat's button shows, and must leave the viewer's controls free.
    const { server, browser, api } = journey;
    const creator = await api.registerCreator();
    const { context, page } = await openSignedIn(browser, creator, { width: 1400, height: 900 });
    const signInCalls: string[] = [];
    await context.route(/\/(blogger\/v2\/login|auth\/public-key)/, (route) => {
      signInCalls.push(route.request().url());
      return route.abort();
    });
    // From the app to the viewer in the same tab, as a creator's colleague might: the chat button stays on screen.
    await page.goto(`${server.url}/pc/#/pages/myLinks/index`);
    const chatButton = page.getByRole('button', { name: /^Support chat/ });
    await chatButton.waitFor();
    await page.evaluate(() => {
      window.location.hash = '#/statecharts/login';
    });
    await page.locator('[data-state-id="login.editing.ready"]').waitFor();
    expect(await chatButton.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Simulate' }).click();
    const simulation = page.getByRole('region', { name: 'Simulation' });
    await simulation.waitFor();
    expect(await isActive(page, 'login.editing.ready')).toBe(true);
    const events = simulation.getByRole('group', { name: 'Events' });
    for (const type of ['field.change', 'field.blur', 'login.submit'])
      expect(await events.getByRole('button', { name: type, exact: true }).count(), type).toBe(1);

    // The empty form never passes its check: the reviewer forces it, then clicks 'login.submit' on the drawing.
    await simulation.getByLabel('Guard isFormValid').selectOption('true');
    await page.locator('.sc-edge.sc-available[data-event="login.submit"] text').first().click();
    await expect.poll(() => isActive(page, 'login.submitting.encrypting')).toBe(true);

    // Encryption succeeds, the sign-in call fails.
    const encrypt = simulation.getByRole('group', { name: 'Invoked encryptPassword' });
    await encrypt.getByLabel('Output of encryptPassword').fill('"c1pher"');
    await encrypt.getByRole('button', { name: 'Succeed' }).click();
    await expect.poll(() => isActive(page, 'login.submitting.signingIn')).toBe(true);
    const signIn = simulation.getByRole('group', { name: 'Invoked loginV2' });
    await signIn.getByLabel('Error of loginV2').fill(WRONG);
    await signIn.getByRole('button', { name: 'Fail' }).click();
    await expect.poll(() => isActive(page, 'login.editing.failed')).toBe(true);
    expect(await simulation.getByLabel('Simulated state').textContent()).toBe('Tags: error');
    expect(await simulation.getByLabel('Context').textContent()).toContain(`"failure": "${WRONG}"`);
    await page.screenshot({ path: `${OUT}/statecharts-simulate-failed.png` });
    expect(await controlsUnder(page, chatButton)).toEqual([]);

    // One step back, and this time the call succeeds.
    await simulation.getByRole('button', { name: 'Step back' }).click();
    await expect.poll(() => isActive(page, 'login.submitting.signingIn')).toBe(true);
    expect(await isActive(page, 'login.editing.failed')).toBe(false);
    await signIn.getByLabel('Output of loginV2').fill('{"token": "t", "shopName": "jane", "loginType": 1}');
    await signIn.getByRole('button', { name: 'Succeed' }).click();
    await expect.poll(() => isActive(page, 'login.signedIn')).toBe(true);
    expect(await simulation.getByLabel('Simulated state').textContent()).toContain('Finished (final state).');
    const steps = simulation.getByRole('list', { name: 'Simulation steps' });
    expect(await steps.getByRole('listitem').allTextContents()).toEqual([
      'start → editing.ready',
      'login.submit editing.ready → submitting.encrypting',
      'encryptPassword succeeded submitting.encrypting → submitting.signingIn',
      'loginV2 succeeded submitting.signingIn → signedInwould: emits session.signedIn',
    ]);
    await page.screenshot({ path: `${OUT}/statecharts-simulate-signed-in.png` });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      simulation.getByRole('button', { name: 'Save recording' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('login-simulation.json');
    const saved = join(work, 'login-simulation.json');
    await download.saveAs(saved);

    // Loading the file replays the same steps.
    await simulation.getByRole('button', { name: 'Stop simulating' }).click();
    await page.locator('input[type="file"]').setInputFiles(saved);
    const replay = page.getByRole('region', { name: 'Replay' });
    await expect.poll(() => replay.getByRole('heading').textContent()).toBe('Replay: step 0 of 4');
    const forward = replay.getByRole('button', { name: 'Step forward' });
    const visited: string[] = [];
    for (const id of [
      'login.editing.ready',
      'login.submitting.encrypting',
      'login.submitting.signingIn',
      'login.signedIn',
    ]) {
      await forward.click();
      await expect.poll(() => isActive(page, id), { message: id }).toBe(true);
      visited.push(id);
    }
    expect(await forward.isEnabled()).toBe(false);
    expect(visited).toHaveLength(4);
    expect(await replay.getByRole('list', { name: 'Event log' }).textContent()).toContain('xstate.done.actor.loginV2');
    expect(signInCalls).toEqual([]);
    await context.close();
  });

  it('a machine changed since the compared revision: the list says so, its page marks the change; a state links to its screen and lists the model paths ending in it', async () => {
    const graph = statechartGraph(loginMachine);
    // The login as a revision had it before 'signedIn' was added.
    const before = {
      ...graph,
      nodes: graph.nodes.filter((n) => n.id !== 'login.signedIn'),
      edges: graph.edges.filter((e) => !e.targets.includes('login.signedIn')),
    };
    const change = diffMachine(
      { slug: 'login', title: 'Login', graph: before },
      { slug: 'login', title: 'Login', graph },
    );
    if (!change) throw new Error('no change');
    const comparison: StatechartComparison = {
      format: 'linkmint-statechart-comparison',
      rev: 'main',
      commit: 'a1b2c3d4e5f6a7b8',
      machines: [change],
    };
    const failedPath = ['login.submit', 'xstate.done.actor.encryptPassword', 'xstate.error.actor.loginV2'];
    const coverage: ModelCoverage = {
      machine: 'login',
      states: {
        covered: graph.nodes.filter((n) => n.parentId).map((n) => n.id),
        total: graph.nodes.filter((n) => n.parentId).map((n) => n.id),
      },
      transitions: { covered: [], total: [] },
      paths: [
        { events: [...failedPath, 'field.change'], value: { editing: 'ready' } },
        { events: failedPath, value: { editing: 'failed' } },
        { events: ['login.submit', 'xstate.error.actor.encryptPassword'], value: { editing: 'failed' } },
      ],
    };
    // What `npm run statecharts -- --compare main` and the model tests would have left beside the app.
    const { server, browser } = journey;
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.route('**/statecharts/index.json', (route) => route.fulfill({ json: statechartExports(true, true) }));
    await context.route('**/statecharts/compare.json', (route) => route.fulfill({ json: comparison }));
    await context.route('**/statecharts/coverage.json', (route) => route.fulfill({ json: [coverage] }));
    const page = await context.newPage();
    await page.goto(`${server.url}/pc/#/statecharts`);
    await expect
      .poll(() => page.locator('.sc-page').getByRole('status').textContent())
      .toBe('Compared with main (a1b2c3d4e5f6): 1 machine changed, marked below.');
    expect(await page.locator('[data-machine-file="login.machine.ts"]').textContent()).toContain('changed since main');
    expect(await page.locator('[data-machine-file="sidebar.machine.ts"]').textContent()).not.toContain('changed since');

    await page.locator('[data-machine-file="login.machine.ts"] a').click();
    await page.locator('[data-state-id="login.signedIn"]').waitFor();
    expect(await stateClass(page, 'login.signedIn')).not.toContain('sc-added');
    await page.getByRole('button', { name: 'Changes since main' }).click();
    await expect.poll(() => stateClass(page, 'login.signedIn')).toContain('sc-added');
    const added = change.transitionsAdded[0] ?? '';
    expect(await page.locator(`[data-edge-id="${added}"]`).getAttribute('class')).toContain('sc-added');
    const changes = page.getByRole('region', { name: 'Changes' });
    expect(await changes.getByRole('list', { name: 'States added' }).textContent()).toBe('login.signedIn');
    expect(await changes.getByRole('list', { name: 'Transitions added' }).textContent()).toBe(
      'login.submitting.signingIn --xstate.done.actor.loginV2--> login.signedIn',
    );
    await page.screenshot({ path: `${OUT}/statecharts-changes.png` });
    await page.getByRole('button', { name: 'Hide changes' }).click();
    await expect.poll(() => stateClass(page, 'login.signedIn')).not.toContain('sc-added');

    await page.locator('[data-state-id="login.editing.failed"] .sc-title').first().click();
    const details = page.getByRole('region', { name: 'Selected state' });
    await details.waitFor();
    expect(await details.getByRole('link', { name: '/pages/login/index' }).getAttribute('href')).toBe(
      '#/pages/login/index',
    );
    expect(
      await details.getByRole('list', { name: 'Model-test paths' }).getByRole('listitem').allTextContents(),
    ).toEqual(['login.submit → xstate.error.actor.encryptPassword', failedPath.join(' → ')]);
    await context.close();
  });
});

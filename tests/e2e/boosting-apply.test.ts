import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BOOSTING_TEXTS } from '../../src/domain/boosting-application';
import { dateLabel } from '../../src/domain/date-ranges';
import { BOOSTING_PATHS } from '../../src/domain/boosting-routes';
import { boostingApi, daysFromToday } from '../api/boosting-support';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { openSignedIn } from '../support/signed-in-browser';

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

/** The tracking ids a step lists for one retailer, in order, each with whether it can be ticked. */
const listed = (page: Page, retailer: string) =>
  page
    .getByRole('group', { name: `${retailer} tracking IDs` })
    .getByRole('checkbox')
    .evaluateAll((boxes) =>
      boxes.map(
        (b) =>
          `${b.closest('label')?.getAttribute('data-tracking-id')}${(b as HTMLInputElement).disabled ? ' (disabled)' : ''}`,
      ),
    );

async function openCreatePanel(page: Page) {
  await page.getByRole('button', { name: 'Create A New Link' }).click();
  const panel = page.getByRole('dialog', { name: 'Create A New Link' });
  await panel.waitFor();
  const actions = panel.locator('.lm-create-panel__action');
  // The whitelist check answered: the actions replace the loading skeleton.
  await actions.first().waitFor();
  return { panel, actions };
}

/**
 * The boosting application journey on the real server: a whitelisted creator with two links and Amazon and Walmart
 * tracking ids, one of which another application already uses, opens boosting from the create panel, picks a link
 * and two ids (the used one disabled and last), saves a draft, leaves, reopens it from the drafts, edits and submits
 * it. A creator off the whitelist is offered no boosting at all.
 */
describe('boosting application in the browser', () => {
  const journey = browserJourney();

  it('create panel -> start -> link and two ids -> draft saved -> reopened from the drafts -> edited -> submitted', async () => {
    const api = boostingApi(journey.server);
    const jane = await api.boostingCreator();
    // Another application of the shop already credits jane-21: it is shown disabled and last.
    await api.ok(
      api.post(
        '/user/submitBoosting',
        api.application([jane.links[0]], { trackingIds: [{ trackingId: 'jane-21', source: 1 }] }),
        jane.token,
      ),
    );

    const { context, page } = await openSignedIn(journey.browser, jane);
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    await page.getByRole('heading', { name: 'My Links', level: 1 }).waitFor();
    const { panel } = await openCreatePanel(page);
    const boosting = panel.locator('[data-action="boosting"]');
    expect(await boosting.isDisabled()).toBe(false);
    await boosting.click();
    await expect.poll(() => hashOf(page)).toBe(`#${BOOSTING_PATHS.apply}`);
    await page.getByRole('region', { name: 'What boosting is' }).waitFor();
    await page.getByRole('button', { name: 'Start an application' }).click();
    await expect.poll(() => hashOf(page)).toBe(`#${BOOSTING_PATHS.application}`);

    // Links: the newest first; Next waits for a tick.
    await page.getByRole('heading', { name: 'New boosting application', level: 1 }).waitFor();
    const links = page.getByRole('group', { name: 'Which links should the ads promote?' }).getByRole('checkbox');
    await expect.poll(() => links.count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /Desk lamp/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    // Tracking ids: Amazon (selection 1034) and Walmart (109); the id another application uses is disabled and last.
    await expect.poll(() => listed(page, 'Amazon')).toEqual(['jane-20', 'jane-21 (disabled)']);
    expect(await listed(page, 'Walmart')).toEqual(['jane_walmart']);
    expect(
      await page.locator('[data-selection]').evaluateAll((sets) => sets.map((s) => s.getAttribute('data-selection'))),
    ).toEqual(['1034', '109']);
    await page.getByText(BOOSTING_TEXTS.activeElsewhere, { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'jane-20' }).check();
    await page.getByRole('checkbox', { name: 'jane_walmart' }).check();
    await page.screenshot({ path: `${OUT}/boosting-tracking-ids.png` });
    await page.getByRole('button', { name: 'Next' }).click();

    // Details: a budget under the minimum is refused with the server's sentence once Next is pressed.
    const budget = page.getByRole('textbox', { name: 'Budget (US dollars)' });
    await budget.fill('20');
    await page.getByLabel('Start date (Pacific time)').fill(daysFromToday(2));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('The budget must be from $50.00 to $100,000.00.', { exact: false }).first().waitFor();
    await budget.fill('150.5');
    await page.getByRole('status').filter({ hasText: 'Unsaved changes' }).waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: BOOSTING_TEXTS.draftSaved }).first().waitFor();
    await page.getByRole('status').filter({ hasText: 'Draft saved' }).first().waitFor();
    const drafts = await api.ok(api.post('/boosting/draftList', {}, jane.token));
    expect(drafts.list).toHaveLength(1);
    expect(drafts.list[0]).toMatchObject({
      contentIds: [jane.links[1]],
      budget: { amountCents: 15_050, currency: 'USD' },
      startDate: daysFromToday(2),
    });
    expect(drafts.list[0].trackingIds).toEqual([
      { trackingId: 'jane-20', source: 1 },
      { trackingId: 'jane_walmart', source: 7 },
    ]);
    // A second save replaces the draft instead of adding one.
    await page.getByRole('textbox', { name: 'Note to the reviewers' }).fill('Evenings work best');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect
      .poll(async () =>
        (await api.ok(api.post('/boosting/draftList', {}, jane.token))).list.map((d: { note?: string }) => d.note),
      )
      .toEqual(['Evenings work best']);
    const draftId = drafts.list[0].id as string;

    // Leave for My Links, then come back through the boosting start page and the drafts list.
    await page.getByRole('link', { name: 'My Links' }).first().click();
    await page.getByRole('heading', { name: 'My Links', level: 1 }).waitFor();
    await page.goto(`${journey.server.url}/pc/#${BOOSTING_PATHS.apply}`);
    await page.getByRole('link', { name: 'Drafts' }).click();
    await page.getByRole('heading', { name: 'Boosting drafts', level: 1 }).waitFor();
    const row = page.locator(`[data-draft="${draftId}"]`);
    await expect
      .poll(() => row.innerText())
      .toContain(`1 link · 2 tracking IDs · $150.50 · ${dateLabel(daysFromToday(2))} – …`);
    await page.screenshot({ path: `${OUT}/boosting-drafts.png` });
    await row.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => hashOf(page)).toBe(`#${BOOSTING_PATHS.edit}?id=${draftId}`);

    // The draft comes back as it was saved, step by step.
    await page.getByRole('heading', { name: 'Edit boosting draft', level: 1 }).waitFor();
    expect(await page.getByRole('checkbox', { name: /Desk lamp/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByRole('checkbox', { name: 'jane-20' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'jane_walmart' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'jane-21' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await budget.inputValue()).toBe('150.50');
    expect(await page.getByRole('textbox', { name: 'Note to the reviewers' }).inputValue()).toBe('Evenings work best');

    // Edit: a larger budget (typed with a separator) and the end date, then review and submit.
    await budget.fill('1,250.75');
    await page.getByLabel('End date (Pacific time)').fill(daysFromToday(9));
    await page.getByRole('button', { name: 'Next' }).click();
    const review = page.getByRole('definition').filter({ hasText: '$1,250.75' });
    await review.waitFor();
    await page.screenshot({ path: `${OUT}/boosting-review.png` });
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('region', { name: 'Application submitted' }).waitFor();
    await page.getByRole('status').filter({ hasText: BOOSTING_TEXTS.submitted }).first().waitFor();

    // The application the server keeps: the draft's id, exact cents, the two ids; no draft is left.
    const applications = await api.ok(api.post('/user/boosting/list', {}, jane.token));
    const submitted = applications.list.find((a: { id: string }) => a.id === draftId);
    expect(submitted).toMatchObject({
      status: 'submitted',
      contentIds: [jane.links[1]],
      trackingIds: [
        { trackingId: 'jane-20', source: 1 },
        { trackingId: 'jane_walmart', source: 7 },
      ],
      budget: { amountCents: 125_075, currency: 'USD' },
      startDate: daysFromToday(2),
      endDate: daysFromToday(9),
      note: 'Evenings work best',
    });
    expect((await api.ok(api.post('/boosting/draftList', {}, jane.token))).list).toEqual([]);
    await page.getByRole('link', { name: 'View the application' }).click();
    await expect.poll(() => hashOf(page)).toBe(`#${BOOSTING_PATHS.detail}?id=${draftId}`);
    await context.close();
  });

  it('a creator off the whitelist sees no boosting action, and the boosting pages say why', async () => {
    const api = boostingApi(journey.server);
    const bob = await api.boostingCreator({ whitelisted: false });
    const { context, page } = await openSignedIn(journey.browser, bob);
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    await page.getByRole('heading', { name: 'My Links', level: 1 }).waitFor();
    const { actions } = await openCreatePanel(page);
    await expect
      .poll(() => actions.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-action'))))
      .toEqual(['landingPage', 'gallery', 'collage', 'deepLink']);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Create A New Link' }).count()).toBe(0);

    // Opened by its address, the start page explains and offers no application.
    await page.goto(`${journey.server.url}/pc/#${BOOSTING_PATHS.apply}`);
    await page.getByRole('alert').filter({ hasText: BOOSTING_TEXTS.notWhitelisted }).waitFor();
    expect(await page.getByRole('button', { name: 'Start an application' }).count()).toBe(0);
    await page.goto(`${journey.server.url}/pc/#${BOOSTING_PATHS.application}`);
    await page.getByRole('region', { name: 'Boosting is not open to your shop' }).waitFor();
    expect(await page.getByRole('button', { name: 'Submit application' }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await page.screenshot({ path: `${OUT}/boosting-not-whitelisted.png` });
    await context.close();
  });
});

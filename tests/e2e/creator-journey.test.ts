import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loadConfig } from '../../server/config';
import type { PrivateReply } from '../../server/integrations/messaging/messaging-port';
import { createSimulatedMessaging } from '../../server/integrations/messaging/simulated-messaging';
import { simulatorSecretIn } from '../../server/integrations/messaging/simulator-key';
import { bundledCatalog } from '../../server/modules/catalog/catalog-data';
import { startServer, type RunningServer } from '../../server/server';
import { AUTO_DM_TEXTS } from '../../src/domain/auto-dm';
import { retailerOfAddress } from '../../src/domain/earn-rule';
import { monthsBefore } from '../../src/domain/date-ranges';
import { pacificDate } from '../../src/domain/pacific-time';
import { EDITOR_SAVED_TEXT } from '../../src/machines/bio-link-editor.machine';
import { EDITOR_TEXTS } from '../../src/machines/landing-page-editor.machine';
import { adminOn } from '../support/admin-cli';
import { bioPreview, hashOf } from '../support/app-pages';
import { E2E_OUTPUT as OUT } from '../support/browser-journey';
import { launchChromium } from '../support/chromium';
import { PHONE_USER_AGENT } from '../support/clicks';
import { openTestDatabase } from '../support/db';
import { pngOf } from '../support/media-fixtures';
import { connectThroughSimulatedDialog } from '../support/simulated-facebook';

/**
 * Issue 24's journey: one creator's whole story in one browser session, every feature reached by clicking from the
 * tabs, the create panel and the settings panel (the only address typed is the app's own, once): sign-up, a
 * tracking ID, the bio page, Connect Instagram, a product on a post, an Auto DM, a collage, a landing page and a
 * gallery, a plan bought and changed mid-month, earnings and the dashboard, a new password. The audience's
 * part is played from outside the app, as it happens in life: a follower's comment comes through the simulator's
 * intake, a network's earnings report through the operator's import, and a visitor opens the public pages with
 * JavaScript off. At the end every outgoing retailer address of every public page and of every DM the simulator
 * delivered is followed: each carries the creator's tag (or was knowingly left untagged), and the balance figures
 * of Settings > Income and the earnings page agree.
 */

const n = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CREATOR = {
  username: `journey_${n}`,
  email: `journey_${n}@example.com`,
  handle: `jo_${n}`,
  password: 'First-secret-1',
  newPassword: 'Second-secret-2',
  amazonTag: `jo${n.slice(-6)}-20`,
  targetTrackingId: `jo_target_${n.slice(-6)}`,
  targetImpact: { publisherId: '2345678', adId: '2092', campaignId: '16662' },
};

/** A retailer address pasted as it is copied from the address bar, not from the catalog. */
const PASTED_AMAZON = 'https://www.amazon.com/dp/B00NR1YQHM';
/** A Walmart address the creator keeps untagged on purpose (no Walmart ids at all). */
const KEPT_WALMART = 'https://www.walmart.com/ip/Ninja-Air-Fryer/123456789';
const AMAZON_ITEM = bundledCatalog().products.find((p) => p.retailer === 'amazon' && p.inStock !== false)!;
const TARGET_ITEM = bundledCatalog().products.find((p) => p.retailer === 'target' && p.inStock !== false)!;
const POST = { mediaId: `post_${n}`, caption: 'My reading corner' };

/** What the journey made, for the checks at the end. */
interface Story {
  publicPages: { name: string; url: string }[];
  /** Retailer addresses the creator chose to keep untagged. */
  keptUntagged: string[];
}

describe("one creator's whole story in one browser session", () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** The private replies the simulator delivered, as the follower receives them. */
  const deliveries: PrivateReply[] = [];
  const story: Story = { publicPages: [], keptUntagged: [] };
  const app = () => server.url;
  const nav = () => page.getByRole('navigation', { name: 'Main' });
  const admin = (...argv: string[]) => adminOn(server)(...argv);
  /** The navigation highlights the tab whose section the page on screen belongs to. */
  const expectTab = (tab: string) => expect.poll(() => nav().locator('[aria-current="page"]').innerText()).toBe(tab);
  const bioPageUrl = () => story.publicPages.find((p) => p.name === 'bio page')!.url;

  beforeAll(async () => {
    const database = await openTestDatabase('pglite');
    // The built-in simulator, watched: every DM it delivers is kept for the checks at the end.
    const simulator = createSimulatedMessaging(simulatorSecretIn(database));
    const messaging = {
      ...simulator,
      async sendPrivateReply(reply: PrivateReply) {
        deliveries.push(reply);
        return simulator.sendPrivateReply(reply);
      },
    };
    server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', TRUST_PROXY: 'true' }), {
      database,
      messaging,
    });
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('1. signs up as a new creator does', () => signUp());
  it('2. adds an Amazon tracking ID in Account info', () => addAmazonTrackingId());
  it('3. creates the bio page with buttons, one a pasted Amazon address', () => createBioPage());
  it("4. connects Instagram from the Bio Link tab's card", () => connectInstagram());
  it('5a. adds an Amazon and a Target product to My Shop', () => addShopProducts());
  it('5b. attaches a product and a link to an Instagram post; a visitor sees them without JavaScript', () =>
    attachProductToPost());
  it('5c. sets an Auto DM on the post and a follower receives it', () => setAutoDmAndReceiveIt());
  it('6a. creates a collage with an Amazon and a Target product, adding the Impact IDs on the spot', () =>
    createCollage());
  it('6b. creates a landing page from the create panel, with an Amazon and a Target product', () =>
    createLandingPage());
  it("6c. creates a link gallery from My Links' more ways to link, with an Amazon and a Target tile", () =>
    createGallery());
  it('7. buys Starter, then changes to Pro mid-month: the unused part is credited, shown and billed', () =>
    buyPlanAndChangeMidMonth());
  it('8. earnings come in; the Account tab opens the dashboard', () => importEarningsAndOpenDashboard());
  it('9. changes the password on the account page, and signs in with it', () => changePassword());
  it('10a. every outgoing retailer address of every public page and DM carries the creator tag', () =>
    checkEveryOutgoingAddress());
  it('10b. Settings > Income and the earnings page show the same money', () => checkBalancesAgree());

  // ---- the steps ----

  async function signUp() {
    await page.goto(`${app()}/pc/`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create your Linkmint account' }).waitFor();
    await page.getByLabel('User name').fill(CREATOR.username);
    await page.getByLabel('Email').fill(CREATOR.email);
    await page.getByLabel('Password', { exact: true }).fill(CREATOR.password);
    await page.getByLabel('Confirm password').fill(CREATOR.password);
    await page.getByLabel('Handle').fill(CREATOR.handle);
    await page.getByText('Available').waitFor();
    await page.getByLabel('First name').fill('Jo');
    await page.getByRole('button', { name: 'Create account' }).click();
    await nav().waitFor();
    await page.getByRole('button', { name: `Settings for ${CREATOR.handle}` }).waitFor();
  }

  async function openSettingsRow(row: string) {
    await page.getByRole('button', { name: `Settings for ${CREATOR.handle}` }).click();
    const panel = page.getByRole('complementary', { name: 'Settings panel' });
    await panel.locator('nav[aria-busy="false"]').waitFor();
    await panel.getByRole('navigation', { name: 'Settings' }).getByRole('button', { name: row }).click();
    await expect.poll(() => panel.count()).toBe(0);
  }

  async function addAmazonTrackingId() {
    await openSettingsRow('Account info');
    await page.getByRole('heading', { name: 'Account info', level: 1 }).waitFor();
    await expectTab('Account');
    const amazon = page.getByRole('group', { name: 'Amazon tracking IDs' });
    await amazon.getByLabel('New Amazon tracking ID').fill(CREATOR.amazonTag);
    await amazon.getByRole('button', { name: 'Add', exact: true }).click();
    await amazon.getByRole('listitem').filter({ hasText: CREATOR.amazonTag }).waitFor();
  }

  async function createBioPage() {
    await nav().getByRole('link', { name: 'Bio Link + Auto DM' }).click();
    await page
      .getByRole('region', { name: 'No bio link page yet' })
      .getByRole('button', { name: 'Create your bio link page' })
      .click();
    const title = page.getByRole('textbox', { name: 'Page title' });
    await expect.poll(() => title.inputValue()).toBe(CREATOR.handle);
    await title.fill('Jo reads');
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/home/biolink_edit');

    const label = page.getByRole('textbox', { name: 'Button label' });
    const address = page.getByRole('textbox', { name: 'Button address' });
    const warning = page.getByRole('group', { name: 'This button earns no commission yet' });
    // The pasted Amazon address earns with the tag added in step 2: nothing to warn about.
    await label.fill('My favourite lamp');
    await address.fill(PASTED_AMAZON);
    await page.getByRole('button', { name: 'Add button' }).click();
    await page.locator('li[data-button="My favourite lamp"]').waitFor();
    expect(await warning.count()).toBe(0);
    await label.fill('My blog');
    await address.fill('https://blog.example.com/');
    await page.getByRole('button', { name: 'Add button' }).click();
    await page.locator('li[data-button="My blog"]').waitFor();
    // A Walmart address without any Walmart ids: the editor says so at once, and the creator keeps it untagged.
    await label.fill('Air fryer deal');
    await address.fill(KEPT_WALMART);
    await warning.waitFor();
    await warning.getByRole('checkbox', { name: 'Keep this link untagged (it earns no commission)' }).check();
    await page.getByRole('button', { name: 'Add button' }).click();
    await page.locator('li[data-button="Air fryer deal"]').waitFor();
    story.keptUntagged.push(KEPT_WALMART);

    await page.getByRole('textbox', { name: 'Name on the page' }).fill('Jo');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: EDITOR_SAVED_TEXT }).waitFor();
    await page.getByText('Everything is saved.').waitFor();
    await page.screenshot({ path: `${OUT}/journey-bio-editor.png`, fullPage: true });

    // Customize look previews the creator's own buttons.
    await nav().getByRole('link', { name: 'Bio Link + Auto DM' }).click();
    await page
      .getByRole('navigation', { name: 'Bio link page' })
      .getByRole('button', { name: 'Customize look' })
      .click();
    const preview = bioPreview(page, 'Preview of the look');
    await expect
      .poll(() => preview.locator('a.b').allTextContents())
      .toEqual(['My favourite lamp', 'My blog', 'Air fryer deal']);

    await nav().getByRole('link', { name: 'Bio Link + Auto DM' }).click();
    const bioUrl = page.getByTestId('bio-url');
    await bioUrl.waitFor();
    story.publicPages.push({ name: 'bio page', url: await bioUrl.innerText() });
  }

  async function connectInstagram() {
    // The creator has posted on Instagram; the simulator records the post as a sync would.
    expect(
      (await admin('bio', 'post', CREATOR.handle, '--media-id', POST.mediaId, '--caption', POST.caption)).code,
    ).toBe(0);
    const card = page.getByRole('region', { name: 'Auto DM', exact: true });
    await card.getByRole('heading', { name: 'Connect Instagram' }).waitFor();
    await card.getByRole('button', { name: 'Connect Instagram' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/fbAuth/index');
    await expectTab('Bio Link + Auto DM');
    await connectThroughSimulatedDialog(page);
  }

  async function attachProductToPost() {
    await nav().getByRole('link', { name: 'Bio Link + Auto DM' }).click();
    const posts = page.getByRole('region', { name: 'Posts on your page' });
    const tile = posts.getByRole('button', { name: `Open post: ${POST.caption}` });
    await expect.poll(() => tile.innerText()).toContain('Nothing attached');
    await tile.click();
    const editor = posts.getByRole('region', { name: 'Products and links of this post' });
    await editor.getByRole('button', { name: 'Add a product' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a product' });
    await picker.getByRole('button', { name: `Choose ${AMAZON_ITEM.title}` }).click();
    await editor.locator(`li[data-item="${AMAZON_ITEM.title}"]`).waitFor();
    // A link pasted as copied from the retailer: it earns like every other.
    await editor.getByRole('textbox', { name: 'Link title' }).fill('The lamp itself');
    await editor.getByRole('textbox', { name: 'Link address' }).fill(PASTED_AMAZON);
    expect(await editor.getByRole('group', { name: /earns no commission yet$/ }).count()).toBe(0);
    await editor.getByRole('button', { name: 'Add link' }).click();
    await editor.locator('li[data-item="The lamp itself"]').waitFor();
    expect(await editor.getByRole('checkbox', { name: 'Show this post on my bio page' }).isChecked()).toBe(true);
    await editor.getByRole('button', { name: 'Save post' }).click();
    await page.getByRole('status').filter({ hasText: 'Post saved.' }).waitFor();
    await expect.poll(() => tile.innerText()).toContain('On your page');

    // A visitor with JavaScript off: the post is a tile; opening it shows its product and link, both tracked.
    const visitor = await browser.newContext({ javaScriptEnabled: false, userAgent: PHONE_USER_AGENT });
    const visit = await visitor.newPage();
    expect((await visit.goto(bioPageUrl()))?.status()).toBe(200);
    // The tab and link previews show the page title; the top of the page the name on it.
    expect(await visit.title()).toBe('Jo reads');
    expect(await visit.locator('meta[property="og:title"]').getAttribute('content')).toBe('Jo reads');
    await visit.getByRole('heading', { name: 'Jo', level: 1 }).waitFor();
    await visit.locator(`a.tile[href="#post-${POST.mediaId}"]`).click();
    const section = visit.getByRole('region', { name: 'Post 1', exact: true });
    await section.waitFor();
    const links = section.locator('a.b');
    expect(await links.allInnerTexts()).toEqual([
      expect.stringContaining(AMAZON_ITEM.title),
      expect.stringContaining('The lamp itself'),
    ]);
    // Tracked addresses on the page's own origin are written as paths; each leads to the app's /s/.
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(new URL(href!, visit.url()).href).toMatch(new RegExp(`^${app()}/s/`));
    await visit.screenshot({ path: `${OUT}/journey-public-post.png`, fullPage: true });
    await visitor.close();
  }

  async function setAutoDmAndReceiveIt() {
    await nav().getByRole('link', { name: 'Bio Link + Auto DM' }).click();
    await page
      .getByRole('region', { name: 'Auto DM', exact: true })
      .getByRole('button', { name: 'Open Auto DM' })
      .click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/autoDm/index');
    await page.getByRole('button', { name: `Set Auto DM of ${POST.caption}` }).click();
    await expect.poll(() => hashOf(page)).toBe(`#/pages/setting/autoReply?mediaId=${POST.mediaId}`);
    await expectTab('Bio Link + Auto DM');
    await page.getByRole('checkbox', { name: 'Auto DM on for this post' }).check();
    await page.getByRole('textbox', { name: 'Trigger words' }).fill('lamp');
    await page.getByRole('textbox', { name: 'Direct message' }).fill('Here is the lamp from my post');
    await page.getByRole('button', { name: 'Add card' }).click();
    await page.getByRole('textbox', { name: 'Card 1 title' }).fill('Reading lamp');
    await page.getByRole('textbox', { name: 'Card 1 picture address' }).fill('https://img.example.com/lamp.jpg');
    await page.getByRole('button', { name: 'Add button to card 1' }).click();
    await page.getByRole('textbox', { name: 'Card 1 button 1 title' }).fill('Shop');
    await page.getByRole('textbox', { name: 'Card 1 button 1 address' }).fill(AMAZON_ITEM.url);
    expect(await page.getByRole('group', { name: 'Button 1 of card 1 earns no commission yet' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: AUTO_DM_TEXTS.saved }).waitFor();
    await page.getByText('Everything is saved.').waitFor();

    // A follower comments the trigger word (the audience's action, through the simulator's intake).
    expect(
      (await admin('ig', 'comment', CREATOR.handle, POST.mediaId, 'Which LAMP is it?', '--comment-id', `c_${n}`)).code,
    ).toBe(0);
    const row = page.locator(`table[aria-label="DMs"] tbody tr[data-comment-id="c_${n}"]`);
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh DMs' }).click();
        await page.getByRole('button', { name: 'Refresh DMs' }).and(page.locator(':not([disabled])')).waitFor();
        return (await row.count()) === 0 ? '' : row.getByTestId('dm-status').innerText();
      })
      .toMatch(/^Sent/);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.message.kind).toBe('cards');
  }

  async function addShopProducts() {
    await nav().getByRole('link', { name: 'My Links' }).click();
    await page
      .getByRole('navigation', { name: 'More ways to link' })
      .getByRole('button', { name: /^My Shop/ })
      .click();
    await page.getByRole('heading', { name: 'My Shop', level: 1 }).waitFor();
    for (const item of [AMAZON_ITEM, TARGET_ITEM]) {
      await page.getByRole('link', { name: 'Add products' }).first().click();
      await page.getByLabel('Product URL').fill(item.url);
      await page.getByRole('button', { name: 'Add product' }).click();
      await page.getByText('Added to My Shop.').waitFor();
      await page.getByRole('link', { name: 'Back to My Shop' }).click();
      await page.getByText(item.title).first().waitFor();
    }
  }

  async function createLandingPage() {
    await page.getByRole('button', { name: 'Create A New Link' }).click();
    await page
      .getByRole('dialog', { name: 'Create A New Link' })
      .getByRole('button', { name: 'Create a Landing Page' })
      .click();
    await page.getByRole('heading', { name: 'New landing page', level: 1 }).waitFor();
    await expectTab('My Links');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Reading nook');
    await page.getByRole('button', { name: 'Add product card' }).click();
    await page
      .getByRole('listitem', { name: 'Block 1 (Product card)' })
      .getByRole('button', { name: 'Choose product' })
      .click();
    const picker = page.getByRole('dialog', { name: 'Choose a product' });
    await picker.getByRole('button', { name: `Choose ${AMAZON_ITEM.title}` }).click();
    await expect.poll(() => picker.count()).toBe(0);
    await page.getByRole('button', { name: 'Add product card' }).click();
    await page
      .getByRole('listitem', { name: 'Block 2 (Product card)' })
      .getByRole('button', { name: 'Choose product' })
      .click();
    await picker.getByRole('button', { name: `Choose ${TARGET_ITEM.title}` }).click();
    await expect.poll(() => picker.count()).toBe(0);
    await page.getByRole('button', { name: 'Add button' }).click();
    const button = page.getByRole('listitem', { name: 'Block 3 (Button)' });
    await button.getByRole('textbox', { name: 'Button title' }).fill('The lamp I read by');
    await button.getByRole('textbox', { name: 'Button address' }).fill(PASTED_AMAZON);
    // The Target IDs were added on the collage page: nothing here lacks the creator's tag.
    expect(await page.getByRole('group', { name: /earns no commission yet$/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('status').filter({ hasText: EDITOR_TEXTS.published }).waitFor();
    const address = page.getByTestId('public-address');
    await expect.poll(() => address.innerText()).toMatch(new RegExp(`^${app()}/l/`));
    story.publicPages.push({ name: 'landing page', url: await address.innerText() });
  }

  async function createGallery() {
    await nav().getByRole('link', { name: 'My Links' }).click();
    await page
      .getByRole('navigation', { name: 'More ways to link' })
      .getByRole('button', { name: /Link galleries/ })
      .click();
    await page.getByRole('button', { name: 'New gallery' }).first().click();
    await page.getByRole('heading', { name: 'New gallery', level: 1 }).waitFor();
    await expectTab('My Links');
    const pictures = await Promise.all(
      [1, 2, 3].map(async (i) => ({
        name: `corner-${i}.png`,
        mimeType: 'image/png',
        buffer: await pngOf(400, 300 + i * 20),
      })),
    );
    await page.getByLabel('Upload pictures or videos').setInputFiles(pictures);
    const tiles = page.getByRole('list', { name: 'Tiles in page order' }).locator(':scope > li');
    await expect.poll(() => tiles.count()).toBe(3);
    await page.getByRole('textbox', { name: 'Gallery title' }).fill('My corner');
    await page.getByRole('combobox', { name: 'Product of tile 1' }).selectOption({ label: AMAZON_ITEM.title });
    await page.getByRole('combobox', { name: 'Link of tile 2' }).selectOption('url');
    await page.getByRole('textbox', { name: 'Title of tile 2' }).fill('The lamp');
    await page.getByRole('textbox', { name: 'Address of tile 2' }).fill(PASTED_AMAZON);
    await page.getByRole('combobox', { name: 'Product of tile 3' }).selectOption({ label: TARGET_ITEM.title });
    expect(await page.getByRole('group', { name: /^Tile \d earns no commission yet$/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Save gallery' }).click();
    await expect.poll(() => hashOf(page)).toMatch(/^#\/pages\/linkGallery\/preview\?id=/);
    const address = page.getByTestId('gallery-url');
    story.publicPages.push({ name: 'gallery', url: await address.innerText() });
  }

  async function createCollage() {
    await page.getByRole('button', { name: 'Create A New Link' }).click();
    await page
      .getByRole('dialog', { name: 'Create A New Link' })
      .getByRole('button', { name: 'Create an AI Collage' })
      .click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/aiCollage/index');
    await expectTab('My Links');
    await page.getByRole('textbox', { name: 'Collage title' }).fill('Reading corner');
    const picks = page.getByRole('list', { name: 'Products of My Shop' });
    await picks.getByRole('checkbox', { name: AMAZON_ITEM.title }).check();
    await picks.getByRole('checkbox', { name: TARGET_ITEM.title }).check();
    // The Target product cannot earn yet: the page asks for a Target tracking ID and the Impact IDs, right here.
    const warning = page.getByRole('group', { name: /earns no commission yet$/ });
    await warning.waitFor();
    expect(await warning.count()).toBe(1);
    await warning.getByLabel('New Target tracking ID').fill(CREATOR.targetTrackingId);
    await warning.getByRole('button', { name: 'Add tracking ID' }).click();
    await warning.getByLabel('Target Impact Publisher ID').fill(CREATOR.targetImpact.publisherId);
    await warning.getByLabel('Target Impact Ad ID').fill(CREATOR.targetImpact.adId);
    await warning.getByLabel('Target Impact Campaign ID').fill(CREATOR.targetImpact.campaignId);
    await warning.getByRole('button', { name: 'Save Impact IDs' }).click();
    await expect.poll(() => warning.count()).toBe(0);
    await page.screenshot({ path: `${OUT}/journey-collage-picks.png`, fullPage: true });
    await page.getByRole('button', { name: 'Make the collage' }).click();
    await page.getByRole('img', { name: 'Collage: Reading corner' }).waitFor();
    story.publicPages.push({ name: 'collage', url: await page.getByTestId('collage-url').innerText() });
  }

  /** Cents of an amount as the app writes it ('$1,234.56', '−$7.50' for a credit). */
  const centsOf = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

  /** Fills the local checkout page's card form with the good test card and pays. */
  async function payWithTestCard() {
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel(/Expir/).fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay/ }).click();
  }

  async function buyPlanAndChangeMidMonth() {
    // No card on file: Settings > Payment opens the plans; Starter costs the rest of this month today.
    await openSettingsRow('Payment');
    await expectTab('Account');
    await page
      .getByRole('list', { name: 'Plans' })
      .getByRole('button', { name: 'Choose Starter', exact: true })
      .click();
    const due = page.getByTestId('quote-due');
    await expect.poll(() => due.innerText().catch(() => '')).toMatch(/^\$/);
    const starterDue = await due.innerText();
    expect(centsOf(starterDue)).toBe(centsOf(await page.getByTestId('quote-plan').innerText()));
    await page.getByRole('button', { name: 'Pay with card' }).click();
    await page.waitForURL(/\/checkout\/[^/]+$/);
    expect(await page.getByText(starterDue).count()).toBeGreaterThan(0);
    await payWithTestCard();
    const paid = page.getByRole('status').filter({ hasText: 'Payment received. Your new plan is active.' });
    await paid.waitFor();
    await paid.getByRole('button', { name: 'See billing' }).click();
    await expect
      .poll(() =>
        page
          .getByTestId('billing-plan')
          .innerText()
          .catch(() => ''),
      )
      .toBe('Starter');
    expect(await page.getByRole('list', { name: 'Bills' }).getByTestId('bill-total').allInnerTexts()).toEqual([
      starterDue,
    ]);

    // Pro, the same month: the unused part of Starter is credited before paying, and the bill says so.
    await page.getByRole('link', { name: 'Change plan' }).click();
    await page.getByRole('list', { name: 'Plans' }).getByRole('button', { name: 'Choose Pro', exact: true }).click();
    const credit = page.getByTestId('quote-proration');
    await expect.poll(() => credit.innerText().catch(() => '')).toMatch(/\$/);
    const quote = {
      plan: centsOf(await page.getByTestId('quote-plan').innerText()),
      credit: centsOf(await credit.innerText()),
      due: centsOf(await due.innerText()),
    };
    await page.screenshot({ path: `${OUT}/journey-plan-change-quote.png`, fullPage: true });
    expect(quote.credit).toBeGreaterThan(0);
    expect(quote.due).toBe(quote.plan - quote.credit);
    await page.getByRole('button', { name: 'Switch to Pro' }).click();
    const switched = page.getByRole('status').filter({ hasText: 'You are on Pro.' });
    await switched.waitFor();
    await switched.getByRole('button', { name: 'See billing' }).click();
    await expect
      .poll(() =>
        page
          .getByTestId('billing-plan')
          .innerText()
          .catch(() => ''),
      )
      .toBe('Pro');
    const bills = page.getByRole('list', { name: 'Bills' });
    await expect.poll(() => bills.getByTestId('bill-total').count()).toBe(2);
    const newest = bills.locator(':scope > li').first();
    expect(centsOf(await newest.getByTestId('bill-proration').innerText())).toBe(quote.credit);
    expect(centsOf(await newest.getByTestId('bill-total').innerText())).toBe(quote.due);
    await page.screenshot({ path: `${OUT}/journey-plan-change-billed.png`, fullPage: true });
  }

  async function importEarningsAndOpenDashboard() {
    // No visitor has clicked and no order came in yet: the Account tab still shows a new creator's first steps.
    await nav().getByRole('link', { name: 'Account' }).click();
    await page.getByRole('heading', { name: 'Welcome', level: 1 }).waitFor();
    expect(hashOf(page)).toBe('#/pages/earning/new_user_index_new');

    // A network's report, imported by the operator: an order of last month (settled by the month's close) and one
    // of today, both through the creator's Amazon tag.
    const today = pacificDate(new Date());
    const lastMonth = monthsBefore(today, 1).slice(0, 7);
    const rows = [
      ['amazon', `ORD-${n}-1`, '', CREATOR.amazonTag, 7600, 304, 'USD', 'approved', `${lastMonth}-15T20:00:00.000Z`],
      [
        'amazon',
        `ORD-${n}-2`,
        '',
        CREATOR.amazonTag,
        5000,
        200,
        'USD',
        'pending',
        new Date(Date.now() - 60_000).toISOString(),
      ],
    ];
    const csv = join(mkdtempSync(join(tmpdir(), 'linkmint-journey-')), 'report.csv');
    writeFileSync(
      csv,
      `network,order_id,short_code,tracking_id,order_amount_cents,commission_cents,currency,status,ordered_at\n${rows.map((r) => r.join(',')).join('\n')}\n`,
    );
    const imported = await admin('earnings', 'import', csv);
    expect(imported.code, imported.err.join('\n')).toBe(0);
    const closed = await admin('settlement', 'close', '--month', lastMonth);
    expect(closed.code, closed.err.join('\n')).toBe(0);

    // The first order makes the creator a regular one: the Account tab opens the dashboard, whose last 7 days
    // hold today's order (pending orders count; last month's is outside the range).
    await nav().getByRole('link', { name: 'My Links' }).click();
    await nav().getByRole('link', { name: 'Account' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(hashOf(page)).toBe('#/pages/earning/index_new');
    await expect
      .poll(() =>
        page
          .getByTestId('metric-earnings')
          .innerText()
          .catch(() => ''),
      )
      .toBe('$2.00');
    await page.screenshot({ path: `${OUT}/journey-dashboard.png`, fullPage: true });
  }

  async function changePassword() {
    await openSettingsRow('Account info');
    await page.getByRole('heading', { name: 'Account info', level: 1 }).waitFor();
    await page.getByLabel('Current password').fill(CREATOR.password);
    await page.getByLabel('New password', { exact: true }).fill(CREATOR.newPassword);
    await page.getByLabel('Confirm new password').fill(CREATOR.newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password is changed.' }).waitFor();

    await page.getByRole('button', { name: `Settings for ${CREATOR.handle}` }).click();
    await page.getByRole('complementary', { name: 'Settings panel' }).getByRole('button', { name: 'Log out' }).click();
    await page
      .getByRole('dialog', { name: 'Are you sure you want to Logout？' })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/login/index');
    await page.getByLabel('User name or email').fill(CREATOR.username);
    await page.getByLabel('Password', { exact: true }).fill(CREATOR.newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await nav().waitFor();
  }

  /** Where a tracked address sends the visitor: its Location, read without following it. */
  async function destinationOf(tracked: string): Promise<string> {
    const hop = await fetch(tracked, { redirect: 'manual', headers: { 'user-agent': PHONE_USER_AGENT } });
    expect(hop.status, tracked).toBe(302);
    return hop.headers.get('location')!;
  }

  /** Why an outgoing address is fine: it carries the creator's tag, or it was knowingly kept untagged; else why not. */
  function verdict(destination: string): string {
    const retailer = retailerOfAddress(destination);
    if (!retailer) return 'not a retailer';
    if (story.keptUntagged.includes(destination)) return 'kept untagged';
    const url = new URL(destination);
    if (retailer === 'amazon')
      return url.searchParams.getAll('tag').join(',') === CREATOR.amazonTag
        ? 'tagged'
        : `UNTAGGED amazon (tag=${url.searchParams.getAll('tag')})`;
    if (retailer === 'target') {
      const { publisherId, adId, campaignId } = CREATOR.targetImpact;
      const through =
        url.origin === 'https://goto.target.com' && url.pathname === `/c/${publisherId}/${adId}/${campaignId}`;
      return through && url.searchParams.get('subId1') === CREATOR.targetTrackingId ? 'tagged' : 'UNTAGGED target';
    }
    return `UNTAGGED ${retailer}`;
  }

  async function checkEveryOutgoingAddress() {
    expect(story.publicPages.map((p) => p.name).sort()).toEqual(['bio page', 'collage', 'gallery', 'landing page']);
    const visitor = await browser.newContext({ javaScriptEnabled: false, userAgent: PHONE_USER_AGENT });
    const visit = await visitor.newPage();
    const seen: { where: string; href: string; destination: string; verdict: string }[] = [];
    for (const publicPage of story.publicPages) {
      expect((await visit.goto(publicPage.url))?.status(), publicPage.url).toBe(200);
      await visit.screenshot({
        path: `${OUT}/journey-public-${publicPage.name.replace(' ', '-')}.png`,
        fullPage: true,
      });
      const hrefs = await visit
        .locator('a[href]')
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const destination = href.startsWith(`${app()}/s/`) ? await destinationOf(href) : href;
        seen.push({ where: publicPage.name, href, destination, verdict: verdict(destination) });
      }
    }
    await visitor.close();
    for (const reply of deliveries) {
      if (reply.message.kind !== 'cards') continue;
      for (const button of reply.message.cards.flatMap((card) => card.buttons)) {
        const href = button.url ?? '';
        const destination = href.startsWith(`${app()}/s/`) ? await destinationOf(href) : href;
        seen.push({ where: 'DM card', href, destination, verdict: verdict(destination) });
      }
    }
    writeFileSync(`${OUT}/journey-outgoing-addresses.json`, `${JSON.stringify(seen, null, 2)}\n`);
    // Every retailer link goes out through a tracked address, so its clicks count.
    expect(seen.filter((s) => retailerOfAddress(s.destination) && !s.href.startsWith(`${app()}/s/`))).toEqual([]);
    // The address pasted into the bio button, the landing page's button and the gallery tile leads to its product.
    const pasted = seen.filter((s) => s.destination.includes('/dp/B00NR1YQHM'));
    expect([...new Set(pasted.map((s) => s.where))].sort()).toEqual(['bio page', 'gallery', 'landing page']);
    // Every page and the DM have retailer links, and none of them goes out without the creator's tag unknowingly.
    for (const where of ['bio page', 'landing page', 'gallery', 'collage', 'DM card']) {
      expect(
        seen.filter((s) => s.where === where && s.verdict === 'tagged').length,
        `tagged retailer links on the ${where}`,
      ).toBeGreaterThan(0);
    }
    expect(seen.filter((s) => s.verdict.startsWith('UNTAGGED'))).toEqual([]);
    expect(seen.filter((s) => s.verdict === 'kept untagged').map((s) => s.destination)).toEqual([KEPT_WALMART]);
    // Target goes through Impact wherever the creator put a Target product after adding the IDs.
    for (const where of ['collage', 'landing page', 'gallery']) {
      expect(
        seen.some((s) => s.where === where && retailerOfAddress(s.destination) === 'target' && s.verdict === 'tagged'),
        `a Target link on the ${where}`,
      ).toBe(true);
    }
  }

  async function checkBalancesAgree() {
    await openSettingsRow('Income');
    const money = page.getByRole('region', { name: 'Your money' });
    await money.waitFor();
    await expectTab('Account');
    const income = {
      referral: await page.getByTestId('balance-amount').innerText(),
      readyToPay: await page.getByTestId('money-ready-to-pay').innerText(),
      pending: await page.getByTestId('money-pending').innerText(),
      paidOut: await page.getByTestId('money-paid-out').innerText(),
    };
    // Last month's order was settled by the close; today's waits.
    expect(income).toMatchObject({ readyToPay: '$3.04', pending: '$2.00', paidOut: '$0.00' });

    await nav().getByRole('link', { name: 'Account' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Earnings and balance' }).click();
    await page.getByTestId('metric-balance').waitFor();
    expect({
      referral: await page.getByTestId('metric-referral').innerText(),
      readyToPay: await page.getByTestId('metric-balance').innerText(),
      pending: await page.getByTestId('metric-pending').innerText(),
      paidOut: await page.getByTestId('metric-paid-out').innerText(),
    }).toEqual(income);
  }
});

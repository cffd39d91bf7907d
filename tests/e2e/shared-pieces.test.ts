import { describe, expect, it } from 'vitest';
import { postActivity } from '../support/advertising';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { openSignedIn } from '../support/signed-in-browser';
import { twoFrames } from '../support/app-pages';

/** The spec's shared pieces (§2 other UI, §8) that live across pages: each checked where a creator meets it. */
describe('shared pieces in the browser', () => {
  const journey = browserJourney();

  it("My Shop says 'As of {date}, ...' for a source last synced more than a day ago; the banner closes per source", async () => {
    const creator = await journey.api.registerCreator();
    const { context, page } = await openSignedIn(journey.browser, creator);
    // The bundled catalog's Amazon boards were synced at 2026-11-20T07:05 Pacific: two days later they are stale.
    await page.clock.setFixedTime(new Date('2026-11-22T12:00:00-08:00'));
    await page.goto(`${journey.server.url}/pc/#/pages/myShop/index`);
    await page.getByRole('tab', { name: 'Amazon' }).click();
    await page.getByRole('button', { name: 'Boards' }).click();
    const banner = page.locator('.lm-status-banner');
    await expect
      .poll(() => banner.innerText())
      .toContain(
        'As of 11/20/2026, your Amazon Boards are as they were at their last sync; changes made at the retailer since then do not show here yet.',
      );
    expect(await banner.getAttribute('class')).toContain('lm-status-banner--warn');
    await page.screenshot({ path: `${OUT}/status-banner-stale-sync.png` });
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    // Another source has a banner of its own; products of the retailer itself are no synced source.
    await page.getByRole('button', { name: 'Idea Lists' }).click();
    await expect.poll(() => banner.innerText()).toContain('As of 11/20/2026, your Amazon Idea Lists');
    await page.getByRole('button', { name: 'Products' }).click();
    await expect.poll(() => banner.count()).toBe(0);

    // Within a day of the sync there is no banner.
    await page.clock.setFixedTime(new Date('2026-11-20T20:00:00-08:00'));
    await page.reload();
    await page.getByRole('tab', { name: 'Amazon' }).click();
    await page.getByRole('button', { name: 'Boards' }).click();
    await page.getByText(/^Last synced /).waitFor();
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it('an unhandled clipboard refusal opens the tutorial modal with the steps to allow it; OK closes it', async () => {
    const creator = await journey.api.registerCreator();
    const { context, page } = await openSignedIn(journey.browser, creator);
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    await page.getByRole('heading', { name: 'My Links', level: 1 }).waitFor();
    // What Chromium rejects a clipboard write with when the permission is refused, left unhandled by the page.
    await page.evaluate(() => void Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    const tutorial = page.getByRole('dialog', { name: 'Allow clipboard access' });
    await tutorial.waitFor();
    expect(await tutorial.getByRole('listitem').allInnerTexts()).toEqual([
      'Click the icon at the left of the address bar (a lock or sliders).',
      'Open the site settings and set Clipboard to Allow.',
      'Come back to this tab and copy again.',
    ]);
    await page.screenshot({ path: `${OUT}/permission-tutorial-clipboard.png` });
    await tutorial.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => tutorial.count()).toBe(0);
    // Any other unhandled error is not a refusal: no tutorial for it.
    await page.evaluate(() => void Promise.reject(new TypeError('Failed to fetch')));
    // Reported once the page's own handler has seen it; two frames later a tutorial it opened would be drawn.
    await expect.poll(() => uncaught).toEqual(['Failed to fetch']);
    await twoFrames(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('while the browser is offline the no-network tip shows and a search waits; back online it is sent and answered', async () => {
    const creator = await journey.api.registerCreator({ amazonTrackingId: 'offline-20' });
    const made = await journey.api.post(
      '/app/get_shortlink/v3',
      { url: 'https://www.amazon.com/dp/B0E2ESHOP1', title: 'Trail bottle' },
      creator.token,
    );
    expect(made.code, made.message).toBe(200);
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    await page.locator(`li[data-code="${made.data.code}"]`).waitFor();
    const tip = page.getByRole('status').filter({ hasText: 'You are offline.' });

    await context.setOffline(true);
    await tip.waitFor();
    const search = page.getByRole('searchbox', { name: 'Search links' });
    await search.fill('nothing-like-this');
    await search.press('Enter');
    await page.screenshot({ path: `${OUT}/no-network-tip.png` });
    // Held, not failed: the list waits for it (busy), with no error toast and no answer.
    const waiting = page.locator('ul.lm-link-list[aria-busy="true"]');
    await waiting.waitFor();
    expect(await page.getByText('Cannot reach Linkmint').count()).toBe(0);
    expect(await page.getByText('No links match “nothing-like-this”.').count()).toBe(0);
    expect(await waiting.count()).toBe(1);

    await context.setOffline(false);
    await page.getByText('No links match “nothing-like-this”.').waitFor();
    await expect.poll(() => tip.count()).toBe(0);
    await context.close();
  });

  it("Email on a link's page opens a mailto message; with no mail client taking it in 1000 ms, 'no mail client available'", async () => {
    const creator = await journey.api.registerCreator({ amazonTrackingId: 'mail-20' });
    const made = await journey.api.post(
      '/app/get_shortlink/v3',
      { url: 'https://www.amazon.com/dp/B0E2ESHOP1', title: 'Trail bottle' },
      creator.token,
    );
    expect(made.code, made.message).toBe(200);
    const { context, page } = await openSignedIn(journey.browser, creator);
    // The browser's clock stands still once the page is up: the 1000 ms probe and the 3 s toast are stepped through.
    await page.clock.install({ time: new Date('2026-11-25T12:00:00Z') });
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/detail?code=${made.data.code}`);
    const email = page.getByRole('button', { name: `Email ${made.data.shortUrl}` });
    await email.waitFor();
    // The page's other calls (the click breakdown, the placements) answer first: stepping the clock ten minutes on
    // with one still in flight would time it out, and its error toast would hold the screen before ours.
    await page.getByRole('region', { name: 'Placements' }).waitFor();
    await expect.poll(() => page.locator('#main [aria-busy="true"]').count()).toBe(0);
    await page.clock.pauseAt(new Date('2026-11-25T12:10:00Z'));
    const toast = page.getByRole('status').filter({ hasText: 'no mail client available' });

    // Headless Chromium has no mail client: the page keeps its focus, and the toast says so for 3 s. The page is
    // brought to the front first, so no other page of the shared browser holds the focus it is judged by.
    await page.bringToFront();
    await email.click();
    await page.clock.runFor(999);
    expect(await toast.count()).toBe(0);
    await page.clock.runFor(1);
    await toast.waitFor();
    await page.screenshot({ path: `${OUT}/no-mail-client.png` });
    await page.clock.runFor(3_000);
    await expect.poll(() => toast.count()).toBe(0);

    // A mail client that opens takes the focus from the page: no toast.
    await email.click();
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await page.clock.runFor(1_000);
    expect(await toast.count()).toBe(0);
    expect(await email.isEnabled()).toBe(true);
    await context.close();
  });

  it('the system routes: /open-location shows a place and links it to a map, /choose-location says places are typed', async () => {
    const creator = await journey.api.registerCreator();
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(
      `${journey.server.url}/pc/#/open-location?latitude=37.7793&longitude=-122.4193&name=City%20Hall&address=1%20Dr%20Carlton%20B%20Goodlett%20Pl`,
    );
    await page.getByRole('heading', { name: 'City Hall', level: 1 }).waitFor();
    expect(await page.locator('#main').innerText()).toContain('Latitude 37.7793, longitude -122.4193');
    const map = page.getByRole('link', { name: 'Open in a map' });
    expect([await map.getAttribute('href'), await map.getAttribute('target')]).toEqual([
      'https://www.openstreetmap.org/?mlat=37.7793&mlon=-122.4193#map=16/37.7793/-122.4193',
      '_blank',
    ]);
    await page.screenshot({ path: `${OUT}/open-location.png` });
    await page.goto(`${journey.server.url}/pc/#/open-location?latitude=123&longitude=4`);
    await page
      .getByText('This address names no place: it needs a latitude (-90 to 90) and a longitude (-180 to 180).')
      .waitFor();

    await page.goto(`${journey.server.url}/pc/#/choose-location`);
    await page.getByRole('heading', { name: 'Places are typed on the web' }).waitFor();
    await page.getByRole('link', { name: 'Go to Viral Items' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/');
    await context.close();
  });

  // Last: the activity it posts shows to every creator of this server.
  it("a pop-up the browser blocks (the ad's More) opens the tutorial for pop-ups", async () => {
    await postActivity(journey.server, 'Boost your best post');
    const creator = await journey.api.registerCreator();
    const { context, page } = await openSignedIn(journey.browser, creator);
    // A pop-up blocker: the browser answers window.open with no window.
    await context.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    const ad = page.getByRole('dialog', { name: 'Boost your best post' });
    await ad.getByRole('button', { name: 'More' }).click();
    const tutorial = page.getByRole('dialog', { name: 'Allow pop-ups for Linkmint' });
    await tutorial.waitFor();
    expect(await tutorial.innerText()).toContain('Your browser blocked the new window Linkmint tried to open.');
    await page.screenshot({ path: `${OUT}/permission-tutorial-popup.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => tutorial.count()).toBe(0);
    await context.close();
  });
});

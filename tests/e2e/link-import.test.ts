import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LINK_IMPORT_MESSAGES } from '../../src/domain/link-import';
import { bioPreview, hashOf, openLinkTool } from '../support/app-pages';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { openSignedIn } from '../support/signed-in-browser';

const BAD_LINES = [9, 24, 40];

/** A Bitly link export of 50 rows: 47 Amazon products, and three bad rows (a blog, no long_url, a repeat). */
function bitlyExport(): string {
  const lines = ['id,link,long_url,title,created_at,archived,tags,custom_bitlinks'];
  for (let n = 1; n <= 50; n += 1) {
    const line = n + 1;
    const asin = `B7${String(n).padStart(8, '0')}`;
    const longUrl =
      line === BAD_LINES[0]
        ? 'https://blog.example.com/my-desk-setup'
        : line === BAD_LINES[1]
          ? ''
          : line === BAD_LINES[2]
            ? 'https://www.amazon.com/dp/B700000001'
            : `https://www.amazon.com/dp/${asin}`;
    lines.push(
      `bit.ly/x${n},https://bit.ly/x${n},${longUrl},Product ${n},2024-03-0${(n % 9) + 1}T10:00:00+0000,false,,`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function chooseFile(page: Page, text: string) {
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'bitly_links.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
}

describe('Import links in the browser', () => {
  const journey = browserJourney();

  it('from My Links: previews a 50-row Bitly export naming 3 bad rows by line, stores nothing until confirmed, then 47', async () => {
    const creator = await journey.api.registerCreator({ amazonTrackingId: 'jane-20' });
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/`);
    await openLinkTool(page, 'Import links');
    await page.getByRole('heading', { name: 'Import links', level: 1 }).waitFor();
    expect(await hashOf(page)).toBe('#/pages/myLinks/import');

    // A file that is not a CSV is refused whole with a sentence.
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'links.xlsx', mimeType: 'application/zip', buffer: Buffer.from('PK\u0003\u0004') });
    await page.getByRole('alert').filter({ hasText: LINK_IMPORT_MESSAGES.notCsv }).waitFor();

    await chooseFile(page, bitlyExport());
    const preview = page.getByLabel('Import preview');
    await preview.getByText('Bitly export: 47 to import, 3 refused, 0 already imported.').waitFor();
    const refused = preview.getByRole('region', { name: 'Refused' });
    for (const line of BAD_LINES) await refused.getByText(`Line ${line}`, { exact: true }).waitFor();
    await refused.getByText(LINK_IMPORT_MESSAGES.noAddress).waitFor();
    await refused.getByText(LINK_IMPORT_MESSAGES.duplicate(2)).waitFor();
    expect(await refused.getByRole('listitem').count()).toBe(3);
    await page.screenshot({ path: `${OUT}/link-import-preview.png` });

    // Nothing is stored by the preview: My Links still has no link.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Links' }).click();
    await page.getByText('No links yet').waitFor();

    await openLinkTool(page, 'Import links');
    await chooseFile(page, bitlyExport());
    await preview.getByText('Bitly export: 47 to import, 3 refused').waitFor();
    await preview.getByRole('button', { name: 'Import 47 links' }).click();
    await page.getByRole('status').filter({ hasText: '47 links imported, 3 refused.' }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Links' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^47 links$/ })
      .waitFor();
    const list = page.getByRole('list', { name: 'Short links' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(20);
    await page.screenshot({ path: `${OUT}/link-import-my-links.png` });
    await context.close();
  });
  it('from the Bio Link tab: a link-in-bio export becomes buttons of the bio page in its order', async () => {
    const creator = await journey.api.registerCreator({ amazonTrackingId: 'jane-20' });
    expect((await journey.api.post('/bio/create_bio_link', { title: 'Jane' }, creator.token)).code).toBe(200);
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bio Link + Auto DM' }).click();
    await page
      .getByRole('navigation', { name: 'Bio link page' })
      .getByRole('button', { name: 'Import buttons' })
      .click();
    await page.getByRole('heading', { name: 'Import links', level: 1 }).waitFor();
    const text = 'Title,URL\nMy blog,https://blog.example.com\nDesk lamp,https://www.amazon.com/dp/B09B8V1LZ3\n';
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'linktree.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    const preview = page.getByLabel('Import preview');
    await preview.getByText('Link-in-bio export: buttons for your bio page: 2 to import').waitFor();
    await preview.getByText('https://www.amazon.com/dp/B09B8V1LZ3?tag=jane-20', { exact: false }).waitFor();
    await preview.getByRole('button', { name: 'Import 2 buttons' }).click();
    await page.getByRole('status').filter({ hasText: '2 buttons added to your bio page.' }).first().waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bio Link + Auto DM' }).click();
    // The preview draws the page as the public one will (its buttons are anchors without addresses there).
    const buttons = bioPreview(page, 'Preview of your bio link page').locator('a.b');
    await buttons.filter({ hasText: 'Desk lamp' }).waitFor();
    expect((await buttons.allInnerTexts()).map((title) => title.trim())).toEqual(['My blog', 'Desk lamp']);
    await context.close();
  });
});

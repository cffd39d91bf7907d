import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIO_LINK_MESSAGES } from '../../server/modules/bio-link/bio-link-decider';
import type { RunningServer } from '../../server/server';
import { startTestServer } from '../support/test-server';
import { accountApi, expectContract } from './account-support';

/**
 * The in-app preview (preview_page) and the stylesheet it links (/bs/style.css). Rendering is the same on both
 * databases (the stored page is read through the calls the bio link tests run on both), so PGlite alone runs here.
 */

/** A page's body with every link address taken off: what a preview and the public page must share. */
const bodyWithoutAddresses = (html: string) =>
  html
    .slice(html.indexOf('<body>'))
    .replace(/ href="[^"]*"/g, '')
    .replace(/ rel="[^"]*"/g, '');

describe('bio page preview', () => {
  let server: RunningServer;
  let api: ReturnType<typeof accountApi>;
  beforeAll(async () => {
    server = await startTestServer({}, 'pglite');
    api = accountApi(server);
  }, 60_000);
  afterAll(() => server?.close());

  async function creatorWithPage(buttons: Array<{ title: string; url: string }> = []) {
    const creator = await api.registerCreator();
    const created = await api.post('/bio/create_bio_link', { title: 'Jane picks' }, creator.token);
    if (buttons.length > 0) await api.post('/bio/create_button_batch_v3', { buttons }, creator.token);
    return { ...creator, bioLinkId: created.data.id as string };
  }
  const preview = async (token: string, draft: object) => {
    const answer = await api.post('/bio/preview_page', draft, token);
    return answer;
  };

  it('draws the stored page exactly as the public page does, with a linked stylesheet and no link addresses', async () => {
    const creator = await creatorWithPage([
      { title: 'My YouTube', url: 'https://youtube.com/@jane' },
      { title: 'Shop', url: 'https://shop.example.com' },
    ]);
    const answer = await preview(creator.token, {});
    expectContract('previewPage', answer);
    const html = answer.data.html as string;
    const publicPage = await (await fetch(`${server.url}/b/${creator.handle}`)).text();

    expect(bodyWithoutAddresses(html)).toBe(bodyWithoutAddresses(publicPage));
    expect(html).not.toContain('<style>');
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/bs\/style\.css\?theme=classic&amp;background=[0-9A-F]{6}&amp;/,
    );
    // No anchor keeps an address: a click in the preview counts nothing and goes nowhere.
    expect(html.match(/<a\b[^>]*>/g)!.every((anchor) => !anchor.includes('href='))).toBe(true);
    expect(html).toMatch(/<a class="b"[^>]*>My YouTube<\/a>/);
  });

  it('draws the draft over the stored parts: look, name, bio, buttons in order, new ones and social icons', async () => {
    const creator = await creatorWithPage([
      { title: 'Kept', url: 'https://kept.example.com' },
      { title: 'Dropped', url: 'https://dropped.example.com' },
    ]);
    const stored = await api.post('/bio/get_bio_link_detail', { id: creator.bioLinkId }, creator.token);
    const kept = stored.data.buttons.find((b: { title: string }) => b.title === 'Kept');
    const answer = await preview(creator.token, {
      look: {
        theme: 'midnight',
        backgroundColor: '#101828',
        buttonColor: '#F4F4F5',
        buttonTextColor: '#101828',
        buttonShape: 'pill',
        fontFamily: 'mono',
      },
      displayName: 'Jane <3 skincare',
      bio: 'Routines that work',
      buttons: [{ title: 'Brand new', featured: true }, { id: kept.id }, { id: kept.id, title: 'Renamed' }],
      socialAccounts: [
        { platform: 'instagram', url: 'https://instagram.com/jane' },
        { platform: 'tiktok', url: 'half-typed' },
      ],
    });
    const html = answer.data.html as string;
    expect(html).toContain('data-theme="midnight"');
    expect(html).toContain('<h1>Jane &lt;3 skincare</h1>');
    expect(html).toContain('Routines that work');
    expect([...html.matchAll(/<a class="b[^"]*"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1])).toEqual([
      'Brand new',
      'Kept',
      'Renamed',
    ]);
    expect(html).not.toContain('Dropped');
    // A featured button is drawn as the public page draws one.
    expect(html).toContain('<a class="b f">Brand new</a>');
    // Both accounts show, the half-typed one too: saving is where it is refused.
    expect(html).toContain('>Instagram</span>');
    expect(html).toContain('>TikTok</span>');
    expect(html).toContain(
      '/bs/style.css?theme=midnight&amp;background=101828&amp;button=F4F4F5&amp;label=101828&amp;shape=pill&amp;font=mono',
    );
    // The stored page is untouched.
    const publicPage = await (await fetch(`${server.url}/b/${creator.handle}`)).text();
    expect(publicPage).toContain('Dropped');
    expect(publicPage).not.toContain('Brand new');
  });

  it('marks example buttons while the page has none, and only then', async () => {
    const empty = await creatorWithPage();
    const examples = (await preview(empty.token, { exampleButtons: true })).data.html as string;
    expect([...examples.matchAll(/<a class="b[^"]*"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1])).toEqual([
      'Your first button (example)',
      'Another link (example)',
    ]);
    const withButtons = await creatorWithPage([{ title: 'Mine', url: 'https://mine.example.com' }]);
    const own = (await preview(withButtons.token, { exampleButtons: true })).data.html as string;
    expect(own).not.toContain('(example)');
  });

  it('escapes the draft like the public page', async () => {
    const creator = await creatorWithPage();
    const html = (await preview(creator.token, { buttons: [{ title: '<img src=x onerror=alert(1)>' }] })).data
      .html as string;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });

  it('refuses a bad draft, a shop without a page and a caller without a session, with a sentence', async () => {
    const creator = await creatorWithPage();
    const badColour = await preview(creator.token, {
      look: {
        theme: 'mint',
        backgroundColor: 'red',
        buttonColor: '#000000',
        buttonTextColor: '#FFFFFF',
        buttonShape: 'pill',
        fontFamily: 'system',
      },
    });
    expect(badColour.code).toBe(400);
    expect(badColour.message).toMatch(/backgroundColor/);
    const unknownField = await preview(creator.token, { colour: 'red' });
    expect(unknownField.code).toBe(400);

    const noPage = await api.registerCreator();
    const missing = await preview(noPage.token, {});
    expect([missing.code, missing.message]).toEqual([404, BIO_LINK_MESSAGES.missing]);

    const anonymous = await fetch(`${server.url}/bio/preview_page`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers the stylesheet of a look, cacheable, and refuses a look it does not know', async () => {
    const style = await fetch(
      `${server.url}/bs/style.css?theme=ocean&background=0B3954&button=FFFFFF&label=0b3954&shape=square&font=serif`,
    );
    expect(style.status).toBe(200);
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(style.headers.get('cache-control')).toBe('public, max-age=86400');
    const css = await style.text();
    expect(css).toContain('#0B3954');
    expect(css).toContain('box-sizing:border-box');
    expect(css).not.toContain('<');

    for (const query of [
      'theme=neon&background=0B3954&button=FFFFFF&label=0B3954&shape=square&font=serif',
      'theme=ocean&background=red;}body{x&button=FFFFFF&label=0B3954&shape=square&font=serif',
      'theme=ocean&button=FFFFFF&label=0B3954&shape=square&font=serif',
    ]) {
      const refused = await fetch(`${server.url}/bs/style.css?${query}`);
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { message: string };
      expect(body.message.length).toBeGreaterThan(10);
    }
  });
});

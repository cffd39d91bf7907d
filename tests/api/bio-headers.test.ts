import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { HEADERS_MAX, HEADER_TEXTS } from '../../src/domain/bio-headers';
import { BIO_LINK_MESSAGES } from '../../server/modules/bio-link/bio-link-decider';
import type { RunningServer } from '../../server/server';
import { projectionTables } from '../support/projection-tables';
import { sharedTestServer } from '../support/test-server';
import { accountApi, expectContract } from './account-support';

/** Section headers of the bio page: saved with save_page, answered by get_bio_link_detail, drawn on /b/{handle}. */

type Header = { title: string; position: number };
type Detail = {
  buttons: Array<{ id: string; title: string; url: string }>;
  socialAccounts: Array<{ platform: string; url: string }>;
  customize: { displayName?: string; bio?: string };
  headers: Header[];
};

const contentOf = (d: Detail) => ({
  displayName: d.customize.displayName ?? '',
  bio: d.customize.bio ?? '',
  buttons: d.buttons.map(({ id, title, url }) => ({ id, title, url })),
  socialAccounts: d.socialAccounts,
  headers: d.headers,
});

/** The public page's button area in order: each heading between the buttons as '# title', each button by its label. */
function drawnOrder(html: string): string[] {
  const doc = new JSDOM(html).window.document;
  return [...doc.querySelectorAll('.theme > h2, .theme > ul a.b')].map((el) =>
    el.tagName === 'H2' ? `# ${el.textContent}` : (el.textContent ?? ''),
  );
}

describe.each(['pglite', 'postgres'] as const)('bio page section headers (%s)', (kind) => {
  let server: RunningServer;
  let api: ReturnType<typeof accountApi>;
  beforeAll(async () => {
    server = await sharedTestServer({}, kind);
    api = accountApi(server);
  }, 60_000);
  afterAll(() => server?.close());

  const read = async (c: { token: string; bioLinkId: string }) =>
    (await api.post('/bio/get_bio_link_detail', { id: c.bioLinkId }, c.token)).data as Detail;
  const publicPage = async (handle: string) => (await fetch(`${server.url}/b/${handle}`)).text();

  async function pageWithButtons() {
    const creator = await api.registerCreator();
    const created = await api.post('/bio/create_bio_link', { title: 'Jane picks' }, creator.token);
    const owner = { ...creator, bioLinkId: created.data.id as string };
    await api.post(
      '/bio/create_button_batch_v2',
      {
        buttons: ['Serum', 'Cream', 'Lamp'].map((title) => ({
          title,
          url: `https://${title.toLowerCase()}.example.com`,
        })),
      },
      creator.token,
    );
    return { creator: owner, before: await read(owner) };
  }
  const draft = (before: Detail, headers: Header[], buttons: object[] = before.buttons.map(({ id }) => ({ id }))) => ({
    displayName: '',
    bio: '',
    buttons,
    socialAccounts: [],
    headers,
    loaded: contentOf(before),
  });

  it('saves headers with the buttons, answers them in page order, and draws each as a heading at its place', async () => {
    const { creator, before } = await pageWithButtons();
    expect(before.headers).toEqual([]);
    const saved = await api.post(
      '/bio/save_page',
      draft(before, [
        { title: '  My skincare ', position: 0 },
        { title: 'Home', position: 2 },
        { title: 'Last <words> & "more"', position: 9 },
      ]),
      creator.token,
    );
    expectContract('savePage', saved);
    // Trimmed, and a position past the last button kept as the end.
    const headers = [
      { title: 'My skincare', position: 0 },
      { title: 'Home', position: 2 },
      { title: 'Last <words> & "more"', position: 3 },
    ];
    expect((saved.data as Detail).headers).toEqual(headers);
    expect((await read(creator)).headers).toEqual(headers);
    const html = await publicPage(creator.handle);
    expect(drawnOrder(html)).toEqual(['# My skincare', 'Serum', 'Cream', '# Home', 'Lamp', '# Last <words> & "more"']);
    expect(html).toContain('<h2>Last &lt;words&gt; &amp; &quot;more&quot;</h2>');

    // Removing a button moves the headers after it up by one; a header left past the end stays at the end.
    const now = saved.data as Detail;
    const [serum, , lamp] = now.buttons;
    const removed = await api.post(
      '/bio/save_page',
      draft(
        now,
        [headers[0]!, { title: 'Home', position: 1 }, { title: 'Last', position: 2 }],
        [{ id: serum!.id }, { id: lamp!.id }],
      ),
      creator.token,
    );
    expect(removed.code).toBe(200);
    expect(drawnOrder(await publicPage(creator.handle))).toEqual([
      '# My skincare',
      'Serum',
      '# Home',
      'Lamp',
      '# Last',
    ]);

    // Saving without headers takes them all off.
    const cleared = await api.post(
      '/bio/save_page',
      { ...draft(removed.data as Detail, []), headers: undefined },
      creator.token,
    );
    expect((cleared.data as Detail).headers).toEqual([]);
    expect(drawnOrder(await publicPage(creator.handle))).toEqual(['Serum', 'Lamp']);
  });

  it('refuses an empty, too long or one too many header with a sentence, and stores nothing', async () => {
    const { creator, before } = await pageWithButtons();
    const newButton = { title: 'Podcast', url: 'https://podcast.example.com' };
    const refusals: Array<[Header[], string]> = [
      [[{ title: '   ', position: 0 }], HEADER_TEXTS.titleMissing],
      [[{ title: 'x'.repeat(61), position: 1 }], HEADER_TEXTS.titleTooLong],
      [Array.from({ length: HEADERS_MAX + 1 }, (_, i) => ({ title: `Part ${i}`, position: 0 })), HEADER_TEXTS.tooMany],
    ];
    for (const [headers, message] of refusals) {
      const refused = await api.post(
        '/bio/save_page',
        { ...draft(before, headers, [...before.buttons.map(({ id }) => ({ id })), newButton]), displayName: 'New' },
        creator.token,
      );
      expect([refused.code, refused.message]).toEqual([400, message]);
    }
    // Sixty characters, trimmed, is fine.
    const fits = await api.post(
      '/bio/save_page',
      draft(before, [{ title: ` ${'x'.repeat(60)} `, position: 1 }]),
      creator.token,
    );
    expect(fits.code).toBe(200);
    // Nothing of the refused drafts was written: no new button, no name, only the header that fit.
    const after = await read(creator);
    expect([after.buttons.map((b) => b.title), after.customize.displayName ?? '', after.headers]).toEqual([
      ['Serum', 'Cream', 'Lamp'],
      '',
      [{ title: 'x'.repeat(60), position: 1 }],
    ]);
  });

  it('refuses a draft of a page whose headers changed since it was read', async () => {
    const { creator, before } = await pageWithButtons();
    const elsewhere = await api.post(
      '/bio/save_page',
      draft(before, [{ title: 'Elsewhere', position: 1 }]),
      creator.token,
    );
    expect(elsewhere.code).toBe(200);
    const stale = await api.post('/bio/save_page', draft(before, [{ title: 'Mine', position: 0 }]), creator.token);
    expect([stale.code, stale.message]).toEqual([409, BIO_LINK_MESSAGES.changedElsewhere]);
    expect((await read(creator)).headers).toEqual([{ title: 'Elsewhere', position: 1 }]);
    // Sent against the page as it is now, it is saved.
    const kept = await api.post(
      '/bio/save_page',
      draft(elsewhere.data as Detail, [{ title: 'Mine', position: 0 }]),
      creator.token,
    );
    expect((kept.data as Detail).headers).toEqual([{ title: 'Mine', position: 0 }]);
  });

  it('previews draft headers through the public page markup', async () => {
    const { creator, before } = await pageWithButtons();
    const preview = await api.post(
      '/bio/preview_page',
      {
        buttons: before.buttons.map(({ id }) => ({ id })),
        headers: [
          { title: 'Skin', position: 0 },
          { title: '', position: 1 },
          { title: 'Home', position: 2 },
        ],
      },
      creator.token,
    );
    expectContract('previewPage', preview);
    // A header still being typed (empty) is left out.
    expect(drawnOrder(preview.data.html as string)).toEqual(['# Skin', 'Serum', 'Cream', '# Home', 'Lamp']);
  });

  it('rebuilds the same headers from the log, and erases them with the account', async () => {
    const { creator, before } = await pageWithButtons();
    await api.post('/bio/save_page', draft(before, [{ title: 'Secret section', position: 1 }]), creator.token);
    const names = ['bio-links'];
    const live = await projectionTables(server, names);
    await server.services.eventStore.rebuild({ projections: names });
    expect(await projectionTables(server, names)).toEqual(live);
    const destroyed = await api.post(
      '/blogger/destroy',
      { confirm: 'DELETE', password: await api.encrypt(creator.password) },
      creator.token,
    );
    expect(destroyed.code).toBe(200);
    const { rows } = await server.services.database.query<{ n: number }>(
      `select count(*)::int as n from bio_headers where shop_domain = $1`,
      [creator.shopName],
    );
    expect(rows[0]!.n).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { LINK_IMPORT_MESSAGES } from '../../src/domain/link-import';
import { PLAN_MESSAGES } from '../../server/modules/link-import/link-import-plan';
import { expectContract } from './account-support';
import { AMAZON_CANONICAL, OTHER_AMAZON_PRODUCT, shortLinkServer, WALMART_PRODUCT } from './short-link-support';

const asin = (n: number) => `B0${String(n).padStart(8, '0')}`;
const amazon = (n: number) => `https://www.amazon.com/dp/${asin(n)}`;

/**
 * Link import through the API on both databases: the generic format, a Bitly export, a pasted list and a link-in-bio
 * export (buttons in order); a bad file refused whole; a confirm stores all accepted rows or none; the same file
 * twice stores nothing twice; another shop's links are untouched.
 */
describe.each(['pglite', 'postgres'] as const)('link import (%s)', (kind) => {
  const ctx = shortLinkServer(kind);
  const unique = () => `li${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  async function creator() {
    const tag = `${unique()}-20`;
    return { ...(await ctx.api.creator(tag)), tag };
  }
  const preview = (token: string, body: Record<string, unknown>) =>
    ctx.api.post('/link-import/preview_link_import', body, token);
  const run = (token: string, body: Record<string, unknown>) =>
    ctx.api.post('/link-import/run_link_import', body, token);
  const myLinks = async (token: string) =>
    (await ctx.api.post('/app/get_shortlink_list', { pageSize: 100 }, token)).data.list as Array<{
      code: string;
      originalUrl: string;
      title?: string;
    }>;

  it('previews the generic format by line, stores nothing until confirmed, then stores the accepted rows', async () => {
    const alice = await creator();
    const slug = `jane-${unique()}`;
    const text = [
      'destination,title,slug,tags',
      `${amazon(1)},Desk lamp,${slug},home|office`,
      'https://example.com/not-a-shop,Blog,,',
      `${amazon(1)}?ref=x,Same lamp,${slug},`,
      `${amazon(2)},Chair,bad slug!,`,
      `${amazon(3)},,,a; b ;a`,
    ].join('\n');
    const dry = await preview(alice.token, { text, fileName: 'links.csv' });
    expectContract('previewLinkImport', dry);
    expect(dry.data.format).toBe('generic');
    expect(dry.data.counts).toEqual({ links: 2, buttons: 0, imported: 0, refused: 3 });
    const byLine = new Map((dry.data.rows as Array<{ line: number }>).map((row) => [row.line, row]));
    expect(byLine.get(2)).toMatchObject({
      outcome: 'link',
      slug,
      tags: ['home', 'office'],
      destination: `${amazon(1)}?tag=${alice.tag}`,
      trackingId: alice.tag,
    });
    expect(byLine.get(3)).toMatchObject({ outcome: 'refused' });
    expect(byLine.get(4)).toMatchObject({ outcome: 'refused', reason: LINK_IMPORT_MESSAGES.duplicate(2) });
    expect(byLine.get(5)).toMatchObject({ outcome: 'refused', reason: LINK_IMPORT_MESSAGES.badSlug });
    expect(byLine.get(6)).toMatchObject({ outcome: 'link', tags: ['a', 'b'] });
    expect(await myLinks(alice.token)).toEqual([]);

    const stored = await run(alice.token, { text, fileName: 'links.csv' });
    expectContract('runLinkImport', stored);
    expect(stored.data).toEqual({ format: 'generic', stored: 2, imported: 0, refused: 3 });
    const links = await myLinks(alice.token);
    expect(links.map((link) => link.originalUrl).sort()).toEqual(
      [`${amazon(1)}?tag=${alice.tag}`, `${amazon(3)}?tag=${alice.tag}`].sort(),
    );
    expect(links.find((link) => link.code === slug)?.title).toBe('Desk lamp');
    // The redirect answers the imported code at once, as any other link's.
    const visit = await ctx.api.visit(slug);
    expect(visit.status).toBe(302);
    expect(visit.location).toBe(`${amazon(1)}?tag=${alice.tag}`);
  });

  it('reads a Bitly export, and the same file twice stores nothing twice', async () => {
    const bob = await creator();
    const text = [
      'id,link,long_url,title,created_at,archived,tags,custom_bitlinks',
      `bit.ly/3aa,https://bit.ly/3aa,${amazon(11)},Lamp,2024-01-02T10:00:00+0000,false,home,`,
      `bit.ly/3bb,https://bit.ly/3bb,${OTHER_AMAZON_PRODUCT},Echo,2024-01-03T10:00:00+0000,false,,`,
      `bit.ly/3cc,https://bit.ly/3cc,${WALMART_PRODUCT},Fryer,2024-01-04T10:00:00+0000,false,,`,
    ].join('\r\n');
    const first = await run(bob.token, { text, fileName: 'bitly_links.csv' });
    expect(first.code, first.message).toBe(200);
    // Walmart goes through Impact, which needs ids this creator has not saved: refused unless kept untagged.
    expect(first.data).toEqual({ format: 'bitly', stored: 2, imported: 0, refused: 1 });
    const again = await preview(bob.token, { text, fileName: 'bitly_links.csv' });
    expect(again.data.counts).toEqual({ links: 0, buttons: 0, imported: 2, refused: 1 });
    expect(again.data.rows[0]).toMatchObject({ line: 2, outcome: 'imported', reason: PLAN_MESSAGES.alreadyImported });
    const second = await run(bob.token, { text, fileName: 'bitly_links.csv' });
    expect(second.data).toEqual({ format: 'bitly', stored: 0, imported: 2, refused: 1 });
    expect(await myLinks(bob.token)).toHaveLength(2);
    // Kept untagged knowingly, the Walmart row becomes a link too.
    const untagged = await run(bob.token, { text, fileName: 'bitly_links.csv', keepUntagged: true });
    expect(untagged.data).toEqual({ format: 'bitly', stored: 1, imported: 2, refused: 0 });
    expect((await myLinks(bob.token)).map((link) => link.title).sort()).toEqual(['Echo', 'Fryer', 'Lamp']);
  });

  it('turns a pasted list into short links and leaves another shop untouched', async () => {
    const carol = await creator();
    const dave = await creator();
    const daves = await run(dave.token, { text: amazon(21) });
    expect(daves.data.stored).toBe(1);
    const text = `${amazon(21)}\n\n${AMAZON_CANONICAL}\nnot an address at all.com\n`;
    const dry = await preview(carol.token, { text });
    expect(dry.data.format).toBe('list');
    // Dave's link to the same product is his: for Carol the row is new.
    expect(dry.data.counts).toEqual({ links: 2, buttons: 0, imported: 0, refused: 1 });
    expect(dry.data.rows.map((row: { line: number }) => row.line)).toEqual([1, 3, 4]);
    expect((await run(carol.token, { text })).data.stored).toBe(2);
    expect(await myLinks(carol.token)).toHaveLength(2);
    const davesLinks = await myLinks(dave.token);
    expect(davesLinks).toHaveLength(1);
    expect(davesLinks[0]?.originalUrl).toBe(`${amazon(21)}?tag=${dave.tag}`);
  });

  it('adds a link-in-bio export as bio buttons in order, and refuses it without a bio page', async () => {
    const erin = await creator();
    const text =
      'title,url\nMy blog,https://blog.example.com\nLamp,' + amazon(31) + '\nShop,https://shop.example.com\n';
    const without = await preview(erin.token, { text });
    expect(without.code).toBe(400);
    expect(without.message).toMatch(/make your bio page first/);
    expect((await ctx.api.post('/bio/create_bio_link', { title: 'Erin' }, erin.token)).code).toBe(200);
    const dry = await preview(erin.token, { text });
    expect(dry.data).toMatchObject({ format: 'link-in-bio', counts: { buttons: 3, refused: 0 } });
    expect((await run(erin.token, { text })).data.stored).toBe(3);
    const buttons = (await ctx.api.post('/bio/get_button_list', {}, erin.token)).data.list as Array<{
      title: string;
    }>;
    expect(buttons.map((button) => button.title)).toEqual(['My blog', 'Lamp', 'Shop']);
    expect((await run(erin.token, { text })).data).toEqual({
      format: 'link-in-bio',
      stored: 0,
      imported: 3,
      refused: 0,
    });
  });

  it('refuses a bad file whole with a clear sentence', async () => {
    const fay = await creator();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ text: '   \n' }, LINK_IMPORT_MESSAGES.empty],
      [{ text: 'name,price\nlamp,12\n' }, LINK_IMPORT_MESSAGES.noHeader],
      [{ text: 'PK\u0003\u0004binary', fileName: 'links.csv' }, LINK_IMPORT_MESSAGES.notCsv],
      [{ text: amazon(1), fileName: 'links.xlsx' }, LINK_IMPORT_MESSAGES.notCsv],
      [{ text: 'destination\n'.padEnd(4_000_100, 'x') }, LINK_IMPORT_MESSAGES.tooLarge],
    ];
    for (const [body, message] of cases) {
      const answer = await preview(fay.token, body);
      expect(answer.code, message).toBe(400);
      expect(answer.message).toContain(message.length > 60 ? message.slice(0, 60) : message);
    }
    expect(await myLinks(fay.token)).toEqual([]);
  });

  it('stores all accepted rows or none: a slug taken meanwhile refuses the whole confirm', async () => {
    const gus = await creator();
    const hal = await creator();
    const slug = `gus-${unique()}`;
    const text = `destination,slug\n${amazon(41)}\n${amazon(42)},${slug}\n${amazon(43)}\n`;
    expect((await preview(gus.token, { text })).data.counts.links).toBe(3);
    // Hal takes the slug between Gus's preview and his confirm.
    expect((await run(hal.token, { text: `destination,slug\n${amazon(44)},${slug}\n` })).data.stored).toBe(1);
    const refused = await run(gus.token, { text });
    expect(refused.code).toBe(200);
    expect(refused.data).toEqual({ format: 'generic', stored: 2, imported: 0, refused: 1 });
    expect(await myLinks(gus.token)).toHaveLength(2);

    // A drawn batch that meets a code claimed after its plan stores none of its rows.
    const ivy = await creator();
    const later = `ivy-${unique()}`;
    const rows = `destination,slug\n${amazon(51)}\n${amazon(52)},${later}\n`;
    expect((await preview(ivy.token, { text: rows })).data.counts.links).toBe(2);
    const { shortLinksOf } = await import('../../server/modules/short-links');
    const links = shortLinksOf(ctx.server.services);
    await links.createMany(
      [
        {
          shopDomain: hal.shopName,
          kind: 'short',
          retailer: 'amazon',
          retailerItemId: asin(53),
          normalizedUrl: amazon(53),
          destination: amazon(53),
          trackingId: null,
          source: null,
          title: null,
          productId: null,
          code: later,
        },
      ],
      new Date(),
    );
    const conflict = await links
      .createMany([{ ...baseLink(ivy.shopName, 51) }, { ...baseLink(ivy.shopName, 52), code: later }], new Date())
      .then(
        () => undefined,
        (error: Error) => error,
      );
    expect(conflict?.message).toMatch(/taken a moment ago/);
    expect(await myLinks(ivy.token)).toEqual([]);
  });
});

function baseLink(shopDomain: string, n: number) {
  return {
    shopDomain,
    kind: 'short' as const,
    retailer: 'amazon' as const,
    retailerItemId: asin(n),
    normalizedUrl: amazon(n),
    destination: amazon(n),
    trackingId: null,
    source: null,
    title: null,
    productId: null,
  };
}

import { describe, expect, it } from 'vitest';
import { pngOf } from '../support/media-fixtures';
import { creatorPagesServer } from './creator-pages-support';

/**
 * Every retailer address that enters Linkmint goes out through the earn rule (src/domain/earn-rule.ts): each entry
 * point's public address leads through a tracked /s/ code whose click is stored, to the address with the creator's tag.
 */

const PASTED_AMAZON = 'https://www.amazon.com/dp/B00NR1YQHM';

describe.each(['pglite', 'postgres'] as const)('the earn rule at every entry point (%s)', (kind) => {
  const ctx = creatorPagesServer(kind);

  /** The /s/ addresses of a public page, in page order. */
  async function trackedHrefs(path: string): Promise<string[]> {
    const { status, body } = await ctx.api.page(path);
    expect(status).toBe(200);
    return [...body.matchAll(/href="([^"]*\/s\/[0-9A-Za-z]+)"/g)].map((m) => m[1]!);
  }

  /** Follows a tracked address once: where it leads, and whether the click was stored with the shop. */
  async function follow(shortUrl: string, shopDomain: string) {
    const code = ctx.api.codeOf(shortUrl);
    const before = (await ctx.api.clicksOf(code)).length;
    const res = await ctx.api.visit(code);
    expect(res.status).toBe(302);
    const clicks = await ctx.api.clicksOf(code);
    expect(clicks.length).toBe(before + 1);
    expect(clicks.at(-1)).toMatchObject({ shopDomain, linkId: code });
    return res.location!;
  }

  it('a pasted Amazon address in a bio button goes out with the creator tag', async () => {
    const creator = await ctx.api.creator('jane-20');
    await ctx.api.post('/bio/create_bio_link', { title: 'Jane picks' }, creator.token);
    const saved = await ctx.api.post(
      '/bio/create_button_batch_v3',
      { buttons: [{ title: 'My speaker', url: PASTED_AMAZON }] },
      creator.token,
    );
    expect(saved.code, saved.message).toBe(200);
    const [href] = await trackedHrefs(`/b/${creator.handle}`);
    expect(await follow(href!, creator.shopName)).toBe('https://www.amazon.com/dp/B00NR1YQHM?tag=jane-20');
  });

  it('a pasted Amazon address on a gallery tile goes out with the creator tag', async () => {
    const creator = await ctx.api.creator('jane-20');
    const upload = await ctx.api.upload(creator.token, [{ name: 'a.png', bytes: await pngOf(40, 40) }]);
    const made = await ctx.api.post(
      '/gallery/create',
      { title: 'Desk', tiles: [{ mediaId: upload.data.list[0].id, title: 'Speaker', url: PASTED_AMAZON }] },
      creator.token,
    );
    expect(made.code, made.message).toBe(200);
    await ctx.api.post('/gallery/update', { id: made.data.id, published: true }, creator.token);
    const [href] = await trackedHrefs(`/g/${made.data.slug}`);
    expect(await follow(href!, creator.shopName)).toBe('https://www.amazon.com/dp/B00NR1YQHM?tag=jane-20');
  });
});

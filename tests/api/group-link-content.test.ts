import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { pngOf } from '../support/media-fixtures';
import { expectContract, startWithCreators, type Creator, type ProductsApi } from './products-support';

/** The app previews a group link from its data, so the data carries what the page shows on top: intro and cover. */
describe('group links carry their collection’s intro and cover', () => {
  let server: RunningServer;
  let api: ProductsApi;
  let alice: Creator;

  beforeAll(async () => ({ server, api, alice } = await startWithCreators('pglite')), 60_000);
  afterAll(() => server?.close());

  async function collection(fields: Record<string, string>, cover?: Buffer) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    if (cover) form.set('cover', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'cover.png');
    const res = await api.postMultipart('/app/update_collection', form, alice.token);
    expect(res.code, res.message).toBe(200);
    return res.data as { id: string; coverUrl?: string };
  }

  it('list, v2 list and detail answer the intro and the cover address the page shows; a plain collection has neither', async () => {
    const dressed = await collection(
      { name: 'Beach bag', description: 'What I pack for the beach' },
      await pngOf(4, 3),
    );
    await collection({ name: 'Plain shelf' });
    const list = await api.post('/app/grouplink/list', {}, alice.token);
    expectContract('grouplinkList', list);
    const beach = list.data.list.find((link: { collectionId: string }) => link.collectionId === dressed.id);
    expect(beach).toMatchObject({
      title: 'Beach bag',
      description: 'What I pack for the beach',
      coverUrl: dressed.coverUrl,
    });
    expect(beach.coverUrl).toMatch(new RegExp(`^${server.url}/media/collection-covers/[0-9a-f]{64}\\.webp$`));
    const picture = await fetch(beach.coverUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');

    const plain = list.data.list.find((link: { title: string }) => link.title === 'Plain shelf');
    expect(plain).not.toHaveProperty('description');
    expect(plain).not.toHaveProperty('coverUrl');

    const searched = await api.post('/app/grouplink/v2/list', { keyword: 'beach' }, alice.token);
    expectContract('grouplinkListV2', searched);
    expect(searched.data.list).toEqual([beach]);
    const detail = await api.post('/app/grouplink/detail', { id: beach.code }, alice.token);
    expectContract('grouplinkDetail', detail);
    expect(detail.data).toEqual(beach);

    // The page itself shows the same intro and cover.
    const page = await (await fetch(beach.url)).text();
    expect(page).toContain('What I pack for the beach');
    expect(page).toContain(`src="${new URL(beach.coverUrl).pathname}"`);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { startWithCreators, type Creator, type ProductsApi } from './products-support';

/** Commands on one stream from requests at the same time: each is decided again on the fresh state, none fails. */
describe.each(['pglite', 'postgres'] as const)('products added at the same time (%s)', (kind) => {
  let server: RunningServer;
  let api: ProductsApi;
  let alice: Creator;
  beforeAll(async () => {
    ({ server, api, alice } = await startWithCreators(kind));
  }, 60_000);
  afterAll(() => server?.close());
  it('adds all six products a shop sends at once, and lists each once', async () => {
    const ids = ['B0CONC0001', 'B0CONC0002', 'B0CONC0003', 'B0CONC0004', 'B0CONC0005', 'B0CONC0006'];
    const res = await Promise.all(
      ids.map((id) => api.post('/app/product/add_product', { url: `https://www.amazon.com/dp/${id}` }, alice.token)),
    );
    expect(res.map((r) => `${r.code} ${r.message}`)).toEqual(ids.map(() => '200 success'));
    const listed = await api.post('/app/product/get_products', { pageNum: 1, pageSize: 50 }, alice.token);
    expect(
      listed.data.list
        .map((p: { url: string }) => p.url)
        .filter((url: string) => url.includes('B0CONC'))
        .sort(),
    ).toEqual(ids.map((id) => `https://www.amazon.com/dp/${id}`));
  });
});

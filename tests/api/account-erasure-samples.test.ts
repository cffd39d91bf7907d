import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { apiCaller } from '../support/api-caller';
import { sharedTestServer } from '../support/test-server';

const ADDRESS = {
  name: 'Ada Lovelace',
  line1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  country: 'US',
};

describe('deleting an account erases the shipping addresses of its sample requests', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await sharedTestServer();
  });
  afterAll(() => server?.close());

  it('keeps no address in the log, and the read tables rebuild alike', async () => {
    const api = apiCaller(server.url);
    const creator = await api.registerCreator();
    const deals = await api.post<{ list: Array<{ id: string }> }>('/hotdeal/list', {}, creator.token);
    const productId = deals.data.list[0]!.id;
    const sample = await api.post(
      '/app/add_sample',
      { productId, shippingAddress: ADDRESS, note: 'For my next video' },
      creator.token,
    );
    expect(sample.code).toBe(200);

    const events = () =>
      server.services.database.query<{ data: string }>('select data::text as data from events where stream_id = $1', [
        `samples:${creator.shopName}`,
      ]);
    expect((await events()).rows[0]!.data).toContain('1 Market St');
    const live = await server.services.database.query(
      'select to_jsonb(t)::text as row from sample_requests t order by 1',
    );

    const destroyed = await api.post(
      '/blogger/destroy',
      { confirm: 'DELETE', password: await api.encrypt(creator.password) },
      creator.token,
    );
    expect(destroyed.code).toBe(200);
    const after = (await events()).rows.map((r) => r.data).join('\n');
    expect(after).not.toContain('1 Market St');
    expect(after).not.toContain('Ada Lovelace');
    expect(after).not.toContain('For my next video');
    expect(after).toContain(productId);

    await server.services.eventStore.rebuild();
    expect(
      (await server.services.database.query('select to_jsonb(t)::text as row from sample_requests t order by 1')).rows,
    ).toEqual(live.rows);
  });
});

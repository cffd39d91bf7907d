import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../server/modules/catalog';
import type { RunningServer } from '../../server/server';
import { pngOf } from '../support/media-fixtures';
import { projectionTables } from '../support/projection-tables';
import { startTestServer } from '../support/test-server';
import { productsApi } from './products-support';

/** The read models of the catalog, products and link-pages modules. */
const PROJECTIONS = ['sample-requests', 'shop-products', 'collections', 'combined-links'];
const ADDRESS = {
  name: 'Ada Lovelace',
  line1: '1 Market St',
  city: 'San Francisco',
  postalCode: '94105',
  country: 'US',
};

describe.each(['pglite', 'postgres'] as const)('product and link read models rebuilt from the log (%s)', (kind) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({}, kind);
  }, 60_000);
  afterAll(() => server?.close());

  const dump = () => projectionTables(server, PROJECTIONS);

  it('gives identical tables after a scripted history', async () => {
    const api = productsApi(server);
    const catalog = bundledCatalog();
    const creator = await api.registerCreator({ amazonTrackingId: 'rebuild-20' });
    const ok = async (res: Promise<{ code: number; message: string; data: any }>) => {
      const reply = await res;
      expect(reply.code, reply.message).toBe(200);
      return reply.data;
    };
    const ids: string[] = [];
    for (const product of catalog.products.filter((p) => p.retailer === 'amazon').slice(0, 4)) {
      ids.push((await ok(api.post('/app/product/add_product', { url: product.url }, creator.token))).product.id);
    }
    await ok(
      api.post(
        '/app/product/update_product_price',
        { productId: ids[0], price: { amountCents: 1234, currency: 'USD' } },
        creator.token,
      ),
    );
    const form = new FormData();
    form.set('name', 'Rebuilt');
    form.set('cover', new File([new Uint8Array(await pngOf(3, 2))], 'c.png'));
    const collection = await ok(api.postMultipart('/app/update_collection', form, creator.token));
    await ok(
      api.post(
        '/app/collection/change',
        { collectionId: collection.id, addProductIds: ids.slice(0, 3) },
        creator.token,
      ),
    );
    await ok(api.post('/app/product/delete_product', { productIds: [ids[1]] }, creator.token));
    const doomedForm = new FormData();
    doomedForm.set('name', 'Doomed');
    const doomed = await ok(api.postMultipart('/app/update_collection', doomedForm, creator.token));
    await ok(api.post('/app/collection/delete', { collectionId: doomed.id }, creator.token));
    await ok(
      api.post('/app/add_sample', { productId: catalog.products[0]!.id, shippingAddress: ADDRESS }, creator.token),
    );
    const link = await ok(api.post('/app/get_shortlink/v3', { url: catalog.products[10]!.url }, creator.token));
    const kept = await ok(
      api.postForm('/app/combinelink/create', { title: 'Kept', shortLinkIds: link.id }, creator.token),
    );
    const gone = await ok(
      api.postForm('/app/combinelink/create', { title: 'Gone', shortLinkIds: link.id }, creator.token),
    );
    await ok(api.post('/app/combinelink/delete', { id: gone.id }, creator.token));

    const live = await dump();
    expect(live.shop_products).toHaveLength(4);
    expect(live.collection_products).toHaveLength(2);
    expect(live.combined_links).toEqual([expect.stringContaining(kept.code)]);
    const report = await server.services.eventStore.rebuild({ projections: PROJECTIONS });
    expect(report.eventsReplayed).toBeGreaterThan(10);
    expect(await dump()).toEqual(live);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../server/modules/catalog';
import { PRODUCT_MESSAGES } from '../../server/modules/products/shop-products-decider';
import type { RunningServer } from '../../server/server';
import { expectContract, startWithCreators, type Creator, type ProductsApi } from './products-support';

const soldOut = bundledCatalog().products.find((p) => p.inStock === false)!;

describe.each(['pglite', 'postgres'] as const)('update_product_shelf: taking a product off the shelf (%s)', (kind) => {
  let server: RunningServer;
  let api: ProductsApi;
  let alice: Creator;
  let bob: Creator;

  const shelf = (creator: Creator, productId: string, onShelf: boolean) =>
    api.post('/app/product/update_product_shelf', { productId, onShelf }, creator.token);
  const onShelfIds = async (creator: Creator) =>
    (await api.post('/app/product/get_on_shelf_products', {}, creator.token)).data.list.map(
      (p: { id: string }) => p.id,
    );
  async function added(creator: Creator, url: string) {
    const res = await api.post('/app/product/add_product', { url }, creator.token);
    expect(res.code, res.message).toBe(200);
    return res.data.product as { id: string; onShelf: boolean };
  }

  beforeAll(async () => ({ server, api, alice, bob } = await startWithCreators(kind)), 60_000);
  afterAll(() => server?.close());

  it('takes a product off the shelf and puts it back; get_on_shelf_products follows, get_products keeps listing it', async () => {
    const product = await added(alice, 'https://www.amazon.com/Trail-Water-Bottle/dp/B0SHELF001');
    expect(product.onShelf).toBe(true);
    const off = await shelf(alice, product.id, false);
    expectContract('updateProductShelf', off);
    expect(off.data).toMatchObject({ id: product.id, onShelf: false });
    expect(await onShelfIds(alice)).not.toContain(product.id);
    const all = await api.post('/app/product/get_products', {}, alice.token);
    expect(all.data.list.find((p: { id: string }) => p.id === product.id)).toMatchObject({ onShelf: false });
    expect((await api.post('/app/product/detail', { productId: product.id }, alice.token)).data.product.onShelf).toBe(
      false,
    );

    const back = await shelf(alice, product.id, true);
    expect(back.data).toMatchObject({ id: product.id, onShelf: true });
    expect(await onShelfIds(alice)).toContain(product.id);
  });

  it('records nothing when the product is already where it is asked to be', async () => {
    const product = await added(alice, 'https://www.amazon.com/dp/B0SHELF002');
    const events = await api.eventCount();
    expect((await shelf(alice, product.id, true)).data.onShelf).toBe(true);
    expect(await api.eventCount()).toBe(events);
    await shelf(alice, product.id, false);
    await shelf(alice, product.id, false);
    expect(await api.eventCount()).toBe(events + 1);
  });

  it('a sold-out catalog item stays off the shelf when put back', async () => {
    const product = await added(alice, soldOut.url);
    expect(product.onShelf).toBe(false);
    expect((await shelf(alice, product.id, true)).data.onShelf).toBe(false);
    expect(await onShelfIds(alice)).not.toContain(product.id);
  });

  it("refuses another shop's, a removed and an unknown product, and a body without onShelf", async () => {
    const product = await added(alice, 'https://www.amazon.com/dp/B0SHELF003');
    await api.expectRefused(
      () => shelf(bob, product.id, false),
      404,
      PRODUCT_MESSAGES.unknownProduct(product.id),
      () => onShelfIds(alice),
    );
    await api.post('/app/product/delete_product', { productIds: [product.id] }, alice.token);
    await api.expectRefused(() => shelf(alice, product.id, false), 404, PRODUCT_MESSAGES.unknownProduct(product.id));
    await api.expectRefused(
      () => shelf(alice, 'no-such-product', false),
      404,
      PRODUCT_MESSAGES.unknownProduct('no-such-product'),
    );
    const res = await api.post('/app/product/update_product_shelf', { productId: product.id }, alice.token);
    expect([res.status, res.code]).toEqual([400, 400]);
  });
});

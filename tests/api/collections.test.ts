import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertStoredCovers, COVER_MESSAGES, MAX_COVER_BYTES } from '../../server/modules/products/collection-covers';
import { COLLECTION_MESSAGES } from '../../server/modules/products/collection-decider';
import { PRODUCT_MESSAGES } from '../../server/modules/products/shop-products-decider';
import type { RunningServer } from '../../server/server';
import { MAX_PICTURE_SIDE, MEDIA_MESSAGES } from '../../src/domain/media-limits';
import { metadataLeft, photoWithMetadata, pngHeaderOf, pngOf } from '../support/media-fixtures';
import { expectContract, startWithCreators, type Creator, type ProductsApi } from './products-support';

/** A PNG signature followed by a web page: a file that only starts like a picture (real pictures are made in beforeAll). */
const PNG_THEN_HTML = Buffer.concat([
  Buffer.from('89504e470d0a1a0a', 'hex'),
  Buffer.from('<html><body><script>alert(document.domain)</script></body></html>'),
]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

function form(fields: Record<string, string>, cover?: { bytes: Buffer; name: string; type: string }): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  if (cover) data.set('cover', new File([new Uint8Array(cover.bytes)], cover.name, { type: cover.type }));
  return data;
}

describe.each(['pglite', 'postgres'] as const)('collections of a shop (%s)', (kind) => {
  let server: RunningServer;
  let api: ProductsApi;
  let alice: Creator;
  let bob: Creator;
  const productIds: string[] = [];
  let PNG: Buffer;
  let JPEG: Buffer;
  let WEBP: Buffer;
  const coverCount = async () =>
    (await server.services.database.query<{ n: number }>('select count(*)::int as n from collection_cover_images'))
      .rows[0]?.n;

  const upload = (
    creator: Creator,
    fields: Record<string, string>,
    cover?: { bytes: Buffer; name: string; type: string },
  ) => api.postMultipart('/app/update_collection', form(fields, cover), creator.token);
  const collections = (creator: Creator, body: Record<string, unknown> = {}) =>
    api.post('/app/get_collections', body, creator.token);
  async function created(creator: Creator, name: string) {
    const res = await upload(creator, { name });
    expect(res.code, res.message).toBe(200);
    return res.data as { id: string; name: string; productCount: number; updatedAt: string };
  }

  beforeAll(async () => {
    ({ server, api, alice, bob } = await startWithCreators(kind));
    PNG = await pngOf(1, 1);
    JPEG = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#c04040' } })
      .jpeg()
      .toBuffer();
    WEBP = await sharp({ create: { width: 20, height: 30, channels: 3, background: '#4040c0' } })
      .webp()
      .toBuffer();
    for (const id of ['B0COLLECT1', 'B0COLLECT2', 'B0COLLECT3']) {
      productIds.push(
        (await api.post('/app/product/add_product', { url: `https://www.amazon.com/dp/${id}` }, alice.token)).data
          .product.id,
      );
    }
  }, 60_000);
  afterAll(() => server?.close());

  describe('update_collection (multipart, with a cover picture)', () => {
    it('creates a collection with a PNG cover, written again as WebP and served by Linkmint for good', async () => {
      const res = await upload(
        alice,
        { name: '  Summer picks ', description: 'What I pack for the beach' },
        { bytes: PNG, name: 'cover.png', type: 'image/png' },
      );
      expectContract('updateCollection', res);
      expect(res.data).toEqual({
        id: expect.any(String),
        name: 'Summer picks',
        description: 'What I pack for the beach',
        coverUrl: expect.stringMatching(new RegExp(`^${server.url}/media/collection-covers/[0-9a-f]{64}\\.webp$`)),
        platform: 'linkmint',
        productCount: 0,
        updatedAt: expect.any(String),
      });
      const picture = await api.page(new URL(res.data.coverUrl).pathname);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
      expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const served = Buffer.from(await picture.arrayBuffer());
      expect(served.equals(PNG)).toBe(false);
      expect(await sharp(served).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });
    });

    it('recognises JPEG and WebP by their bytes, whatever the file is called', async () => {
      const jpeg = await upload(alice, { name: 'Kitchen' }, { bytes: JPEG, name: 'photo.txt', type: 'text/plain' });
      const webp = await upload(
        alice,
        { name: 'Desk' },
        { bytes: WEBP, name: 'desk', type: 'application/octet-stream' },
      );
      for (const [res, width, height] of [
        [jpeg, 30, 20],
        [webp, 20, 30],
      ] as const) {
        expect(res.data.coverUrl, res.message).toMatch(/\.webp$/);
        const served = Buffer.from(await (await api.page(new URL(res.data.coverUrl).pathname)).arrayBuffer());
        expect(await sharp(served).metadata()).toMatchObject({ format: 'webp', width, height });
      }
    });

    it("keeps none of a photo's metadata (camera, author, GPS) in the cover it serves", async () => {
      const photo = await photoWithMetadata();
      expect(await metadataLeft(photo)).toContain('exif');
      const res = await upload(alice, { name: 'Trip' }, { bytes: photo, name: 'IMG_0001.jpg', type: 'image/jpeg' });
      expect(res.code, res.message).toBe(200);
      const served = Buffer.from(await (await api.page(new URL(res.data.coverUrl).pathname)).arrayBuffer());
      expect(await metadataLeft(served)).toEqual([]);
      expect(await sharp(served).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
      const { rows } = await server.services.database.query<{ bytes: Uint8Array }>(
        'select bytes from collection_cover_images',
      );
      for (const row of rows) expect(await metadataLeft(Buffer.from(row.bytes))).toEqual([]);
    });

    it('converts, once, the covers stored as uploaded before every picture was converted; removes one that is not a picture', async () => {
      const photo = await photoWithMetadata();
      const legacy = [
        { imageId: 'a'.repeat(64), contentType: 'image/jpeg', bytes: photo },
        { imageId: 'b'.repeat(64), contentType: 'image/png', bytes: PNG_THEN_HTML },
      ];
      for (const row of legacy) {
        await server.services.database.query(
          'insert into collection_cover_images (image_id, content_type, byte_size, bytes, converted) values ($1, $2, $3, $4, false)',
          [row.imageId, row.contentType, row.bytes.length, row.bytes],
        );
      }
      const served = (row: (typeof legacy)[number], ext: string) =>
        api.page(`/media/collection-covers/${row.imageId}.${ext}`);
      expect(await metadataLeft(Buffer.from(await (await served(legacy[0]!, 'jpg')).arrayBuffer()))).toContain('exif');

      expect(await convertStoredCovers(server.services.database, server.services.log)).toBe(2);
      const picture = await served(legacy[0]!, 'jpg');
      expect(picture.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await picture.arrayBuffer());
      expect(await metadataLeft(bytes)).toEqual([]);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
      expect((await served(legacy[1]!, 'png')).status).toBe(404);
      expect(await convertStoredCovers(server.services.database, server.services.log)).toBe(0);
    });

    it('refuses a file that only starts like a picture, and one whose header names more pixels than allowed, keeping none', async () => {
      const reads = () => collections(alice, { pageSize: 100 });
      const covers = await coverCount();
      await api.expectRefused(
        () => upload(alice, { name: 'Page' }, { bytes: PNG_THEN_HTML, name: 'cover.png', type: 'image/png' }),
        400,
        MEDIA_MESSAGES.unreadablePicture('The cover'),
        reads,
      );
      const huge = await pngHeaderOf(30_000, 30_000);
      await api.expectRefused(
        () => upload(alice, { name: 'Huge' }, { bytes: huge, name: 'huge.png', type: 'image/png' }),
        400,
        MEDIA_MESSAGES.pictureTooBig('The cover', 30_000, 30_000),
        reads,
      );
      expect(MEDIA_MESSAGES.pictureTooBig('The cover', 30_000, 30_000)).toContain(`${MAX_PICTURE_SIDE} pixels`);
      expect(await coverCount()).toBe(covers);
    });

    it('edits name and description and keeps the cover unless a new one comes', async () => {
      const first = await upload(alice, { name: 'Gym' }, { bytes: PNG, name: 'a.png', type: 'image/png' });
      const renamed = await upload(alice, { collectionId: first.data.id, name: 'Gym bag' });
      expectContract('updateCollection', renamed);
      expect(renamed.data).toMatchObject({ id: first.data.id, name: 'Gym bag', coverUrl: first.data.coverUrl });
      expect(renamed.data.description).toBeUndefined();
      const recovered = await upload(
        alice,
        { collectionId: first.data.id, name: 'Gym bag', description: 'Daily' },
        { bytes: JPEG, name: 'b.jpg', type: 'image/jpeg' },
      );
      expect(recovered.data.coverUrl).toMatch(/\.webp$/);
      expect(recovered.data.coverUrl).not.toBe(first.data.coverUrl);
      expect(recovered.data.description).toBe('Daily');
    });

    it('refuses pictures that are too large, of another type, empty or not a file, changing nothing', async () => {
      const reads = () => collections(alice, { pageSize: 100 });
      const big = Buffer.concat([PNG, Buffer.alloc(MAX_COVER_BYTES + 1 - PNG.length)]);
      await api.expectRefused(
        () => upload(alice, { name: 'Big' }, { bytes: big, name: 'big.png', type: 'image/png' }),
        400,
        COVER_MESSAGES.tooLarge,
        reads,
      );
      await api.expectRefused(
        () => upload(alice, { name: 'Gif' }, { bytes: GIF, name: 'fake.png', type: 'image/png' }),
        400,
        COVER_MESSAGES.unsupported,
        reads,
      );
      await api.expectRefused(
        () => upload(alice, { name: 'Empty' }, { bytes: Buffer.alloc(0), name: 'e.png', type: 'image/png' }),
        400,
        COVER_MESSAGES.empty,
        reads,
      );
      await api.expectRefused(
        () => upload(alice, { name: 'Text', cover: 'not a file' }),
        400,
        COVER_MESSAGES.notAFile,
        reads,
      );
      const { rows } = await server.services.database.query<{ n: number }>(
        'select count(*)::int as n from collection_cover_images where byte_size > $1',
        [MAX_COVER_BYTES],
      );
      expect(rows[0]?.n).toBe(0);
    });

    it('refuses a missing, blank or long name, unknown fields and another shop collection, changing nothing', async () => {
      const reads = () => collections(alice, { pageSize: 100 });
      await api.expectRefused(
        () => upload(alice, { description: 'x' }),
        400,
        'Invalid request: name is required.',
        reads,
      );
      const covers = await coverCount();
      const refusedCover = { bytes: WEBP, name: 'w.webp', type: 'image/webp' };
      await api.expectRefused(
        () => upload(alice, { name: '   ' }, refusedCover),
        400,
        COLLECTION_MESSAGES.blankName,
        reads,
      );
      await api.expectRefused(
        () => upload(alice, { name: 'x'.repeat(101) }),
        400,
        'name must be at most 100 characters',
        reads,
      );
      await api.expectRefused(
        () => upload(alice, { name: 'x', colour: 'red' }),
        400,
        'colour is not a known field',
        reads,
      );
      const mine = await created(alice, 'Private');
      await api.expectRefused(
        () => upload(bob, { collectionId: mine.id, name: 'Taken' }, refusedCover),
        404,
        COLLECTION_MESSAGES.unknown(mine.id),
        reads,
      );
      expect(await coverCount()).toBe(covers);
      await api.expectRefused(
        () => upload(alice, { collectionId: 'no-such', name: 'Taken' }),
        404,
        COLLECTION_MESSAGES.unknown('no-such'),
        reads,
      );
    });
  });

  describe('products in collections', () => {
    it('collection/change adds and removes products in one step and answers the collection', async () => {
      const collection = await created(alice, 'Change');
      const res = await api.post(
        '/app/collection/change',
        { collectionId: collection.id, addProductIds: productIds },
        alice.token,
      );
      expectContract('change', res);
      expect(res.data).toMatchObject({ id: collection.id, productCount: 3 });
      const swapped = await api.post(
        '/app/collection/change',
        { collectionId: collection.id, removeProductIds: [productIds[0]!], addProductIds: [] },
        alice.token,
      );
      expect(swapped.data.productCount).toBe(2);
      // Adding what is there and removing what is not change nothing.
      const events = await api.eventCount();
      const same = await api.post(
        '/app/collection/change',
        { collectionId: collection.id, addProductIds: [productIds[1]!], removeProductIds: [productIds[0]!] },
        alice.token,
      );
      expect(same.data.productCount).toBe(2);
      expect(await api.eventCount()).toBe(events);
    });

    it('lists a collection products newest first and the collections that hold a product', async () => {
      const one = await created(alice, 'One');
      const two = await created(alice, 'Two');
      await api.post(
        '/app/collection/change',
        { collectionId: one.id, addProductIds: [productIds[0]!, productIds[1]!] },
        alice.token,
      );
      await api.post('/app/collection/change', { collectionId: one.id, addProductIds: [productIds[2]!] }, alice.token);
      await api.post('/app/collection/change', { collectionId: two.id, addProductIds: [productIds[0]!] }, alice.token);
      const products = await api.post('/app/get_collection_products', { collectionId: one.id }, alice.token);
      expectContract('getCollectionProducts', products);
      expect(products.data.list.map((p: { id: string }) => p.id)).toEqual([
        productIds[2],
        productIds[1],
        productIds[0],
      ]);
      expect(products.data.total).toBe(3);
      const filtered = await api.post('/app/product/get_products', { collectionId: two.id }, alice.token);
      expect(filtered.data.list.map((p: { id: string }) => p.id)).toEqual([productIds[0]]);
      const ids = await api.post('/app/get_product_collectionids', { productId: productIds[0] }, alice.token);
      expectContract('getProductCollectionids', ids);
      expect(ids.data.collectionIds).toEqual(expect.arrayContaining([one.id, two.id]));
      expect(ids.data.collectionIds[0]).toBe(two.id);
    });

    it('refuses unknown products, nothing to change, the same product both ways, and another shop', async () => {
      const collection = await created(alice, 'Strict');
      const reads = () => api.post('/app/get_collection_products', { collectionId: collection.id }, alice.token);
      const change =
        (body: Record<string, unknown>, creator = alice) =>
        () =>
          api.post('/app/collection/change', { collectionId: collection.id, ...body }, creator.token);
      await api.expectRefused(change({ addProductIds: ['nope'] }), 404, PRODUCT_MESSAGES.unknownProduct('nope'), reads);
      await api.expectRefused(change({}), 400, COLLECTION_MESSAGES.nothingToChange, reads);
      await api.expectRefused(
        change({ addProductIds: [productIds[0]], removeProductIds: [productIds[0]] }),
        400,
        COLLECTION_MESSAGES.addedAndRemoved(productIds[0]!),
        reads,
      );
      await api.expectRefused(
        change({ addProductIds: [productIds[0], productIds[0]] }),
        400,
        'addProductIds must NOT have duplicate items',
        reads,
      );
      await api.expectRefused(
        change({ removeProductIds: [productIds[0]] }, bob),
        404,
        COLLECTION_MESSAGES.unknown(collection.id),
        reads,
      );
      const products = await api.post('/app/get_collection_products', { collectionId: collection.id }, bob.token);
      expect([products.status, products.message]).toEqual([404, COLLECTION_MESSAGES.unknown(collection.id)]);
      const filter = await api.post('/app/product/get_products', { collectionId: collection.id }, bob.token);
      expect(filter.status).toBe(404);
      const ids = await api.post('/app/get_product_collectionids', { productId: productIds[0] }, bob.token);
      expect(ids.status).toBe(404);
    });

    it('a removed product leaves every collection; add_product can put a new one straight in', async () => {
      const creator = await api.registerCreator();
      const collection = await created(creator, 'Temporary');
      const res = await api.post(
        '/app/product/add_product',
        { url: 'https://www.amazon.com/dp/B0COLLECT9', collectionId: collection.id },
        creator.token,
      );
      expect(res.code, res.message).toBe(200);
      expect(
        (await api.post('/app/get_collection_products', { collectionId: collection.id }, creator.token)).data.total,
      ).toBe(1);
      await api.post('/app/product/delete_product', { productIds: [res.data.product.id] }, creator.token);
      const after = await collections(creator);
      expect(after.data.list[0]).toMatchObject({ id: collection.id, productCount: 0 });
      const { rows } = await server.services.database.query(
        'select * from collection_products where collection_id = $1',
        [collection.id],
      );
      expect(rows).toEqual([]);
    });
  });

  describe('listing and deleting collections', () => {
    it('lists the shop collections most recently changed first, with and without TikTok', async () => {
      const creator = await api.registerCreator();
      const a = await created(creator, 'A');
      const b = await created(creator, 'B');
      await upload(creator, { collectionId: a.id, name: 'A again' });
      const res = await collections(creator);
      expectContract('getCollections', res);
      expect(res.data.list.map((c: { id: string }) => c.id)).toEqual([a.id, b.id]);
      expect(res.data.total).toBe(2);
      const withTiktok = await api.post('/app/get_collections_with_tiktok', { pageSize: 1 }, creator.token);
      expectContract('getCollectionsWithTiktok', withTiktok);
      expect(withTiktok.data).toEqual({ list: [expect.objectContaining({ id: a.id })], total: 2 });
      // Collections imported from a retailer source would carry it; Linkmint's own carry none.
      expect((await collections(creator, { source: 11 })).data).toEqual({ list: [], total: 0 });
      expect((await collections(bob)).data.list.map((c: { id: string }) => c.id)).not.toContain(a.id);
    });

    it('deletes a collection (its products stay in the shop); deleting it again is a 404', async () => {
      const collection = await created(alice, 'Doomed');
      await api.post(
        '/app/collection/change',
        { collectionId: collection.id, addProductIds: [productIds[0]!] },
        alice.token,
      );
      await api.expectRefused(
        () => api.post('/app/collection/delete', { collectionId: collection.id }, bob.token),
        404,
        COLLECTION_MESSAGES.unknown(collection.id),
      );
      const res = await api.post('/app/collection/delete', { collectionId: collection.id }, alice.token);
      expectContract('collectionDelete', res);
      expect(res.data).toEqual({ id: collection.id, deletedAt: expect.any(String) });
      expect((await api.post('/app/product/get_product_info', { productId: productIds[0] }, alice.token)).status).toBe(
        200,
      );
      await api.expectRefused(
        () => api.post('/app/collection/delete', { collectionId: collection.id }, alice.token),
        404,
        COLLECTION_MESSAGES.unknown(collection.id),
      );
      const ids = await api.post('/app/get_product_collectionids', { productId: productIds[0] }, alice.token);
      expect(ids.data.collectionIds).not.toContain(collection.id);
    });
  });
});

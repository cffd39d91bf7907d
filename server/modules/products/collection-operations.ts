import { randomUUID } from 'node:crypto';
import type { components } from '../../../src/generated/api';
import type { Database } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../errors';
import { createCommandHandler, type CommandHandler } from '../../events/command-handler';
import type { Logger } from '../../logger';
import type { PictureBudget } from '../../picture-budget';
import {
  requestOrigin,
  shopOf,
  type OperationHandler,
  type OperationHandlers,
  type RequestContext,
} from '../../operations';
import { pageRequest } from '../../paging';
import type { Services } from '../../services';
import type { Catalog } from '../catalog';
import { newShortCode, shortLinksOf } from '../short-links';
import { coverUrl, storeCover } from './collection-covers';
import {
  COLLECTION_MESSAGES,
  collectionDecider,
  collectionName,
  collectionStream,
  MAX_COLLECTION_PRODUCTS,
  MAX_COLLECTIONS_PER_SHOP,
  type CollectionCommand,
  type CollectionCover,
  type CollectionEvent,
  type CollectionState,
} from './collection-decider';
import { SHOP_PRODUCT_COLUMNS, shopProductView, type ShopProductRow } from './product-details';
import { liveProductIds, shopProductById } from './product-queries';
import { PRODUCT_MESSAGES } from './shop-products-decider';

type Schemas = components['schemas'];

export interface CollectionRow {
  collection_id: string;
  shop_domain: string;
  name: string;
  description: string | null;
  cover_image_id: string | null;
  cover_content_type: string | null;
  platform: Schemas['Collection']['platform'];
  source: number | null;
  group_link_code: string;
  created_at: Date;
  updated_at: Date;
  /** Live products in it. */
  product_count: number;
}

/** Collections with how many live products each holds (a removed product leaves every collection). */
export const COLLECTION_SELECT = `select c.collection_id, c.shop_domain, c.name, c.description, c.cover_image_id, c.cover_content_type,
    c.platform, c.source, c.group_link_code, c.created_at, c.updated_at,
    (select count(*)::int from collection_products cp join shop_products p on p.product_id = cp.product_id and p.deleted_at is null
     where cp.collection_id = c.collection_id) as product_count
  from collections c`;

export function collectionView(row: CollectionRow, origin: string): Schemas['Collection'] {
  return {
    id: row.collection_id,
    name: row.name,
    ...(row.description !== null ? { description: row.description } : {}),
    ...(row.cover_image_id && row.cover_content_type
      ? { coverUrl: coverUrl(origin, { imageId: row.cover_image_id, contentType: row.cover_content_type }) }
      : {}),
    ...(row.source !== null ? { source: row.source as Schemas['ShopSource'] } : {}),
    platform: row.platform,
    productCount: Number(row.product_count),
    updatedAt: row.updated_at.toISOString(),
  };
}

type CallContext = Pick<RequestContext, 'now' | 'requestId'>;

/** What the product operations need of collections, and the group links module reads. */
export interface CollectionsService {
  /** The shop's collection, or a 404 (another shop's is as unknown as a missing one). */
  requireOwned(shopDomain: string, collectionId: string): Promise<CollectionRow>;
  /** Refuses before anything is stored when `count` more products would not fit. */
  requireRoomFor(shopDomain: string, collectionId: string, count: number): Promise<void>;
  /** Adds products and gives each a tracked short link where one can be made. */
  addProducts(
    shopDomain: string,
    collectionId: string,
    productIds: readonly string[],
    call: CallContext,
  ): Promise<void>;
  linkProducts(shopDomain: string, productIds: readonly string[], call: CallContext & { log?: Logger }): Promise<void>;
  /** Takes removed products out of every collection of the shop that holds them. */
  forgetProducts(shopDomain: string, productIds: readonly string[], call: CallContext): Promise<void>;
}

/** The service, with the command handler the collection operations run their own commands through. */
export type CollectionsCommands = CollectionsService & {
  handle: CommandHandler<CollectionCommand, CollectionState, CollectionEvent>;
};

export function createCollectionsService(services: Services): CollectionsCommands {
  const { database: db, eventStore: store } = services;
  const handle = createCommandHandler(store, collectionDecider);
  const links = shortLinksOf(services);

  /**
   * Gives products that join a collection a tracked short link (the shop's default tracking id), so its group
   * link page sends the audience through /s/ and the clicks count. Where the short-links module cannot make one
   * (no tracking id yet, a retailer paid through Impact) the page links the product page itself.
   */
  async function linkProducts(shopDomain: string, productIds: readonly string[], call: CallContext & { log?: Logger }) {
    if (productIds.length === 0) return;
    const { rows } = await db.query<{ product_id: string; url: string; title: string }>(
      'select product_id, url, title from shop_products where shop_domain = $1 and product_id = any($2::text[]) and deleted_at is null',
      [shopDomain, [...productIds]],
    );
    for (const row of rows) {
      try {
        await links.linkForProduct({
          shopDomain,
          url: row.url,
          title: row.title.slice(0, 200),
          productId: row.product_id,
          now: call.now,
        });
      } catch (error) {
        if (error instanceof HttpError && error.status === 400) continue;
        (call.log ?? services.log).error('no short link for a collection product', {
          err: error,
          productId: row.product_id,
        });
      }
    }
  }

  async function requireOwned(shopDomain: string, collectionId: string): Promise<CollectionRow> {
    const { rows } = await db.query<CollectionRow>(
      `${COLLECTION_SELECT} where c.collection_id = $1 and c.shop_domain = $2`,
      [collectionId, shopDomain],
    );
    const row = rows[0];
    if (!row) throw notFound(COLLECTION_MESSAGES.unknown(collectionId));
    return row;
  }

  return {
    handle,
    requireOwned,
    linkProducts,
    async requireRoomFor(shopDomain, collectionId, count) {
      const row = await requireOwned(shopDomain, collectionId);
      if (Number(row.product_count) + count > MAX_COLLECTION_PRODUCTS) throw badRequest(COLLECTION_MESSAGES.full);
    },
    async addProducts(shopDomain, collectionId, productIds, call) {
      await handle(
        collectionStream(collectionId),
        { type: 'ChangeCollectionProducts', collectionId, shopDomain, add: productIds, remove: [] },
        { now: call.now, metadata: { requestId: call.requestId } },
      );
      await linkProducts(shopDomain, productIds, call);
    },
    async forgetProducts(shopDomain, productIds, call) {
      if (productIds.length === 0) return;
      const { rows } = await db.query<{ collection_id: string; product_ids: string[] }>(
        `select cp.collection_id, array_agg(cp.product_id) as product_ids from collection_products cp
         join collections c on c.collection_id = cp.collection_id
         where c.shop_domain = $1 and cp.product_id = any($2::text[]) group by cp.collection_id`,
        [shopDomain, [...productIds]],
      );
      for (const row of rows) {
        await handle(
          collectionStream(row.collection_id),
          {
            type: 'ChangeCollectionProducts',
            collectionId: row.collection_id,
            shopDomain,
            add: [],
            remove: row.product_ids,
          },
          { now: call.now, metadata: { requestId: call.requestId } },
        );
      }
    },
  };
}

/** The multipart fields of update_collection (CollectionUpload): text fields, and the cover as a File. */
interface CollectionUploadBody {
  collectionId?: string;
  name: string;
  description?: string;
  cover?: unknown;
}

export function createCollectionOperations(
  db: Database,
  catalog: Catalog,
  service: CollectionsCommands,
  pictures: PictureBudget,
): OperationHandlers {
  const { handle } = service;

  const metadata = (ctx: RequestContext) => ({ now: ctx.now, metadata: { requestId: ctx.requestId } });

  /** Collections of the shop, most recently changed first; TikTok's only when the caller asks for them. */
  function listing(withTiktok: boolean): OperationHandler {
    return async (ctx) => {
      const body = (ctx.body ?? {}) as Schemas['CollectionQuery'];
      const { limit, offset } = pageRequest(body);
      const where = `c.shop_domain = $1 and ($2::int is null or c.source = $2) and ($3::boolean or c.platform <> 'tiktok')`;
      const params = [shopOf(ctx), body.source ?? null, withTiktok];
      const [list, count] = await Promise.all([
        db.query<CollectionRow>(
          `${COLLECTION_SELECT} where ${where} order by c.updated_at desc, c.position desc limit $4 offset $5`,
          [...params, limit, offset],
        ),
        db.query<{ n: number }>(`select count(*)::int as n from collections c where ${where}`, params),
      ]);
      const origin = requestOrigin(ctx);
      return {
        list: list.rows.map((row) => collectionView(row, origin)),
        total: Number(count.rows[0]?.n ?? 0),
      } satisfies Schemas['CollectionPage'];
    };
  }

  return {
    getCollections: listing(false),
    getCollectionsWithTiktok: listing(true),

    async updateCollection(ctx) {
      const body = ctx.body as CollectionUploadBody;
      const shopDomain = shopOf(ctx);
      if (body.collectionId !== undefined) await service.requireOwned(shopDomain, body.collectionId);
      else {
        const { rows } = await db.query<{ n: number }>(
          'select count(*)::int as n from collections where shop_domain = $1',
          [shopDomain],
        );
        if (Number(rows[0]?.n ?? 0) >= MAX_COLLECTIONS_PER_SHOP) throw badRequest(COLLECTION_MESSAGES.tooMany);
      }
      // The picture is stored before the event that names it (see collection-covers.ts), so everything else that
      // could refuse the request is checked first: nothing is kept for a request that fails.
      collectionName(body.name);
      const cover: CollectionCover | undefined =
        body.cover === undefined
          ? undefined
          : await storeCover(db, body.cover, { budget: pictures, shopDomain, now: ctx.now });
      const collectionId = body.collectionId ?? randomUUID();
      const fields = {
        shopDomain,
        name: body.name,
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(cover ? { cover } : {}),
      };
      await handle(
        collectionStream(collectionId),
        body.collectionId === undefined
          ? { type: 'CreateCollection', collectionId, groupLinkCode: newShortCode(), ...fields }
          : { type: 'EditCollection', collectionId, ...fields },
        metadata(ctx),
      );
      return collectionView(await service.requireOwned(shopDomain, collectionId), requestOrigin(ctx));
    },

    async change(ctx) {
      const body = ctx.body as Schemas['CollectionChangeRequest'];
      const shopDomain = shopOf(ctx);
      const add = body.addProductIds ?? [];
      const known = await liveProductIds(db, shopDomain, add);
      const unknown = add.filter((id) => !known.has(id));
      if (unknown.length > 0) throw notFound(PRODUCT_MESSAGES.unknownProduct(unknown.join('", "')));
      const { events } = await handle(
        collectionStream(body.collectionId),
        {
          type: 'ChangeCollectionProducts',
          collectionId: body.collectionId,
          shopDomain,
          add,
          remove: body.removeProductIds ?? [],
        },
        metadata(ctx),
      );
      await service.linkProducts(
        shopDomain,
        events.flatMap((e) => (e.type === 'CollectionProductsChanged' ? e.data.added : [])),
        ctx,
      );
      return collectionView(await service.requireOwned(shopDomain, body.collectionId), requestOrigin(ctx));
    },

    async collectionDelete(ctx) {
      const { collectionId } = ctx.body as Schemas['CollectionIdRequest'];
      const { events } = await handle(
        collectionStream(collectionId),
        { type: 'DeleteCollection', collectionId, shopDomain: shopOf(ctx) },
        metadata(ctx),
      );
      const deleted = events.find((e) => e.type === 'CollectionDeleted');
      return {
        id: collectionId,
        deletedAt: deleted?.data.deletedAt ?? ctx.now.toISOString(),
      } satisfies Schemas['Deletion'];
    },

    async getProductCollectionids(ctx) {
      const { productId } = ctx.body as Schemas['ProductIdRequest'];
      const shopDomain = shopOf(ctx);
      if (!(await shopProductById(db, shopDomain, productId)))
        throw notFound(PRODUCT_MESSAGES.unknownProduct(productId));
      const { rows } = await db.query<{ collection_id: string }>(
        `select cp.collection_id from collection_products cp join collections c on c.collection_id = cp.collection_id
         where cp.product_id = $1 and c.shop_domain = $2 order by c.updated_at desc, c.position desc`,
        [productId, shopDomain],
      );
      return { collectionIds: rows.map((row) => row.collection_id) } satisfies Schemas['ProductCollectionIds'];
    },

    async getCollectionProducts(ctx) {
      const body = ctx.body as Schemas['CollectionProductsQuery'];
      const shopDomain = shopOf(ctx);
      await service.requireOwned(shopDomain, body.collectionId);
      const { limit, offset } = pageRequest(body);
      const from = `from collection_products cp join shop_products p on p.product_id = cp.product_id and p.deleted_at is null
        where cp.collection_id = $1`;
      const [list, count] = await Promise.all([
        db.query<ShopProductRow>(
          `select ${SHOP_PRODUCT_COLUMNS} ${from} order by cp.position desc limit $2 offset $3`,
          [body.collectionId, limit, offset],
        ),
        db.query<{ n: number }>(`select count(*)::int as n ${from}`, [body.collectionId]),
      ]);
      return {
        list: list.rows.map((row) => shopProductView(catalog, row)),
        total: Number(count.rows[0]?.n ?? 0),
      } satisfies Schemas['ProductPage'];
    },
  };
}

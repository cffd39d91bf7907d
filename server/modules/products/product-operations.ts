import { randomUUID } from 'node:crypto';
import type { components } from '../../../src/generated/api';
import { productKeywords } from '../../../src/domain/product-keywords';
import { parseProductUrl, type ProductRef } from '../../../src/domain/retailer-links';
import { PRODUCT_SOURCE } from '../../../src/domain/shop-sources';
import { badRequest, notFound } from '../../errors';
import { createCommandHandler } from '../../events/command-handler';
import {
  requestOrigin,
  shopOf,
  type OperationHandler,
  type OperationHandlers,
  type RequestContext,
} from '../../operations';
import { containsPattern, pageRequest } from '../../paging';
import type { Services } from '../../services';
import { catalogProductView, money, type Catalog } from '../catalog';
import { shortLinksOf } from '../short-links';
import type { CollectionsService } from './collection-operations';
import { shopProductById } from './product-queries';
import {
  commissionOf,
  productDetails,
  SHOP_PRODUCT_COLUMNS,
  shopProductView,
  soldOutIds,
  sourceFor,
  type ShopProductRow,
} from './product-details';
import { linksToItem } from './product-links';
import { PRODUCT_MESSAGES, shopProductsDecider, shopProductsStream } from './shop-products-decider';

type Schemas = components['schemas'];

/** A retailer address as the products calls take it, or a 400 with the parser's sentence (what to paste instead). */
function requireProduct(url: string): ProductRef {
  const parsed = parseProductUrl(url);
  if (!parsed.ok) throw badRequest(parsed.error);
  return parsed.product;
}

interface ProductFilter {
  keyword?: string;
  source?: number;
  collectionId?: string;
  onShelfOnly: boolean;
}

export function createProductOperations(
  services: Services,
  catalog: Catalog,
  collections: CollectionsService,
): OperationHandlers {
  const { database: db, eventStore: store } = services;
  const products = createCommandHandler(store, shopProductsDecider);
  const soldOut = soldOutIds(catalog);

  /** A page of the shop's live products, most recently added first (ProductPage). */
  async function productPage(
    shopDomain: string,
    filter: ProductFilter,
    page: { limit: number; offset: number },
  ): Promise<Schemas['ProductPage']> {
    const where = `p.shop_domain = $1 and p.deleted_at is null
      and ($2::text is null or p.title ilike $2 or p.brand ilike $2)
      and ($3::int is null or p.source = $3)
      and ($4::text is null or exists (select 1 from collection_products cp where cp.collection_id = $4 and cp.product_id = p.product_id))
      and (not $5::boolean or (not p.shelved and (p.catalog_id is null or not (p.catalog_id = any($6::text[])))))`;
    const params = [
      shopDomain,
      containsPattern(filter.keyword),
      filter.source ?? null,
      filter.collectionId ?? null,
      filter.onShelfOnly,
      soldOut,
    ];
    const [list, count] = await Promise.all([
      db.query<ShopProductRow>(
        `select ${SHOP_PRODUCT_COLUMNS} from shop_products p where ${where} order by p.position desc limit $7 offset $8`,
        [...params, page.limit, page.offset],
      ),
      db.query<{ n: number }>(`select count(*)::int as n from shop_products p where ${where}`, params),
    ]);
    return { list: list.rows.map((row) => shopProductView(catalog, row)), total: Number(count.rows[0]?.n ?? 0) };
  }

  function listing(onShelfOnly: boolean): OperationHandler {
    return async (ctx) => {
      const body = (ctx.body ?? {}) as Schemas['ProductQuery'];
      const shopDomain = shopOf(ctx);
      // A collection of another shop (or none) filters as an unknown one: refused, not an empty page.
      if (body.collectionId !== undefined) await collections.requireOwned(shopDomain, body.collectionId);
      return productPage(
        shopDomain,
        { keyword: body.keyword, source: body.source, collectionId: body.collectionId, onShelfOnly },
        pageRequest(body),
      );
    };
  }

  async function requireShopProduct(ctx: RequestContext, productId: string): Promise<ShopProductRow> {
    const row = await shopProductById(db, shopOf(ctx), productId);
    if (!row) throw notFound(PRODUCT_MESSAGES.unknownProduct(productId));
    return row;
  }

  const earningsNone = () => money(0, catalog.currency);

  return {
    getProducts: listing(false),
    getOnShelfProducts: listing(true),

    getProductInfo: async (ctx) =>
      shopProductView(catalog, await requireShopProduct(ctx, (ctx.body as Schemas['ProductIdRequest']).productId)),

    async addProduct(ctx) {
      const body = ctx.body as Schemas['AddProductRequest'];
      const shopDomain = shopOf(ctx);
      const ref = requireProduct(body.url);
      const source = sourceFor(ref.retailer, body.source);
      // Checked first, so a product is never added for a collection that then refuses it.
      if (body.collectionId !== undefined) await collections.requireRoomFor(shopDomain, body.collectionId, 1);
      const productId = randomUUID();
      const taskId = randomUUID();
      await products(
        shopProductsStream(shopDomain),
        {
          type: 'AddProduct',
          shopDomain,
          productId,
          taskId,
          retailer: ref.retailer,
          itemId: ref.productId,
          details: productDetails(catalog, ref, body.url, source),
        },
        { now: ctx.now, metadata: { requestId: ctx.requestId } },
      );
      if (body.collectionId !== undefined)
        await collections.addProducts(shopDomain, body.collectionId, [productId], ctx);
      const row = await shopProductById(db, shopDomain, productId);
      // The embedded catalog answers at once, so the task is done when this call returns.
      return {
        taskId,
        status: 'done',
        ...(row ? { product: shopProductView(catalog, row) } : {}),
      } satisfies Schemas['AddProductTask'];
    },

    async addProductStatus(ctx) {
      const { taskId } = ctx.body as Schemas['AddProductStatusRequest'];
      const { rows } = await db.query<ShopProductRow & { deleted_at: Date | null }>(
        `select ${SHOP_PRODUCT_COLUMNS}, p.deleted_at from shop_products p where p.task_id = $1 and p.shop_domain = $2`,
        [taskId, shopOf(ctx)],
      );
      const row = rows[0];
      if (!row) throw notFound(`There is no add-product task "${taskId}" in your shop.`);
      if (row.deleted_at)
        return {
          taskId,
          status: 'failed',
          failureReason: 'The product was added, then removed from your shop.',
        } satisfies Schemas['AddProductTask'];
      return { taskId, status: 'done', product: shopProductView(catalog, row) } satisfies Schemas['AddProductTask'];
    },

    async updateProductPrice(ctx) {
      const body = ctx.body as Schemas['UpdateProductPriceRequest'];
      const shopDomain = shopOf(ctx);
      await products(
        shopProductsStream(shopDomain),
        { type: 'UpdateProductPrice', shopDomain, productId: body.productId, price: body.price },
        { now: ctx.now, metadata: { requestId: ctx.requestId } },
      );
      return shopProductView(catalog, await requireShopProduct(ctx, body.productId));
    },

    async updateProductShelf(ctx) {
      const body = ctx.body as Schemas['ProductShelfRequest'];
      const shopDomain = shopOf(ctx);
      await products(
        shopProductsStream(shopDomain),
        { type: 'SetProductShelf', shopDomain, productId: body.productId, onShelf: body.onShelf },
        { now: ctx.now, metadata: { requestId: ctx.requestId } },
      );
      return shopProductView(catalog, await requireShopProduct(ctx, body.productId));
    },

    async deleteProduct(ctx) {
      const { productIds } = ctx.body as Schemas['ProductIdsRequest'];
      const shopDomain = shopOf(ctx);
      const { events } = await products(
        shopProductsStream(shopDomain),
        { type: 'DeleteProducts', shopDomain, productIds },
        { now: ctx.now, metadata: { requestId: ctx.requestId } },
      );
      const deleted = events.flatMap((e) => (e.type === 'ShopProductsDeleted' ? e.data.productIds : []));
      // Their short links keep working; the collections that held them let them go.
      await collections.forgetProducts(shopDomain, deleted, ctx);
      return { deleted: deleted.length } satisfies Schemas['DeletedCount'];
    },

    async getRatio(ctx) {
      const ref = requireProduct((ctx.body as Schemas['LinkUrlRequest']).url);
      return commissionOf(
        catalog,
        ref.retailer,
        catalog.productByItem(ref.retailer, ref.productId),
      ) satisfies Schemas['CommissionRatio'];
    },

    async checkProduct(ctx) {
      const parsed = parseProductUrl((ctx.body as Schemas['LinkUrlRequest']).url);
      if (!parsed.ok) return { supported: false, alreadyAdded: false } satisfies Schemas['ProductCheck'];
      const { retailer, productId: itemId } = parsed.product;
      const { rows } = await db.query<{ product_id: string }>(
        'select product_id from shop_products where shop_domain = $1 and retailer = $2 and item_id = $3 and deleted_at is null',
        [shopOf(ctx), retailer, itemId],
      );
      const existing = rows[0];
      return {
        supported: true,
        source: PRODUCT_SOURCE[retailer] as Schemas['ShopSource'],
        alreadyAdded: existing !== undefined,
        ...(existing ? { productId: existing.product_id } : {}),
      } satisfies Schemas['ProductCheck'];
    },

    async getProductDetailInfo(ctx) {
      const { productId } = ctx.body as Schemas['ProductIdRequest'];
      const product = catalog.product(productId);
      if (!product) throw notFound(`There is no catalog product "${productId}".`);
      const links = await linksToItem(db, shopOf(ctx), product, shortLinksOf(services).baseUrl(requestOrigin(ctx)));
      return {
        product: catalogProductView(catalog, product),
        images: [],
        commission: commissionOf(catalog, product.retailer, product),
        ...links,
        earnings: earningsNone(),
      } satisfies Schemas['ProductDetail'];
    },

    async productDetail(ctx) {
      const row = await requireShopProduct(ctx, (ctx.body as Schemas['ProductIdRequest']).productId);
      const known = row.catalog_id ? catalog.product(row.catalog_id) : undefined;
      const links = await linksToItem(
        db,
        shopOf(ctx),
        { retailer: row.retailer, itemId: row.item_id },
        shortLinksOf(services).baseUrl(requestOrigin(ctx)),
      );
      return {
        product: shopProductView(catalog, row),
        images: [],
        commission: commissionOf(catalog, row.retailer, known),
        ...links,
        earnings: earningsNone(),
      } satisfies Schemas['ProductDetail'];
    },

    async getProductsKeywords(ctx) {
      const body = (ctx.body ?? {}) as Schemas['KeywordQuery'];
      if (body.scope === 'catalog') {
        const named = catalog.products.map((p) => ({ title: p.title, brand: catalog.brand(p.brandId)?.name ?? null }));
        return { list: productKeywords(named, body.prefix ?? '', body.limit ?? 20) } satisfies Schemas['KeywordList'];
      }
      const { rows } = await db.query<{ title: string; brand: string | null }>(
        'select title, brand from shop_products where shop_domain = $1 and deleted_at is null',
        [shopOf(ctx)],
      );
      return { list: productKeywords(rows, body.prefix ?? '', body.limit ?? 20) } satisfies Schemas['KeywordList'];
    },
  };
}

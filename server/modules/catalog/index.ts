import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { components } from '../../../src/generated/api';
import { sourceOfLastUpdatePath, type SourceRetailer } from '../../../src/domain/shop-sources';
import { badRequest, notFound } from '../../errors';
import { createCommandHandler } from '../../events/command-handler';
import {
  requestOrigin,
  shopOf,
  type OperationHandler,
  type OperationHandlers,
  type RequestContext,
} from '../../operations';
import { pageOf, pageRequest, type Page } from '../../paging';
import type { ServerModule, Services } from '../../services';
import { bundledCatalog, type Catalog } from './catalog-data';
import { mountCatalogImages } from './catalog-images';
import { samplesErasure } from './shop-samples-erasure';
import { brandView, catalogProducts, categoryView, hotDeals, sourceList, type CatalogFilter } from './catalog-views';
import { samplesDecider, samplesStream } from './sample-request-decider';
import { applyStatusOf, sampleRequestsProjection, sampleStatusesFor, type SampleStatus } from './sample-requests';

type Schemas = components['schemas'];

/** The contract's eight last-update calls (spec §7, "Last-update time"), one per synced source. */
const LAST_UPDATE_OPERATIONS = [
  'boardLastUpdateTime',
  'idealistLastUpdateTime',
  'curationsLastUpdateTime',
  'videoLastUpdateTime',
  'targetCollectionLastUpdateTime',
  'topPicksLastUpdateTime',
  'walmartCollectionLastUpdateTime',
  'postsLastUpdateTime',
] as const;

export const CATALOG_MESSAGES = {
  unknownCategory: (id: string) => `There is no category "${id}". Pick one from the category list.`,
  unknownProduct: (id: string) => `There is no catalog product "${id}".`,
  unknownBrand: (id: string) => `There is no brand "${id}". Pick one from the brand list.`,
} as const;

function checkCategory(catalog: Catalog, categoryId: string | undefined) {
  if (categoryId !== undefined && !catalog.category(categoryId))
    throw badRequest(CATALOG_MESSAGES.unknownCategory(categoryId));
}

/** The filter of the deal and product lists, its category and brand checked (an unknown one is refused, not an empty page). */
function catalogFilter(catalog: Catalog, body: CatalogFilter): CatalogFilter {
  checkCategory(catalog, body.categoryId);
  if (body.brandId !== undefined && !catalog.brand(body.brandId))
    throw badRequest(CATALOG_MESSAGES.unknownBrand(body.brandId));
  const keyword = body.keyword?.trim();
  return {
    categoryId: body.categoryId,
    brandId: body.brandId,
    retailer: body.retailer,
    ...(keyword ? { keyword } : {}),
  };
}

interface SampleRow {
  request_id: string;
  product_id: string;
  brand_id: string;
  status: SampleStatus;
  requested_at: Date;
  decided_at: Date | null;
}

function catalogOperations(catalog: Catalog, services: Services): OperationHandlers {
  const { database: db, eventStore: store } = services;
  const samples = createCommandHandler(store, samplesDecider);

  function brandPage(ctx: RequestContext, withLogos: boolean): Page<Schemas['Brand']> {
    const { keyword, categoryId } = ctx.query as { keyword?: string; categoryId?: string };
    checkCategory(catalog, categoryId);
    const needle = keyword?.trim().toLowerCase() ?? '';
    const brands = catalog.brands.filter(
      (b) =>
        (categoryId === undefined || b.categoryId === categoryId) &&
        (needle === '' || b.name.toLowerCase().includes(needle)),
    );
    const origin = withLogos ? requestOrigin(ctx) : undefined;
    const page = pageOf(brands, pageRequest(ctx.query));
    return { list: page.list.map((b) => brandView(b, origin)), total: page.total };
  }

  /** Apply-in-shop records: the shop's sample requests read as applications, newest first. */
  const applyRecords: OperationHandler = async (ctx) => {
    const body = (ctx.body ?? {}) as Schemas['ApplyRecordQuery'];
    const { limit, offset } = pageRequest(body);
    const statuses = body.status ? sampleStatusesFor(body.status) : null;
    const { rows } = await db.query<SampleRow>(
      `select request_id, product_id, brand_id, status, requested_at, decided_at, count(*) over () as total
       from sample_requests where shop_domain = $1 and ($2::text[] is null or status = any($2::text[]))
       order by position desc limit $3 offset $4`,
      [shopOf(ctx), statuses, limit, offset],
    );
    const list = rows.flatMap((row): Schemas['ApplyRecord'][] => {
      const brand = catalog.brand(row.brand_id);
      // A brand dropped from a later catalog keeps its requests in the log, but there is nothing to show for it.
      if (!brand) return [];
      return [
        {
          id: row.request_id,
          brand: brandView(brand),
          productId: row.product_id,
          status: applyStatusOf(row.status),
          appliedAt: row.requested_at.toISOString(),
          ...(row.decided_at ? { decidedAt: row.decided_at.toISOString() } : {}),
        },
      ];
    });
    return { list, total: await countApplyRecords(shopOf(ctx), statuses) } satisfies Schemas['ApplyRecordPage'];
  };

  async function countApplyRecords(shopDomain: string, statuses: string[] | null): Promise<number> {
    const { rows } = await db.query<{ n: number }>(
      'select count(*) as n from sample_requests where shop_domain = $1 and ($2::text[] is null or status = any($2::text[]))',
      [shopDomain, statuses],
    );
    return Number(rows[0]?.n ?? 0);
  }

  const lastUpdateTime: OperationHandler = async (ctx) => {
    const source = sourceOfLastUpdatePath(ctx.operation.path);
    if (!source) throw new Error(`No shop source answers ${ctx.operation.path}`);
    const refreshed = catalog.refreshedAt(source.id);
    // The embedded catalog is refreshed when it is bundled; nothing syncs while the server runs.
    return { ...(refreshed ? { lastUpdateTime: refreshed } : {}), syncing: false } satisfies Schemas['LastUpdateTime'];
  };

  return {
    bigCategory: async () => ({ list: catalog.categories.map((c) => categoryView(c)) }),
    bigCategoryLogo: async (ctx) => ({ list: catalog.categories.map((c) => categoryView(c, requestOrigin(ctx))) }),
    getSourcePlatforms: async (ctx) => sourceList(ctx.query.retailer as SourceRetailer | undefined),
    getSourcePlatformsLogo: async (ctx) => sourceList(undefined, requestOrigin(ctx)),
    getBrandList: async (ctx) => brandPage(ctx, false),
    getBrandLogoList: async (ctx) => brandPage(ctx, true),

    hotdealList: async (ctx) => {
      const body = (ctx.body ?? {}) as Schemas['HotDealQuery'];
      return pageOf(hotDeals(catalog, catalogFilter(catalog, body)), pageRequest(body));
    },

    productList: async (ctx) => {
      const body = (ctx.body ?? {}) as Schemas['CatalogProductQuery'];
      return pageOf(
        catalogProducts(catalog, catalogFilter(catalog, body), body.order ?? 'catalog'),
        pageRequest(body),
      ) satisfies Schemas['ProductPage'];
    },

    applyGetApplyInShopRecords: applyRecords,
    webGetApplyInShopRecords: applyRecords,

    addSample: async (ctx) => {
      const body = ctx.body as Schemas['SampleRequestInput'];
      const shopDomain = shopOf(ctx);
      const product = catalog.product(body.productId);
      if (!product) throw notFound(CATALOG_MESSAGES.unknownProduct(body.productId));
      const requestId = randomUUID();
      await samples(
        samplesStream(shopDomain),
        {
          type: 'RequestSample',
          requestId,
          shopDomain,
          productId: product.id,
          brandId: product.brandId,
          shippingAddress: body.shippingAddress,
          ...(body.note !== undefined ? { note: body.note } : {}),
        },
        { now: ctx.now, metadata: { requestId: ctx.requestId } },
      );
      return {
        id: requestId,
        productId: product.id,
        status: 'requested',
        requestedAt: ctx.now.toISOString(),
      } satisfies Schemas['SampleRequest'];
    },

    ...Object.fromEntries(LAST_UPDATE_OPERATIONS.map((operationId) => [operationId, lastUpdateTime])),
  };
}

/**
 * The product catalog port's embedded default (ARCHITECTURE, Integrations): the bundled sample catalog with its
 * dictionaries, deals and logos, the shop source dictionary, when each source was last refreshed, and the
 * samples creators ask brands for.
 */
export const catalogModule: ServerModule = {
  name: 'catalog',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [sampleRequestsProjection],
  operations: (services) => catalogOperations(bundledCatalog(), services),
  routes: () => (app) => mountCatalogImages(app, bundledCatalog()),
  erasure: samplesErasure,
};

export { bundledCatalog, parseCatalog, type Catalog, type CatalogProduct } from './catalog-data';
export {
  brandLogoPath,
  brandLogoUrl,
  CATALOG_IMAGE_PATH,
  catalogProductView,
  discountPercent,
  money,
  sourceLogoUrl,
} from './catalog-views';

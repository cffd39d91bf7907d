/**
 * The shop pages' calls that take more than one operation (a collection by id, a product's detail with its
 * commission and collections) and the types their machines and views share. Each machine names these as its
 * actors in setup, so tests provide fakes instead.
 */
import {
  change,
  getCollectionProducts,
  getCollections,
  getProductCollectionids,
  updateCollection,
} from '../api/collections';
import {
  boardLastUpdateTime,
  curationsLastUpdateTime,
  idealistLastUpdateTime,
  postsLastUpdateTime,
  targetCollectionLastUpdateTime,
  topPicksLastUpdateTime,
  videoLastUpdateTime,
  walmartCollectionLastUpdateTime,
} from '../api/last-update';
import { getOnShelfProducts, getProducts, getRatio, productDetail } from '../api/products';
import { ApiError } from '../api/response-policy';
import { shopSource } from '../domain/shop-sources';
import { staleSyncNotice, type StatusNotice } from '../domain/sync-status';
import { PICKER_PAGE_SIZE, SHOP_PAGE_SIZE } from '../domain/shop-products';

export type ShopProduct = Awaited<ReturnType<typeof productDetail>>['product'];
export type ProductDetail = Awaited<ReturnType<typeof productDetail>>;
export type ShopCollection = Awaited<ReturnType<typeof getCollections>>['list'][number];
export type ShortLink = ProductDetail['shortLinks'][number];
export type CommissionRatio = ProductDetail['commission'];
export type ProductPage = Awaited<ReturnType<typeof getProducts>>;

/** A shop holds at most 500 collections: five pages of the contract's largest. */
const COLLECTION_PAGES = 5;

/** Every collection of the shop, most recently changed first. */
export async function allCollections(signal?: AbortSignal): Promise<ShopCollection[]> {
  const found: ShopCollection[] = [];
  for (let pageNum = 1; pageNum <= COLLECTION_PAGES; pageNum += 1) {
    const page = await getCollections({ pageNum, pageSize: PICKER_PAGE_SIZE }, { signal });
    found.push(...page.list);
    if (found.length >= page.total || page.list.length === 0) break;
  }
  return found;
}

export const COLLECTION_NOT_FOUND = 'This collection is not in your shop any more. It may have been deleted.';

/** One collection of the shop by id (the contract lists them, it has no call for one), or a 404 ApiError. */
export async function findCollection(collectionId: string, signal?: AbortSignal): Promise<ShopCollection> {
  const collection = (await allCollections(signal)).find((c) => c.id === collectionId);
  if (!collection) throw new ApiError({ code: 404, message: COLLECTION_NOT_FOUND, path: '/app/get_collections' });
  return collection;
}

/** A collection holds at most 200 products: two pages of the contract's largest. */
const COLLECTION_PRODUCT_PAGES = 2;

/** A collection with all its products, most recently added first. */
export async function loadCollection(
  collectionId: string,
  signal?: AbortSignal,
): Promise<{ collection: ShopCollection; products: ShopProduct[] }> {
  const collection = await findCollection(collectionId, signal);
  const products: ShopProduct[] = [];
  for (let pageNum = 1; pageNum <= COLLECTION_PRODUCT_PAGES; pageNum += 1) {
    const page = await getCollectionProducts({ collectionId, pageNum, pageSize: PICKER_PAGE_SIZE }, { signal });
    products.push(...page.list);
    if (products.length >= page.total || page.list.length === 0) break;
  }
  return { collection, products };
}

/** The shop's products to pick from (newest first, the first 100), optionally matching a keyword. */
export async function pickableProducts(keyword: string, signal?: AbortSignal): Promise<ProductPage> {
  const trimmed = keyword.trim();
  return getProducts({ pageSize: PICKER_PAGE_SIZE, ...(trimmed ? { keyword: trimmed } : {}) }, { signal });
}

export interface ProductDetailView {
  detail: ProductDetail;
  commission: CommissionRatio;
  collections: ShopCollection[];
  collectionIds: string[];
}

/** A shop product's detail, the commission its address earns (get_ratio), and the collections holding it. */
export async function loadProductDetail(productId: string, signal?: AbortSignal): Promise<ProductDetailView> {
  const detail = await productDetail({ productId }, { signal, ignoreErrors: true });
  const [commission, ids, collections] = await Promise.all([
    getRatio({ url: detail.product.url }, { signal }).catch(() => detail.commission),
    getProductCollectionids({ productId }, { signal }),
    allCollections(signal),
  ]);
  const holding = new Set(ids.collectionIds);
  return {
    detail,
    commission,
    collections: collections.filter((c) => holding.has(c.id)),
    collectionIds: ids.collectionIds,
  };
}

/** The eight last-sync calls of spec §7, by the path the source dictionary names. */
const LAST_UPDATE_CALLS: Readonly<Record<string, () => Promise<LastUpdate>>> = {
  '/amazon/board/lastUpdateTime': () => boardLastUpdateTime(),
  '/amazon/idealist/lastUpdateTime': () => idealistLastUpdateTime(),
  '/amazon/curations/lastUpdateTime': () => curationsLastUpdateTime(),
  '/amazon/video/lastUpdateTime': () => videoLastUpdateTime(),
  '/target/collection/lastUpdateTime': () => targetCollectionLastUpdateTime(),
  '/walmart/topPicks/lastUpdateTime': () => topPicksLastUpdateTime(),
  '/walmart/collection/lastUpdateTime': () => walmartCollectionLastUpdateTime(),
  '/walmart/posts/lastUpdateTime': () => postsLastUpdateTime(),
};

export type LastUpdate = Awaited<ReturnType<typeof boardLastUpdateTime>>;

export interface ShopQuery {
  source: number | null;
  keyword: string;
  onShelfOnly: boolean;
  pageNum: number;
}

/** A page of the shop's products as the My Shop grid asks for it (all, or only those on the shelf). */
export function shopProductsPage(query: ShopQuery, signal?: AbortSignal): Promise<ProductPage> {
  const keyword = query.keyword.trim();
  const body = {
    pageNum: query.pageNum,
    pageSize: SHOP_PAGE_SIZE,
    ...(query.source !== null ? { source: query.source as never } : {}),
    ...(keyword ? { keyword } : {}),
  };
  return query.onShelfOnly ? getOnShelfProducts(body, { signal }) : getProducts(body, { signal });
}

export interface ShopOverview {
  products: ProductPage;
  collections: ShopCollection[];
  collectionsTotal: number;
  /** The selected source's last sync, for sources synced from a retailer storefront. */
  lastUpdate: LastUpdate | null;
  /** The status banner when that sync is older than a day (as of the time the overview loaded). */
  syncNotice: StatusNotice | null;
}

/** What My Shop shows at once: the first page of products, the collections strip and the source's last sync. */
export async function loadShopOverview(query: ShopQuery, signal?: AbortSignal): Promise<ShopOverview> {
  const syncPath = query.source === null ? undefined : shopSource(query.source)?.lastUpdateTimePath;
  const lastSync = syncPath ? LAST_UPDATE_CALLS[syncPath] : undefined;
  const [products, collections, lastUpdate] = await Promise.all([
    shopProductsPage(query, signal),
    getCollections({ pageSize: SHOP_PAGE_SIZE }, { signal }),
    lastSync ? lastSync().catch(() => null) : Promise.resolve(null),
  ]);
  const syncNotice = query.source === null ? null : staleSyncNotice(lastUpdate, shopSource(query.source), Date.now());
  return { products, collections: collections.list, collectionsTotal: collections.total, lastUpdate, syncNotice };
}

export interface CollectionDraft {
  collectionId: string | null;
  name: string;
  description: string;
  cover: Blob | null;
}

/** collection/change takes at most this many ids per list (CollectionChangeRequest). */
const CHANGE_BATCH = 100;

/** Adds and removes products of a collection, in as many calls as the contract's batch size needs. */
export async function changeCollectionProducts(
  collectionId: string,
  add: readonly string[],
  remove: readonly string[],
): Promise<ShopCollection | null> {
  let latest: ShopCollection | null = null;
  for (let at = 0; at < Math.max(add.length, remove.length); at += CHANGE_BATCH) {
    const addProductIds = add.slice(at, at + CHANGE_BATCH);
    const removeProductIds = remove.slice(at, at + CHANGE_BATCH);
    latest = await change({
      collectionId,
      ...(addProductIds.length ? { addProductIds } : {}),
      ...(removeProductIds.length ? { removeProductIds } : {}),
    });
  }
  return latest;
}

/**
 * Creates or edits a collection (update_collection, multipart with the cover). Failures reject with the server's
 * message and raise no toast: the form shows it.
 */
export function saveCollection(draft: CollectionDraft): Promise<ShopCollection> {
  const description = draft.description.trim();
  return updateCollection(
    {
      ...(draft.collectionId ? { collectionId: draft.collectionId } : {}),
      name: draft.name.trim(),
      // An edit that empties the description sends none, and the server keeps none.
      ...(description ? { description } : {}),
      ...(draft.cover ? { cover: draft.cover } : {}),
    },
    { ignoreErrors: true },
  );
}

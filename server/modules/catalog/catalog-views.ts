import type { components } from '../../../src/generated/api';
import { matchesKeyword } from '../../../src/domain/catalog-search';
import type { Retailer } from '../../../src/domain/retailer-links';
import { PRODUCT_SOURCE, SHOP_SOURCES, type ShopSource, type SourceRetailer } from '../../../src/domain/shop-sources';
import type { Catalog, CatalogBrand, CatalogCategory, CatalogProduct } from './catalog-data';

/** The catalog as the contract shows it: Product, Brand, Category, SourcePlatform and HotDeal. */

type Schemas = components['schemas'];

/** Where the catalog's pictures are served (catalog-images.ts); absolute, as HttpUrl requires. */
export const CATALOG_IMAGE_PATH = '/catalog/images';
export const categoryLogoUrl = (origin: string, id: string) => `${origin}${CATALOG_IMAGE_PATH}/category/${id}.svg`;
/** A brand's logo on our own origin: what product cards, and a bio button's product picture, draw for a product. */
export const brandLogoPath = (id: string) => `${CATALOG_IMAGE_PATH}/brand/${id}.svg`;
export const brandLogoUrl = (origin: string, id: string) => `${origin}${brandLogoPath(id)}`;
export const sourceLogoUrl = (origin: string, retailer: SourceRetailer) =>
  `${origin}${CATALOG_IMAGE_PATH}/source/${retailer}.svg`;

export const money = (amountCents: number, currency: string): Schemas['Money'] => ({ amountCents, currency });

export function catalogProductView(catalog: Catalog, product: CatalogProduct): Schemas['Product'] {
  const brand = catalog.brand(product.brandId);
  const source = PRODUCT_SOURCE[product.retailer];
  return {
    id: product.id,
    title: product.title,
    url: product.url,
    source: source as Schemas['ShopSource'],
    retailer: product.retailer,
    ...(brand ? { brand: brand.name } : {}),
    price: money(product.priceCents, catalog.currency),
    ...(product.listPriceCents !== undefined ? { originalPrice: money(product.listPriceCents, catalog.currency) } : {}),
    commissionRate: product.commissionRate,
    onShelf: product.inStock !== false,
    // A catalog product exists for us since the refresh that brought it in.
    createdAt: catalog.refreshedAt(source) ?? new Date(0).toISOString(),
  };
}

export function categoryView(category: CatalogCategory, origin?: string): Schemas['Category'] {
  return { id: category.id, name: category.name, ...(origin ? { logoUrl: categoryLogoUrl(origin, category.id) } : {}) };
}

export function brandView(brand: CatalogBrand, origin?: string): Schemas['Brand'] {
  return {
    id: brand.id,
    name: brand.name,
    ...(origin ? { logoUrl: brandLogoUrl(origin, brand.id) } : {}),
    categoryId: brand.categoryId,
    commissionRate: brand.commissionRate,
  };
}

export function sourceView(source: ShopSource, origin?: string): Schemas['SourcePlatform'] {
  return {
    id: source.id as Schemas['ShopSource'],
    retailer: source.retailer,
    label: source.label,
    searchPlaceholder: source.searchPlaceholder,
    showLastUpdateTime: source.showLastUpdateTime,
    ...(source.lastUpdateTimePath ? { lastUpdateTimePath: source.lastUpdateTimePath } : {}),
    localSearchInDetail: source.localSearchInDetail,
    ...(origin ? { logoUrl: sourceLogoUrl(origin, source.retailer) } : {}),
  };
}

export function sourceList(retailer: SourceRetailer | undefined, origin?: string): Schemas['SourcePlatformList'] {
  const sources = retailer ? SHOP_SOURCES.filter((s) => s.retailer === retailer) : SHOP_SOURCES;
  return { list: sources.map((s) => sourceView(s, origin)) };
}

/** Whole percent off the list price, rounded down so a deal never claims more than it gives. */
export function discountPercent(priceCents: number, listPriceCents: number): number {
  if (listPriceCents <= 0 || priceCents >= listPriceCents) return 0;
  return Math.floor(((listPriceCents - priceCents) * 100) / listPriceCents);
}

export interface CatalogFilter {
  categoryId?: string;
  brandId?: string;
  retailer?: Retailer;
  keyword?: string;
}

/** Whether a catalog product passes the filter; the keyword is matched against its title and brand name. */
function passes(catalog: Catalog, product: CatalogProduct, filter: CatalogFilter): boolean {
  if (filter.categoryId !== undefined && product.categoryId !== filter.categoryId) return false;
  if (filter.brandId !== undefined && product.brandId !== filter.brandId) return false;
  if (filter.retailer !== undefined && product.retailer !== filter.retailer) return false;
  return (
    filter.keyword === undefined ||
    matchesKeyword(filter.keyword, { title: product.title, brand: catalog.brand(product.brandId)?.name })
  );
}

/** Catalog products selling below their list price, biggest discount first (ties: cheapest first, then id). */
export function hotDeals(catalog: Catalog, filter: CatalogFilter): Schemas['HotDeal'][] {
  return catalog.products
    .filter((p) => p.listPriceCents !== undefined && p.inStock !== false)
    .filter((p) => passes(catalog, p, filter))
    .map((p) => ({ product: p, percent: discountPercent(p.priceCents, p.listPriceCents!) }))
    .filter((d) => d.percent > 0)
    .sort(
      (a, b) =>
        b.percent - a.percent ||
        a.product.priceCents - b.product.priceCents ||
        a.product.id.localeCompare(b.product.id),
    )
    .map(({ product, percent }) => ({
      id: product.id,
      product: catalogProductView(catalog, product),
      dealPrice: money(product.priceCents, catalog.currency),
      discountPercent: percent,
    }));
}

export type CatalogOrder = 'catalog' | 'newest';

/**
 * Every catalog product passing the filter, sold-out ones included (they show as off the shelf). The catalog
 * lists products in the order they came in, so 'newest' is that order reversed (New Arrivals).
 */
export function catalogProducts(catalog: Catalog, filter: CatalogFilter, order: CatalogOrder): Schemas['Product'][] {
  const matching = catalog.products.filter((p) => passes(catalog, p, filter));
  return (order === 'newest' ? [...matching].reverse() : matching).map((p) => catalogProductView(catalog, p));
}

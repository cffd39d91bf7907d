/**
 * The catalog pages (Viral Items, All Products, a brand, search, New Arrivals, a product): what they show of
 * the contract's catalog shapes, where they lead, and which picture a card gets. Pure.
 */
import type { Money } from './catalog-pricing';
import type { Retailer } from './retailer-links';
import { ROUTES } from './route-table';

/** Cards per page of a catalog list. */
export const CATALOG_PAGE_SIZE = 20;

/** What the catalog pages read of a product (the contract's Product). */
export interface CatalogProduct {
  id: string;
  title: string;
  url: string;
  source: number;
  retailer?: Retailer;
  brand?: string;
  imageUrl?: string;
  price?: Money;
  originalPrice?: Money;
  commissionRate?: number;
  onShelf: boolean;
}

export interface CatalogCategory {
  id: string;
  name: string;
  logoUrl?: string;
}

export interface CatalogBrand {
  id: string;
  name: string;
  logoUrl?: string;
  categoryId?: string;
  commissionRate?: number;
}

export const CATALOG_PATHS = {
  viralItems: ROUTES.brandDeals.path,
  allProducts: ROUTES.catalog.path,
  brand: ROUTES.brandDealDetail.path,
  search: ROUTES.search.path,
  searchResult: ROUTES.searchResult.path,
  product: ROUTES.catalogProduct.path,
  arrivals: ROUTES.arrivals.path,
  arrival: ROUTES.arrivalDetail.path,
} as const;

const withQuery = (path: string, name: string, value: string) =>
  `${path}?${new URLSearchParams({ [name]: value }).toString()}`;

export const searchResultPath = (keyword: string) => withQuery(CATALOG_PATHS.searchResult, 'keyword', keyword);
export const brandPath = (brandId: string) => withQuery(CATALOG_PATHS.brand, 'brandId', brandId);
/** A product's page; New Arrivals opens its own detail route for the same view. */
export const productPath = (productId: string, from: 'catalog' | 'arrivals' = 'catalog') =>
  withQuery(from === 'arrivals' ? CATALOG_PATHS.arrival : CATALOG_PATHS.product, 'id', productId);

/**
 * The picture of a card: the product's own when it has one, else its brand's logo (the bundled catalog serves
 * logos, not product photos), matched by name in any letter case; undefined when neither is known.
 */
export function cardImageOf(
  product: Pick<CatalogProduct, 'imageUrl' | 'brand'>,
  brands: readonly CatalogBrand[],
): string | undefined {
  return product.imageUrl ?? brandLogoOf(product.brand, brands);
}

/** A brand's logo, the brand named in any letter case; undefined for no brand or one the list does not know. */
export function brandLogoOf(brand: string | undefined, brands: readonly CatalogBrand[]): string | undefined {
  const name = brand?.trim().toLowerCase();
  if (!name) return undefined;
  return brands.find((b) => b.name.toLowerCase() === name)?.logoUrl;
}

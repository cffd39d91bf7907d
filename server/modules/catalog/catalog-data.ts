import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { parseProductUrl, type Retailer } from '../../../src/domain/retailer-links';
import { shopSource } from '../../../src/domain/shop-sources';

/**
 * The bundled sample catalog (data/catalog.json): reference data shared by every shop, so a fresh install has
 * real products, brands and categories to browse. It is loaded once at start and checked whole; a broken file
 * stops the start instead of answering half a catalog. No events: nothing a creator does changes it.
 */

const RETAILERS = ['amazon', 'target', 'walmart'] as const;
const Id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const Share = z.number().min(0).max(1);
const Cents = z.number().int().positive();
const Color = z.string().regex(/^#[0-9A-F]{6}$/i);
const PerRetailer = z.object({ amazon: Share, target: Share, walmart: Share });

const CategorySchema = z.object({
  id: Id,
  name: z.string().min(1).max(100),
  color: Color,
  /** An icon on a 24 x 24 grid, drawn in white on the category colour. */
  iconPath: z.string().regex(/^[MmLlHhVvCcSsQqTtAaZz0-9 .,-]+$/),
  /** The commission share each retailer program pays in this category. */
  commissionRates: PerRetailer,
});

const BrandSchema = z.object({
  id: Id,
  name: z.string().min(1).max(100),
  categoryId: Id,
  color: Color,
  /** The share most of its products pay. */
  commissionRate: Share,
  /** Paid by the brand on top of the retailer's commission (brand deals). */
  extraCommissionRate: Share.optional(),
});

const ProductSchema = z.object({
  id: Id,
  retailer: z.enum(RETAILERS),
  /** ASIN, TCIN or Walmart item id: what parseProductUrl reads from the address. */
  itemId: z.string().min(1),
  url: z.string().url().max(2048),
  title: z.string().min(1).max(500),
  brandId: Id,
  categoryId: Id,
  priceCents: Cents,
  /** The retailer's list price when the product sells below it (a deal). */
  listPriceCents: Cents.optional(),
  commissionRate: Share,
  /** False when the retailer has it sold out. */
  inStock: z.boolean().optional(),
});

const CatalogFileSchema = z.object({
  about: z.string(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** Per shop source id: when the catalog data of that source was last refreshed from the retailer. */
  refreshedAt: z.record(z.string(), z.string().datetime({ offset: true })),
  /** Commission share of an address the catalog does not know, per retailer. */
  defaultCommissionRates: PerRetailer,
  categories: z.array(CategorySchema).min(1),
  brands: z.array(BrandSchema).min(1),
  products: z.array(ProductSchema).min(1),
});

export type CatalogCategory = z.infer<typeof CategorySchema>;
export type CatalogBrand = z.infer<typeof BrandSchema>;
export type CatalogProduct = z.infer<typeof ProductSchema>;
type CatalogFile = z.infer<typeof CatalogFileSchema>;

export interface Catalog {
  readonly currency: string;
  readonly categories: readonly CatalogCategory[];
  /** By name, as the brand calls answer them. */
  readonly brands: readonly CatalogBrand[];
  readonly products: readonly CatalogProduct[];
  readonly defaultCommissionRates: Readonly<Record<Retailer, number>>;
  category(id: string): CatalogCategory | undefined;
  brand(id: string): CatalogBrand | undefined;
  product(id: string): CatalogProduct | undefined;
  /** The catalog entry of a retailer item (what a pasted address names). */
  productByItem(retailer: Retailer, itemId: string): CatalogProduct | undefined;
  /** When a source's catalog data was last refreshed; undefined for sources the catalog does not sync. */
  refreshedAt(sourceId: number): string | undefined;
}

export class CatalogDataError extends Error {
  override name = 'CatalogDataError';
}

/** Cross-checks what the schema cannot: references, unique ids, and addresses that parse to their own item. */
function checkConsistency(file: CatalogFile): string[] {
  const problems: string[] = [];
  const unique = (what: string, ids: string[]) => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) problems.push(`${what} ${id} appears twice`);
      seen.add(id);
    }
    return seen;
  };
  const categories = unique(
    'category',
    file.categories.map((c) => c.id),
  );
  const brands = unique(
    'brand',
    file.brands.map((b) => b.id),
  );
  unique(
    'product',
    file.products.map((p) => p.id),
  );
  unique(
    'retailer item',
    file.products.map((p) => `${p.retailer}:${p.itemId}`),
  );
  for (const brand of file.brands) {
    if (!categories.has(brand.categoryId))
      problems.push(`brand ${brand.id} names an unknown category ${brand.categoryId}`);
  }
  for (const product of file.products) {
    if (!brands.has(product.brandId)) problems.push(`product ${product.id} names an unknown brand ${product.brandId}`);
    if (!categories.has(product.categoryId))
      problems.push(`product ${product.id} names an unknown category ${product.categoryId}`);
    if (product.listPriceCents !== undefined && product.listPriceCents <= product.priceCents) {
      problems.push(`product ${product.id} has a list price that is not above its price`);
    }
    const parsed = parseProductUrl(product.url);
    if (!parsed.ok || parsed.product.retailer !== product.retailer || parsed.product.productId !== product.itemId) {
      problems.push(`product ${product.id}: its address does not name ${product.retailer} item ${product.itemId}`);
    }
  }
  for (const source of Object.keys(file.refreshedAt)) {
    if (!shopSource(Number(source))) problems.push(`refreshedAt names an unknown source ${source}`);
  }
  return problems;
}

export function parseCatalog(json: unknown, origin = 'the catalog'): Catalog {
  const parsed = CatalogFileSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new CatalogDataError(`${origin} is not a valid catalog:\n  ${first.join('\n  ')}`);
  }
  const file = parsed.data;
  const problems = checkConsistency(file);
  if (problems.length > 0)
    throw new CatalogDataError(`${origin} is inconsistent:\n  ${problems.slice(0, 10).join('\n  ')}`);

  const categories = new Map(file.categories.map((c) => [c.id, c]));
  const brands = new Map(file.brands.map((b) => [b.id, b]));
  const products = new Map(file.products.map((p) => [p.id, p]));
  const items = new Map(file.products.map((p) => [`${p.retailer}:${p.itemId}`, p]));
  return {
    currency: file.currency,
    categories: file.categories,
    brands: [...file.brands].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })),
    products: file.products,
    defaultCommissionRates: file.defaultCommissionRates,
    category: (id) => categories.get(id),
    brand: (id) => brands.get(id),
    product: (id) => products.get(id),
    productByItem: (retailer, itemId) => items.get(`${retailer}:${itemId}`),
    refreshedAt: (sourceId) => file.refreshedAt[String(sourceId)],
  };
}

const CATALOG_FILE = new URL('./data/catalog.json', import.meta.url);
let bundled: Catalog | undefined;

/** The bundled catalog, read and checked on first use (once per process). */
export function bundledCatalog(): Catalog {
  bundled ??= parseCatalog(
    JSON.parse(readFileSync(CATALOG_FILE, 'utf8')) as unknown,
    'server/modules/catalog/data/catalog.json',
  );
  return bundled;
}

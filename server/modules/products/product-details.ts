import type { components } from '../../../src/generated/api';
import type { ProductRef, Retailer } from '../../../src/domain/retailer-links';
import { PRODUCT_SOURCE, shopSource } from '../../../src/domain/shop-sources';
import { badRequest } from '../../errors';
import { money, type Catalog, type CatalogProduct } from '../catalog';
import type { ProductDetails } from './shop-products-decider';

type Schemas = components['schemas'];

const RETAILER_NAMES: Readonly<Record<Retailer, string>> = { amazon: 'Amazon', target: 'Target', walmart: 'Walmart' };

/** Path segments retailers put before the item id that read like a product name ("Apple-AirPods-Pro-2"). */
function slugOf(ref: ProductRef, address: URL): string | undefined {
  const segments = address.pathname
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
  if (ref.retailer === 'amazon') {
    const at = segments.findIndex((s) => s === 'dp' || s === 'gp' || s === 'product-reviews');
    return at > 0 ? segments[at - 1] : undefined;
  }
  if (ref.retailer === 'target') return segments[0] === 'p' && segments[1] !== '-' ? segments[1] : undefined;
  return segments[0] === 'ip' && segments.length > 2 ? segments[1] : undefined;
}

/**
 * A readable title for an item the catalog does not know, from the name retailers put in their addresses;
 * "Amazon item B0…" when the address carries none. Reading the retailer's page is the production adapter's work.
 */
export function titleFromAddress(ref: ProductRef, input: string): string {
  let slug: string | undefined;
  try {
    slug = slugOf(
      ref,
      new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(input.trim()) ? input.trim() : `https://${input.trim()}`),
    );
  } catch {
    slug = undefined;
  }
  const words = (slug ?? '')
    .split(/[-_+\s]+/)
    .filter((w) => /[A-Za-z0-9]/.test(w))
    .map((w) => (w === w.toLowerCase() ? `${w[0]!.toUpperCase()}${w.slice(1)}` : w));
  const title = words.join(' ').slice(0, 200).trim();
  return title.length >= 3 ? title : `${RETAILER_NAMES[ref.retailer]} item ${ref.productId}`;
}

/** The source a product is filed under: the one asked for when it belongs to the address's retailer, else Products. */
export function sourceFor(retailer: Retailer, requested: number | undefined): number {
  if (requested === undefined) return PRODUCT_SOURCE[retailer];
  const source = shopSource(requested);
  if (!source || source.retailer !== retailer) {
    throw badRequest(
      `Source ${requested} is not a ${RETAILER_NAMES[retailer]} source; leave it out to file the product under ${RETAILER_NAMES[retailer]} Products.`,
    );
  }
  return requested;
}

/** What is stored when a product is added: the catalog's details when it has the item, else the address's. */
export function productDetails(catalog: Catalog, ref: ProductRef, input: string, source: number): ProductDetails {
  const known = catalog.productByItem(ref.retailer, ref.productId);
  if (!known) {
    return {
      url: ref.canonicalUrl,
      source,
      title: titleFromAddress(ref, input),
      commissionRate: catalog.defaultCommissionRates[ref.retailer],
    };
  }
  const brand = catalog.brand(known.brandId);
  return {
    url: known.url,
    source,
    title: known.title,
    ...(brand ? { brand: brand.name } : {}),
    catalogId: known.id,
    price: money(known.priceCents, catalog.currency),
    ...(known.listPriceCents !== undefined ? { originalPrice: money(known.listPriceCents, catalog.currency) } : {}),
    commissionRate: known.commissionRate,
  };
}

/** The commission of a retailer item: the catalog's share and any brand extra, else the retailer's usual share. */
export function commissionOf(
  catalog: Catalog,
  retailer: Retailer,
  known: CatalogProduct | undefined,
): Schemas['CommissionRatio'] {
  if (!known) return { ratio: catalog.defaultCommissionRates[retailer], extraRatio: 0 };
  return { ratio: known.commissionRate, extraRatio: catalog.brand(known.brandId)?.extraCommissionRate ?? 0 };
}

export interface ShopProductRow {
  product_id: string;
  retailer: Retailer;
  item_id: string;
  url: string;
  source: number;
  title: string;
  brand: string | null;
  catalog_id: string | null;
  price_cents: number | null;
  price_currency: string | null;
  original_price_cents: number | null;
  original_price_currency: string | null;
  commission_rate: number | null;
  /** Taken off the shelf by the creator (update_product_shelf). */
  shelved: boolean;
  added_at: Date;
}

export const SHOP_PRODUCT_COLUMNS = `p.product_id, p.retailer, p.item_id, p.url, p.source, p.title, p.brand, p.catalog_id, p.price_cents,
  p.price_currency, p.original_price_cents, p.original_price_currency, p.commission_rate, p.shelved, p.added_at`;

/** Catalog items the retailer has sold out: a shop keeps them, but they are off the shelf. */
export function soldOutIds(catalog: Catalog): string[] {
  return catalog.products.filter((p) => p.inStock === false).map((p) => p.id);
}

export function shopProductView(catalog: Catalog, row: ShopProductRow): Schemas['Product'] {
  const price =
    row.price_cents !== null && row.price_currency ? money(Number(row.price_cents), row.price_currency) : undefined;
  const original =
    row.original_price_cents !== null && row.original_price_currency
      ? money(Number(row.original_price_cents), row.original_price_currency)
      : undefined;
  return {
    id: row.product_id,
    title: row.title,
    url: row.url,
    source: row.source as Schemas['ShopSource'],
    retailer: row.retailer,
    ...(row.brand !== null ? { brand: row.brand } : {}),
    ...(price ? { price } : {}),
    // A list price only means something next to a lower price in the same currency.
    ...(original && price && original.currency === price.currency && original.amountCents > price.amountCents
      ? { originalPrice: original }
      : {}),
    ...(row.commission_rate !== null ? { commissionRate: row.commission_rate } : {}),
    // Listed unless the creator took it off, or the retailer sold the catalog item out.
    onShelf: !row.shelved && (row.catalog_id === null || catalog.product(row.catalog_id)?.inStock !== false),
    createdAt: row.added_at.toISOString(),
  };
}

import type { components } from '../../../src/generated/api';
import type { EarnSettings } from '../../../src/domain/earn-rule';
import type { Retailer } from '../../../src/domain/retailer-links';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../errors';
import type { EventStore } from '../../events/event-store';
import { brandLogoUrl, type Catalog } from '../catalog';
import { shopProductById } from '../products';
import { earnedAddress, readEarnSettings, type EarnedAddress } from '../tracking-ids';

/**
 * A product shown on a creator's page (a landing page card, a gallery or collage tile): what it shows, as the
 * product was when the page was saved, and where its tracked code leads: the product's address through the earn rule
 * (src/domain/earn-rule.ts, the shop's tracking id of its retailer), as a short link would; where it cannot be tagged,
 * the save is refused with what is missing unless the creator keeps the product untagged.
 */

type Schemas = components['schemas'];

export interface ProductCard {
  id: string;
  source: 'shop' | 'catalog';
  title: string;
  brand: string | null;
  /** The catalog brand whose logo stands for the product (products carry no pictures of their own). */
  brandId: string | null;
  retailer: Retailer;
  priceCents: number | null;
  currency: string | null;
}

export const PRODUCT_MESSAGES = {
  unknownShop: (where: string, id: string) => `${where}: there is no product ${id} in your shop.`,
  unknownCatalog: (where: string, id: string) => `${where}: there is no catalog product ${id}.`,
} as const;

export interface ProductLinkDeps {
  db: Queryable;
  catalog: Catalog;
  store: Pick<EventStore, 'readStream'>;
}

/**
 * The card and destination of a product of the shop or the catalog; `where` names the block or tile in sentences.
 * `settings` are the shop's earn settings when the caller read them once for several products.
 */
export async function productLink(
  deps: ProductLinkDeps,
  shopDomain: string,
  product: { id: string; source: 'shop' | 'catalog'; keepUntagged?: boolean },
  where: string,
  settings?: EarnSettings,
): Promise<{ card: ProductCard } & EarnedAddress> {
  let card: ProductCard;
  let url: string;
  if (product.source === 'shop') {
    const row = await shopProductById(deps.db, shopDomain, product.id);
    if (!row) throw badRequest(PRODUCT_MESSAGES.unknownShop(where, product.id));
    const entry = row.catalog_id ? deps.catalog.product(row.catalog_id) : undefined;
    card = {
      id: row.product_id,
      source: 'shop',
      title: row.title,
      brand: row.brand,
      brandId: entry?.brandId ?? null,
      retailer: row.retailer,
      priceCents: row.price_cents === null ? null : Number(row.price_cents),
      currency: row.price_currency,
    };
    url = row.url;
  } else {
    const entry = deps.catalog.product(product.id);
    if (!entry) throw badRequest(PRODUCT_MESSAGES.unknownCatalog(where, product.id));
    card = {
      id: entry.id,
      source: 'catalog',
      title: entry.title,
      brand: deps.catalog.brand(entry.brandId)?.name ?? null,
      brandId: entry.brandId,
      retailer: entry.retailer,
      priceCents: entry.priceCents,
      currency: deps.catalog.currency,
    };
    url = entry.url;
  }
  const earn = settings ?? (await readEarnSettings({ db: deps.db, store: deps.store }, shopDomain));
  return { card, ...earnedAddress(earn, where, url, { keepUntagged: product.keepUntagged ?? false }) };
}

/** The contract's LandingProductCard. */
export function productCardView(card: ProductCard, origin: string): Schemas['LandingProductCard'] {
  return {
    id: card.id,
    source: card.source,
    title: card.title,
    ...(card.brand ? { brand: card.brand } : {}),
    ...(card.brandId ? { imageUrl: brandLogoUrl(origin, card.brandId) } : {}),
    ...(card.priceCents !== null && card.currency
      ? { price: { amountCents: card.priceCents, currency: card.currency } }
      : {}),
  };
}

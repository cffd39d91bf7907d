import type { components } from '../../../src/generated/api';
import type { Retailer } from '../../../src/domain/retailer-links';
import { MAX_PRICE_CENTS } from '../../../src/domain/shop-products';
import type { Decider } from '../../events/command-handler';
import { clash, invalid, missing } from '../../events/domain-error';

/**
 * The products of one shop: `shop-products:<shopDomain>`. One stream per shop because its rule spans products:
 * a retailer item is in a shop at most once (adding it again is refused, after removing it it may come back).
 */

type Money = components['schemas']['Money'];

export const shopProductsStream = (shopDomain: string) => `shop-products:${shopDomain}`;

export const PRODUCT_MESSAGES = {
  alreadyAdded: 'This product is already in your shop.',
  unknownProduct: (id: string) => `There is no product "${id}" in your shop.`,
  noneKnown: 'None of these products is in your shop.',
  priceNotPositive: 'The price must be more than zero.',
  priceTooHigh: 'The price must be below 1,000,000.00.',
  unknownCurrency: (code: string) => `${code} is not a currency code we know (use an ISO 4217 code such as USD).`,
} as const;

/** Cents below a million in the currency: more is a typo (a price entered in cents twice), not a product. The app's price field checks the same limit. */
export { MAX_PRICE_CENTS };
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** A price a creator sets: positive whole cents of a known currency. */
export function checkPrice(price: Money): void {
  if (!CURRENCIES.has(price.currency)) throw invalid(PRODUCT_MESSAGES.unknownCurrency(price.currency));
  if (price.amountCents <= 0) throw invalid(PRODUCT_MESSAGES.priceNotPositive);
  if (price.amountCents >= MAX_PRICE_CENTS) throw invalid(PRODUCT_MESSAGES.priceTooHigh);
}

/** What is known of a product when it is added: from the catalog when it has the item, else from its address. */
export interface ProductDetails {
  url: string;
  source: number;
  title: string;
  brand?: string;
  catalogId?: string;
  price?: Money;
  originalPrice?: Money;
  commissionRate?: number;
}

export interface ShopProductAddedData extends ProductDetails {
  shopDomain: string;
  productId: string;
  taskId: string;
  retailer: Retailer;
  itemId: string;
  addedAt: string;
}

export type ShopProductEvent =
  | { type: 'ShopProductAdded'; data: ShopProductAddedData }
  | {
      type: 'ShopProductPriceUpdated';
      data: { shopDomain: string; productId: string; price: Money; updatedAt: string };
    }
  | {
      type: 'ShopProductShelfChanged';
      data: { shopDomain: string; productId: string; onShelf: boolean; changedAt: string };
    }
  | { type: 'ShopProductsDeleted'; data: { shopDomain: string; productIds: string[]; deletedAt: string } };

export type ShopProductCommand =
  | {
      type: 'AddProduct';
      shopDomain: string;
      productId: string;
      taskId: string;
      retailer: Retailer;
      itemId: string;
      details: ProductDetails;
    }
  | { type: 'UpdateProductPrice'; shopDomain: string; productId: string; price: Money }
  | { type: 'SetProductShelf'; shopDomain: string; productId: string; onShelf: boolean }
  | { type: 'DeleteProducts'; shopDomain: string; productIds: readonly string[] };

interface LiveProduct {
  item: string;
  price?: Money;
  /** Taken off the shelf by the creator. */
  shelved?: boolean;
}

/** The shop's live products by id, and the retailer items they stand for. */
export interface ShopProductsState {
  products: ReadonlyMap<string, LiveProduct>;
  items: ReadonlySet<string>;
}

const itemKey = (retailer: Retailer, itemId: string) => `${retailer}:${itemId}`;

export function evolveShopProducts(state: ShopProductsState, event: ShopProductEvent): ShopProductsState {
  switch (event.type) {
    case 'ShopProductAdded': {
      const item = itemKey(event.data.retailer, event.data.itemId);
      const products = new Map(state.products).set(event.data.productId, { item, price: event.data.price });
      return { products, items: new Set(state.items).add(item) };
    }
    case 'ShopProductPriceUpdated': {
      const current = state.products.get(event.data.productId);
      if (!current) return state;
      return {
        ...state,
        products: new Map(state.products).set(event.data.productId, { ...current, price: event.data.price }),
      };
    }
    case 'ShopProductShelfChanged': {
      const current = state.products.get(event.data.productId);
      if (!current) return state;
      return {
        ...state,
        products: new Map(state.products).set(event.data.productId, { ...current, shelved: !event.data.onShelf }),
      };
    }
    case 'ShopProductsDeleted': {
      const products = new Map(state.products);
      const items = new Set(state.items);
      for (const id of event.data.productIds) {
        const gone = products.get(id);
        if (gone) items.delete(gone.item);
        products.delete(id);
      }
      return { products, items };
    }
  }
}

export const shopProductsDecider: Decider<ShopProductCommand, ShopProductsState, ShopProductEvent> = {
  initialState: { products: new Map(), items: new Set() },
  evolve: evolveShopProducts,
  decide(command, state, { now }) {
    const at = now.toISOString();
    switch (command.type) {
      case 'AddProduct': {
        if (state.items.has(itemKey(command.retailer, command.itemId))) throw clash(PRODUCT_MESSAGES.alreadyAdded);
        const { details } = command;
        return [
          {
            type: 'ShopProductAdded',
            data: {
              shopDomain: command.shopDomain,
              productId: command.productId,
              taskId: command.taskId,
              retailer: command.retailer,
              itemId: command.itemId,
              url: details.url,
              source: details.source,
              title: details.title,
              ...(details.brand !== undefined ? { brand: details.brand } : {}),
              ...(details.catalogId !== undefined ? { catalogId: details.catalogId } : {}),
              ...(details.price !== undefined ? { price: details.price } : {}),
              ...(details.originalPrice !== undefined ? { originalPrice: details.originalPrice } : {}),
              ...(details.commissionRate !== undefined ? { commissionRate: details.commissionRate } : {}),
              addedAt: at,
            },
          },
        ];
      }
      case 'UpdateProductPrice': {
        checkPrice(command.price);
        const product = state.products.get(command.productId);
        if (!product) throw missing(PRODUCT_MESSAGES.unknownProduct(command.productId));
        const same =
          product.price?.amountCents === command.price.amountCents && product.price.currency === command.price.currency;
        if (same) return [];
        return [
          {
            type: 'ShopProductPriceUpdated',
            data: { shopDomain: command.shopDomain, productId: command.productId, price: command.price, updatedAt: at },
          },
        ];
      }
      case 'SetProductShelf': {
        const product = state.products.get(command.productId);
        if (!product) throw missing(PRODUCT_MESSAGES.unknownProduct(command.productId));
        // Already where the creator wants it: nothing to record.
        if ((product.shelved ?? false) === !command.onShelf) return [];
        return [
          {
            type: 'ShopProductShelfChanged',
            data: {
              shopDomain: command.shopDomain,
              productId: command.productId,
              onShelf: command.onShelf,
              changedAt: at,
            },
          },
        ];
      }
      case 'DeleteProducts': {
        const productIds = [...new Set(command.productIds)].filter((id) => state.products.has(id));
        if (productIds.length === 0) throw missing(PRODUCT_MESSAGES.noneKnown);
        return [{ type: 'ShopProductsDeleted', data: { shopDomain: command.shopDomain, productIds, deletedAt: at } }];
      }
    }
  },
};

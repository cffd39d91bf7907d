import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  checkPrice,
  MAX_PRICE_CENTS,
  PRODUCT_MESSAGES,
  shopProductsDecider,
  type ProductDetails,
  type ShopProductCommand,
  type ShopProductEvent,
} from '../../../server/modules/products/shop-products-decider';
import { DomainError } from '../../../server/events/domain-error';
import { SPEC_NOW, spec } from '../../support/decider-spec';

const at = SPEC_NOW.toISOString();
const products = spec(shopProductsDecider);
const shopDomain = 'shop-a';
const details: ProductDetails = {
  url: 'https://www.amazon.com/dp/B0TEST1234',
  source: 1,
  title: 'Blender',
  price: { amountCents: 4_999, currency: 'USD' },
};
const add = (productId: string, itemId = 'B0TEST1234'): ShopProductCommand => ({
  type: 'AddProduct',
  shopDomain,
  productId,
  taskId: `t-${productId}`,
  retailer: 'amazon',
  itemId,
  details,
});
const added = (productId: string, itemId = 'B0TEST1234'): ShopProductEvent => ({
  type: 'ShopProductAdded',
  data: { shopDomain, productId, taskId: `t-${productId}`, retailer: 'amazon', itemId, ...details, addedAt: at },
});
const price = (amountCents: number, currency = 'USD') =>
  ({ type: 'UpdateProductPrice', shopDomain, productId: 'p1', price: { amountCents, currency } }) as const;
const deleted = (...productIds: string[]): ShopProductEvent => ({
  type: 'ShopProductsDeleted',
  data: { shopDomain, productIds, deletedAt: at },
});

describe('shop products decider', () => {
  it('adds a retailer item once; after its removal it may come back', () => {
    products
      .given([])
      .when(add('p1'))
      .then([added('p1')]);
    products
      .given([added('p1')])
      .when(add('p2'))
      .thenThrows('conflict', PRODUCT_MESSAGES.alreadyAdded);
    products
      .given([added('p1'), deleted('p1')])
      .when(add('p2'))
      .then([added('p2')]);
  });

  it('changes a known product’s price to a positive one of a known currency, and an equal price records nothing', () => {
    products
      .given([added('p1')])
      .when(price(5_500))
      .then([
        {
          type: 'ShopProductPriceUpdated',
          data: { shopDomain, productId: 'p1', price: { amountCents: 5_500, currency: 'USD' }, updatedAt: at },
        },
      ]);
    products
      .given([added('p1')])
      .when(price(4_999))
      .thenNothingHappens();
    products
      .given([added('p1')])
      .when(price(0))
      .thenThrows('invalid', PRODUCT_MESSAGES.priceNotPositive);
    products
      .given([added('p1')])
      .when(price(MAX_PRICE_CENTS))
      .thenThrows('invalid', PRODUCT_MESSAGES.priceTooHigh);
    products
      .given([added('p1')])
      .when(price(100, 'XYZ'))
      .thenThrows('invalid', PRODUCT_MESSAGES.unknownCurrency('XYZ'));
    products.given([]).when(price(100)).thenThrows('not-found', PRODUCT_MESSAGES.unknownProduct('p1'));
  });

  it('takes a product off the shelf and back, recording only real changes', () => {
    const shelf = (onShelf: boolean) => ({ type: 'SetProductShelf', shopDomain, productId: 'p1', onShelf }) as const;
    const off: ShopProductEvent = {
      type: 'ShopProductShelfChanged',
      data: { shopDomain, productId: 'p1', onShelf: false, changedAt: at },
    };
    products
      .given([added('p1')])
      .when(shelf(true))
      .thenNothingHappens();
    products
      .given([added('p1')])
      .when(shelf(false))
      .then([off]);
    products
      .given([added('p1'), off])
      .when(shelf(false))
      .thenNothingHappens();
    products.given([]).when(shelf(false)).thenThrows('not-found', PRODUCT_MESSAGES.unknownProduct('p1'));
  });

  it('deletes the known products named, once each; none known is refused', () => {
    products
      .given([added('p1'), added('p2', 'B0OTHER123')])
      .when({ type: 'DeleteProducts', shopDomain, productIds: ['p1', 'p1', 'zz'] })
      .then([deleted('p1')]);
    products
      .given([added('p1')])
      .when({ type: 'DeleteProducts', shopDomain, productIds: ['zz'] })
      .thenThrows('not-found', PRODUCT_MESSAGES.noneKnown);
  });

  it.prop([fc.integer({ min: -1_000, max: 2 * MAX_PRICE_CENTS })])(
    'a price is accepted exactly when it is from one cent to below the maximum',
    (amountCents) => {
      const accepted = amountCents > 0 && amountCents < MAX_PRICE_CENTS;
      if (accepted) expect(() => checkPrice({ amountCents, currency: 'USD' })).not.toThrow();
      else expect(() => checkPrice({ amountCents, currency: 'USD' })).toThrow(DomainError);
    },
  );
});

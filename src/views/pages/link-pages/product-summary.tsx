import type { ShopProduct } from '../../../machines/link-lists';

const money = (price: NonNullable<ShopProduct['price']>) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: price.currency }).format(price.amountCents / 100);

/** A product's title, brand and price, as the link pages list them. */
export function ProductSummary({ product }: { product: ShopProduct }) {
  return (
    <span className="lm-product">
      <span className="lm-product__title">{product.title}</span>
      <span className="lm-product__meta">
        {[product.brand, product.price ? money(product.price) : null, product.onShelf ? null : 'Off the shelf']
          .filter(Boolean)
          .join(' · ') || 'No price published'}
      </span>
    </span>
  );
}

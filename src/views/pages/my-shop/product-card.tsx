import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { commissionPercent, formatMoney, productDetailPath } from '../../../domain/shop-products';
import type { ShopProduct } from '../../../machines/shop-calls';
import { RetailerIcon } from '../../components/retailer-icon';
import '../../components/forms.css';
import './shop-pages.css';

/** A shop product as the shop pages show it: picture (or its retailer's mark), title, price, commission, shelf state. */
export function ProductCard({
  product,
  actions,
  link = true,
}: {
  product: ShopProduct;
  actions?: ReactNode;
  link?: boolean;
}) {
  const title = link ? <Link to={productDetailPath(product.id)}>{product.title}</Link> : product.title;
  return (
    <article className="lm-product-card" aria-label={product.title}>
      <div className="lm-product-card__media">
        {product.imageUrl ? (
          <img src={product.imageUrl} alt="" loading="lazy" />
        ) : (
          product.retailer && <RetailerIcon retailer={product.retailer} size={44} />
        )}
        <span className={`lm-shelf-badge${product.onShelf ? '' : ' lm-shelf-badge--off'}`}>
          {product.onShelf ? 'On shelf' : 'Off shelf'}
        </span>
      </div>
      <div className="lm-product-card__body">
        <h3 className="lm-product-card__title">{title}</h3>
        {product.brand && <p className="lm-product-card__brand">{product.brand}</p>}
        <p className="lm-product-card__price">
          {product.price ? (
            <strong>{formatMoney(product.price)}</strong>
          ) : (
            <span className="lm-muted">No price yet</span>
          )}
          {product.originalPrice && <s>{formatMoney(product.originalPrice)}</s>}
        </p>
        <p className="lm-product-card__commission">Commission {commissionPercent(product.commissionRate)}</p>
      </div>
      {actions && <div className="lm-product-card__actions">{actions}</div>}
    </article>
  );
}

/** Shop products as a grid of cards, each with the buttons the page gives it. */
export function ProductGrid({
  products,
  actions,
}: {
  products: readonly ShopProduct[];
  actions: (product: ShopProduct) => ReactNode;
}) {
  return (
    <div className="lm-product-grid">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} actions={actions(product)} />
      ))}
    </div>
  );
}

/** The skeleton of a grid while its first page loads. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="lm-product-grid" aria-busy="true" aria-label="Loading products">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="lm-product-card lm-product-card--skeleton" />
      ))}
    </div>
  );
}

/** A failed load: what went wrong and a retry. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="lm-load-failure" role="alert">
      <p>{message}</p>
      <button type="button" className="lm-button lm-button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

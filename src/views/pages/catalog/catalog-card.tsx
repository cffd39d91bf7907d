import { Link } from 'react-router-dom';
import { cardImageOf, productPath, type CatalogBrand, type CatalogProduct } from '../../../domain/catalog-browse';
import { commissionPerSale, discountPercent, formatMoney, formatRate } from '../../../domain/catalog-pricing';
import { RetailerIcon } from '../../components/retailer-icon';

/** The price line of a catalog product: its price, the list price struck through when it sells below it. */
export function CatalogPrice({ product }: { product: CatalogProduct }) {
  const off = discountPercent(product.price, product.originalPrice);
  return (
    <div className="lm-catalog-price">
      <span className="lm-catalog-price__now">
        {product.price ? formatMoney(product.price) : 'Price not published'}
      </span>
      {off > 0 && product.originalPrice && (
        <span className="lm-catalog-price__was">
          <span className="lm-visually-hidden">was </span>
          {formatMoney(product.originalPrice)}
        </span>
      )}
    </div>
  );
}

/** "Earn 4% (about $0.68 a sale)", or nothing when the catalog states no share. */
export function CommissionLine({ product }: { product: CatalogProduct }) {
  if (product.commissionRate === undefined) return null;
  const perSale = commissionPerSale(product.price, product.commissionRate);
  return (
    <span className="lm-catalog-commission">
      Earn {formatRate(product.commissionRate)}
      {perSale && perSale.amountCents > 0 ? ` (about ${formatMoney(perSale)} a sale)` : ''}
    </span>
  );
}

/** A catalog product as a card: its picture (the brand's logo), discount, brand, title, price and commission. */
export function CatalogCard({
  product,
  brands,
  from = 'catalog',
}: {
  product: CatalogProduct;
  brands: readonly CatalogBrand[];
  from?: 'catalog' | 'arrivals';
}) {
  const image = cardImageOf(product, brands);
  const off = discountPercent(product.price, product.originalPrice);
  return (
    <Link className="lm-catalog-card" to={productPath(product.id, from)} aria-label={product.title}>
      <div className="lm-catalog-card__picture">
        {image ? <img src={image} alt="" loading="lazy" /> : null}
        {off > 0 && <span className="lm-catalog-card__badge">-{off}%</span>}
        {!product.onShelf && <span className="lm-catalog-card__sold-out">Sold out</span>}
      </div>
      <div className="lm-catalog-card__body">
        <span className="lm-catalog-card__brand">
          {product.retailer && <RetailerIcon retailer={product.retailer} size={16} />}
          {product.brand ?? 'Unbranded'}
        </span>
        <h3 className="lm-catalog-card__title">{product.title}</h3>
        <CatalogPrice product={product} />
        <CommissionLine product={product} />
      </div>
    </Link>
  );
}

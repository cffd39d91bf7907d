import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { CATALOG_PATHS } from '../../../domain/catalog-browse';
import { commissionPerSale, discountPercent, formatMoney, formatRate } from '../../../domain/catalog-pricing';
import { RETAILER_NAMES } from '../../../domain/tracking-id-rules';
import { catalogProductMachine } from '../../../machines/catalog-product.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { RetailerIcon } from '../../components/retailer-icon';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { CatalogPrice } from '../catalog/catalog-card';
import '../catalog/catalog.css';
import { ExistingLinks } from './existing-links';
import { ProductLinkPanel } from './product-link-panel';
import { SampleRequestPanel } from './sample-request-panel';

/** A catalog product's page (goodDetail/index and arrival/arrivalDetail): see catalog-product.machine.ts. */
export function CatalogProductView({ productId, title }: { productId: string; title: string }) {
  const page = useAppActorRef(catalogProductMachine, { input: { productId } });
  useForwardToRuntime(page);
  const snapshot = useSelector(page, (s) => s);
  const { detail, failure, picture } = snapshot.context;

  if (snapshot.matches('missing')) {
    return (
      <>
        <PageHeader title={title} back />
        <EmptyState icon="compass" title="Product not found">
          <p>The catalog has no such product any more. Browse the current deals instead.</p>
          <Link className="lm-button" to={CATALOG_PATHS.viralItems}>
            Go to Viral Items
          </Link>
        </EmptyState>
      </>
    );
  }
  if (snapshot.hasTag('error')) {
    return (
      <>
        <PageHeader title={title} back />
        <div className="lm-page-error" role="alert">
          <p>{failure ?? 'The product could not be loaded.'}</p>
          <button type="button" className="lm-button" onClick={() => page.send({ type: 'product.retry' })}>
            Retry
          </button>
        </div>
      </>
    );
  }
  if (!detail) {
    return (
      <>
        <PageHeader title={title} back />
        <DelayedSpinner />
      </>
    );
  }

  const { product, commission, images } = detail;
  const off = discountPercent(product.price, product.originalPrice);
  const share = commission.ratio + commission.extraRatio;
  const perSale = commissionPerSale(product.price, share);
  return (
    <>
      <PageHeader title={title} back />
      <article className="lm-product">
        <div>
          <div className="lm-product__picture">{picture ? <img src={picture} alt={product.title} /> : null}</div>
          {images.length > 1 && (
            <div className="lm-product__thumbs">
              {images.slice(1, 6).map((src) => (
                <img key={src} src={src} alt="" />
              ))}
            </div>
          )}
        </div>
        <div className="lm-product__info">
          <h2 className="lm-product__title">{product.title}</h2>
          <CatalogPrice product={product} />
          <dl className="lm-product__facts">
            {product.retailer && (
              <>
                <dt>Retailer</dt>
                <dd>
                  <RetailerIcon retailer={product.retailer} size={18} />
                  {RETAILER_NAMES[product.retailer]}
                </dd>
              </>
            )}
            {product.brand && (
              <>
                <dt>Brand</dt>
                <dd>{product.brand}</dd>
              </>
            )}
            {off > 0 && (
              <>
                <dt>Deal</dt>
                <dd>{off}% off the list price</dd>
              </>
            )}
            <dt>Commission</dt>
            <dd>
              {formatRate(commission.ratio)}
              {commission.extraRatio > 0 ? ` + ${formatRate(commission.extraRatio)} brand bonus` : ''}
              {perSale && perSale.amountCents > 0 ? ` (about ${formatMoney(perSale)} a sale)` : ''}
            </dd>
            <dt>Availability</dt>
            <dd>{product.onShelf ? 'In stock' : 'Sold out at the retailer'}</dd>
          </dl>
          {detail.description && <p className="lm-product__description">{detail.description}</p>}
          <div className="lm-product__actions">
            {snapshot.matches({ ready: 'inShop' }) ? (
              <span className="lm-product__in-shop" role="status">
                ✓ In My Shop
              </span>
            ) : (
              <button
                type="button"
                className="lm-button"
                disabled={!snapshot.can({ type: 'shop.add' })}
                onClick={() => page.send({ type: 'shop.add' })}
              >
                {snapshot.hasTag('adding') ? 'Adding…' : 'Add to My Shop'}
              </button>
            )}
            <a className="lm-button lm-button--secondary" href={product.url} target="_blank" rel="noopener noreferrer">
              View at {product.retailer ? RETAILER_NAMES[product.retailer] : 'the retailer'}
            </a>
          </div>
        </div>
      </article>
      <ExistingLinks links={detail.shortLinks} clicks={detail.clicks} />
      {product.retailer && (
        <ProductLinkPanel
          productId={product.id}
          url={product.url}
          retailer={product.retailer}
          title={product.title}
          source={product.source}
        />
      )}
      <SampleRequestPanel productId={product.id} />
    </>
  );
}

import { useCallback, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import {
  collectionPath,
  commissionPercent,
  formatMoney,
  MY_SHOP_PATH,
  trackingSourceOf,
} from '../../../domain/shop-products';
import { shopSource, sourceTitle } from '../../../domain/shop-sources';
import type { TrackingIdPickerEmitted } from '../../../machines/tracking-id-picker.machine';
import {
  shopProductDetailMachine,
  type ShopProductDetailSnapshot,
} from '../../../machines/shop-product-detail.machine';
import { CopyLinkButton } from '../../components/copy-link-button';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-field';
import { LinkQrCode } from '../../components/link-qr-code';
import { PageHeader } from '../../components/page-header';
import { RetailerIcon } from '../../components/retailer-icon';
import { TrackingIdPicker } from '../../components/tracking-id-picker';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { LoadFailure } from '../my-shop/product-card';
import '../../components/forms.css';
import './my-shop-detail.css';

/** goodDetail/myShopDetail?id=: a product of My Shop (see shop-product-detail.machine.ts). */
export default function MyShopDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) {
    return (
      <>
        <PageHeader title="Product" back />
        <EmptyState icon="compass" title="No product chosen">
          <p>
            Open a product from <Link to={MY_SHOP_PATH}>My Shop</Link>.
          </p>
        </EmptyState>
      </>
    );
  }
  return <ProductDetail key={id} productId={id} />;
}

function ProductDetail({ productId }: { productId: string }) {
  const detail = useAppActorRef(shopProductDetailMachine, { input: { productId } });
  useForwardToRuntime(detail);
  const snapshot = useSelector(detail, (s) => s);
  const { view, failure } = snapshot.context;

  if (snapshot.matches('failed')) {
    return (
      <>
        <PageHeader title="Product" back />
        <LoadFailure
          message={failure ?? 'This product could not be loaded.'}
          onRetry={() => detail.send({ type: 'detail.retry' })}
        />
      </>
    );
  }
  if (!view) {
    return (
      <>
        <PageHeader title="Product" back />
        <DelayedSpinner />
      </>
    );
  }
  const { product, images, clicks, earnings, shortLinks } = view.detail;
  const source = shopSource(product.source);
  const picture = product.imageUrl ?? images[0];
  return (
    <>
      <PageHeader title="Product details" back />
      <section className="lm-shop-detail" aria-label={product.title}>
        <div className="lm-shop-detail__media">
          {picture ? (
            <img src={picture} alt={product.title} />
          ) : (
            product.retailer && <RetailerIcon retailer={product.retailer} size={72} />
          )}
          {images.length > 1 && (
            <div className="lm-shop-detail__thumbs">
              {images.slice(1).map((src) => (
                <img key={src} src={src} alt="" loading="lazy" />
              ))}
            </div>
          )}
        </div>
        <div className="lm-shop-detail__info">
          <h2 className="lm-shop-detail__title">{product.title}</h2>
          <p className="lm-muted">
            {[product.brand, source && sourceTitle(source), product.onShelf ? 'On shelf' : 'Off shelf']
              .filter(Boolean)
              .join(' · ')}
          </p>
          <PriceEditor snapshot={snapshot} send={detail.send} />
          <dl className="lm-shop-detail__stats">
            <div>
              <dt>Commission</dt>
              <dd>
                {commissionPercent(view.commission.ratio)}
                {view.commission.extraRatio > 0 && (
                  <span className="lm-muted"> + {commissionPercent(view.commission.extraRatio)} brand extra</span>
                )}
              </dd>
            </div>
            <div>
              <dt>Clicks</dt>
              <dd>{clicks.toLocaleString('en-US')}</dd>
            </div>
            <div>
              <dt>Earnings</dt>
              <dd>{formatMoney(earnings)}</dd>
            </div>
          </dl>
          <a className="lm-shop-detail__retailer" href={product.url} target="_blank" rel="noopener noreferrer">
            View on the retailer’s site
          </a>
          <div className="lm-shop-detail__collections" aria-label="Collections holding this product">
            <h3>In collections</h3>
            {view.collections.length === 0 ? (
              <p className="lm-muted">Not in any collection yet.</p>
            ) : (
              <ul>
                {view.collections.map((c) => (
                  <li key={c.id}>
                    <Link to={collectionPath(c.id)}>{c.name}</Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>
      <LinkCreator snapshot={snapshot} send={detail.send} />
      <section className="lm-shop-detail__links" aria-label="Short links">
        <h3>Short links ({shortLinks.length})</h3>
        {shortLinks.length === 0 ? (
          <p className="lm-muted">No short link to this product yet. Create one above.</p>
        ) : (
          <table className="lm-shop-links">
            <thead>
              <tr>
                <th>Link</th>
                <th>Tracking ID</th>
                <th>Clicks</th>
                <th>Created</th>
                <th aria-label="Actions" />
              </tr>
            </thead>
            <tbody>
              {shortLinks.map((link) => (
                <tr key={link.code}>
                  <td>
                    <a href={link.shortUrl} target="_blank" rel="noopener noreferrer">
                      {link.shortUrl}
                    </a>
                  </td>
                  <td>{link.trackingId ?? '--'}</td>
                  <td>{link.clicks.toLocaleString('en-US')}</td>
                  <td>{new Date(link.createdAt).toLocaleDateString('en-US')}</td>
                  <td>
                    <CopyLinkButton url={link.shortUrl} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

type Send = ActorRefFrom<typeof shopProductDetailMachine>['send'];

function PriceEditor({ snapshot, send }: { snapshot: ShopProductDetailSnapshot; send: Send }) {
  const { view, priceText, priceError } = snapshot.context;
  const editing = snapshot.hasTag('price-editing');
  const saving = snapshot.hasTag('price-saving');
  const product = view?.detail.product;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'price.save' });
  };
  if (!editing) {
    return (
      <p className="lm-shop-detail__price">
        {product?.price ? (
          <strong>{formatMoney(product.price)}</strong>
        ) : (
          <span className="lm-muted">No price yet</span>
        )}
        {product?.originalPrice && <s>{formatMoney(product.originalPrice)}</s>}
        <button type="button" className="lm-button lm-button--secondary" onClick={() => send({ type: 'price.edit' })}>
          {product?.price ? 'Edit price' : 'Set price'}
        </button>
      </p>
    );
  }
  return (
    <form className="lm-shop-detail__price-form" aria-label="Edit price" noValidate onSubmit={onSubmit}>
      <label className="lm-field__label" htmlFor="lm-price-input">
        Price ({product?.price?.currency ?? 'USD'})
      </label>
      <div className="lm-shop-detail__price-row">
        <input
          id="lm-price-input"
          className="lm-field__input"
          inputMode="decimal"
          autoFocus
          value={priceText}
          disabled={saving}
          aria-invalid={priceError ? true : undefined}
          aria-describedby={priceError ? 'lm-price-error' : undefined}
          placeholder="24.99"
          onChange={(event) => send({ type: 'price.change', value: event.target.value })}
        />
        <button type="submit" className="lm-button" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        <button
          type="button"
          className="lm-button lm-button--secondary"
          disabled={saving}
          onClick={() => send({ type: 'price.cancel' })}
        >
          Cancel
        </button>
      </div>
      {priceError && (
        <p className="lm-field__error" id="lm-price-error" role="alert">
          {priceError}
        </p>
      )}
    </form>
  );
}

function LinkCreator({ snapshot, send }: { snapshot: ShopProductDetailSnapshot; send: Send }) {
  const { view, trackingId, createdLink, linkError } = snapshot.context;
  const onTrackingId = useCallback(
    (event: TrackingIdPickerEmitted) => send({ type: 'trackingId.select', trackingId: event.trackingId }),
    [send],
  );
  const retailer = view?.detail.product.retailer;
  const busy = snapshot.hasTag('link-busy');
  return (
    <section className="lm-shop-detail__create" aria-label="Create link">
      <h3>Create link</h3>
      <div className="lm-shop-detail__create-row">
        {retailer && (
          <TrackingIdPicker source={trackingSourceOf(retailer)} value={trackingId} onChange={onTrackingId} />
        )}
        <button
          type="button"
          className="lm-button"
          disabled={!snapshot.can({ type: 'link.create' })}
          aria-busy={busy}
          onClick={() => send({ type: 'link.create' })}
        >
          {busy ? 'Creating…' : 'Create link'}
        </button>
      </div>
      <FormAlert message={linkError} />
      {createdLink && (
        <div className="lm-shop-detail__created" role="status">
          <div>
            <p className="lm-shop-detail__created-url">{createdLink.shortUrl}</p>
            <p className="lm-muted">
              {createdLink.trackingId ? `Tracking ID ${createdLink.trackingId}` : 'No tracking ID'}
            </p>
            <CopyLinkButton url={createdLink.shortUrl} />
          </div>
          <LinkQrCode url={createdLink.shortUrl} size={120} fileName={createdLink.code} />
        </div>
      )}
    </section>
  );
}

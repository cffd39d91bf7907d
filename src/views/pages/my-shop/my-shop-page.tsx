import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { ADD_PRODUCT_PATH, productDetailPath } from '../../../domain/shop-products';
import { DEFAULT_SEARCH_PLACEHOLDER, shopSource, sourcesOf, type SourceRetailer } from '../../../domain/shop-sources';
import { myShopMachine, type MyShopSnapshot } from '../../../machines/my-shop.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { StatusBanner } from '../../components/status-banner';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { LoadFailure, ProductGrid, ProductGridSkeleton } from './product-card';
import { CollectionStrip } from './collection-strip';
import { useTagConfirm } from './use-tag-confirm';
import './my-shop.css';

const RETAILER_TABS: ReadonlyArray<{ retailer: SourceRetailer | null; label: string }> = [
  { retailer: null, label: 'All' },
  { retailer: 'amazon', label: 'Amazon' },
  { retailer: 'target', label: 'Target' },
  { retailer: 'walmart', label: 'Walmart' },
];

const syncedText = (snapshot: MyShopSnapshot) => {
  const { lastUpdate } = snapshot.context;
  if (!lastUpdate) return null;
  if (lastUpdate.syncing) return 'Syncing from the retailer…';
  return lastUpdate.lastUpdateTime
    ? `Last synced ${new Date(lastUpdate.lastUpdateTime).toLocaleString()}`
    : 'Not synced yet';
};

/** myShop/index: the creator's products by source, and their collections (see my-shop.machine.ts). */
export default function MyShopPage() {
  const shop = useAppActorRef(myShopMachine);
  useForwardToRuntime(shop);
  const snapshot = useSelector(shop, (s) => s);
  const {
    source,
    keyword,
    searched,
    onShelfOnly,
    products,
    total,
    collections,
    collectionsTotal,
    failure,
    pendingDelete,
    shelving,
    syncNotice,
  } = snapshot.context;
  useTagConfirm(
    shop,
    'confirm-delete',
    {
      title: 'Remove this product from My Shop?',
      content: [pendingDelete?.title ?? '', 'Its short links keep working.'],
      confirmText: 'Remove',
    },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
  );
  const loading = snapshot.hasTag('loading');
  const retailer = source === null ? null : (shopSource(source)?.retailer ?? null);
  const filtered = searched !== '' || onShelfOnly || source !== null;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    shop.send({ type: 'shop.search' });
  };

  return (
    <>
      <PageHeader
        title="My Shop"
        actions={
          <Link className="lm-button" to={ADD_PRODUCT_PATH}>
            Add products
          </Link>
        }
      />
      <CollectionStrip
        collections={collections}
        total={collectionsTotal}
        loading={loading && collections.length === 0}
      />

      <section className="lm-shop-section" aria-label="Products">
        <div className="lm-shop-tabs" role="tablist" aria-label="Retailer">
          {RETAILER_TABS.map((tab) => (
            <button
              key={tab.label}
              type="button"
              role="tab"
              aria-selected={tab.retailer === retailer}
              className={`lm-shop-tab${tab.retailer === retailer ? ' lm-shop-tab--active' : ''}`}
              onClick={() => shop.send({ type: 'shop.retailer.select', retailer: tab.retailer })}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {retailer && retailer !== 'other' && (
          <div className="lm-shop-sources" role="group" aria-label="Source">
            {sourcesOf(retailer).map((s) => (
              <button
                key={s.id}
                type="button"
                aria-pressed={s.id === source}
                className={`lm-shop-chip${s.id === source ? ' lm-shop-chip--active' : ''}`}
                onClick={() => shop.send({ type: 'shop.source.select', source: s.id })}
              >
                {s.label}
              </button>
            ))}
            {syncedText(snapshot) && <span className="lm-shop-sources__sync">{syncedText(snapshot)}</span>}
          </div>
        )}
        {/* One banner per source: closing it holds for that source while the page shows. */}
        {syncNotice && <StatusBanner key={source} {...syncNotice} />}
        <div className="lm-shop-toolbar">
          <form role="search" className="lm-shop-search" onSubmit={onSearch}>
            <input
              type="search"
              aria-label="Search products"
              placeholder={(source !== null && shopSource(source)?.searchPlaceholder) || DEFAULT_SEARCH_PLACEHOLDER}
              value={keyword}
              onChange={(event) => shop.send({ type: 'shop.keyword.change', value: event.target.value })}
            />
            <button
              type="submit"
              className="lm-button lm-button--secondary"
              disabled={!snapshot.can({ type: 'shop.search' })}
            >
              Search
            </button>
          </form>
          <label className="lm-shop-shelf-toggle">
            <input
              type="checkbox"
              checked={onShelfOnly}
              disabled={!snapshot.can({ type: 'shop.onShelf.toggle' })}
              onChange={() => shop.send({ type: 'shop.onShelf.toggle' })}
            />
            On shelf only
          </label>
          {!loading && !failure && <span className="lm-muted">{total === 1 ? '1 product' : `${total} products`}</span>}
        </div>

        {snapshot.matches('failed') && (
          <LoadFailure
            message={failure ?? 'My Shop could not be loaded.'}
            onRetry={() => shop.send({ type: 'shop.retry' })}
          />
        )}
        {loading && products.length === 0 && <ProductGridSkeleton />}
        {loading && products.length > 0 && <DelayedSpinner />}
        {!loading &&
          !snapshot.matches('failed') &&
          products.length === 0 &&
          (filtered ? (
            <EmptyState icon="compass" title="No products here">
              <p>
                No product of your shop matches this tab{searched ? ` and “${searched}”` : ''}. Try another tab or
                search.
              </p>
            </EmptyState>
          ) : (
            <EmptyState icon="sprout" title="Your shop is empty">
              <p>
                Add products from Amazon, Target or Walmart by pasting their addresses. Then make affiliate links and
                collections from them.
              </p>
              <Link className="lm-button" to={ADD_PRODUCT_PATH}>
                Add products
              </Link>
            </EmptyState>
          ))}
        {!loading && products.length > 0 && (
          <ProductGrid
            products={products}
            actions={(product) => (
              <>
                <Link className="lm-button lm-button--secondary" to={productDetailPath(product.id)}>
                  Details
                </Link>
                <button
                  type="button"
                  className="lm-button lm-button--secondary"
                  aria-label={`${product.onShelf ? 'Take off the shelf' : 'Put on the shelf'}: ${product.title}`}
                  disabled={!snapshot.can({ type: 'product.shelf.toggle', productId: product.id })}
                  onClick={() => shop.send({ type: 'product.shelf.toggle', productId: product.id })}
                >
                  {shelving?.productId === product.id ? 'Saving…' : product.onShelf ? 'Take off shelf' : 'Put on shelf'}
                </button>
                <button
                  type="button"
                  className="lm-button lm-button--danger"
                  aria-label={`Delete ${product.title}`}
                  disabled={!snapshot.can({ type: 'product.delete', productId: product.id })}
                  onClick={() => shop.send({ type: 'product.delete', productId: product.id })}
                >
                  Delete
                </button>
              </>
            )}
          />
        )}
        {snapshot.matches('ready') && snapshot.can({ type: 'shop.more' }) && (
          <div className="lm-shop-more">
            <button
              type="button"
              className="lm-button lm-button--secondary"
              onClick={() => shop.send({ type: 'shop.more' })}
            >
              Load more
            </button>
          </div>
        )}
        {snapshot.matches('loadingMore') && <DelayedSpinner />}
      </section>
    </>
  );
}

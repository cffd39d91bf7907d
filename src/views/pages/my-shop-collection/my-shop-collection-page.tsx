import { useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'react-router-dom';
import { editCollectionPath, MY_SHOP_PATH } from '../../../domain/shop-products';
import { collectionProductsMachine } from '../../../machines/collection-products.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { LoadFailure, ProductGrid, ProductGridSkeleton } from '../my-shop/product-card';
import { useTagConfirm } from '../my-shop/use-tag-confirm';
import { ProductPicker } from './product-picker';
import './my-shop-collection.css';

/** myShopCollection/index?id=: a collection's products (see collection-products.machine.ts). */
export default function MyShopCollectionPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) {
    return (
      <>
        <PageHeader title="Collection" back />
        <EmptyState icon="links" title="No collection chosen">
          <p>
            Open a collection from <Link to={MY_SHOP_PATH}>My Shop</Link>.
          </p>
        </EmptyState>
      </>
    );
  }
  return <CollectionView key={id} collectionId={id} />;
}

function CollectionView({ collectionId }: { collectionId: string }) {
  const page = useAppActorRef(collectionProductsMachine, { input: { collectionId } });
  useForwardToRuntime(page);
  const snapshot = useSelector(page, (s) => s);
  const { collection, products, removing, failure } = snapshot.context;
  useTagConfirm(
    page,
    'confirm-delete',
    {
      title: `Delete the collection “${collection?.name ?? ''}”?`,
      content: ['Its products stay in My Shop.'],
      confirmText: 'Delete',
    },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
  );
  const loading = snapshot.hasTag('loading');
  const canAdd = snapshot.can({ type: 'picker.open' });

  return (
    <>
      <PageHeader
        title={collection?.name ?? 'Collection'}
        back
        actions={
          collection && (
            <span className="lm-collection-actions">
              <Link className="lm-button lm-button--secondary" to={editCollectionPath(collectionId)}>
                Edit
              </Link>
              <button
                type="button"
                className="lm-button lm-button--danger"
                disabled={!snapshot.can({ type: 'collection.delete' })}
                onClick={() => page.send({ type: 'collection.delete' })}
              >
                Delete
              </button>
            </span>
          )
        }
      />
      {snapshot.matches('failed') && (
        <LoadFailure
          message={failure ?? 'This collection could not be loaded.'}
          onRetry={() => page.send({ type: 'collection.retry' })}
        />
      )}
      {loading && !collection && <ProductGridSkeleton count={4} />}
      {collection && (
        <>
          <section className="lm-collection-head" aria-label="About this collection">
            <div
              className="lm-collection-head__cover"
              style={collection.coverUrl ? { backgroundImage: `url("${collection.coverUrl}")` } : undefined}
              role="img"
              aria-label={collection.coverUrl ? `Cover of ${collection.name}` : 'No cover'}
            />
            <div className="lm-collection-head__text">
              {collection.description && <p>{collection.description}</p>}
              <p className="lm-muted">{products.length === 1 ? '1 product' : `${products.length} products`}</p>
              <button
                type="button"
                className="lm-button"
                disabled={!canAdd}
                onClick={() => page.send({ type: 'picker.open' })}
              >
                Add products
              </button>
            </div>
          </section>
          {loading && <DelayedSpinner />}
          {!loading && products.length === 0 && (
            <EmptyState icon="sprout" title="No products in this collection yet">
              <p>Put products of My Shop in it with Add products. Its group link page lists them for your audience.</p>
            </EmptyState>
          )}
          {!loading && products.length > 0 && (
            <ProductGrid
              products={products}
              actions={(product) => (
                <button
                  type="button"
                  className="lm-button lm-button--secondary"
                  aria-label={`Remove ${product.title} from the collection`}
                  disabled={removing !== null}
                  onClick={() => page.send({ type: 'product.remove', productId: product.id })}
                >
                  {removing === product.id ? 'Removing…' : 'Remove'}
                </button>
              )}
            />
          )}
        </>
      )}
      {snapshot.hasTag('picker-visible') && <ProductPicker page={page} />}
    </>
  );
}

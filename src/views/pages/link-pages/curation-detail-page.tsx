import { Link, useSearchParams } from 'react-router-dom';
import { collectionProductsList, collectionsList } from '../../../machines/link-lists';
import { productShortLinkMachine } from '../../../machines/product-short-link.machine';
import { countOf, CURATION_DETAIL_PATH, SAVE_LINK_PATH } from '../../../domain/link-pages';
import { MY_SHOP_CREATE_PATH } from '../../../domain/shop-products';
import { withQuery } from '../../../domain/routes';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { PagedListView } from './paged-list-view';
import { ProductLinkRow } from './product-link-row';
import './link-pages.css';

/** myLinks/curationDetail?id=: the products of a curation (a collection) with their links; without id, the collections. */
export default function CurationDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <CurationProducts key={id} id={id} /> : <Curations />;
}

function CurationProducts({ id }: { id: string }) {
  const list = useAppActorRef(collectionProductsList, { input: { scope: id } });
  const linker = useAppActorRef(productShortLinkMachine);
  useForwardToRuntime(linker);
  return (
    <>
      <PageHeader
        title="Curation"
        back
        actions={
          <Link className="lm-button lm-button--secondary" to={withQuery(SAVE_LINK_PATH, { id })}>
            Edit linked content
          </Link>
        }
      />
      <PagedListView
        list={list}
        label="Products of the curation"
        empty={
          <EmptyState icon="links" title="No products in this curation">
            <p>Tick the products it should hold; each then gets its tracked link here.</p>
            <Link className="lm-button" to={withQuery(SAVE_LINK_PATH, { id })}>
              Add products
            </Link>
          </EmptyState>
        }
        renderItem={(product) => <ProductLinkRow product={product} linker={linker} />}
      />
    </>
  );
}

function Curations() {
  const list = useAppActorRef(collectionsList, { input: {} });
  return (
    <>
      <PageHeader title="Curations" back />
      <PagedListView
        list={list}
        label="Curations"
        empty={
          <EmptyState icon="sprout" title="No curations yet">
            <p>Each collection in your shop is a curation here, with a tracked link for every product in it.</p>
            <Link className="lm-button" to={MY_SHOP_CREATE_PATH}>
              Make a collection
            </Link>
          </EmptyState>
        }
        renderItem={(collection) => (
          <div className="lm-row-item">
            <div className="lm-row-item__main">
              <span className="lm-row-item__title">{collection.name}</span>
              <span className="lm-row-item__meta">{countOf(collection.productCount, 'product')}</span>
            </div>
            <Link
              className="lm-button lm-row-item__button"
              to={withQuery(CURATION_DETAIL_PATH, { id: collection.id })}
              aria-label={`Open ${collection.name}`}
            >
              Open
            </Link>
          </div>
        )}
      />
    </>
  );
}

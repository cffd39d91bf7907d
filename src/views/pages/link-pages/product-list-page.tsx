import { Link } from 'react-router-dom';
import { shopProductsList } from '../../../machines/link-lists';
import { productShortLinkMachine } from '../../../machines/product-short-link.machine';
import { ADD_PRODUCT_PATH } from '../../../domain/shop-products';
import { DEFAULT_SEARCH_PLACEHOLDER } from '../../../domain/shop-sources';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { PagedListView } from './paged-list-view';
import { ProductLinkRow } from './product-link-row';
import './link-pages.css';

/** myLinks/productList: the shop's products, searchable, each with Create link. */
export default function ProductListPage() {
  const list = useAppActorRef(shopProductsList, { input: {} });
  const linker = useAppActorRef(productShortLinkMachine);
  useForwardToRuntime(linker);
  return (
    <>
      <PageHeader
        title="Products"
        back
        actions={
          <Link className="lm-button" to={ADD_PRODUCT_PATH}>
            Add product
          </Link>
        }
      />
      <PagedListView
        list={list}
        label="Products"
        searchPlaceholder={DEFAULT_SEARCH_PLACEHOLDER}
        empty={
          <EmptyState icon="links" title="No products yet">
            <p>
              Add Amazon, Target or Walmart products to your shop by their address, then make a tracked link for each
              one here.
            </p>
          </EmptyState>
        }
        renderItem={(product) => <ProductLinkRow product={product} linker={linker} />}
      />
    </>
  );
}

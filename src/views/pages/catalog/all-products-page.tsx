import { PageHeader } from '../../components/page-header';
import { CatalogList } from './catalog-list';
import { CatalogSearchBox } from './catalog-search-box';

/** allProducts/index: every product of the catalog, by category and retailer. */
export default function AllProductsPage() {
  return (
    <>
      <PageHeader title="All Products" back />
      <CatalogSearchBox />
      <CatalogList
        list="products"
        emptyTitle="No products here"
        emptyText="The catalog has no product of this category from this retailer. Try another category or all retailers."
      />
    </>
  );
}

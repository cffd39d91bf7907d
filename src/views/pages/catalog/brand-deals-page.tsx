import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { CatalogList } from './catalog-list';

/** allProducts/brandDealsPageDetail?brandId=…: one brand's products in the catalog, deals marked. */
export default function BrandDealsPage() {
  const [params] = useSearchParams();
  const brandId = params.get('brandId') ?? '';
  return (
    <>
      <PageHeader title="Brand Deals" back />
      <CatalogList
        key={brandId}
        list="products"
        brandId={brandId || null}
        emptyTitle="No products of this brand"
        emptyText="The catalog has no product of this brand for the category or retailer you chose."
      />
    </>
  );
}

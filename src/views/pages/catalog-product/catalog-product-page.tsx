import { useSearchParams } from 'react-router-dom';
import { CatalogProductView } from './catalog-product-view';

/** goodDetail/index?id=…: a catalog product with Get link, Add to My Shop and Request sample. */
export default function GoodDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <CatalogProductView key={id} productId={id} title="Product Details" />;
}

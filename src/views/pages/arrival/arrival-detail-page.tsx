import { useSearchParams } from 'react-router-dom';
import { CatalogProductView } from '../catalog-product/catalog-product-view';

/** arrival/arrivalDetail?id=…: a new arrival, shown like any catalog product. */
export default function ArrivalDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <CatalogProductView key={id} productId={id} title="New Arrival" />;
}

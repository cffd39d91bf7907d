import { Link } from 'react-router-dom';
import { shopProductsList, type ShopProduct } from '../../../machines/link-lists';
import { ADD_PRODUCT_PATH } from '../../../domain/shop-products';
import { DEFAULT_SEARCH_PLACEHOLDER } from '../../../domain/shop-sources';
import { EmptyState } from '../../components/empty-state';
import { RetailerIcon } from '../../components/retailer-icon';
import { useAppActorRef } from '../../shell/app-runtime';
import { PagedListView } from './paged-list-view';
import { ProductSummary } from './product-summary';

/** The shop's products with a tick box each; what is ticked belongs to the page's machine. */
export function ProductPicker({
  selected,
  onToggle,
  disabled = false,
  label = 'Products to pick from',
}: {
  selected: readonly string[];
  onToggle(product: ShopProduct): void;
  disabled?: boolean;
  label?: string;
}) {
  const list = useAppActorRef(shopProductsList, { input: {} });
  return (
    <PagedListView
      list={list}
      label={label}
      searchPlaceholder={DEFAULT_SEARCH_PLACEHOLDER}
      empty={
        <EmptyState icon="plus" title="No products to pick yet" level={3} compact>
          <p>Paste an Amazon, Target or Walmart product address to add it to your shop, then tick it here.</p>
          <Link className="lm-button" to={ADD_PRODUCT_PATH}>
            Add products
          </Link>
        </EmptyState>
      }
      renderItem={(product) => (
        <label className={`lm-pick${selected.includes(product.id) ? ' lm-pick--on' : ''}`}>
          <input
            type="checkbox"
            checked={selected.includes(product.id)}
            disabled={disabled}
            onChange={() => onToggle(product)}
          />
          {product.retailer && <RetailerIcon retailer={product.retailer} size={22} />}
          <ProductSummary product={product} />
        </label>
      )}
    />
  );
}

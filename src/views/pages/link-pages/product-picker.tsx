import { Link } from 'react-router-dom';
import { shopProductsList, type ShopProduct } from '../../../machines/link-lists';
import { MY_LINKS_PRODUCT_LIST_PATH } from '../../../domain/link-pages';
import { DEFAULT_SEARCH_PLACEHOLDER } from '../../../domain/shop-sources';
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
        <p className="lm-plist__note">
          Your shop has no products yet. <Link to={MY_LINKS_PRODUCT_LIST_PATH}>Add some to your shop</Link> first.
        </p>
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

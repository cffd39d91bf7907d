import type { ProductChoice, ProductSource } from '../../domain/landing-pages';
import { formatMoney } from '../../domain/shop-products';
import { Modal } from './modal';
import './product-picker-modal.css';

const SOURCES: readonly { id: ProductSource; label: string }[] = [
  { id: 'shop', label: 'My Shop' },
  { id: 'catalog', label: 'Catalog' },
];

export interface ProductPickerModalProps {
  source: ProductSource;
  keyword: string;
  /** The products found, as the picker's machine holds them. */
  results: ReadonlyArray<Omit<ProductChoice, 'source'>>;
  failure: string | null;
  searching: boolean;
  canSearch: boolean;
  onSource(source: ProductSource): void;
  onKeyword(value: string): void;
  onSearch(): void;
  onChoose(productId: string): void;
  onClose(): void;
}

/** Choose a product of My Shop or the catalog, searchable: what the landing page editor and the bio posts share. */
export function ProductPickerModal(props: ProductPickerModalProps) {
  const { source, results, failure, searching } = props;
  return (
    <Modal label="Choose a product" className="lm-product-picker" onEscape={props.onClose} onOverlayClick={props.onClose}>
      <header className="lm-product-picker__head">
        <h2>Choose a product</h2>
        <button type="button" className="lm-modal__close" aria-label="Close" onClick={props.onClose}>
          ×
        </button>
      </header>
      <div className="lm-product-picker__tabs" role="group" aria-label="Products from">
        {SOURCES.map((s) => (
          <button key={s.id} type="button" className="lm-product-picker__tab" aria-pressed={source === s.id} onClick={() => props.onSource(s.id)}>
            {s.label}
          </button>
        ))}
      </div>
      <form
        className="lm-row"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          props.onSearch();
        }}
      >
        <input className="lm-field__input" aria-label="Search products" placeholder="Search by product name or keyword" value={props.keyword} onChange={(e) => props.onKeyword(e.target.value)} />
        <button type="submit" className="lm-button lm-button--secondary" disabled={!props.canSearch}>
          Search
        </button>
      </form>
      {failure && (
        <p className="lm-form__alert" role="alert">
          {failure}
        </p>
      )}
      {searching ? (
        <p className="lm-product-picker__muted" aria-busy="true">
          Loading products…
        </p>
      ) : results.length === 0 && !failure ? (
        <p className="lm-product-picker__muted">{source === 'shop' ? 'No products in My Shop match. Add products in My Shop, or pick from the catalog.' : 'No catalog products match.'}</p>
      ) : (
        <ul className="lm-product-picker__list" aria-label="Products">
          {results.map((product) => (
            <li key={product.id}>
              {product.imageUrl && <img src={product.imageUrl} alt="" />}
              <span className="lm-product-picker__title">
                {product.title}
                <small>
                  {product.brand ?? ''}
                  {product.price ? ` ${formatMoney(product.price)}` : ''}
                </small>
              </span>
              <button type="button" className="lm-button" aria-label={`Choose ${product.title}`} onClick={() => props.onChoose(product.id)}>
                Choose
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

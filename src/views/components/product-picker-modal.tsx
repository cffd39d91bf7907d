import type { ProductChoice, ProductSource } from '../../domain/landing-pages';
import type { ProductPickerEvent } from '../../machines/product-search';
import { formatMoney } from '../../domain/shop-products';
import { Modal } from './modal';
import './product-picker-modal.css';

const SOURCES: readonly { id: ProductSource; label: string }[] = [
  { id: 'shop', label: 'My Shop' },
  { id: 'catalog', label: 'Catalog' },
];

export interface ProductPickerModalProps {
  /** The picker as its machine holds it; the products found are its results. */
  picker: {
    source: ProductSource;
    keyword: string;
    results: ReadonlyArray<Omit<ProductChoice, 'source'>>;
    failure: string | null;
  };
  searching: boolean;
  canSearch: boolean;
  /** Choosing a picture: a product without one cannot be chosen, and says so. */
  withPictures?: boolean;
  /** The picker's machine: every choice is one of its picker events. */
  send(event: ProductPickerEvent): void;
}

/** Choose a product of My Shop or the catalog, searchable: what the landing page editor and the bio posts share. */
export function ProductPickerModal({
  picker,
  searching,
  canSearch,
  withPictures = false,
  send,
}: ProductPickerModalProps) {
  const { source, keyword, results, failure } = picker;
  const close = () => send({ type: 'picker.close' });
  return (
    <Modal label="Choose a product" className="lm-product-picker" onEscape={close} onOverlayClick={close}>
      <header className="lm-product-picker__head">
        <h2>{withPictures ? 'Choose a product’s picture' : 'Choose a product'}</h2>
        <button type="button" className="lm-modal__close" aria-label="Close" onClick={close}>
          ×
        </button>
      </header>
      <div className="lm-product-picker__tabs" role="group" aria-label="Products from">
        {SOURCES.map((s) => (
          <button
            key={s.id}
            type="button"
            className="lm-product-picker__tab"
            aria-pressed={source === s.id}
            onClick={() => send({ type: 'picker.source', source: s.id })}
          >
            {s.label}
          </button>
        ))}
      </div>
      <form
        className="lm-row"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'picker.search' });
        }}
      >
        <input
          className="lm-field__input"
          aria-label="Search products"
          placeholder="Search by product name or keyword"
          value={keyword}
          onChange={(e) => send({ type: 'picker.keyword', value: e.target.value })}
        />
        <button type="submit" className="lm-button lm-button--secondary" disabled={!canSearch}>
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
        <p className="lm-product-picker__muted">
          {source === 'shop'
            ? 'No products in My Shop match. Add products in My Shop, or pick from the catalog.'
            : 'No catalog products match.'}
        </p>
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
              {withPictures && !product.imageUrl ? (
                <span className="lm-product-picker__muted">No picture to use</span>
              ) : (
                <button
                  type="button"
                  className="lm-button"
                  aria-label={`Choose ${product.title}`}
                  onClick={() => send({ type: 'picker.choose', productId: product.id })}
                >
                  Choose
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

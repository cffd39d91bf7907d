import type { ProductSource } from '../../../domain/landing-pages';
import { formatMoney } from '../../../domain/shop-products';
import type { LandingEditorSnapshot } from '../../../machines/landing-page-editor.machine';
import { Modal } from '../../components/modal';
import type { EditorSend } from './landing-editor-page';

const SOURCES: readonly { id: ProductSource; label: string }[] = [
  { id: 'shop', label: 'My Shop' },
  { id: 'catalog', label: 'Catalog' },
];

/** The product picker of a product block: My Shop or the catalog, searchable; Choose fills the block. */
export function ProductPicker({ snapshot, send }: { snapshot: LandingEditorSnapshot; send: EditorSend }) {
  const picker = snapshot.context.picker;
  if (!picker) return null;
  const close = () => send({ type: 'picker.close' });
  const searching = snapshot.hasTag('searching');
  return (
    <Modal label="Choose a product" className="lm-landing-picker" onEscape={close} onOverlayClick={close}>
      <header className="lm-landing-picker__head">
        <h2>Choose a product</h2>
        <button type="button" className="lm-modal__close" aria-label="Close" onClick={close}>
          ×
        </button>
      </header>
      <div className="lm-landing-tabs" role="group" aria-label="Products from">
        {SOURCES.map((s) => (
          <button key={s.id} type="button" className="lm-landing-tab" aria-pressed={picker.source === s.id} onClick={() => send({ type: 'picker.source', source: s.id })}>
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
        <input className="lm-field__input" aria-label="Search products" placeholder="Search by product name or keyword" value={picker.keyword} onChange={(e) => send({ type: 'picker.keyword', value: e.target.value })} />
        <button type="submit" className="lm-button lm-button--secondary" disabled={!snapshot.can({ type: 'picker.search' })}>
          Search
        </button>
      </form>
      {picker.failure && (
        <p className="lm-form__alert" role="alert">
          {picker.failure}
        </p>
      )}
      {searching ? (
        <p className="lm-landing-muted" aria-busy="true">
          Loading products…
        </p>
      ) : picker.results.length === 0 && !picker.failure ? (
        <p className="lm-landing-muted">{picker.source === 'shop' ? 'No products in My Shop match. Add products in My Shop, or pick from the catalog.' : 'No catalog products match.'}</p>
      ) : (
        <ul className="lm-landing-picker__list" aria-label="Products">
          {picker.results.map((product) => (
            <li key={product.id}>
              {product.imageUrl && <img src={product.imageUrl} alt="" />}
              <span className="lm-landing-picker__title">
                {product.title}
                <small>
                  {product.brand ?? ''}
                  {product.price ? ` ${formatMoney(product.price)}` : ''}
                </small>
              </span>
              <button type="button" className="lm-button" aria-label={`Choose ${product.title}`} onClick={() => send({ type: 'picker.choose', productId: product.id })}>
                Choose
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

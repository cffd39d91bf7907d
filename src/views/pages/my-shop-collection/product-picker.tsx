import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '../../../domain/shop-products';
import type { collectionProductsMachine } from '../../../machines/collection-products.machine';
import { Modal } from '../../components/modal';
import { DEFAULT_SEARCH_PLACEHOLDER } from '../../../domain/shop-sources';
import '../my-shop/shop-pages.css';

/** The Add products dialog of a collection: the shop's products not in it, to tick and add. */
export function ProductPicker({ page }: { page: ActorRefFrom<typeof collectionProductsMachine> }) {
  const snapshot = useSelector(page, (s) => s);
  const { candidates, keyword, picked, failure } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const close = () => page.send({ type: 'picker.close' });
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    page.send({ type: 'pick.search' });
  };
  return (
    <Modal label="Add products" width={520} className="lm-picker" onEscape={close} onOverlayClick={close}>
      <header className="lm-picker__header">
        <h2>Add products</h2>
        <button type="button" className="lm-modal__close" aria-label="Close" onClick={close}>
          ×
        </button>
      </header>
      <form role="search" className="lm-picker__search" onSubmit={onSearch}>
        <input
          type="search"
          aria-label="Search your products"
          placeholder={DEFAULT_SEARCH_PLACEHOLDER}
          value={keyword}
          onChange={(e) => page.send({ type: 'pick.keyword.change', value: e.target.value })}
        />
        <button
          type="submit"
          className="lm-button lm-button--secondary"
          disabled={!snapshot.can({ type: 'pick.search' })}
        >
          Search
        </button>
      </form>
      {snapshot.matches({ picking: 'searchFailed' }) && (
        <p className="lm-picker__empty" role="alert">
          {failure}{' '}
          <button
            type="button"
            className="lm-button lm-button--secondary"
            onClick={() => page.send({ type: 'pick.retry' })}
          >
            Try again
          </button>
        </p>
      )}
      {snapshot.matches({ picking: 'searching' }) && <p className="lm-picker__empty">Loading your products…</p>}
      {!busy && snapshot.matches({ picking: 'choosing' }) && candidates.length === 0 && (
        <p className="lm-picker__empty">
          {keyword.trim()
            ? 'No other product of your shop matches.'
            : 'Every product of your shop is in this collection already.'}
        </p>
      )}
      {candidates.length > 0 && (
        <ul className="lm-pick-list" aria-label="Your products">
          {candidates.map((product) => {
            const ticked = picked.includes(product.id);
            return (
              <li key={product.id}>
                <label className={`lm-pick-item${ticked ? ' lm-pick-item--selected' : ''}`}>
                  <input
                    type="checkbox"
                    checked={ticked}
                    disabled={busy}
                    onChange={() => page.send({ type: 'pick.toggle', productId: product.id })}
                  />
                  <span className="lm-pick-item__title">{product.title}</span>
                  <span className="lm-pick-item__price">{formatMoney(product.price)}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <div className="lm-picker__actions">
        <button type="button" className="lm-button lm-button--secondary" onClick={close}>
          Cancel
        </button>
        <button
          type="button"
          className="lm-button"
          disabled={!snapshot.can({ type: 'pick.confirm' })}
          aria-busy={snapshot.matches({ picking: 'adding' })}
          onClick={() => page.send({ type: 'pick.confirm' })}
        >
          {snapshot.matches({ picking: 'adding' }) ? 'Adding…' : picked.length ? `Add ${picked.length}` : 'Add'}
        </button>
      </div>
    </Modal>
  );
}

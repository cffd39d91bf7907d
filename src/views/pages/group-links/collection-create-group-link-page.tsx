import { useSelector } from '@xstate/react';
import { groupLinkCreateMachine } from '../../../machines/group-link-create.machine';
import { collectionsList } from '../../../machines/link-lists';
import { COLLECTION_NAME_MAX_LENGTH, countOf } from '../../../domain/link-pages';
import { EmptyState } from '../../components/empty-state';
import { FocusFieldButton } from '../../components/focus-field-button';
import { FormAlert, TextField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { PagedListView } from '../link-pages/paged-list-view';
import { ProductPicker } from '../link-pages/product-picker';
import '../link-pages/link-pages.css';

/** The new collection's name field, where the empty collection list leads. */
const COLLECTION_NAME_FIELD = 'new-collection-name';

/** collectionCreateGroupLink/index: pick a collection (or make one) and open its group link (group-link-create.machine.ts). */
export default function CollectionCreateGroupLinkPage() {
  const maker = useAppActorRef(groupLinkCreateMachine);
  useForwardToRuntime(maker);
  const collections = useAppActorRef(collectionsList, { input: {} });
  const snapshot = useSelector(maker, (s) => s);
  const { name, picked, chosen, failure } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  return (
    <>
      <PageHeader title="Create a group link" back />
      <p className="lm-page-lead">
        A group link is one page listing a collection’s products, each through your tracked short link.
      </p>
      <FormAlert message={failure} />
      <div className="lm-split">
        <section className="lm-panel" aria-labelledby="choose-collection-title">
          <h2 id="choose-collection-title" className="lm-panel__title">
            From a collection
          </h2>
          <PagedListView
            list={collections}
            label="Collections"
            empty={
              <EmptyState icon="sprout" title="No collections yet" level={3} compact>
                <p>Name a new collection and tick its products: its group link opens as soon as it is made.</p>
                <FocusFieldButton field={COLLECTION_NAME_FIELD}>Name a new collection</FocusFieldButton>
              </EmptyState>
            }
            renderItem={(collection) => (
              <div className="lm-row-item">
                <div className="lm-row-item__main">
                  <span className="lm-row-item__title">{collection.name}</span>
                  <span className="lm-row-item__meta">
                    {countOf(collection.productCount, 'product')}
                    {collection.platform !== 'linkmint' ? ` · imported from ${collection.platform}` : ''}
                  </span>
                </div>
                <button
                  type="button"
                  className="lm-button lm-row-item__button"
                  disabled={busy}
                  aria-label={`Group link of ${collection.name}`}
                  onClick={() =>
                    maker.send({
                      type: 'groupLink.collection.choose',
                      collection: { id: collection.id, name: collection.name },
                    })
                  }
                >
                  {busy && chosen?.id === collection.id ? 'Opening…' : 'Group link'}
                </button>
              </div>
            )}
          />
        </section>
        <section className="lm-panel" aria-labelledby="new-collection-title">
          <h2 id="new-collection-title" className="lm-panel__title">
            New collection
          </h2>
          <TextField
            label="Collection name"
            name="name"
            id={COLLECTION_NAME_FIELD}
            required
            value={name}
            maxLength={COLLECTION_NAME_MAX_LENGTH}
            placeholder="e.g. Summer picks"
            onChange={(value) => maker.send({ type: 'groupLink.name.change', value })}
          />
          <button
            type="button"
            className="lm-button lm-form__submit"
            disabled={!snapshot.can({ type: 'groupLink.create' })}
            aria-busy={busy || undefined}
            onClick={() => maker.send({ type: 'groupLink.create' })}
          >
            {snapshot.matches('creating')
              ? 'Creating…'
              : `Create collection and group link${picked.length > 0 ? ` (${countOf(picked.length, 'product')})` : ''}`}
          </button>
          <ProductPicker
            label="Products for the new collection"
            selected={picked}
            disabled={busy}
            onToggle={(product) => maker.send({ type: 'groupLink.product.toggle', productId: product.id })}
          />
        </section>
      </div>
    </>
  );
}

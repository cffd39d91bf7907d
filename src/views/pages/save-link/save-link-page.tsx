import { Link, useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { groupLinkCreateMachine } from '../../../machines/group-link-create.machine';
import { linkedContentMachine } from '../../../machines/linked-content.machine';
import {
  COLLECTION_DESCRIPTION_MAX_LENGTH,
  COLLECTION_NAME_MAX_LENGTH,
  IMG_EDITOR_PATH,
  SAVE_LINK_SELECT_BOARD_PATH,
  SAVE_LINK_SELECT_PRODUCTS_PATH,
} from '../../../domain/link-pages';
import { withQuery } from '../../../domain/routes';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { EmptyState } from '../../components/empty-state';
import { FormAlert, TextField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { ProductSummary } from '../link-pages/product-summary';
import '../link-pages/link-pages.css';
import './save-link.css';

/** saveLink/index?id=: Edit linked content, what a group link page shows (linked-content.machine.ts). */
export default function SaveLinkPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) {
    return (
      <>
        <PageHeader title="Edit linked content" back />
        <EmptyState icon="links" title="Choose what to edit">
          <p>Linked content is what a group link page shows: a collection’s title, cover and products.</p>
          <Link className="lm-button" to={SAVE_LINK_SELECT_BOARD_PATH}>
            Choose a collection
          </Link>
        </EmptyState>
      </>
    );
  }
  return <LinkedContentEditor key={id} collectionId={id} />;
}

function LinkedContentEditor({ collectionId }: { collectionId: string }) {
  const editor = useAppActorRef(linkedContentMachine, { input: { collectionId } });
  useForwardToRuntime(editor);
  const opener = useAppActorRef(groupLinkCreateMachine);
  useForwardToRuntime(opener);
  const snapshot = useSelector(editor, (s) => s);
  const openError = useSelector(opener, (s) => s.context.failure);
  const opening = useSelector(opener, (s) => s.hasTag('busy'));
  const { content, name, description, removed, failure } = snapshot.context;
  const saving = snapshot.matches('saving');

  if (snapshot.matches('loading')) {
    return (
      <>
        <PageHeader title="Edit linked content" back />
        <DelayedSpinner />
      </>
    );
  }
  if (snapshot.matches('failed') || !content) {
    return (
      <>
        <PageHeader title="Edit linked content" back />
        <div className="lm-page-error" role="alert">
          <p>{failure}</p>
          <button type="button" className="lm-button" onClick={() => editor.send({ type: 'content.retry' })}>
            Try again
          </button>
        </div>
      </>
    );
  }
  const { collection, products } = content;
  return (
    <>
      <PageHeader
        title="Edit linked content"
        back
        actions={
          <button
            type="button"
            className="lm-button lm-button--secondary"
            disabled={opening}
            onClick={() =>
              opener.send({
                type: 'groupLink.collection.choose',
                collection: { id: collection.id, name: collection.name },
              })
            }
          >
            {opening ? 'Opening…' : 'Preview group link'}
          </button>
        }
      />
      <FormAlert message={openError} />
      <div className="lm-savelink">
        <section className="lm-panel lm-savelink__cover" aria-label="Cover">
          {collection.coverUrl ? (
            <img src={collection.coverUrl} alt={`Cover of ${collection.name}`} />
          ) : (
            <div className="lm-savelink__no-cover">No cover yet</div>
          )}
          <Link className="lm-button lm-button--secondary" to={withQuery(IMG_EDITOR_PATH, { id: collection.id })}>
            {collection.coverUrl ? 'Change cover' : 'Add a cover'}
          </Link>
        </section>
        <section className="lm-panel" aria-label="Title and products">
          <TextField
            label="Title"
            name="name"
            required
            value={name}
            maxLength={COLLECTION_NAME_MAX_LENGTH}
            onChange={(value) => editor.send({ type: 'content.name.change', value })}
          />
          <div className="lm-field">
            <label className="lm-field__label" htmlFor="linked-intro">
              Intro <span className="lm-field__optional">(optional)</span>
            </label>
            <textarea
              id="linked-intro"
              className="lm-field__input lm-savelink__intro"
              value={description}
              maxLength={COLLECTION_DESCRIPTION_MAX_LENGTH}
              rows={3}
              placeholder="A line under the title on the page"
              onChange={(event) => editor.send({ type: 'content.description.change', value: event.target.value })}
            />
          </div>
          <div className="lm-savelink__products-head">
            <h2 className="lm-panel__title">Products ({products.length - removed.length})</h2>
            <Link
              className="lm-button lm-button--secondary lm-row-item__button"
              to={withQuery(SAVE_LINK_SELECT_PRODUCTS_PATH, { id: collection.id })}
            >
              Add or remove products
            </Link>
          </div>
          {products.length === 0 ? (
            <EmptyState icon="plus" title="No products on this page" level={3} compact>
              <p>Until you pick some, visitors of the page read that it has nothing yet.</p>
              <Link className="lm-button" to={withQuery(SAVE_LINK_SELECT_PRODUCTS_PATH, { id: collection.id })}>
                Pick products
              </Link>
            </EmptyState>
          ) : (
            <ul className="lm-plist__items" aria-label="Products on the page">
              {products.map((product) => {
                const off = removed.includes(product.id);
                return (
                  <li key={product.id} className={`lm-plist__item${off ? ' lm-savelink__removed' : ''}`}>
                    <div className="lm-row-item">
                      <ProductSummary product={product} />
                      <button
                        type="button"
                        className="lm-button lm-button--secondary lm-row-item__button"
                        disabled={saving}
                        aria-pressed={off}
                        onClick={() => editor.send({ type: 'content.product.toggleRemoved', productId: product.id })}
                      >
                        {off ? 'Keep' : 'Remove'}
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          <FormAlert message={failure} />
          <button
            type="button"
            className="lm-button lm-form__submit"
            disabled={!snapshot.can({ type: 'content.save' })}
            aria-busy={saving || undefined}
            onClick={() => editor.send({ type: 'content.save' })}
          >
            {saving ? 'Saving…' : 'Save'}
          </button>
        </section>
      </div>
    </>
  );
}

import { useEffect, useId, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { formatMoney } from '../../../domain/shop-products';
import {
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_NAME_MAX,
  collectionEditorMachine,
} from '../../../machines/collection-editor.machine';
import { Form, FormAlert, SubmitButton, TextField } from '../../components/form-field';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { LoadFailure } from '../my-shop/product-card';
import { DelayedSpinner } from '../../components/delayed-spinner';
import '../my-shop/shop-pages.css';
import './collection-form.css';

/** A local address for the chosen picture, so the creator sees it before saving; released when replaced. */
function usePreview(file: Blob | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/** The collection form of myShopCreate/index (with the product picker) and editCollection/index (see collection-editor.machine.ts). */
export function CollectionForm({ collectionId }: { collectionId: string | null }) {
  const editor = useAppActorRef(collectionEditorMachine, { input: { collectionId } });
  useForwardToRuntime(editor);
  const snapshot = useSelector(editor, (s) => s);
  const { name, description, cover, coverName, coverUrl, products, selected, nameError, failure } = snapshot.context;
  const preview = usePreview(cover);
  const busy = snapshot.hasTag('busy');
  const coverId = useId();
  const descriptionId = useId();

  if (snapshot.hasTag('loading')) return <DelayedSpinner />;
  if (snapshot.matches('failed'))
    return (
      <LoadFailure
        message={failure ?? 'This page could not be loaded.'}
        onRetry={() => editor.send({ type: 'collection.retry' })}
      />
    );

  const shownCover = preview ?? coverUrl;
  return (
    <div className="lm-collection-form">
      <Form
        label={collectionId ? 'Edit collection' : 'New collection'}
        onSubmit={() => editor.send({ type: 'collection.save' })}
      >
        <TextField
          label="Name"
          name="name"
          required
          maxLength={COLLECTION_NAME_MAX}
          value={name}
          error={nameError}
          placeholder="e.g. Summer picks"
          onChange={(value) => editor.send({ type: 'name.change', value })}
        />
        <div className="lm-field">
          <label className="lm-field__label" htmlFor={descriptionId}>
            Description<span className="lm-field__optional"> (optional)</span>
          </label>
          <textarea
            id={descriptionId}
            className="lm-field__input lm-collection-form__description"
            name="description"
            maxLength={COLLECTION_DESCRIPTION_MAX}
            value={description}
            onChange={(event) => editor.send({ type: 'description.change', value: event.target.value })}
          />
        </div>
        <div className="lm-field">
          <span className="lm-field__label">
            Cover picture<span className="lm-field__optional"> (optional)</span>
          </span>
          <div className="lm-collection-cover">
            <div
              className="lm-collection-cover__frame"
              style={shownCover ? { backgroundImage: `url("${shownCover}")` } : undefined}
              aria-label={shownCover ? 'Cover preview' : 'No cover yet'}
              role="img"
            />
            <div className="lm-collection-cover__controls">
              <label className="lm-button lm-button--secondary" htmlFor={coverId}>
                {shownCover ? 'Change picture' : 'Choose picture'}
              </label>
              <input
                id={coverId}
                className="lm-visually-hidden"
                type="file"
                name="cover"
                accept="image/jpeg,image/png,image/webp"
                aria-label="Cover picture"
                disabled={busy}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) editor.send({ type: 'cover.choose', file, fileName: file.name });
                  event.target.value = '';
                }}
              />
              {coverName && (
                <span className="lm-collection-cover__name">
                  {coverName}{' '}
                  <button type="button" className="lm-link-button" onClick={() => editor.send({ type: 'cover.clear' })}>
                    Remove
                  </button>
                </span>
              )}
              <span className="lm-field__hint">JPEG, PNG or WebP, at most 5 MB.</span>
            </div>
          </div>
        </div>
        {collectionId === null && (
          <fieldset className="lm-fieldset">
            <legend className="lm-fieldset__legend">
              Products{selected.length ? ` (${selected.length} picked)` : ''}
            </legend>
            {products.length === 0 ? (
              <p className="lm-muted">
                Your shop has no products yet. Make the collection now and add products to it later.
              </p>
            ) : (
              <ul className="lm-pick-list" aria-label="Products to put in the collection">
                {products.map((product) => {
                  const picked = selected.includes(product.id);
                  return (
                    <li key={product.id}>
                      <label className={`lm-pick-item${picked ? ' lm-pick-item--selected' : ''}`}>
                        <input
                          type="checkbox"
                          checked={picked}
                          onChange={() => editor.send({ type: 'product.toggle', productId: product.id })}
                        />
                        <span className="lm-pick-item__title">{product.title}</span>
                        <span className="lm-pick-item__price">{formatMoney(product.price)}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
        )}
        <FormAlert message={failure} />
        <SubmitButton enabled={!busy} busy={busy} busyLabel="Saving…">
          {collectionId ? 'Save' : 'Create collection'}
        </SubmitButton>
      </Form>
    </div>
  );
}

import { useSelector } from '@xstate/react';
import { combinedLinkCreateMachine } from '../../../machines/combined-link-create.machine';
import { COMBINED_TITLE_MAX_LENGTH, combinedLinkProblem, countOf } from '../../../domain/link-pages';
import { FormAlert, TextField } from '../../components/form-field';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { ProductPicker } from '../link-pages/product-picker';

/** The title field's id, so the empty list beside can lead to it. */
export const COMBINED_TITLE_FIELD = 'new-combined-link-title';

/** The new combined link: a title and the products ticked, in order; Create sends them (combined-link-create.machine.ts). */
export function NewCombinedLink() {
  const creator = useAppActorRef(combinedLinkCreateMachine);
  useForwardToRuntime(creator);
  const snapshot = useSelector(creator, (s) => s);
  const { title, picked, failure } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const missing = combinedLinkProblem(title, picked.length);
  return (
    <section className="lm-panel" aria-labelledby="new-combined-title">
      <h2 id="new-combined-title" className="lm-panel__title">
        New combined link
      </h2>
      <p className="lm-panel__lead">
        One address for several products: each opens through its own tracked short link, so every click counts.
      </p>
      <TextField
        label="Title"
        name="title"
        id={COMBINED_TITLE_FIELD}
        required
        value={title}
        maxLength={COMBINED_TITLE_MAX_LENGTH}
        placeholder="e.g. My desk setup"
        onChange={(value) => creator.send({ type: 'combined.title.change', value })}
      />
      {picked.length > 0 && (
        <ol className="lm-chips" aria-label="Products on the page">
          {picked.map((product) => (
            <li key={product.id} className="lm-chip">
              {product.title}
              <button
                type="button"
                aria-label={`Remove ${product.title}`}
                disabled={busy}
                onClick={() => creator.send({ type: 'combined.product.toggle', product })}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      )}
      <FormAlert message={failure} />
      <button
        type="button"
        className="lm-button lm-form__submit"
        disabled={!snapshot.can({ type: 'combined.submit' })}
        aria-busy={busy || undefined}
        onClick={() => creator.send({ type: 'combined.submit' })}
      >
        {busy
          ? 'Creating…'
          : `Create combined link${picked.length > 0 ? ` (${countOf(picked.length, 'product')})` : ''}`}
      </button>
      {missing && !busy && <p className="lm-field__hint">{missing}</p>}
      <ProductPicker
        selected={picked.map((p) => p.id)}
        disabled={busy}
        onToggle={(product) =>
          creator.send({ type: 'combined.product.toggle', product: { id: product.id, title: product.title } })
        }
      />
    </section>
  );
}

import { useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { collectionPicksMachine } from '../../../machines/collection-picks.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { FormAlert } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { ProductPicker } from '../link-pages/product-picker';
import SaveLinkPage from './save-link-page';
import '../link-pages/link-pages.css';

/** saveLink/selectProducts?id=: tick the shop products the linked content shows (collection-picks.machine.ts). */
export default function SelectProductsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  // Without a collection there is nothing to pick for: the linked-content page asks which one.
  if (!id) return <SaveLinkPage />;
  return <Picks key={id} collectionId={id} />;
}

function Picks({ collectionId }: { collectionId: string }) {
  const picks = useAppActorRef(collectionPicksMachine, { input: { collectionId } });
  useForwardToRuntime(picks);
  const snapshot = useSelector(picks, (s) => s);
  const { picked, failure } = snapshot.context;
  const saving = snapshot.matches('saving');
  return (
    <>
      <PageHeader
        title="Select products"
        back
        actions={
          snapshot.matches('choosing') || saving ? (
            <button
              type="button"
              className="lm-button"
              disabled={!snapshot.can({ type: 'picks.save' })}
              aria-busy={saving || undefined}
              onClick={() => picks.send({ type: 'picks.save' })}
            >
              {saving ? 'Saving…' : `Save (${picked.length} selected)`}
            </button>
          ) : null
        }
      />
      {snapshot.matches('loading') && <DelayedSpinner />}
      {snapshot.matches('failed') ? (
        <div className="lm-page-error" role="alert">
          <p>{failure}</p>
          <button type="button" className="lm-button" onClick={() => picks.send({ type: 'picks.retry' })}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <FormAlert message={failure} />
          {(snapshot.matches('choosing') || saving) && (
            <ProductPicker
              label="Products of the shop"
              selected={picked}
              disabled={saving}
              onToggle={(product) => picks.send({ type: 'picks.toggle', productId: product.id })}
            />
          )}
        </>
      )}
    </>
  );
}

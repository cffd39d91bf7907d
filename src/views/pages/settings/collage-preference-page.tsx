import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { MAX_COLLAGE_ITEMS, MIN_COLLAGE_ITEMS } from '../../../domain/collage-layout';
import { COLLAGE_BUILDER_PATH, COLLAGE_TEXTS } from '../../../domain/collage-pages';
import { collagePreferenceMachine } from '../../../machines/collage-preference.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { FormAlert } from '../../components/form-field';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../link-pages/link-pages.css';
import { CollageLookFields } from '../collages/collage-look-fields';

const ITEM_CHOICES = Array.from({ length: MAX_COLLAGE_ITEMS - MIN_COLLAGE_ITEMS + 1 }, (_, i) => MIN_COLLAGE_ITEMS + i);

/** setting/aiCollagePreference: the look new collages start from (collage-preference.machine.ts). */
export default function AiCollagePreferencePage() {
  const preference = useAppActorRef(collagePreferenceMachine);
  useForwardToRuntime(preference);
  const snapshot = useSelector(preference, (s) => s);
  const { form, failure } = snapshot.context;
  const header = <PageHeader title="AI collage preference" back />;
  if (snapshot.matches('loading'))
    return (
      <>
        {header}
        <DelayedSpinner />
      </>
    );
  if (snapshot.matches('failed'))
    return (
      <>
        {header}
        <LoadError message={failure} onRetry={() => preference.send({ type: 'preference.retry' })} />
      </>
    );
  const saving = snapshot.matches('saving');
  return (
    <>
      {header}
      <p className="lm-collage-note">{COLLAGE_TEXTS.automatic}</p>
      <form
        className="lm-panel lm-collage-controls"
        aria-label="AI collage preference"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          preference.send({ type: 'preference.save' });
        }}
      >
        <CollageLookFields
          look={form}
          onStyle={(style) => preference.send({ type: 'preference.style.choose', style })}
          onBackground={(value) => preference.send({ type: 'preference.background.change', value })}
          onSpacing={(value) => preference.send({ type: 'preference.spacing.change', value })}
        />
        <label>
          Most products in one collage
          <select
            value={form.maxItems}
            onChange={(e) => preference.send({ type: 'preference.maxItems.change', value: Number(e.target.value) })}
          >
            {ITEM_CHOICES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label className="lm-pick">
          <input
            type="checkbox"
            checked={form.showPrices}
            onChange={(e) => preference.send({ type: 'preference.prices.toggle', value: e.target.checked })}
          />
          Prices on the tiles
        </label>
        <label className="lm-pick">
          <input
            type="checkbox"
            checked={form.showRetailerLogos}
            onChange={(e) => preference.send({ type: 'preference.logos.toggle', value: e.target.checked })}
          />
          Retailer names on the tiles
        </label>
        <FormAlert message={failure} />
        <div className="lm-collage-actions">
          <button type="submit" className="lm-button" disabled={saving} aria-busy={saving || undefined}>
            {saving ? 'Saving…' : 'Save preference'}
          </button>
          <Link className="lm-button lm-button--secondary" to={COLLAGE_BUILDER_PATH}>
            Make a collage
          </Link>
        </div>
      </form>
    </>
  );
}

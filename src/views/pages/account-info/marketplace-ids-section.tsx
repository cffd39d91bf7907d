import { useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import type { LocalisationSwitch } from '../../../domain/amazon-localisation';
import { AMAZON_MARKETPLACES, isAmazonStore, marketplaceOf } from '../../../domain/amazon-marketplaces';
import { marketplaceIdsEditorMachine } from '../../../machines/marketplace-ids-editor.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { LoadError } from '../../components/load-error';
import { useAppActorRef } from '../../shell/app-runtime';
import { MissedStoresSection } from './missed-stores-section';

const INPUT_ID = 'marketplace-tracking-id';

const SWITCH_CHOICES: ReadonlyArray<{ setting: LocalisationSwitch; label: string }> = [
  { setting: 'auto', label: 'Automatic (on once you have IDs for two stores)' },
  { setting: 'on', label: 'On' },
  { setting: 'off', label: 'Off' },
];

/** Account info's Amazon tracking ID per Amazon store (see marketplace-ids-editor.machine.ts). */
export function MarketplaceIdsSection() {
  const editor = useAppActorRef(marketplaceIdsEditorMachine);
  const loading = useSelector(editor, (s) => s.matches('loading'));
  const failed = useSelector(editor, (s) => s.matches('failed'));
  const ids = useSelector(editor, (s) => s.context.ids);
  const store = useSelector(editor, (s) => s.context.store);
  const draft = useSelector(editor, (s) => s.context.draft);
  const problem = useSelector(editor, (s) => s.context.problem);
  const pending = useSelector(editor, (s) => s.context.pending);
  const saving = useSelector(editor, (s) => s.matches('saving'));
  const busy = useSelector(editor, (s) => s.hasTag('busy'));
  const localisation = useSelector(editor, (s) => s.context.localisation);
  const save = (event: FormEvent) => {
    event.preventDefault();
    editor.send({ type: 'marketplaceIds.save' });
  };
  return (
    <section className="lm-account__section" aria-labelledby="account-amazon-stores">
      <h2 id="account-amazon-stores" className="lm-account__title">
        Amazon stores
      </h2>
      <p className="lm-account__hint">
        Amazon pays through a separate tracking ID on each of its stores: keep here the ID of every store where you have
        an Associates account. With the switch below on, a visitor of an Amazon product link goes to the same product on
        their own country&apos;s store, with your ID there; elsewhere, to the store the link names.
      </p>
      {loading ? (
        <DelayedSpinner />
      ) : failed ? (
        <LoadError
          message="Your Amazon store IDs could not be loaded."
          onRetry={() => editor.send({ type: 'marketplaceIds.retry' })}
        />
      ) : (
        <>
          {ids.length === 0 ? (
            <p className="lm-account__value">No store ID saved yet.</p>
          ) : (
            <ul className="lm-account__ids" aria-label="Saved Amazon store IDs">
              {ids.map((row) => (
                <li key={row.store} data-store={row.store}>
                  <span>
                    {row.store} ({marketplaceOf(row.store).name}): {row.trackingId}
                  </span>
                  <span>
                    <RowButton
                      label={`Change the ${row.store} ID`}
                      disabled={busy}
                      onClick={() => editor.send({ type: 'marketplaceIds.choose', store: row.store })}
                    >
                      Change
                    </RowButton>{' '}
                    <RowButton
                      label={`Remove the ${row.store} ID`}
                      disabled={busy}
                      onClick={() => editor.send({ type: 'marketplaceIds.remove', store: row.store })}
                    >
                      {pending?.store === row.store && !saving ? 'Removing…' : 'Remove'}
                    </RowButton>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <form className="lm-account__add lm-account__add--wrap" onSubmit={save} aria-label="Save an Amazon store ID">
            <label className="lm-visually-hidden" htmlFor={`${INPUT_ID}-store`}>
              Amazon store
            </label>
            <select
              id={`${INPUT_ID}-store`}
              className="lm-field__input"
              value={store}
              onChange={(event) => {
                const chosen = event.target.value;
                if (isAmazonStore(chosen)) editor.send({ type: 'marketplaceIds.choose', store: chosen });
              }}
            >
              {AMAZON_MARKETPLACES.map((m) => (
                <option key={m.store} value={m.store}>
                  {m.store} ({m.name})
                </option>
              ))}
            </select>
            <label className="lm-visually-hidden" htmlFor={INPUT_ID}>
              Tracking ID for {store}
            </label>
            <input
              id={INPUT_ID}
              className="lm-field__input"
              value={draft}
              placeholder={`yourname-${marketplaceOf(store).idSuffix}`}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${INPUT_ID}-problem` : undefined}
              onChange={(event) => editor.send({ type: 'marketplaceIds.change', value: event.target.value })}
            />
            <button type="submit" className="lm-button lm-button--secondary" disabled={busy}>
              {saving ? 'Saving…' : 'Save'}
            </button>
          </form>
          {localisation && (
            <fieldset className="lm-account__switch" aria-describedby="amazon-localisation-now">
              <legend>Send visitors to their own Amazon store</legend>
              {SWITCH_CHOICES.map((choice) => (
                <label key={choice.setting}>
                  <input
                    type="radio"
                    name="amazon-localisation"
                    value={choice.setting}
                    checked={localisation.setting === choice.setting}
                    disabled={busy}
                    onChange={() => editor.send({ type: 'marketplaceIds.switch', setting: choice.setting })}
                  />{' '}
                  {choice.label}
                </label>
              ))}
              <p id="amazon-localisation-now" className="lm-account__hint">
                {localisation.localising
                  ? 'Now on: visitors go to their own Amazon store where you have an ID.'
                  : 'Now off: every visitor goes to the store the link names.'}
              </p>
            </fieldset>
          )}
          {problem && (
            <p className="lm-field__error" id={`${INPUT_ID}-problem`} role="alert">
              {problem}
            </p>
          )}
          <MissedStoresSection savedStores={ids.map((row) => row.store).join(' ')} />
        </>
      )}
    </section>
  );
}

function RowButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="lm-link" disabled={disabled} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

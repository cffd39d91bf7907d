import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'react-router-dom';
import { IMPACT_SETTINGS_PATH } from '../../../domain/impact-settings';
import { RETAILERS } from '../../../domain/link-retailers';
import type { Retailer } from '../../../domain/retailer-links';
import { RETAILER_NAMES } from '../../../domain/tracking-id-rules';
import { trackingIdsEditorMachine } from '../../../machines/tracking-ids-editor.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { EmptyState } from '../../components/empty-state';
import { FocusFieldButton } from '../../components/focus-field-button';
import { LoadError } from '../../components/load-error';
import { RetailerIcon } from '../../components/retailer-icon';
import { useAppActorRef } from '../../shell/app-runtime';

/** The hint each id field shows until the creator types: the shape of that retailer's ids. */
const ID_SHAPE_HINTS: Record<Retailer, string> = {
  amazon: 'yourname-20',
  target: 'yourname_target',
  walmart: 'yourname_walmart',
};

/** Account info's tracking IDs of each retailer (add, remove) and the way to the Impact settings of Target and Walmart. */
export function TrackingIdsSection() {
  const editor = useAppActorRef(trackingIdsEditorMachine);
  const loading = useSelector(editor, (s) => s.matches('loading'));
  const failed = useSelector(editor, (s) => s.matches('failed'));
  return (
    <section className="lm-account__section" aria-labelledby="account-tracking-ids">
      <h2 id="account-tracking-ids" className="lm-account__title">
        Tracking IDs
      </h2>
      <p className="lm-account__hint">
        Your links earn through these IDs. Target and Walmart links also need your Impact IDs:{' '}
        <Link className="lm-link" to={IMPACT_SETTINGS_PATH}>
          Impact settings
        </Link>
        .
      </p>
      {loading ? (
        <DelayedSpinner />
      ) : failed ? (
        <LoadError
          message="Your tracking IDs could not be loaded."
          onRetry={() => editor.send({ type: 'trackingIds.retry' })}
        />
      ) : (
        RETAILERS.map((retailer) => <RetailerTrackingIds key={retailer} editor={editor} retailer={retailer} />)
      )}
    </section>
  );
}

function RetailerTrackingIds({
  editor,
  retailer,
}: {
  editor: ActorRefFrom<typeof trackingIdsEditorMachine>;
  retailer: Retailer;
}) {
  const name = RETAILER_NAMES[retailer];
  const list = useSelector(editor, (s) => s.context.lists[retailer]);
  const draft = useSelector(editor, (s) => s.context.drafts[retailer]);
  const problem = useSelector(editor, (s) => s.context.problems[retailer]);
  const pending = useSelector(editor, (s) =>
    s.context.pending?.retailer === retailer ? s.context.pending.trackingId : null,
  );
  const adding = useSelector(editor, (s) => s.matches('adding') && s.context.pending?.retailer === retailer);
  const busy = useSelector(editor, (s) => s.hasTag('busy'));
  const inputId = `tracking-id-${retailer}`;
  const add = (event: FormEvent) => {
    event.preventDefault();
    editor.send({ type: 'trackingIds.add', retailer });
  };
  return (
    <div className="lm-account__retailer" role="group" aria-label={`${name} tracking IDs`}>
      <h3 className="lm-account__subtitle">
        <RetailerIcon retailer={retailer} size={18} /> {name}
      </h3>
      {list.length === 0 ? (
        <EmptyState icon="link" title={`No ${name} tracking ID yet`} level={4} compact>
          <p>Links to {name} earn you commission only through a tracking ID saved here.</p>
          <FocusFieldButton field={inputId}>Add your {name} tracking ID</FocusFieldButton>
        </EmptyState>
      ) : (
        <ul className="lm-account__ids" aria-label={`Saved ${name} tracking IDs`}>
          {list.map((item) => (
            <li key={item.trackingId} data-tracking-id={item.trackingId}>
              <span>{item.trackingId}</span>
              <button
                type="button"
                className="lm-link"
                disabled={busy}
                aria-label={`Remove ${item.trackingId}`}
                onClick={() => editor.send({ type: 'trackingIds.remove', retailer, trackingId: item.trackingId })}
              >
                {pending === item.trackingId && !adding ? 'Removing…' : 'Remove'}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="lm-account__add" onSubmit={add} aria-label={`Add a ${name} tracking ID`}>
        <label className="lm-visually-hidden" htmlFor={inputId}>
          New {name} tracking ID
        </label>
        <input
          id={inputId}
          className="lm-field__input"
          value={draft}
          placeholder={ID_SHAPE_HINTS[retailer]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          onChange={(event) => editor.send({ type: 'trackingIds.change', retailer, value: event.target.value })}
        />
        <button type="submit" className="lm-button lm-button--secondary" disabled={busy}>
          {adding ? 'Adding…' : 'Add'}
        </button>
      </form>
      {problem && (
        <p className="lm-field__error" id={`${inputId}-problem`} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

import { useSelector } from '@xstate/react';
import { RETAILER_NAMES } from '../../../domain/tracking-id-rules';
import { retailerOfSource } from '../../../domain/tracking-sort';
import { boostingTrackingIdsMachine } from '../../../machines/boosting-tracking-ids.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { RetailerIcon } from '../../components/retailer-icon';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/forms.css';
import './boosting-follow-up.css';

/** boosting/availableTrackingId: which tracking ids a new application can take (see boosting-tracking-ids.machine.ts). */
export default function AvailableTrackingIdsPage() {
  const ids = useAppActorRef(boostingTrackingIdsMachine);
  useForwardToRuntime(ids);
  const snapshot = useSelector(ids, (s) => s);
  const { trackingIds, failure } = snapshot.context;
  const actions = (
    <span className="lm-boosting-actions">
      <button
        type="button"
        className="lm-button lm-button--secondary"
        disabled={!snapshot.can({ type: 'trackingIds.reload' })}
        onClick={() => ids.send({ type: 'trackingIds.reload' })}
      >
        Refresh
      </button>
      <button type="button" className="lm-button" onClick={() => ids.send({ type: 'trackingIds.apply' })}>
        Start an application
      </button>
    </span>
  );

  return (
    <>
      <PageHeader title="Tracking IDs for boosting" back actions={actions} />
      <p className="lm-boosting-intro">
        The ads of a boosting credit your Amazon and Walmart tracking IDs. An ID can be in one active application at a
        time: once that application is rejected or has ended, the ID is free again.
      </p>
      {snapshot.matches('failed') ? (
        <LoadError message={failure} onRetry={() => ids.send({ type: 'trackingIds.retry' })} />
      ) : !trackingIds ? (
        <DelayedSpinner />
      ) : (
        <div className="lm-boosting-ids" aria-busy={snapshot.hasTag('busy')}>
          {trackingIds.map((list) => {
            const retailer = retailerOfSource(list.source);
            const free = list.options.filter((o) => !o.disabled).length;
            return (
              <section
                key={list.source}
                className="lm-link-card"
                aria-label={`${RETAILER_NAMES[retailer]} tracking IDs`}
              >
                <h2 className="lm-boosting-card__title">
                  <span aria-hidden="true">
                    <RetailerIcon retailer={retailer} size={20} />
                  </span>{' '}
                  {RETAILER_NAMES[retailer]}
                  <span className="lm-boosting-ids__count">
                    {list.options.length === 0 ? '' : `${free} of ${list.options.length} available`}
                  </span>
                </h2>
                {list.options.length === 0 ? (
                  <p className="lm-boosting-card__hint">
                    You have no {RETAILER_NAMES[retailer]} tracking ID yet. Add one in Account info under Settings.
                  </p>
                ) : (
                  <ul className="lm-boosting-ids__list">
                    {list.options.map((option) => (
                      <li
                        key={option.name}
                        className={
                          option.disabled ? 'lm-boosting-ids__id lm-boosting-ids__id--taken' : 'lm-boosting-ids__id'
                        }
                        data-tracking-id={option.name}
                      >
                        <code>{option.name}</code>
                        <span
                          className={
                            option.disabled
                              ? 'lm-boosting-status lm-boosting-status--running'
                              : 'lm-boosting-status lm-boosting-status--approved'
                          }
                        >
                          {option.disabled ? 'In an application' : 'Available'}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
    </>
  );
}

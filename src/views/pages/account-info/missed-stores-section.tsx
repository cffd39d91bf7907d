import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { marketplaceOf } from '../../../domain/amazon-marketplaces';
import { formatCount } from '../../../domain/number-formats';
import { missedAmazonStoresMachine } from '../../../machines/missed-amazon-stores.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { LoadError } from '../../components/load-error';
import { useAppActorRef } from '../../shell/app-runtime';

const clicks = (n: number) => `${formatCount(n)} ${n === 1 ? 'click' : 'clicks'}`;

/**
 * Money left on the table, under the Amazon store ids (see missed-amazon-stores.machine.ts). `savedStores` names
 * the stores with an id now: when they change, the report is read again.
 */
export function MissedStoresSection({ savedStores }: { savedStores: string }) {
  const missed = useAppActorRef(missedAmazonStoresMachine);
  const report = useSelector(missed, (s) => s.context.report);
  const failure = useSelector(missed, (s) => s.context.failure);
  const failed = useSelector(missed, (s) => s.matches('failed'));
  const shown = useRef(savedStores);
  useEffect(() => {
    if (shown.current === savedStores) return;
    shown.current = savedStores;
    missed.send({ type: 'missedStores.refresh' });
  }, [missed, savedStores]);
  return (
    <section className="lm-account__section" aria-labelledby="account-missed-stores">
      <h3 id="account-missed-stores" className="lm-account__subtitle">
        Money left on the table
      </h3>
      {failed ? (
        <LoadError message={failure} onRetry={() => missed.send({ type: 'missedStores.retry' })} />
      ) : !report ? (
        <DelayedSpinner />
      ) : report.stores.length === 0 ? (
        <p className="lm-account__hint" data-testid="missed-stores-none">
          In the last 30 days no visitor was sent away from their own country’s Amazon store.
        </p>
      ) : (
        <>
          <p className="lm-account__hint">
            In the last 30 days your Amazon links sent {clicks(report.clicks)} to a store other than the visitor’s own.
            A purchase earns you nothing on a store where you have no tracking ID.
          </p>
          <ul className="lm-account__ids" aria-label="Amazon stores your visitors missed">
            {report.stores.map((row) => (
              <li key={row.store} data-store={row.store}>
                <span>
                  <strong>
                    {row.store} ({marketplaceOf(row.store).name})
                  </strong>
                  : {clicks(row.clicks)}
                </span>
                <span className="lm-account__hint">
                  {row.trackingIdSaved
                    ? 'You have an ID here: let your links send these visitors to it.'
                    : 'Join Amazon Associates on this store and save its ID above.'}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

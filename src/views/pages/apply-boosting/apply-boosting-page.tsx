import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { BOOSTING_TEXTS } from '../../../domain/boosting-application';
import { BOOSTING_PATHS } from '../../../domain/boosting-routes';
import { boostingStartMachine } from '../../../machines/boosting-start.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { BoostingUnreadBadge } from '../../components/boosting-unread-badge';
import '../boosting-application/boosting-application.css';

/** applyBoosting/index: what boosting is, and the whitelist gate before an application (see boosting-start.machine.ts). */
export default function ApplyBoostingPage() {
  const start = useAppActorRef(boostingStartMachine);
  useForwardToRuntime(start);
  const snapshot = useSelector(start, (s) => s);
  const whitelisted = snapshot.can({ type: 'application.start' });

  return (
    <>
      <PageHeader title="Boosting" back />
      <section className="lm-boost-card lm-boost-about" aria-label="What boosting is">
        <h2>Turn your best links into ads</h2>
        <p>
          Boosting puts money behind links you already share. You pick the links, the Amazon or Walmart tracking IDs the
          ads credit, a budget and the days they run. Our team reviews the application, runs the ads, and you follow
          what they spend and earn on the results dashboard.
        </p>
        <ol>
          <li>Choose one or more of your links.</li>
          <li>Choose the tracking IDs the sales are credited to.</li>
          <li>Set the budget in dollars and the start and end dates (Pacific time), then review and submit.</li>
        </ol>
        <p className="lm-boost-hint">You can save a draft at any step and finish it later.</p>
      </section>
      <section
        className="lm-boost-card lm-boost-gate"
        aria-label="Your shop"
        aria-busy={snapshot.hasTag('busy') || undefined}
      >
        {snapshot.hasTag('busy') && <DelayedSpinner />}
        {snapshot.hasTag('error') && (
          <LoadError message={snapshot.context.failure} onRetry={() => start.send({ type: 'whitelist.retry' })} />
        )}
        {snapshot.hasTag('not-whitelisted') && (
          <p className="lm-boost-notice" role="alert">
            {BOOSTING_TEXTS.notWhitelisted}
          </p>
        )}
        {whitelisted && (
          <button type="button" className="lm-button" onClick={() => start.send({ type: 'application.start' })}>
            Start an application
          </button>
        )}
        <ul className="lm-boost-links" aria-label="Boosting pages">
          {whitelisted && (
            <li>
              <Link to={BOOSTING_PATHS.drafts}>Drafts</Link>
            </li>
          )}
          <li>
            <Link to={BOOSTING_PATHS.list}>
              Applications <BoostingUnreadBadge />
            </Link>
          </li>
          <li>
            <Link to={BOOSTING_PATHS.dashboard}>Results dashboard</Link>
          </li>
          <li>
            <Link to={BOOSTING_PATHS.availableTrackingIds}>Tracking IDs for boosting</Link>
          </li>
        </ul>
      </section>
    </>
  );
}

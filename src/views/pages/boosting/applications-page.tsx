import { useSelector } from '@xstate/react';
import { BOOSTING_LIST_PAGE_SIZE } from '../../../domain/boosting-pages';
import { boostingListMachine, type BoostingListLink } from '../../../machines/boosting-list.machine';
import { EmptyState } from '../../components/empty-state';
import { ListPager } from '../../components/link-pager';
import { LinkRowsSkeleton } from '../../components/link-row';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { ApplicationFacts, StatusLabel } from './application-facts';
import { BoostingUnreadBadge } from '../../components/boosting-unread-badge';
import '../../components/forms.css';
import '../../components/link-row.css';
import './boosting-follow-up.css';

const HEADER_LINKS: ReadonlyArray<{ to: BoostingListLink; label: string }> = [
  { to: 'dashboard', label: 'Results' },
  { to: 'trackingIds', label: 'Tracking IDs' },
  { to: 'drafts', label: 'Drafts' },
];

/** boosting/list: the shop's boosting applications (see boosting-list.machine.ts). */
export default function BoostingApplicationsPage() {
  const list = useAppActorRef(boostingListMachine);
  useForwardToRuntime(list);
  const snapshot = useSelector(list, (s) => s);
  const { applications, total, pageNum, failure } = snapshot.context;
  const go = (to: BoostingListLink) => list.send({ type: 'applications.go', to });
  const newButton = (
    <button type="button" className="lm-button" onClick={() => go('apply')}>
      New application
    </button>
  );
  const actions = (
    <span className="lm-boosting-actions">
      {HEADER_LINKS.map((link) => (
        <button key={link.to} type="button" className="lm-button lm-button--secondary" onClick={() => go(link.to)}>
          {link.label}
        </button>
      ))}
      {newButton}
    </span>
  );

  return (
    <>
      <PageHeader title="Boosting applications" actions={actions} />
      {snapshot.matches('failed') ? (
        <LoadError message={failure} onRetry={() => list.send({ type: 'applications.retry' })} />
      ) : snapshot.matches('loading') && applications.length === 0 ? (
        <LinkRowsSkeleton rows={3} label="Loading applications" />
      ) : total === 0 ? (
        <EmptyState icon="chart" title="No applications yet">
          <p>
            Once you submit content for boosting, each application shows here with its status: submitted, in review,
            approved or rejected, running and ended.
          </p>
          {newButton}
        </EmptyState>
      ) : (
        <>
          <p className="lm-boosting-count" role="status">
            {`${total} ${total === 1 ? 'application' : 'applications'}`} <BoostingUnreadBadge />
          </p>
          <ul className="lm-link-list" aria-busy={snapshot.hasTag('busy')} aria-label="Boosting applications">
            {applications.map((application) => {
              const titles = (application.contents ?? []).map((c) => c.title);
              const heading =
                titles[0] ??
                `${application.contentIds.length} ${application.contentIds.length === 1 ? 'content' : 'contents'}`;
              return (
                <li
                  key={application.id}
                  className={`lm-boosting-row${application.unread ? ' lm-boosting-row--unread' : ''}`}
                  data-application={application.id}
                >
                  <div className="lm-boosting-row__head">
                    {application.unread && (
                      <span className="lm-boosting-row__dot" title="Status changed since you last opened it">
                        <span className="lm-visually-hidden">Unread update</span>
                      </span>
                    )}
                    <StatusLabel status={application.status} />
                    <button
                      type="button"
                      className="lm-link-row__title lm-link-row__title--button"
                      onClick={() => list.send({ type: 'applications.open', id: application.id })}
                    >
                      {heading}
                      {titles.length > 1 && ` and ${titles.length - 1} more`}
                    </button>
                  </div>
                  {titles.length > 1 && <p className="lm-boosting-row__contents">{titles.join(' · ')}</p>}
                  <ApplicationFacts application={application} />
                  <div className="lm-link-row__actions">
                    <button
                      type="button"
                      className="lm-button lm-button--secondary"
                      onClick={() => list.send({ type: 'applications.open', id: application.id })}
                    >
                      Details
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          <ListPager
            event="applications.page"
            pageNum={pageNum}
            total={total}
            pageSize={BOOSTING_LIST_PAGE_SIZE}
            can={(event) => snapshot.can(event)}
            send={(event) => list.send(event)}
          />
        </>
      )}
    </>
  );
}

import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { dateLabel } from '../../../domain/date-ranges';
import { BOOSTING_PATHS } from '../../../domain/boosting-routes';
import { formatMoney } from '../../../domain/catalog-pricing';
import { createdLabel } from '../../../domain/link-display';
import { countOf } from '../../../domain/link-pages';
import { boostingDraftsMachine, DRAFT_DELETE_CONFIRM } from '../../../machines/boosting-drafts.machine';
import type { BoostingDraft } from '../../../machines/boosting-calls';
import { useDeleteConfirmation } from '../../components/delete-confirmation';
import { EmptyState } from '../../components/empty-state';
import { LinkRowsSkeleton } from '../../components/link-row';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/link-row.css';
import './boosting-application.css';

/** What a draft holds, in a line: "2 links · 1 tracking ID · $250.00 · Jan 3, 2030 – Jan 10, 2030". */
function draftSummary(draft: BoostingDraft): string {
  const day = (date: string | undefined) => (date ? dateLabel(date) : '…');
  return [
    countOf(draft.contentIds.length, 'link'),
    countOf(draft.trackingIds.length, 'tracking ID'),
    ...(draft.budget ? [formatMoney(draft.budget)] : []),
    ...(draft.startDate || draft.endDate ? [`${day(draft.startDate)} – ${day(draft.endDate)}`] : []),
  ].join(' · ');
}

/** boosting/draftList: the saved drafts, most recently saved first (see boosting-drafts.machine.ts). */
export default function BoostingDraftsPage() {
  const drafts = useAppActorRef(boostingDraftsMachine);
  useForwardToRuntime(drafts);
  const snapshot = useSelector(drafts, (s) => s);
  useDeleteConfirmation(drafts, snapshot.hasTag('confirm-visible'), DRAFT_DELETE_CONFIRM);
  const { drafts: list, failure } = snapshot.context;
  const newButton = (
    <Link className="lm-button" to={BOOSTING_PATHS.application}>
      New application
    </Link>
  );

  let body;
  if (snapshot.hasTag('error'))
    body = <LoadError message={failure} onRetry={() => drafts.send({ type: 'drafts.retry' })} />;
  else if (snapshot.matches('loading')) body = <LinkRowsSkeleton rows={3} label="Loading drafts" />;
  else if (list.length === 0) {
    body = (
      <EmptyState icon="chart" title="No drafts">
        <p>Save draft on any step of an application keeps it here until you submit it.</p>
        {newButton}
      </EmptyState>
    );
  } else {
    body = (
      <ul className="lm-boost-drafts" aria-label="Drafts">
        {list.map((draft) => (
          <li key={draft.id} className="lm-boost-draft" data-draft={draft.id}>
            <div className="lm-boost-draft__text">
              <span className="lm-boost-draft__title">Saved {createdLabel(draft.updatedAt)}</span>
              <span className="lm-boost-draft__meta">{draftSummary(draft)}</span>
              {draft.note && <span className="lm-boost-draft__meta">{draft.note}</span>}
            </div>
            <button
              type="button"
              className="lm-button lm-button--secondary"
              disabled={!snapshot.can({ type: 'drafts.open', id: draft.id })}
              onClick={() => drafts.send({ type: 'drafts.open', id: draft.id })}
            >
              Edit
            </button>
            <button
              type="button"
              className="lm-button lm-button--secondary lm-boost-draft__delete"
              aria-label={`Delete the draft saved ${createdLabel(draft.updatedAt)}`}
              disabled={!snapshot.can({ type: 'draft.delete.request', id: draft.id })}
              onClick={() => drafts.send({ type: 'draft.delete.request', id: draft.id })}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title="Boosting drafts" back actions={newButton} />
      {body}
    </>
  );
}

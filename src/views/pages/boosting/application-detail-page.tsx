import { useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { BOOSTING_STATUS_HINTS, statusLine } from '../../../domain/boosting-pages';
import { pacificDate } from '../../../domain/pacific-time';
import { createdLabel } from '../../../domain/link-display';
import { boostingDetailMachine } from '../../../machines/boosting-detail.machine';
import { CopyLinkButton } from '../../components/copy-link-button';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { ApplicationFacts, StatusLabel } from './application-facts';
import '../../components/forms.css';
import './boosting-follow-up.css';
import { ContentThumb } from '../../components/content-thumb';

const TITLE = 'Boosting application';

/** boosting/detail?id=…: one application, its history and contents (see boosting-detail.machine.ts). */
export default function BoostingDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  // Another application's address starts over with that one.
  return <BoostingDetail key={id ?? ''} id={id} />;
}

function BoostingDetail({ id }: { id: string | null }) {
  const detail = useAppActorRef(boostingDetailMachine, { input: { id, today: pacificDate(Date.now()) } });
  useForwardToRuntime(detail);
  const snapshot = useSelector(detail, (s) => s);
  const { application, failure } = snapshot.context;

  if (snapshot.hasTag('not-found')) {
    return (
      <>
        <PageHeader title={TITLE} back />
        <EmptyState icon="chart" title="Application not found">
          <p>{failure}</p>
          <button type="button" className="lm-button" onClick={() => detail.send({ type: 'detail.back' })}>
            Back to applications
          </button>
        </EmptyState>
      </>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <>
        <PageHeader title={TITLE} back />
        <LoadError message={failure} onRetry={() => detail.send({ type: 'detail.retry' })} />
      </>
    );
  }
  if (!application) {
    return (
      <>
        <PageHeader title={TITLE} back />
        <DelayedSpinner />
      </>
    );
  }

  const withResults = snapshot.can({ type: 'detail.results' });
  const results = withResults && (
    <button type="button" className="lm-button" onClick={() => detail.send({ type: 'detail.results' })}>
      See results
    </button>
  );
  const history = application.history ?? [];
  return (
    <>
      <PageHeader title={TITLE} back actions={results || undefined} />
      <section className="lm-link-card" aria-label="Status">
        <h2 className="lm-boosting-card__status">
          <StatusLabel status={application.status} />
          {application.statusChangedAt && (
            <span className="lm-boosting-card__since">since {createdLabel(application.statusChangedAt)}</span>
          )}
        </h2>
        <p className="lm-boosting-card__hint">{BOOSTING_STATUS_HINTS[application.status]}</p>
        {application.status === 'rejected' && application.reviewNote && (
          <p className="lm-boosting-card__reason" data-testid="review-note">
            <strong>Reviewer’s reason:</strong> {application.reviewNote}
          </p>
        )}
        <ApplicationFacts application={application} />
        {application.note && (
          <p className="lm-boosting-card__note">
            <strong>Your note:</strong> {application.note}
          </p>
        )}
      </section>

      <section className="lm-link-card" aria-label="Contents">
        <h2 className="lm-boosting-card__title">Contents</h2>
        <ul className="lm-boosting-contents">
          {(application.contents ?? []).map((content) => (
            <li key={content.contentId} className="lm-boosting-content">
              <ContentThumb url={content.thumbnailUrl} />
              <div className="lm-boosting-content__main">
                <span className="lm-boosting-content__title">{content.title}</span>
                {content.permalink && (
                  <a className="lm-link-row__url" href={content.permalink} target="_blank" rel="noopener noreferrer">
                    {content.permalink}
                  </a>
                )}
              </div>
              <div className="lm-link-row__actions">
                {content.permalink && <CopyLinkButton url={content.permalink} />}
                {snapshot.can({ type: 'detail.content.results', contentId: content.contentId }) && (
                  <button
                    type="button"
                    className="lm-button lm-button--secondary"
                    aria-label={`Results of ${content.title}`}
                    onClick={() => detail.send({ type: 'detail.content.results', contentId: content.contentId })}
                  >
                    Results
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
        {(application.contents ?? []).length < application.contentIds.length && (
          <p className="lm-boosting-card__hint">
            Some of the boosted links have been deleted since and are not listed.
          </p>
        )}
      </section>

      <section className="lm-link-card" aria-label="History">
        <h2 className="lm-boosting-card__title">History</h2>
        <ol className="lm-boosting-history">
          {history.map((entry, i) => {
            const { label, note } = statusLine(entry);
            return (
              <li key={`${entry.status}-${i}`}>
                <span className="lm-boosting-history__status">{label}</span>
                <time dateTime={entry.at}>{createdLabel(entry.at)}</time>
                {note && <p className="lm-boosting-history__note">{note}</p>}
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}

import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { LANDING_PAGE_SIZE } from '../../../domain/landing-pages';
import { formatCount } from '../../../domain/number-formats';
import {
  LANDING_DELETE_CONFIRM,
  LIST_STATS_DAYS,
  landingPagesMachine,
  type LandingListItem,
  type LandingPagesSnapshot,
} from '../../../machines/landing-pages.machine';
import { CopyLinkButton } from '../../components/copy-link-button';
import { useDeleteConfirmation } from '../../components/delete-confirmation';
import { EmptyState } from '../../components/empty-state';
import { ListPager } from '../../components/link-pager';
import { LinkRowsSkeleton } from '../../components/link-row';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/forms.css';
import './landing-pages.css';

/** landingPage/index: the shop's landing pages (see landing-pages.machine.ts). */
export default function LandingPagesPage() {
  const pages = useAppActorRef(landingPagesMachine);
  useForwardToRuntime(pages);
  const snapshot = useSelector(pages, (s) => s);
  const { items, total, pageNum, failure } = snapshot.context;
  useDeleteConfirmation(pages, snapshot.hasTag('confirm-visible'), LANDING_DELETE_CONFIRM);

  const createButton = (
    <button type="button" className="lm-button" onClick={() => pages.send({ type: 'pages.create' })}>
      New landing page
    </button>
  );

  return (
    <>
      <PageHeader title="Landing Pages" actions={createButton} />
      {snapshot.matches('failed') ? (
        <LoadError message={failure} onRetry={() => pages.send({ type: 'pages.retry' })} />
      ) : snapshot.matches('loading') && items.length === 0 ? (
        <LinkRowsSkeleton rows={3} label="Loading landing pages" />
      ) : total === 0 ? (
        <EmptyState icon="links" title="No landing pages yet">
          <p>
            A landing page gathers headings, text, pictures, product cards, buttons and links on one public page of its
            own.
          </p>
          <p>Every product and button on it is a tracked link, so you see which ones your audience clicks.</p>
          {createButton}
        </EmptyState>
      ) : (
        <>
          <p className="lm-landing-muted" role="status">
            {total} {total === 1 ? 'landing page' : 'landing pages'} · views and clicks of the last {LIST_STATS_DAYS}{' '}
            days
          </p>
          <ul className="lm-landing-list" aria-label="Landing pages" aria-busy={snapshot.hasTag('busy')}>
            {items.map((item) => (
              <LandingRow key={item.page.id} item={item} snapshot={snapshot} send={pages.send} />
            ))}
          </ul>
          <ListPager
            event="pages.page"
            pageNum={pageNum}
            total={total}
            pageSize={LANDING_PAGE_SIZE}
            can={(event) => snapshot.can(event)}
            send={(event) => pages.send(event)}
          />
        </>
      )}
    </>
  );
}

type Send = ActorRefFrom<typeof landingPagesMachine>['send'];

function LandingRow({ item, snapshot, send }: { item: LandingListItem; snapshot: LandingPagesSnapshot; send: Send }) {
  const { page } = item;
  const id = page.id;
  return (
    <li className="lm-landing-row" aria-label={page.title} data-page={page.slug}>
      <div className="lm-landing-row__main">
        <h2 className="lm-landing-row__title">
          {page.title}
          <span className={`lm-landing-status lm-landing-status--${page.published ? 'published' : 'draft'}`}>
            {page.published ? 'Published' : 'Draft'}
          </span>
        </h2>
        <p className="lm-landing-row__address">
          {page.published ? (
            <a href={page.url} target="_blank" rel="noreferrer">
              {page.url}
            </a>
          ) : (
            <span title="This address shows the page once it is published.">{page.url}</span>
          )}
          <CopyLinkButton url={page.url} />
        </p>
        <p className="lm-landing-muted">
          {page.blocks.length} {page.blocks.length === 1 ? 'block' : 'blocks'} ·{' '}
          <span data-testid="views">{formatCount(item.views)} views</span> ·{' '}
          <span data-testid="clicks">{formatCount(item.clicks)} clicks</span>
        </p>
      </div>
      <div className="lm-landing-row__actions">
        <button
          type="button"
          className="lm-button lm-button--secondary"
          aria-label={`Edit ${page.title}`}
          onClick={() => send({ type: 'pages.edit', id })}
        >
          Edit
        </button>
        <button
          type="button"
          className="lm-button lm-button--secondary"
          aria-label={`Statistics of ${page.title}`}
          onClick={() => send({ type: 'pages.stats', id })}
        >
          Statistics
        </button>
        {page.published ? (
          <button
            type="button"
            className="lm-button lm-button--secondary"
            disabled={!snapshot.can({ type: 'pages.unpublish', id })}
            onClick={() => send({ type: 'pages.unpublish', id })}
          >
            Unpublish
          </button>
        ) : (
          <button
            type="button"
            className="lm-button"
            disabled={!snapshot.can({ type: 'pages.publish', id })}
            onClick={() => send({ type: 'pages.publish', id })}
          >
            Publish
          </button>
        )}
        <button
          type="button"
          className="lm-button lm-button--secondary lm-landing-danger"
          aria-label={`Delete ${page.title}`}
          disabled={!snapshot.can({ type: 'pages.delete', id })}
          onClick={() => send({ type: 'pages.delete', id })}
        >
          Delete
        </button>
      </div>
    </li>
  );
}

import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { retailerOfDestination } from '../../../domain/deep-links';
import { clicksText, createdText, linkTitle } from '../../../domain/my-links';
import { myLinksMachine, pageCountOf } from '../../../machines/my-links.machine';
import { CopyLinkButton } from '../../components/copy-link-button';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { RetailerIcon } from '../../components/retailer-icon';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { useDeleteConfirmation } from './delete-confirmation';
import '../../components/forms.css';
import './my-links.css';

const SEARCH_PLACEHOLDER = 'Search by product name or keyword';

/** myLinks/index: the shop's short links (see my-links.machine.ts). */
export default function MyLinksPage() {
  const links = useAppActorRef(myLinksMachine);
  useForwardToRuntime(links);
  const snapshot = useSelector(links, (s) => s);
  const { keyword, search, pageNum, total, failure } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  useDeleteConfirmation(links, snapshot.hasTag('confirm-visible'));

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    links.send({ type: 'links.search' });
  };
  const createButton = (
    <button type="button" className="lm-button" onClick={() => links.send({ type: 'links.create' })}>
      Create link
    </button>
  );
  const pages = pageCountOf(total);
  const firstLoad = snapshot.matches('loading') && snapshot.context.links.length === 0;

  return (
    <>
      <PageHeader title="My Links" actions={createButton} />
      <form className="lm-mylinks__search" role="search" onSubmit={onSearch}>
        <input
          type="search"
          aria-label="Search links"
          placeholder={SEARCH_PLACEHOLDER}
          value={keyword}
          onChange={(event) => links.send({ type: 'links.keyword.change', value: event.target.value })}
        />
        <button type="submit" className="lm-button" disabled={!snapshot.can({ type: 'links.search' })}>
          Search
        </button>
        {search !== '' && (
          <button type="button" className="lm-button lm-button--secondary" onClick={() => links.send({ type: 'links.search.clear' })}>
            Clear
          </button>
        )}
      </form>

      {snapshot.matches('failed') ? (
        <div className="lm-page-error" role="alert">
          <p>{failure}</p>
          <button type="button" className="lm-button" onClick={() => links.send({ type: 'links.retry' })}>
            Try again
          </button>
        </div>
      ) : firstLoad ? (
        <ul className="lm-mylinks" aria-busy="true" aria-label="Loading links">
          {[0, 1, 2].map((i) => (
            <li key={i} className="lm-mylinks__item lm-mylinks__item--skeleton" />
          ))}
        </ul>
      ) : total === 0 && search === '' ? (
        <EmptyState icon="links" title="No links yet">
          <p>Every affiliate short link you make shows here with its tracking ID, where it leads and the clicks it has earned, newest first.</p>
          <p>Paste an Amazon, Target or Walmart product URL to make your first one.</p>
          {createButton}
        </EmptyState>
      ) : total === 0 ? (
        <p className="lm-mylinks__none" role="status">
          No links match “{search}”.
        </p>
      ) : (
        <>
          <p className="lm-mylinks__count" role="status">
            {search ? `${total} ${total === 1 ? 'link matches' : 'links match'} “${search}”` : `${total} ${total === 1 ? 'link' : 'links'}`}
          </p>
          <ul className="lm-mylinks" aria-busy={busy} aria-label="Short links">
            {snapshot.context.links.map((link) => (
              <li key={link.code} className="lm-mylinks__item" data-code={link.code}>
                <RetailerIcon retailer={retailerOfDestination(link.originalUrl) ?? 'amazon'} size={32} />
                <div className="lm-mylinks__main">
                  <button type="button" className="lm-mylinks__title" onClick={() => links.send({ type: 'links.open', code: link.code })}>
                    {linkTitle(link)}
                  </button>
                  <span className="lm-mylinks__destination" title={link.originalUrl}>
                    {link.originalUrl}
                  </span>
                  <span className="lm-mylinks__meta">
                    <code className="lm-mylinks__short">{link.shortUrl}</code>
                    {link.trackingId && <span className="lm-mylinks__tag">{link.trackingId}</span>}
                    <span>{createdText(link.createdAt)}</span>
                  </span>
                </div>
                <strong className="lm-mylinks__clicks" data-testid="link-clicks">
                  {clicksText(link.clicks)}
                </strong>
                <div className="lm-mylinks__actions">
                  <CopyLinkButton url={link.shortUrl} />
                  <button type="button" className="lm-button lm-button--secondary lm-mylinks__action" onClick={() => links.send({ type: 'links.open', code: link.code })}>
                    Details
                  </button>
                  <button
                    type="button"
                    className="lm-button lm-button--secondary lm-mylinks__action lm-mylinks__action--danger"
                    aria-label={`Delete ${link.shortUrl}`}
                    disabled={!snapshot.can({ type: 'links.delete', code: link.code })}
                    onClick={() => links.send({ type: 'links.delete', code: link.code })}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="lm-mylinks__pages" aria-label="Pages">
              <button
                type="button"
                className="lm-button lm-button--secondary"
                disabled={!snapshot.can({ type: 'links.page', pageNum: pageNum - 1 })}
                onClick={() => links.send({ type: 'links.page', pageNum: pageNum - 1 })}
              >
                Previous
              </button>
              <span>
                Page {pageNum} of {pages}
              </span>
              <button
                type="button"
                className="lm-button lm-button--secondary"
                disabled={!snapshot.can({ type: 'links.page', pageNum: pageNum + 1 })}
                onClick={() => links.send({ type: 'links.page', pageNum: pageNum + 1 })}
              >
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </>
  );
}

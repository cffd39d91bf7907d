import { useSelector } from '@xstate/react';
import { LINK_TOOLS, MY_LINKS_PAGE_SIZE } from '../../../domain/my-links';
import { LINK_DELETE_CONFIRM } from '../../../machines/link-failures';
import { myLinksMachine } from '../../../machines/my-links.machine';
import { EmptyState } from '../../components/empty-state';
import { ListPager } from '../../components/link-pager';
import { LinkRow, LinkRowsSkeleton } from '../../components/link-row';
import { LinkSearch } from '../../components/link-search';
import { PageHeader } from '../../components/page-header';
import { useDeleteConfirmation } from '../../components/delete-confirmation';
import { LoadError } from '../../components/load-error';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
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
  useDeleteConfirmation(links, snapshot.hasTag('confirm-visible'), LINK_DELETE_CONFIRM);

  const createButton = (
    <button type="button" className="lm-button" onClick={() => links.send({ type: 'links.create' })}>
      Create link
    </button>
  );
  const firstLoad = snapshot.matches('loading') && snapshot.context.links.length === 0;

  return (
    <>
      <PageHeader title="My Links" actions={createButton} />
      <nav className="lm-link-tools" aria-label="More ways to link">
        {LINK_TOOLS.map((tool) => (
          <button
            key={tool.id}
            type="button"
            className="lm-link-tools__tool"
            onClick={() => links.send({ type: 'links.tool', tool: tool.id })}
          >
            <span className="lm-link-tools__label">{tool.label}</span>
            <span className="lm-link-tools__hint">{tool.hint}</span>
          </button>
        ))}
      </nav>
      <LinkSearch
        label="Search links"
        placeholder={SEARCH_PLACEHOLDER}
        keyword={keyword}
        searching={search !== ''}
        onKeyword={(value) => links.send({ type: 'links.keyword.change', value })}
        onSearch={() => links.send({ type: 'links.search' })}
        onClear={() => links.send({ type: 'links.search.clear' })}
      />

      {snapshot.matches('failed') ? (
        <LoadError message={failure} onRetry={() => links.send({ type: 'links.retry' })} />
      ) : firstLoad ? (
        <LinkRowsSkeleton rows={3} label="Loading links" />
      ) : total === 0 && search === '' ? (
        <EmptyState icon="links" title="No links yet">
          <p>
            Every affiliate short link you make shows here with its tracking ID, where it leads and the clicks it has
            earned, newest first.
          </p>
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
            {search
              ? `${total} ${total === 1 ? 'link matches' : 'links match'} “${search}”`
              : `${total} ${total === 1 ? 'link' : 'links'}`}
          </p>
          <ul className="lm-link-list" aria-busy={busy} aria-label="Short links">
            {snapshot.context.links.map((link) => (
              <LinkRow key={link.code} link={link} onOpen={() => links.send({ type: 'links.open', code: link.code })}>
                <button
                  type="button"
                  className="lm-button lm-button--secondary"
                  onClick={() => links.send({ type: 'links.open', code: link.code })}
                >
                  Details
                </button>
                <button
                  type="button"
                  className="lm-button lm-button--secondary lm-link-row__delete"
                  aria-label={`Delete ${link.shortUrl}`}
                  disabled={!snapshot.can({ type: 'links.delete', code: link.code })}
                  onClick={() => links.send({ type: 'links.delete', code: link.code })}
                >
                  Delete
                </button>
              </LinkRow>
            ))}
          </ul>
          <ListPager
            event="links.page"
            pageNum={pageNum}
            total={total}
            pageSize={MY_LINKS_PAGE_SIZE}
            can={(event) => snapshot.can(event)}
            send={(event) => links.send(event)}
          />
        </>
      )}
    </>
  );
}

import { Link } from 'react-router-dom';
import { groupLinksList } from '../../../machines/link-lists';
import { COLLECTION_CREATE_GROUP_LINK_PATH, countOf, GROUP_LINK_PREVIEW_PATH } from '../../../domain/link-pages';
import { withQuery } from '../../../domain/routes';
import { CopyLinkButton } from '../../components/copy-link-button';
import { EmptyState } from '../../components/empty-state';
import { useAppActorRef } from '../../shell/app-runtime';
import { PagedListView } from '../link-pages/paged-list-view';

/** The shop's group links (grouplink/v2/list), searchable by title; the one previewed is marked. */
export function GroupLinkList({ current }: { current: string | null }) {
  const list = useAppActorRef(groupLinksList, { input: {} });
  return (
    <PagedListView
      list={list}
      label="Group links"
      searchPlaceholder="Search by title"
      empty={
        <EmptyState icon="links" title="No group links yet" level={3} compact>
          <p>A group link is one page with a collection’s products. Pick a collection, or make one, to get it.</p>
          <Link className="lm-button" to={COLLECTION_CREATE_GROUP_LINK_PATH}>
            Make a group link
          </Link>
        </EmptyState>
      }
      renderItem={(link) => (
        <div
          className={`lm-row-item${link.code === current ? ' lm-glpreview__current' : ''}`}
          aria-current={link.code === current ? 'page' : undefined}
        >
          <div className="lm-row-item__main">
            <span className="lm-row-item__title">{link.title}</span>
            <span className="lm-row-item__meta">
              {countOf(link.links.length, 'product')} · {countOf(link.clicks, 'visit')}
            </span>
          </div>
          <div className="lm-row-item__actions">
            <CopyLinkButton url={link.url} />
            <Link
              className="lm-button lm-row-item__button"
              aria-label={`Preview ${link.title}`}
              to={withQuery(GROUP_LINK_PREVIEW_PATH, { id: link.code })}
            >
              Preview
            </Link>
          </div>
        </div>
      )}
    />
  );
}

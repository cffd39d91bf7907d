import { Link } from 'react-router-dom';
import { collectionsList } from '../../../machines/link-lists';
import { COLLECTION_CREATE_GROUP_LINK_PATH, countOf, SAVE_LINK_PATH } from '../../../domain/link-pages';
import { withQuery } from '../../../domain/routes';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useAppActorRef } from '../../shell/app-runtime';
import { PagedListView } from '../link-pages/paged-list-view';
import '../link-pages/link-pages.css';

/** saveLink/selectBoard: which collection's linked content to edit. */
export default function SelectBoardPage() {
  const list = useAppActorRef(collectionsList, { input: {} });
  return (
    <>
      <PageHeader
        title="Choose a collection"
        back
        actions={
          <Link className="lm-button" to={COLLECTION_CREATE_GROUP_LINK_PATH}>
            New collection
          </Link>
        }
      />
      <PagedListView
        list={list}
        label="Collections"
        empty={
          <EmptyState icon="sprout" title="No collections yet">
            <p>The content you link is a collection’s products. Make a collection first, then edit it here.</p>
            <Link className="lm-button" to={COLLECTION_CREATE_GROUP_LINK_PATH}>
              Make a collection
            </Link>
          </EmptyState>
        }
        renderItem={(collection) => (
          <div className="lm-row-item">
            {collection.coverUrl ? <img className="lm-board-cover" src={collection.coverUrl} alt="" /> : null}
            <div className="lm-row-item__main">
              <span className="lm-row-item__title">{collection.name}</span>
              <span className="lm-row-item__meta">
                {countOf(collection.productCount, 'product')} · changed{' '}
                {new Date(collection.updatedAt).toLocaleDateString('en-US', {
                  month: 'short',
                  day: 'numeric',
                  year: 'numeric',
                })}
              </span>
            </div>
            <Link
              className="lm-button lm-row-item__button"
              to={withQuery(SAVE_LINK_PATH, { id: collection.id })}
              aria-label={`Edit ${collection.name}`}
            >
              Edit
            </Link>
          </div>
        )}
      />
    </>
  );
}

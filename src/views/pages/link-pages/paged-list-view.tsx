import type { FormEvent, ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { PagedListActor } from '../../../machines/paged-list.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import '../../components/forms.css';
import './link-pages.css';

/**
 * A paged list as the link pages show it (the state is the paged-list machine's): an optional search box, the
 * spinner while the first page loads, the failure with Try again, the empty state (the page's own, or the search's
 * 'nothing matches'), the items, Show more.
 */
export function PagedListView<T extends { id: string }>({
  list,
  label,
  searchPlaceholder,
  empty,
  renderItem,
}: {
  list: PagedListActor<T>;
  /** The list's accessible name. */
  label: string;
  /** Shown with a search box when the list can be searched. */
  searchPlaceholder?: string;
  empty: ReactNode;
  renderItem(item: T): ReactNode;
}) {
  const snapshot = useSelector(list, (s) => s);
  const { keyword, items, total, failure, query } = snapshot.context;
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    list.send({ type: 'list.search' });
  };
  return (
    <div className="lm-plist">
      {searchPlaceholder !== undefined && (
        <form className="lm-plist__search" role="search" onSubmit={onSearch}>
          <input
            type="search"
            aria-label={`Search ${label.toLowerCase()}`}
            placeholder={searchPlaceholder}
            value={keyword}
            maxLength={100}
            onChange={(event) => list.send({ type: 'list.keyword.change', value: event.target.value })}
          />
          <button type="submit" className="lm-button">
            Search
          </button>
        </form>
      )}
      {snapshot.matches('loading') && <DelayedSpinner />}
      {snapshot.matches('failed') && (
        <div className="lm-page-error" role="alert">
          <p>{failure}</p>
          <button type="button" className="lm-button" onClick={() => list.send({ type: 'list.retry' })}>
            Try again
          </button>
        </div>
      )}
      {!snapshot.matches('loading') &&
        !snapshot.matches('failed') &&
        items.length === 0 &&
        (query !== '' ? <p className="lm-plist__empty">Nothing matches “{query}”.</p> : empty)}
      {items.length > 0 && !snapshot.matches('loading') && (
        <>
          <ul className="lm-plist__items" aria-label={label}>
            {items.map((item) => (
              <li key={item.id} className="lm-plist__item">
                {renderItem(item)}
              </li>
            ))}
          </ul>
          {failure && (
            <p className="lm-plist__note" role="alert">
              {failure}
            </p>
          )}
          {snapshot.can({ type: 'list.more' }) || snapshot.hasTag('busy-more') ? (
            <button
              type="button"
              className="lm-button lm-button--secondary lm-plist__more"
              disabled={snapshot.hasTag('busy-more')}
              onClick={() => list.send({ type: 'list.more' })}
            >
              {snapshot.hasTag('busy-more') ? 'Loading…' : `Show more (${items.length} of ${total})`}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}

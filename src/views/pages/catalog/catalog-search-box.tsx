import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { DEFAULT_SEARCH_PLACEHOLDER } from '../../../domain/shop-sources';
import { catalogSearchMachine, type CatalogSearchInput } from '../../../machines/catalog-search.machine';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/forms.css';
import './catalog.css';

/**
 * The shared search box (spec §2): 'Search by product name or keyword', a Search button and clear. With
 * `suggest` it lists keyword suggestions while typing, and the recent searches and popular words below it.
 */
export function CatalogSearchBox({
  query,
  suggest = false,
  autoFocus = false,
}: CatalogSearchInput & { autoFocus?: boolean }) {
  const search = useAppActorRef(catalogSearchMachine, { input: { query, suggest } });
  useForwardToRuntime(search);
  const { query: text, suggestions, recent, popular } = useSelector(search, (s) => s.context);
  const canSearch = useSelector(search, (s) => s.can({ type: 'search.submit' }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.send({ type: 'search.submit' });
  };

  return (
    <>
      <form className="lm-catalog-search" role="search" onSubmit={onSubmit}>
        <div className="lm-catalog-search__field">
          <input
            type="text"
            className="lm-catalog-search__input"
            aria-label="Search products"
            placeholder={DEFAULT_SEARCH_PLACEHOLDER}
            value={text}
            maxLength={100}
            autoFocus={autoFocus}
            autoComplete="off"
            onChange={(event) => search.send({ type: 'search.change', value: event.target.value })}
          />
          {text !== '' && (
            <button
              type="button"
              className="lm-catalog-search__clear"
              aria-label="Clear search"
              onClick={() => search.send({ type: 'search.clear' })}
            >
              ×
            </button>
          )}
          {suggestions.length > 0 && (
            <ul className="lm-catalog-search__suggestions" aria-label="Suggestions">
              {suggestions.map((keyword) => (
                <li key={keyword}>
                  <button type="button" onClick={() => search.send({ type: 'suggestion.pick', keyword })}>
                    {keyword}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <button type="submit" className="lm-button" disabled={!canSearch}>
          Search
        </button>
      </form>
      {suggest && recent.length > 0 && (
        <section className="lm-catalog-recent" aria-label="Recent searches">
          <div className="lm-catalog-recent__head">
            <h2>Recent searches</h2>
            <button
              type="button"
              className="lm-catalog-recent__clear"
              onClick={() => search.send({ type: 'recent.clear' })}
            >
              Clear
            </button>
          </div>
          <KeywordPills keywords={recent} onPick={(keyword) => search.send({ type: 'search.pick', keyword })} />
        </section>
      )}
      {suggest && popular.length > 0 && (
        <section className="lm-catalog-recent" aria-label="Popular searches">
          <div className="lm-catalog-recent__head">
            <h2>Popular in the catalog</h2>
          </div>
          <KeywordPills keywords={popular} onPick={(keyword) => search.send({ type: 'search.pick', keyword })} />
        </section>
      )}
    </>
  );
}

/** A row of keyword pills (recent or popular searches); picking one searches for it. */
function KeywordPills({ keywords, onPick }: { keywords: readonly string[]; onPick: (keyword: string) => void }) {
  return (
    <ul className="lm-catalog-pills">
      {keywords.map((keyword) => (
        <li key={keyword}>
          <button type="button" className="lm-catalog-pill" onClick={() => onPick(keyword)}>
            {keyword}
          </button>
        </li>
      ))}
    </ul>
  );
}

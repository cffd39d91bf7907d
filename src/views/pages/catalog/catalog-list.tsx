import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { brandPath, CATALOG_PAGE_SIZE } from '../../../domain/catalog-browse';
import { formatRate } from '../../../domain/catalog-pricing';
import type { Retailer } from '../../../domain/retailer-links';
import { RETAILER_NAMES } from '../../../domain/tracking-id-rules';
import { catalogBrowseMachine, type CatalogBrowseInput } from '../../../machines/catalog-browse.machine';
import { EmptyState } from '../../components/empty-state';
import { useAppActorRef } from '../../shell/app-runtime';
import { CatalogCard } from './catalog-card';
import '../../components/forms.css';
import './catalog.css';

const RETAILERS = Object.keys(RETAILER_NAMES) as Retailer[];

export interface CatalogListProps extends CatalogBrowseInput {
  /** The category chips and the retailer filter. */
  filters?: boolean;
  /** The strip of brand logos leading to each brand's page. */
  brandStrip?: boolean;
  /** What the empty state says when nothing matches. */
  emptyTitle: string;
  emptyText: string;
  from?: 'catalog' | 'arrivals';
}

/** A catalog list (see catalog-browse.machine.ts): filters, cards, Load more, and its loading, empty and error states. */
export function CatalogList({
  filters = true,
  brandStrip = false,
  emptyTitle,
  emptyText,
  from = 'catalog',
  ...input
}: CatalogListProps) {
  const browse = useAppActorRef(catalogBrowseMachine, { input });
  const snapshot = useSelector(browse, (s) => s);
  const { categories, brands, items, total, filter, failure } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const end = useRef<HTMLDivElement>(null);
  // Scrolling near the end of the cards asks for the next page (the machine ignores it when none is left).
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) browse.send({ type: 'more.load' });
      },
      { rootMargin: '300px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [browse, busy]);

  if (snapshot.hasTag('error')) {
    return (
      <div className="lm-page-error" role="alert">
        <p>{failure ?? 'The catalog could not be loaded.'}</p>
        <button type="button" className="lm-button" onClick={() => browse.send({ type: 'browse.retry' })}>
          Retry
        </button>
      </div>
    );
  }

  const brand = filter.brandId ? brands.find((b) => b.id === filter.brandId) : undefined;
  return (
    <>
      {brand && (
        <section className="lm-catalog-brand" aria-label={brand.name}>
          {brand.logoUrl && <img src={brand.logoUrl} alt="" />}
          <div>
            <h2>{brand.name}</h2>
            {brand.commissionRate !== undefined && (
              <p className="lm-catalog-commission">Most products earn {formatRate(brand.commissionRate)}</p>
            )}
          </div>
        </section>
      )}
      {brandStrip && brands.length > 0 && (
        <section aria-label="Brands">
          <h2 className="lm-catalog-section-title">Brands</h2>
          <ul className="lm-catalog-brands">
            {brands.map((brand) => (
              <li key={brand.id}>
                <Link to={brandPath(brand.id)} title={brand.name}>
                  {brand.logoUrl ? <img src={brand.logoUrl} alt={brand.name} loading="lazy" /> : brand.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {filters && (
        <div className="lm-catalog-filters">
          <div className="lm-catalog-pills" role="group" aria-label="Categories">
            {/* A brand's page needs no category chips: a brand sells in one category. */}
            {(brand ? [] : [{ id: null, name: 'All' }, ...categories]).map((category) => (
              <button
                key={category.id ?? 'all'}
                type="button"
                className="lm-catalog-pill"
                aria-pressed={filter.categoryId === category.id}
                onClick={() => browse.send({ type: 'filter.category', categoryId: category.id })}
              >
                {category.name}
              </button>
            ))}
          </div>
          <label>
            <span className="lm-visually-hidden">Retailer</span>
            <select
              aria-label="Retailer"
              value={filter.retailer ?? ''}
              onChange={(event) =>
                browse.send({ type: 'filter.retailer', retailer: (event.target.value || null) as Retailer | null })
              }
            >
              <option value="">All retailers</option>
              {RETAILERS.map((retailer) => (
                <option key={retailer} value={retailer}>
                  {RETAILER_NAMES[retailer]}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {busy ? (
        <ul className="lm-catalog-grid" aria-busy="true" aria-label="Loading products">
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i} className="lm-catalog-skeleton" />
          ))}
        </ul>
      ) : items.length === 0 ? (
        <EmptyState icon="compass" title={emptyTitle}>
          <p>{emptyText}</p>
        </EmptyState>
      ) : (
        <>
          <p className="lm-catalog-count" role="status">
            {total === 1 ? '1 product' : `${total.toLocaleString('en-US')} products`}
          </p>
          <ul className="lm-catalog-grid" aria-label="Products">
            {items.map((product) => (
              <li key={product.id}>
                <CatalogCard product={product} brands={brands} from={from} />
              </li>
            ))}
          </ul>
          <div className="lm-catalog-more" ref={end}>
            {failure && <p role="alert">{failure}</p>}
            {snapshot.can({ type: 'more.load' }) || snapshot.hasTag('loading-more') ? (
              <button
                type="button"
                className="lm-button lm-button--secondary"
                disabled={snapshot.hasTag('loading-more')}
                onClick={() => browse.send({ type: 'more.load' })}
              >
                {snapshot.hasTag('loading-more')
                  ? 'Loading…'
                  : `Load ${Math.min(CATALOG_PAGE_SIZE, total - items.length)} more`}
              </button>
            ) : (
              total > CATALOG_PAGE_SIZE && <span>That is everything.</span>
            )}
          </div>
        </>
      )}
    </>
  );
}

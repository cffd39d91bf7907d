import { Link } from 'react-router-dom';
import { CATALOG_PATHS } from '../../../domain/catalog-browse';
import { PageHeader } from '../../components/page-header';
import { CatalogList } from './catalog-list';
import { CatalogSearchBox } from './catalog-search-box';

/** The Viral Items tab (Viral & Deals, '/' and allProducts/brandDeals): deals of the catalog, biggest discount first. */
export default function ViralItemsPage() {
  return (
    <>
      <PageHeader
        title="Viral Items"
        actions={
          <div className="lm-catalog-links">
            <Link className="lm-button lm-button--secondary" to={CATALOG_PATHS.arrivals}>
              New Arrivals
            </Link>
            <Link className="lm-button lm-button--secondary" to={CATALOG_PATHS.allProducts}>
              All Products
            </Link>
          </div>
        }
      />
      <CatalogSearchBox />
      <CatalogList
        list="deals"
        brandStrip
        emptyTitle="No deals here right now"
        emptyText="No product of this category or retailer sells below its list price at the moment. Try another category or all retailers."
      />
    </>
  );
}

import { PageHeader } from '../../components/page-header';
import { CatalogList } from '../catalog/catalog-list';

/** arrival/index (New Arrivals): the products that came into the catalog last, newest first. */
export default function ArrivalsPage() {
  return (
    <>
      <PageHeader title="New Arrivals" back />
      <CatalogList
        list="arrivals"
        from="arrivals"
        emptyTitle="No new arrivals"
        emptyText="Nothing new of this category or retailer has come into the catalog."
      />
    </>
  );
}

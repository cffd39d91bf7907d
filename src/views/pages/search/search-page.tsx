import { PageHeader } from '../../components/page-header';
import { CatalogSearchBox } from '../catalog/catalog-search-box';

/** search/index: the search box with keyword suggestions and recent searches. */
export default function SearchPage() {
  return (
    <>
      <PageHeader title="Search" back />
      <CatalogSearchBox suggest autoFocus />
    </>
  );
}

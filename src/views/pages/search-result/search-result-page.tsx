import { useSearchParams } from 'react-router-dom';
import { normalizeKeyword } from '../../../domain/catalog-search';
import { PageHeader } from '../../components/page-header';
import { CatalogList } from '../catalog/catalog-list';
import { CatalogSearchBox } from '../catalog/catalog-search-box';

/** searchResult/index?keyword=…: the catalog products matching a keyword. */
export default function SearchResultPage() {
  const [params] = useSearchParams();
  const keyword = normalizeKeyword(params.get('keyword') ?? '');
  return (
    <>
      <PageHeader title={keyword ? `Results for “${keyword}”` : 'Search results'} back />
      <CatalogSearchBox key={`box-${keyword}`} query={keyword} />
      <CatalogList
        key={keyword}
        list="products"
        keyword={keyword}
        emptyTitle="No products found"
        emptyText={`Nothing in the catalog matches “${keyword}”. Check the spelling, use fewer words, or try a brand name.`}
      />
    </>
  );
}

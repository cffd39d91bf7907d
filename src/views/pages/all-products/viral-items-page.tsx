import { PageHeader } from '../../components/page-header';
import { EmptyState } from '../../components/empty-state';

export default function ViralItemsPage() {
  return (
    <>
      <PageHeader title="Viral Items" />
      <EmptyState icon="flame" title="Viral & Deals">
        <p>
          Trending products and brand deals from Amazon, Target and Walmart gather here, with the commission each one
          pays, so you can turn a popular item into your own affiliate link in one step.
        </p>
        <p>Browse by category or search by product name or keyword once the catalog is loaded.</p>
      </EmptyState>
    </>
  );
}

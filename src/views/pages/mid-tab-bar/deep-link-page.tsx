import { PageHeader } from '../../components/page-header';
import { EmptyState } from '../../components/empty-state';

export default function DeepLinkPage() {
  return (
    <>
      <PageHeader title="Deep Link" />
      <EmptyState icon="phone" title="No deep links yet">
        <p>
          A deep link opens the product straight in the Amazon, Target or Walmart app on your follower's phone, where
          they are already signed in, and in the browser everywhere else. Your deep links and their clicks are listed
          here.
        </p>
        <p>Choose Create A New Link, then Deep link, and paste a product URL to make one.</p>
      </EmptyState>
    </>
  );
}

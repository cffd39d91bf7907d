import { PageHeader } from '../../components/page-header';
import { EmptyState } from '../../components/empty-state';

export default function MyLinksPage() {
  return (
    <>
      <PageHeader title="My Links" />
      <EmptyState icon="links" title="No links yet">
        <p>
          Every affiliate short link you make appears here with its tracking ID, its destination and the clicks it
          has earned, newest first.
        </p>
        <p>Paste an Amazon, Target or Walmart product URL with Create A New Link to make your first one.</p>
      </EmptyState>
    </>
  );
}

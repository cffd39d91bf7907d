import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { EmptyState } from '../../components/empty-state';

export default function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState icon="compass" title="This page does not exist">
        <p>The address may be mistyped, or the page may have moved.</p>
        <p>
          <Link className="lm-button" to="/">
            Go to Viral Items
          </Link>
        </p>
      </EmptyState>
    </>
  );
}

import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';

/** What the editor and the statistics show when their address names no page of the shop. */
export function LandingNotFound({
  title,
  message,
  onBack,
}: {
  title: string;
  message: string | null;
  onBack: () => void;
}) {
  return (
    <>
      <PageHeader title={title} back />
      <EmptyState icon="links" title={message ?? 'This landing page is not available.'}>
        <button type="button" className="lm-button" onClick={onBack}>
          Back to landing pages
        </button>
      </EmptyState>
    </>
  );
}

import { PageHeader } from '../../components/page-header';
import { EmptyState } from '../../components/empty-state';

export default function BioLinkPage() {
  return (
    <>
      <PageHeader title="Bio Link + Auto DM" />
      <EmptyState icon="link" title="No bio link page yet">
        <p>
          Your bio link page is the one public page you put in your Instagram and Facebook bio. Each of your posts
          appears here with its products, and Auto DM replies to comments on those posts with a direct message
          carrying the links.
        </p>
        <p>Connect your Instagram account and create your bio link page to start.</p>
      </EmptyState>
    </>
  );
}

import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { CombinedLinkDetail } from './combined-link-detail';
import { CombinedLinkList } from './combined-link-list';
import { NewCombinedLink } from './new-combined-link';
import '../link-pages/link-pages.css';

/** combineLinkPreview/index: the shop's combined links and a new one; with ?id= one of them previewed. */
export default function CombineLinkPreviewPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <CombinedLinkDetail key={id} id={id} />;
  return (
    <>
      <PageHeader title="Combined links" />
      <div className="lm-split">
        <NewCombinedLink />
        <section className="lm-list-section" aria-labelledby="combined-list-title">
          <h2 id="combined-list-title" className="lm-panel__title">
            Your combined links
          </h2>
          <CombinedLinkList />
        </section>
      </div>
    </>
  );
}

import { Link } from 'react-router-dom';
import { DEFAULT_TAB_PATH } from '../../../domain/spec-constants';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';

/** /choose-location: the mobile apps' place picker; on the web places are typed, so this page says so. */
export default function ChooseLocationPage() {
  return (
    <>
      <PageHeader title="Choose a location" back />
      <EmptyState icon="compass" title="Places are typed on the web">
        <p>
          The Linkmint mobile app lets you pick a place on a map here. On the web, every form that needs a place asks
          for it as an address you type, such as the shipping address of a sample request.
        </p>
        <p>
          <Link className="lm-button" to={DEFAULT_TAB_PATH}>
            Go to Viral Items
          </Link>
        </p>
      </EmptyState>
    </>
  );
}

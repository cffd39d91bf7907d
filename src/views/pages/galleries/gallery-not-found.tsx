import { Link } from 'react-router-dom';
import { GALLERY_INDEX_PATH } from '../../../domain/gallery-pages';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';

/** A gallery page whose address names no gallery (none given, deleted, another shop's): why, and the way back. */
export function GalleryNotFound({ heading, why }: { heading: string; why: string }) {
  return (
    <>
      <PageHeader title={heading} back />
      <EmptyState icon="links" title={why}>
        <Link className="lm-button" to={GALLERY_INDEX_PATH}>
          Your galleries
        </Link>
      </EmptyState>
    </>
  );
}

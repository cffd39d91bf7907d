import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import {
  galleryEditPath,
  galleryPreviewPath,
  GALLERY_DELETE_CONFIRM,
  GALLERY_TEXTS,
} from '../../../domain/gallery-pages';
import { galleryListMachine } from '../../../machines/gallery-list.machine';
import { CopyLinkButton } from '../../components/copy-link-button';
import { useDeleteConfirmation } from '../../components/delete-confirmation';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../link-pages/link-pages.css';
import './galleries.css';

/** linkGallery/index: the creator's link galleries (gallery-list.machine.ts). */
export default function GalleryListPage() {
  const list = useAppActorRef(galleryListMachine);
  useForwardToRuntime(list);
  const snapshot = useSelector(list, (s) => s);
  useDeleteConfirmation(list, snapshot.hasTag('confirm-visible'), GALLERY_DELETE_CONFIRM);
  const { galleries } = snapshot.context;
  const create = (
    <button type="button" className="lm-button" onClick={() => list.send({ type: 'list.create' })}>
      New gallery
    </button>
  );

  return (
    <>
      <PageHeader title="Link Galleries" actions={create} />
      {snapshot.matches('loading') && galleries.length === 0 && <DelayedSpinner />}
      {snapshot.hasTag('error') && (
        <LoadError message={GALLERY_TEXTS.loadFailed} onRetry={() => list.send({ type: 'list.retry' })} />
      )}
      {!snapshot.matches('loading') && !snapshot.hasTag('error') && galleries.length === 0 && (
        <EmptyState icon="plus" title="No galleries yet">
          <p>
            A gallery is a grid of up to 9 pictures or videos, 3 per row, each leading to a product or a link, at a
            public address of its own.
          </p>
          {create}
        </EmptyState>
      )}
      {galleries.length > 0 && (
        <ul className="lm-gallery-list" aria-label="Galleries" aria-busy={snapshot.hasTag('busy')}>
          {galleries.map((gallery) => {
            const cover = gallery.tiles.find((tile) => tile.kind === 'image');
            return (
              <li key={gallery.id} className="lm-gallery-row" data-gallery={gallery.title}>
                {cover ? (
                  <img className="lm-gallery-row__cover" src={cover.thumbnailUrl ?? cover.imageUrl} alt="" />
                ) : (
                  <span className="lm-gallery-row__cover" />
                )}
                <div className="lm-gallery-row__main">
                  <span className="lm-gallery-row__title">
                    {gallery.title}{' '}
                    <span className={`lm-badge${gallery.published ? ' lm-badge--on' : ''}`}>
                      {gallery.published ? 'Public' : 'Hidden'}
                    </span>
                  </span>
                  <span className="lm-gallery-row__meta">
                    {gallery.tiles.length} of 9 tiles · <code>{gallery.url}</code>
                  </span>
                </div>
                <div className="lm-gallery-row__actions">
                  <CopyLinkButton url={gallery.url} label="Copy address" />
                  {gallery.published && (
                    <a
                      className="lm-button lm-button--secondary"
                      href={gallery.url}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      Open
                    </a>
                  )}
                  <Link className="lm-button lm-button--secondary" to={galleryPreviewPath(gallery.id)}>
                    Preview
                  </Link>
                  <Link className="lm-button lm-button--secondary" to={galleryEditPath(gallery.id)}>
                    Edit
                  </Link>
                  <button
                    type="button"
                    className="lm-button lm-button--secondary"
                    aria-label={`Delete ${gallery.title}`}
                    disabled={!snapshot.can({ type: 'gallery.delete.request', id: gallery.id })}
                    onClick={() => list.send({ type: 'gallery.delete.request', id: gallery.id })}
                  >
                    Delete
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

import { useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'react-router-dom';
import { galleryEditPath, GALLERY_TEXTS } from '../../../domain/gallery-pages';
import { galleryPreviewMachine } from '../../../machines/gallery-preview.machine';
import { ClickBreakdownPanel } from '../../components/click-breakdown/click-breakdown-panel';
import { CopyLinkButton } from '../../components/copy-link-button';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { FormAlert } from '../../components/form-field';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { GalleryNotFound } from './gallery-not-found';
import { AlbumGrid } from './album-grid';
import '../link-pages/link-pages.css';
import './galleries.css';

/** linkGallery/preview?id=: how the public page looks, its address, Publish / Hide (gallery-preview.machine.ts). */
export default function GalleryPreviewPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <GalleryNotFound heading="Gallery preview" why={GALLERY_TEXTS.noId} />;
  return <GalleryPreview key={id} galleryId={id} />;
}

function GalleryPreview({ galleryId }: { galleryId: string }) {
  const preview = useAppActorRef(galleryPreviewMachine, { input: { galleryId } });
  useForwardToRuntime(preview);
  const snapshot = useSelector(preview, (s) => s);
  const { gallery, failure } = snapshot.context;
  if (snapshot.matches('failed'))
    return (
      <>
        <PageHeader title="Gallery preview" back />
        <LoadError message={failure} onRetry={() => preview.send({ type: 'preview.retry' })} />
      </>
    );
  if (snapshot.matches('missing')) return <GalleryNotFound heading="Gallery preview" why={GALLERY_TEXTS.missing} />;
  if (!gallery)
    return (
      <>
        <PageHeader title="Gallery preview" back />
        <DelayedSpinner />
      </>
    );
  const busy = snapshot.hasTag('busy');
  const tiles = gallery.tiles.map((tile) => ({
    media: {
      id: tile.mediaId,
      kind: tile.kind,
      url: tile.imageUrl,
      ...(tile.thumbnailUrl ? { thumbnailUrl: tile.thumbnailUrl } : {}),
    },
    title: tile.title,
  }));
  return (
    <>
      <PageHeader
        title={`Preview: ${gallery.title}`}
        back
        actions={
          <Link className="lm-button lm-button--secondary" to={galleryEditPath(gallery.id)}>
            Edit
          </Link>
        }
      />
      <section className="lm-panel" aria-label="Public address">
        <p className="lm-panel__lead">
          {gallery.published
            ? 'Public: anyone with this address sees the page below, even with JavaScript off.'
            : 'Hidden: this address shows nothing until you publish the gallery.'}
        </p>
        <div className="lm-address">
          <code data-testid="gallery-url">{gallery.url}</code>
          <CopyLinkButton url={gallery.url} label="Copy address" />
          {gallery.published && (
            <a className="lm-button lm-button--secondary" href={gallery.url} target="_blank" rel="noopener noreferrer">
              Open
            </a>
          )}
          {gallery.published ? (
            <button
              type="button"
              className="lm-button lm-button--secondary"
              disabled={busy || !snapshot.can({ type: 'preview.unpublish' })}
              onClick={() => preview.send({ type: 'preview.unpublish' })}
            >
              Hide
            </button>
          ) : (
            <button
              type="button"
              className="lm-button"
              disabled={busy || !snapshot.can({ type: 'preview.publish' })}
              onClick={() => preview.send({ type: 'preview.publish' })}
            >
              Publish
            </button>
          )}
        </div>
        <FormAlert message={failure} />
      </section>
      <figure className="lm-gallery-preview" aria-label="Preview of the public page">
        <h2>{gallery.title}</h2>
        {gallery.description && <p>{gallery.description}</p>}
        <AlbumGrid label="Tiles as the public page shows them" tiles={tiles} />
      </figure>
      <ClickBreakdownPanel key={gallery.id} scope="gallery" id={gallery.id} />
    </>
  );
}

import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import type { Actor } from 'xstate';
import { GALLERY_TEXTS } from '../../../domain/gallery-pages';
import { MAX_ALBUM_TILES, type TileDraft } from '../../../domain/gallery-tiles';
import { MAX_UPLOAD_FILES, MAX_VIDEO_SECONDS } from '../../../domain/media-limits';
import { earnSettingsMachine } from '../../../machines/earn-settings.machine';
import { galleryEditorMachine, type GalleryEditorSnapshot } from '../../../machines/gallery-editor.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { EarnWarning, type EarnActor } from '../../components/earn-warning';
import { FormAlert, TextField } from '../../components/form-field';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { GalleryNotFound } from './gallery-not-found';
import { AlbumGrid, AlbumMediaView } from './album-grid';
import '../link-pages/link-pages.css';
import './galleries.css';

type EditorActor = Actor<typeof galleryEditorMachine>;

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif,video/mp4,video/quicktime';

/** linkGallery/create: a new gallery (gallery-editor.machine.ts). */
export default function GalleryCreatePage() {
  return <GalleryEditor galleryId={null} />;
}

/** linkGallery/edit?id=: a saved gallery. */
export function GalleryEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <GalleryNotFound heading="Edit gallery" why={GALLERY_TEXTS.noId} />;
  return <GalleryEditor key={id} galleryId={id} />;
}

function GalleryEditor({ galleryId }: { galleryId: string | null }) {
  const editor = useAppActorRef(galleryEditorMachine, { input: { galleryId } });
  useForwardToRuntime(editor);
  // The earn rule's view of the creator: a tile that would not earn is flagged, with the missing ids to add.
  const earn = useAppActorRef(earnSettingsMachine);
  useForwardToRuntime(earn);
  const snapshot = useSelector(editor, (s) => s);
  const { title, published, failure } = snapshot.context;
  const heading = galleryId ? 'Edit gallery' : 'New gallery';
  if (snapshot.matches('loading'))
    return (
      <>
        <PageHeader title={heading} back />
        <DelayedSpinner />
      </>
    );
  if (snapshot.matches('failed'))
    return (
      <>
        <PageHeader title={heading} back />
        <LoadError message={failure} onRetry={() => editor.send({ type: 'editor.retry' })} />
      </>
    );
  if (snapshot.matches('missing')) return <GalleryNotFound heading={heading} why={GALLERY_TEXTS.missing} />;
  const busy = snapshot.hasTag('busy');
  return (
    <>
      <PageHeader title={heading} back />
      <section className="lm-panel" aria-label="Gallery">
        <TextField
          label="Gallery title"
          name="title"
          required
          value={title}
          maxLength={120}
          onChange={(value) => editor.send({ type: 'editor.title.change', value })}
        />
        <label className="lm-pick">
          <input
            type="checkbox"
            checked={published}
            onChange={(event) => editor.send({ type: 'editor.published.change', value: event.target.checked })}
          />
          Public: anyone with its address can open it (otherwise it stays hidden)
        </label>
      </section>
      <UploadPanel snapshot={snapshot} editor={editor} />
      <section className="lm-panel" aria-label="Album">
        <h2 className="lm-panel__title">
          Album: {snapshot.context.tiles.length} of {MAX_ALBUM_TILES} tiles
        </h2>
        <p className="lm-panel__lead">
          Each tile leads to a product of My Shop or to a web address (http or https). The public page shows them 3 per
          row, in this order.
        </p>
        {snapshot.context.tiles.length === 0 ? (
          <p className="lm-plist__note">No tiles yet: upload pictures or videos, or pick some from your library.</p>
        ) : (
          <AlbumGrid label="Tiles in page order" tiles={snapshot.context.tiles}>
            {(tile, index) => (
              <TileControls tile={tile} index={index} snapshot={snapshot} editor={editor} earn={earn} />
            )}
          </AlbumGrid>
        )}
      </section>
      <FormAlert message={failure} />
      <div className="lm-gallery-save">
        <button
          type="button"
          className="lm-button"
          disabled={busy}
          aria-busy={snapshot.matches('saving') || undefined}
          onClick={() => editor.send({ type: 'editor.save' })}
        >
          {snapshot.matches('saving') ? 'Saving…' : 'Save gallery'}
        </button>
      </div>
    </>
  );
}

function UploadPanel({ snapshot, editor }: { snapshot: GalleryEditorSnapshot; editor: EditorActor }) {
  const { library, tiles, notice } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const full = tiles.length >= MAX_ALBUM_TILES;
  return (
    <section className="lm-panel" aria-label="Pictures and videos">
      <h2 className="lm-panel__title">Pictures and videos</h2>
      <ul className="lm-limits" aria-label="Upload limits">
        <li>
          Up to {MAX_UPLOAD_FILES} files at once: JPEG, PNG, WebP or GIF pictures (10 MB each), MP4 or QuickTime videos
          (50 MB each).
        </li>
        <li>Videos at most {MAX_VIDEO_SECONDS} seconds long; 100 MB per upload in all.</li>
        <li>The album shows at most {MAX_ALBUM_TILES}, 3 per row; more uploads wait in your library.</li>
      </ul>
      <label className="lm-button lm-button--secondary">
        {snapshot.matches('checkingFiles')
          ? 'Checking files…'
          : snapshot.matches('uploading')
            ? 'Uploading…'
            : 'Upload pictures or videos'}
        <input
          type="file"
          multiple
          accept={ACCEPTED}
          className="lm-visually-hidden"
          aria-label="Upload pictures or videos"
          disabled={busy}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            if (files.length > 0) editor.send({ type: 'files.choose', files });
            event.target.value = '';
          }}
        />
      </label>
      {notice && (
        <p className="lm-notice" role="status">
          {notice}
        </p>
      )}
      {library.length > 0 && (
        <>
          <h3 className="lm-panel__title">Your library</h3>
          <ul className="lm-library" aria-label="Your library">
            {library.map((item) => {
              const inAlbum = tiles.some((tile) => tile.media.id === item.id);
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-label={inAlbum ? 'In the album' : 'Add to the album'}
                    aria-pressed={inAlbum}
                    disabled={busy || full || !snapshot.can({ type: 'library.add', mediaId: item.id })}
                    onClick={() => editor.send({ type: 'library.add', mediaId: item.id })}
                  >
                    <AlbumMediaView media={item} label="" />
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

function TileControls({
  tile,
  index,
  snapshot,
  editor,
  earn,
}: {
  tile: TileDraft;
  index: number;
  snapshot: GalleryEditorSnapshot;
  editor: EditorActor;
  earn: EarnActor;
}) {
  const n = index + 1;
  const { products } = snapshot.context;
  const disabled = snapshot.hasTag('busy');
  const canMove = (delta: number) => !disabled && snapshot.can({ type: 'tile.move', index, delta });
  const link = tile.link;
  return (
    <div className="lm-album__controls">
      <input
        aria-label={`Title of tile ${n}`}
        placeholder={link.kind === 'product' ? 'Title (the product’s by default)' : 'Title'}
        value={tile.title}
        maxLength={200}
        onChange={(e) => editor.send({ type: 'tile.title.change', index, value: e.target.value })}
      />
      <select
        aria-label={`Link of tile ${n}`}
        value={link.kind}
        onChange={(e) =>
          editor.send({
            type: 'tile.link.change',
            index,
            link: e.target.value === 'url' ? { kind: 'url', url: '' } : { kind: 'product', productId: null },
          })
        }
      >
        <option value="product">A product of My Shop</option>
        <option value="url">A web address</option>
      </select>
      {link.kind === 'product' ? (
        <select
          aria-label={`Product of tile ${n}`}
          value={link.productId ?? ''}
          onChange={(e) =>
            editor.send({
              type: 'tile.link.change',
              index,
              link: { kind: 'product', productId: e.target.value || null },
            })
          }
        >
          <option value="">{products.length === 0 ? 'No products in My Shop yet' : 'Choose a product…'}</option>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.title}
            </option>
          ))}
        </select>
      ) : (
        <input
          aria-label={`Address of tile ${n}`}
          type="url"
          placeholder="https://…"
          value={link.url}
          onChange={(e) => editor.send({ type: 'tile.link.change', index, link: { kind: 'url', url: e.target.value } })}
        />
      )}
      <EarnWarning
        earn={earn}
        address={link.kind === 'url' ? link.url : (products.find((p) => p.id === link.productId)?.url ?? '')}
        kept={tile.keepUntagged ?? false}
        what={`Tile ${n}`}
        onKeep={(keep) => editor.send({ type: 'tile.keep', index, keep })}
      />
      <div className="lm-album__row">
        <button
          type="button"
          className="lm-button lm-button--secondary"
          aria-label={`Move tile ${n} earlier`}
          disabled={!canMove(-1)}
          onClick={() => editor.send({ type: 'tile.move', index, delta: -1 })}
        >
          ←
        </button>
        <button
          type="button"
          className="lm-button lm-button--secondary"
          aria-label={`Move tile ${n} later`}
          disabled={!canMove(1)}
          onClick={() => editor.send({ type: 'tile.move', index, delta: 1 })}
        >
          →
        </button>
        <button
          type="button"
          className="lm-button lm-button--secondary"
          aria-label={`Remove tile ${n}`}
          disabled={disabled}
          onClick={() => editor.send({ type: 'tile.remove', index })}
        >
          Remove
        </button>
      </div>
    </div>
  );
}

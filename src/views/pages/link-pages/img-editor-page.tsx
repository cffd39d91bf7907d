import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { coverCropMachine } from '../../../machines/cover-crop.machine';
import { COVER_TYPES, MAX_ZOOM, zoomOf } from '../../../domain/image-crop';
import { SAVE_LINK_SELECT_BOARD_PATH } from '../../../domain/link-pages';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import './link-pages.css';
import './img-editor.css';

/** The picture is shown at most this large while cropping. */
const STAGE_MAX = { width: 560, height: 420 };
const PREVIEW_PX = 160;
/** Arrow keys move the square by this many screen pixels (Shift: ten times). */
const KEY_STEP_PX = 4;

/** myLinks/imgEditor?id=: crop a picture to a square and save it as a collection's cover (cover-crop.machine.ts). */
export default function ImgEditorPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) {
    return (
      <>
        <PageHeader title="Image editor" back />
        <EmptyState icon="links" title="Choose a collection first">
          <p>The cropped picture becomes the cover of a collection, shown on top of its group link page.</p>
          <Link className="lm-button" to={SAVE_LINK_SELECT_BOARD_PATH}>
            Choose a collection
          </Link>
        </EmptyState>
      </>
    );
  }
  return <CoverEditor key={id} collectionId={id} />;
}

function CoverEditor({ collectionId }: { collectionId: string }) {
  const editor = useAppActorRef(coverCropMachine, { input: { collectionId } });
  useForwardToRuntime(editor);
  const snapshot = useSelector(editor, (s) => s);
  const { collection, image, crop, failure } = snapshot.context;
  const drag = useRef<{ mode: 'move' | 'resize'; x: number; y: number } | null>(null);
  const busy = snapshot.hasTag('busy');
  const scale = image ? Math.min(1, STAGE_MAX.width / image.width, STAGE_MAX.height / image.height) : 1;

  const start = (mode: 'move' | 'resize') => (event: PointerEvent<HTMLElement>) => {
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { mode, x: event.clientX, y: event.clientY };
  };
  const onMove = (event: PointerEvent<HTMLElement>) => {
    const from = drag.current;
    if (!from) return;
    const dx = (event.clientX - from.x) / scale;
    const dy = (event.clientY - from.y) / scale;
    drag.current = { ...from, x: event.clientX, y: event.clientY };
    if (from.mode === 'move') editor.send({ type: 'crop.move', dx, dy });
    else editor.send({ type: 'crop.resize', delta: Math.abs(dx) > Math.abs(dy) ? dx : dy });
  };
  const stop = () => {
    drag.current = null;
  };
  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    const step = (event.shiftKey ? KEY_STEP_PX * 10 : KEY_STEP_PX) / scale;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    editor.send({ type: 'crop.move', dx: move[0], dy: move[1] });
  };

  return (
    <>
      <PageHeader title={collection ? `Cover of ${collection.name}` : 'Image editor'} back />
      {snapshot.matches('loading') && <DelayedSpinner />}
      {snapshot.matches('failed') && (
        <div className="lm-page-error" role="alert">
          <p>{failure}</p>
          <button type="button" className="lm-button" onClick={() => editor.send({ type: 'crop.retry' })}>
            Try again
          </button>
        </div>
      )}
      {collection && !snapshot.matches('failed') && (
        <section className="lm-panel lm-imgedit">
          <p className="lm-panel__lead">
            Choose a picture, then drag the square, pull its corner or zoom to frame the cover. It is cropped here and
            saved as a square JPEG.
          </p>
          <label className="lm-button lm-button--secondary lm-imgedit__choose">
            {image ? 'Choose another picture' : 'Choose a picture'}
            <input
              type="file"
              accept={COVER_TYPES.join(',')}
              className="lm-visually-hidden"
              disabled={busy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) editor.send({ type: 'crop.file.choose', file });
                event.target.value = '';
              }}
            />
          </label>
          {snapshot.matches('reading') && <DelayedSpinner />}
          <FormAlert message={failure} />
          {image && crop && (
            <div className="lm-imgedit__work">
              <div
                className="lm-imgedit__stage"
                style={{ width: image.width * scale, height: image.height * scale }}
                onPointerMove={onMove}
                onPointerUp={stop}
                onPointerCancel={stop}
              >
                <img
                  src={image.src}
                  alt="The chosen picture"
                  draggable={false}
                  width={image.width * scale}
                  height={image.height * scale}
                />
                <div
                  className="lm-imgedit__square"
                  role="slider"
                  tabIndex={0}
                  aria-label="Crop square: drag or use the arrow keys to move it"
                  aria-valuetext={`${Math.round(crop.size)} pixels square at ${Math.round(crop.x)}, ${Math.round(crop.y)}`}
                  style={{
                    left: crop.x * scale,
                    top: crop.y * scale,
                    width: crop.size * scale,
                    height: crop.size * scale,
                  }}
                  onPointerDown={start('move')}
                  onKeyDown={onKey}
                >
                  <span className="lm-imgedit__handle" aria-hidden="true" onPointerDown={start('resize')} />
                </div>
              </div>
              <div className="lm-imgedit__side">
                <div
                  className="lm-imgedit__preview"
                  role="img"
                  aria-label="Cover preview"
                  style={{
                    width: PREVIEW_PX,
                    height: PREVIEW_PX,
                    backgroundImage: `url("${image.src}")`,
                    backgroundSize: `${(image.width * PREVIEW_PX) / crop.size}px ${(image.height * PREVIEW_PX) / crop.size}px`,
                    backgroundPosition: `${(-crop.x * PREVIEW_PX) / crop.size}px ${(-crop.y * PREVIEW_PX) / crop.size}px`,
                  }}
                />
                <label className="lm-field__label" htmlFor="crop-zoom">
                  Zoom
                </label>
                <input
                  id="crop-zoom"
                  type="range"
                  min={1}
                  max={MAX_ZOOM}
                  step={0.05}
                  value={zoomOf(crop, image)}
                  disabled={busy}
                  onChange={(event) => editor.send({ type: 'crop.zoom', zoom: Number(event.target.value) })}
                />
                <button
                  type="button"
                  className="lm-button lm-button--secondary"
                  disabled={busy}
                  onClick={() => editor.send({ type: 'crop.reset' })}
                >
                  Reset
                </button>
                <button
                  type="button"
                  className="lm-button"
                  disabled={!snapshot.can({ type: 'crop.save' })}
                  aria-busy={snapshot.matches('saving') || undefined}
                  onClick={() => editor.send({ type: 'crop.save' })}
                >
                  {snapshot.matches('saving') ? 'Saving…' : 'Save cover'}
                </button>
              </div>
            </div>
          )}
        </section>
      )}
    </>
  );
}

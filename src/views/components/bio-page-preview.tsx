import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { bioPagePreviewMachine, type BioPreviewDraft } from '../../machines/bio-page-preview.machine';
import { useAppActorRef } from '../shell/app-runtime';
import './bio-page-preview.css';

/**
 * The bio page as its visitors get it: the server's own rendering of the page (preview_page) with the screen's
 * unsaved draft, in a sandboxed frame (no script, no same origin; its links go nowhere). The tab, the editor,
 * customize and the preview page all show it; the machine redraws it after each pause in editing.
 */
export function BioPagePreview({
  draft,
  label = 'Preview of your bio link page',
}: {
  draft: BioPreviewDraft;
  label?: string;
}) {
  const preview = useAppActorRef(bioPagePreviewMachine, { input: { draft } });
  useEffect(() => preview.send({ type: 'preview.draft', draft }), [preview, draft]);
  const html = useSelector(preview, (s) => s.context.html);
  const failure = useSelector(preview, (s) => (s.hasTag('error') ? s.context.failure : null));
  const busy = useSelector(preview, (s) => s.hasTag('busy'));
  return (
    <figure className="lm-bio-preview" aria-label={label} aria-busy={busy}>
      {html !== null && <iframe className="lm-bio-preview__frame" title={label} sandbox="" srcDoc={html} />}
      {html === null && !failure && <p className="lm-bio-preview__note">Drawing your page…</p>}
      {failure && (
        <figcaption className="lm-bio-preview__note" role="alert">
          {failure}{' '}
          <button type="button" className="lm-link" onClick={() => preview.send({ type: 'preview.retry' })}>
            Try again
          </button>
        </figcaption>
      )}
    </figure>
  );
}

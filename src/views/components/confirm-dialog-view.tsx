import { useSelector } from '@xstate/react';
import { CONFIRM_WIDTH_PX } from '../../domain/spec-constants';
import type { ConfirmDialogService } from '../../machines/confirm-dialog.machine';
import { Modal } from './modal';

/**
 * The confirm dialog of spec §4 (360 px, buttons 130x44, z-index 10075): rendered from its machine. The
 * overlay click is sent like any other event; the machine ignores it.
 */
export function ConfirmDialog({ dialog }: { dialog: ConfirmDialogService }) {
  const snapshot = useSelector(dialog, (s) => s);
  if (!snapshot.hasTag('dialog-mounted')) return null;
  const { title, content, confirmText, cancelText, showCancel } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  return (
    <Modal
      label={title}
      width={CONFIRM_WIDTH_PX}
      className="lm-confirm"
      leaving={!snapshot.hasTag('dialog-open')}
      onEscape={() => dialog.send({ type: 'dialog.escape' })}
      onOverlayClick={() => dialog.send({ type: 'dialog.overlay.click' })}
    >
      <h2 className="lm-modal__title">{title}</h2>
      {content.length > 0 && (
        <div className="lm-modal__body">
          {content.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      )}
      <div className="lm-modal__actions">
        {showCancel && (
          <button
            type="button"
            className="lm-modal__button lm-modal__button--secondary"
            disabled={!snapshot.can({ type: 'dialog.cancel' })}
            onClick={() => dialog.send({ type: 'dialog.cancel' })}
          >
            {cancelText}
          </button>
        )}
        <button
          type="button"
          className="lm-modal__button"
          disabled={!snapshot.can({ type: 'dialog.confirm' })}
          aria-busy={busy}
          onClick={() => dialog.send({ type: 'dialog.confirm' })}
        >
          {busy ? <span className="lm-button-spinner" aria-label="Working" /> : confirmText}
        </button>
      </div>
    </Modal>
  );
}

import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Z_MASK, Z_POPUP } from '../../domain/spec-constants';
import { useFocusTrap } from './use-focus-trap';
import './overlays.css';

export interface ModalProps {
  /** The dialog's accessible name (usually its title). */
  label: string;
  /** Width in px (spec §9: confirm 360, global ad 382). */
  width?: number;
  /** Escape pressed while the dialog has focus; absent: Escape does nothing. */
  onEscape?: () => void;
  /** A click on the mask around the dialog; the caller's machine decides whether that closes anything. */
  onOverlayClick?: () => void;
  /** Dim the page behind (spec §9 overlay opacity 0.5); popups opened with disableMask do not. */
  mask?: boolean;
  /** Fading out: still in the page, no longer taking clicks. */
  leaving?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The frame every modal of the app shares: the mask at 10070 and the dialog at 10075 (spec §9 stacking order),
 * rendered into <body> so no page layout can clip it. Focus moves into it when it opens (so Escape reaches it),
 * Tab cycles inside it, and focus goes back to the control that opened it when it closes.
 */
export function Modal({
  label,
  width,
  onEscape,
  onOverlayClick,
  mask = true,
  leaving = false,
  className,
  children,
}: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog);
  return createPortal(
    <div className={`lm-modal${leaving ? ' lm-modal--leaving' : ''}`}>
      <div
        className={`lm-modal__mask${mask ? '' : ' lm-modal__mask--clear'}`}
        style={{ zIndex: Z_MASK }}
        onClick={onOverlayClick}
        data-testid="modal-mask"
      />
      <div className="lm-modal__center" style={{ zIndex: Z_POPUP }}>
        <div
          ref={dialog}
          role="dialog"
          aria-modal="true"
          aria-label={label}
          tabIndex={-1}
          className={`lm-modal__dialog${className ? ` ${className}` : ''}`}
          style={width ? { width } : undefined}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && onEscape) {
              event.stopPropagation();
              onEscape();
            }
          }}
        >
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}

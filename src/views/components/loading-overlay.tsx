import { Z_POPUP } from '../../domain/spec-constants';
import './overlays.css';

/** The loading overlay (spec §2 Other UI): a spinner over the window, with an optional line of text. */
export function LoadingOverlay({ text }: { text?: string }) {
  return (
    <div className="lm-loading-overlay" role="status" aria-live="polite" style={{ zIndex: Z_POPUP }}>
      <div className="lm-loading-overlay__box">
        <span className="lm-spinner__wheel" aria-hidden="true" />
        {text ? <span>{text}</span> : <span className="lm-visually-hidden">Loading…</span>}
      </div>
    </div>
  );
}

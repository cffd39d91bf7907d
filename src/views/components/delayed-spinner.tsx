import { useEffect, useState } from 'react';
import { LOADING_INDICATOR_DELAY_MS } from '../../domain/spec-constants';

/** Shows a loading indicator only when loading lasts longer than the spec's 200 ms, so fast loads do not flash. */
export function DelayedSpinner({ delayMs = LOADING_INDICATOR_DELAY_MS }: { delayMs?: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className="lm-spinner" role="status" aria-live="polite">
      <span className="lm-spinner__wheel" aria-hidden="true" />
      <span className="lm-visually-hidden">Loading…</span>
    </div>
  );
}

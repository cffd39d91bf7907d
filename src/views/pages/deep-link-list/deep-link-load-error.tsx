import './deep-links.css';

/** A deep link list that could not be loaded, with the way to try again (the tab and the list page). */
export function DeepLinkLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="lm-page-error lm-deep-error" role="alert">
      <p>Your deep links could not be loaded. Check your connection and try again.</p>
      <button type="button" className="lm-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

import './load-error.css';

/** What a page or list says when it could not be loaded, with the way to try again. */
export function LoadError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <div className="lm-page-error lm-load-error" role="alert">
      <p>{message}</p>
      <button type="button" className="lm-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

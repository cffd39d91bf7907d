import { Component, type ReactNode } from 'react';
import { PAGE_LOAD_ERROR_TEXT } from '../../domain/spec-constants';

interface State {
  failed: boolean;
}

/** Catches a page that failed to load or render and offers a refresh (spec §2). */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('page failed', error);
  }

  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="lm-page-error" role="alert">
        <p>{PAGE_LOAD_ERROR_TEXT}</p>
        <button type="button" className="lm-button" onClick={() => window.location.reload()}>
          Refresh
        </button>
      </div>
    );
  }
}

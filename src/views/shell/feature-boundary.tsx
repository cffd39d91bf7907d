import { Component, type ReactNode } from 'react';

/** A feature whose chunk fails to load shows nothing rather than taking the page down. */
export class FeatureBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

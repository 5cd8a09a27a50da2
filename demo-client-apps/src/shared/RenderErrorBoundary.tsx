import { Component, type ReactNode } from 'react';
import { messages } from './messages';

/** Shows a message in the client app's place when one of its pages throws while rendering. */
export class RenderErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <p role="alert">{messages.renderError}</p> : this.props.children;
  }
}

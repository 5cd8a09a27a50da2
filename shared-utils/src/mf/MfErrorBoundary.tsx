import React from 'react';
import { reportClientError } from '../error-reports/errorReports';
import { SlotError } from './SlotError';

interface State {
  error: Error | null;
}

/**
 * Catches render errors of one micro-frontend root, which never reach the window's error event, and
 * reports them as its errors; Retry renders the root again.
 */
export class MfErrorBoundary extends React.Component<
  React.PropsWithChildren<{ name?: string }>,
  State
> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`[${this.props.name ?? 'micro-frontend'}]`, error);
    reportClientError({ kind: 'error', error, mf: this.props.name });
  }

  override render() {
    if (this.state.error) {
      return <SlotError name={this.props.name} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}

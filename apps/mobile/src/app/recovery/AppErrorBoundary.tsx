import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, recoverFromChunkError } from './chunkRecovery';
import { ErrorScreen } from './ErrorScreen';

interface Props {
  children: ReactNode;
  /** Home: goes to the home page (the router's navigate) */
  onHome: () => void;
}

/**
 * The root error boundary around the app: an error outside the routes (status gate, router) shows the site's one
 * error screen, never a blank page. Retry renders the app again; Home goes home and renders it again.
 */
export class AppErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The site caught an error', error, info.componentStack);
    void recoverFromChunkError(error);
  }

  private reset = () => this.setState({ error: undefined });

  // a React.lazy chunk keeps its rejection: rendering again would fail again, a reload loads it
  private retry = () => (isChunkLoadError(this.state.error) ? window.location.reload() : this.reset());

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <ErrorScreen
        onRetry={this.retry}
        onHome={() => {
          this.props.onHome();
          this.reset();
        }}
      />
    );
  }
}

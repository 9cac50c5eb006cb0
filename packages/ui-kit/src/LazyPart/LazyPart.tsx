import { Component, lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { LabelsContext } from '../PageState/labels';

/** A part made by `lazyPart` whose chunk failed: the next render of it loads the chunk again. */
const failedParts = new Set<() => void>();

/**
 * A part of a screen whose code loads in its own chunk, the first time it renders (React.lazy). React keeps a failed
 * import for good, so a part whose chunk could not be had (offline, a release replaced) is made again when its
 * `PartBoundary` retries: the retry fetches the chunk once more. Render it inside a `PartBoundary`.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = () =>
    lazy(() =>
      load().then(
        (part) => ({ default: part }),
        (error: unknown) => {
          failedParts.add(renew);
          throw error;
        },
      ),
    );
  let current = make();
  function renew() {
    current = make();
  }
  function LazyPart(props: P) {
    const Part = current;
    return <Part {...props} />;
  }
  return LazyPart;
}

export interface PartBoundaryProps {
  /** what holds the part's place while its code loads (default nothing) */
  fallback?: ReactNode;
  /**
   * what takes the part's place when it fails; default an alert with a retry button (the page states' texts). A part that
   * can do without (a popup, the first banner standing for the carousel) passes what should show instead.
   */
  failed?: ReactNode;
  children: ReactNode;
}

/**
 * One part of a screen fails on its own: its code (a `lazyPart`) or its rendering failing shows a retry in its place
 * (or `failed`), and the rest of the screen stays as it is. The retry, or the connection coming back, tries the part
 * again. Without it the failure reaches the route's error screen and takes the whole screen.
 */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  retry = () => {
    if (!this.state.failed) return;
    for (const renew of failedParts) renew();
    failedParts.clear();
    // the part mounts anew (the failure had taken its place)
    this.setState({ failed: false });
  };

  override render() {
    if (this.state.failed) return this.props.failed !== undefined ? this.props.failed : <PartFailed onRetry={this.retry} />;
    return <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>;
  }
}

/**
 * A part's failure in its place: one button, "Loading failed, click to retry" (the page states' `failed` text), in an
 * alert. Lighter than a page's error state: home carries it in its first JS.
 */
function PartFailed({ onRetry }: { onRetry: () => void }) {
  const labels = useContext(LabelsContext);
  return (
    <div role="alert">
      <Button variant="secondary" onClick={onRetry}>
        {labels.failed}
      </Button>
    </div>
  );
}

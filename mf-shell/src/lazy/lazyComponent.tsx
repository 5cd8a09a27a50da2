import { SlotError } from '@portal/shared-utils';
import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

interface LazyComponentOptions {
  /** Shown while the code arrives; the part's own size, so nothing moves when it comes. */
  fallback?: ReactNode;
  /** Shown when the code could not be fetched (or the part threw); `retry` fetches it again. */
  error?: (retry: () => void) => ReactNode;
}

interface LoadErrorBoundaryProps {
  error: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('[shell] a part of the shell could not be loaded', error);
  }

  override render() {
    return this.state.failed ? this.props.error(this.props.onRetry) : this.props.children;
  }
}

const slotError = (retry: () => void) => <SlotError onRetry={retry} />;

/**
 * A component whose code is a chunk of its own, fetched the first time it renders (or on
 * `preload`). Until the chunk arrives `fallback` stands in; if it fails, `error` (by default the slot
 * error with Retry) shows instead, and Retry, or the next time the part renders, fetches it again.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { fallback = null, error = slotError }: LazyComponentOptions = {},
) {
  let loading: Promise<ComponentType<Props>> | null = null;
  const fetchCode = () =>
    (loading ??= load().catch((failure: unknown) => {
      loading = null;
      Loaded = fresh();
      throw failure;
    }));
  const fresh = (): LazyExoticComponent<ComponentType<Props>> =>
    lazy(() => fetchCode().then((component) => ({ default: component })));
  let Loaded = fresh();

  function LazyComponent(props: Props) {
    const [attempt, setAttempt] = useState(0);
    return (
      <LoadErrorBoundary key={attempt} error={error} onRetry={() => setAttempt(attempt + 1)}>
        <Suspense fallback={fallback}>
          <Loaded {...props} />
        </Suspense>
      </LoadErrorBoundary>
    );
  }
  /** Starts fetching the code before the part renders (a failure waits for the render to show). */
  LazyComponent.preload = () => {
    fetchCode().catch(() => undefined);
  };
  return LazyComponent;
}

import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';

/**
 * The core of `lazyPage` (pages, with antd's Spin and Result) and `app/lazy-entry` (the login
 * page and the signed-in shell, without antd's Result and Spin, issue 8): a chunk loaded on first
 * render, counted as failed after a time limit (spec §9), and a retry that imports it again.
 * Only React here, so the entry chunk stays small.
 */
export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`page chunk not loaded within ${ms} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

/** Rejects with ChunkTimeoutError when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** What a failed load shows: `timedOut` when the limit passed, `onRetry` imports the chunk again. */
export type ChunkFailure = ComponentType<{ timedOut: boolean; onRetry: () => void }>;

type BoundaryProps = { onRetry: () => void; failure: ChunkFailure; children: ReactNode };
type BoundaryState = { error: Error | null };

class ChunkBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };
  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const Failure = this.props.failure;
    return <Failure timedOut={error instanceof ChunkTimeoutError} onRetry={this.props.onRetry} />;
  }
}

/** A component that loads `loader`'s chunk on first render, shows `loading` meanwhile and `failure` when it fails. */
export function lazyChunk(loader: PageLoader, timeoutMs: number, loading: ReactNode, failure: ChunkFailure): ComponentType {
  function LazyChunk() {
    const [attempt, setAttempt] = useState(0);
    // A new lazy component per attempt: React.lazy caches a rejected import forever.
    const Loaded = useMemo(() => lazy(() => withTimeout(loader(), timeoutMs)), [attempt]);
    return (
      <ChunkBoundary key={attempt} failure={failure} onRetry={() => setAttempt((a) => a + 1)}>
        <Suspense fallback={loading}>
          <Loaded />
        </Suspense>
      </ChunkBoundary>
    );
  }
  return LazyChunk;
}

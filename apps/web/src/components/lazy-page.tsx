import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Spin } from 'antd';
import { ChunkError } from './results';

/** Spec §9: a page chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

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

type BoundaryProps = { onRetry: () => void; children: ReactNode };
type BoundaryState = { error: Error | null };

class ChunkBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };
  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ChunkError timedOut={error instanceof ChunkTimeoutError} onRetry={this.props.onRetry} />;
  }
}

export function PageSpin() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
    </div>
  );
}

/**
 * A page component that loads its chunk on first render. A failed or timed-out load
 * shows a retry button; retrying builds a fresh React.lazy so the import runs again.
 */
export function lazyPage(loader: PageLoader, timeoutMs: number = CHUNK_TIMEOUT_MS): ComponentType {
  function LazyPage() {
    const [attempt, setAttempt] = useState(0);
    // A new lazy component per attempt: React.lazy caches a rejected import forever.
    const Page = useMemo(() => lazy(() => withTimeout(loader(), timeoutMs)), [attempt]);
    return (
      <ChunkBoundary key={attempt} onRetry={() => setAttempt((a) => a + 1)}>
        <Suspense fallback={<PageSpin />}>
          <Page />
        </Suspense>
      </ChunkBoundary>
    );
  }
  return LazyPage;
}

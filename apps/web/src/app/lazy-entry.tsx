import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageLoader } from '../components/lazy-page';

/**
 * components/lazy-page for the chunks the entry opens (the login page, the signed-in shell):
 * the same 120 s limit and retry (spec §9), without antd's Result and Spin, which the login
 * page would otherwise download for a failure it rarely meets (issue 8).
 */
export const ENTRY_CHUNK_TIMEOUT_MS = 120_000;

class EntryTimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new EntryTimeoutError(`chunk not loaded within ${ms} ms`)), ms);
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

/** The loading bar of styles.css while the chunk arrives. */
function EntryLoading() {
  const { t } = useTranslation();
  return (
    <div className="global-loading" role="progressbar" aria-label={t('requestLoading')} data-testid="lazy-loading">
      <div className="global-loading__bar" />
    </div>
  );
}

function EntryChunkError({ timedOut, onRetry }: { timedOut: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="chunk-error" role="alert" style={{ padding: '72px 24px', textAlign: 'center', fontFamily: 'sans-serif' }}>
      <h2 style={{ margin: '0 0 8px', fontSize: 24, fontWeight: 600, color: 'rgba(0,0,0,0.88)' }}>{t('chunkError.title')}</h2>
      <p style={{ margin: '0 0 24px', color: 'rgba(0,0,0,0.45)' }}>{t(timedOut ? 'chunkError.timeout' : 'chunkError.subTitle')}</p>
      <Button type="primary" data-testid="chunk-retry" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

type BoundaryProps = { onRetry: () => void; children: ReactNode };

class EntryBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <EntryChunkError timedOut={error instanceof EntryTimeoutError} onRetry={this.props.onRetry} />;
  }
}

/** A component that loads its chunk on first render; a failed or timed-out load offers a retry. */
export function lazyEntry(loader: PageLoader, timeoutMs: number = ENTRY_CHUNK_TIMEOUT_MS): ComponentType {
  function LazyEntry() {
    const [attempt, setAttempt] = useState(0);
    // A new lazy component per attempt: React.lazy caches a rejected import forever.
    const Loaded = useMemo(() => lazy(() => withTimeout(loader(), timeoutMs)), [attempt]);
    return (
      <EntryBoundary key={attempt} onRetry={() => setAttempt((a) => a + 1)}>
        <Suspense fallback={<EntryLoading />}>
          <Loaded />
        </Suspense>
      </EntryBoundary>
    );
  }
  return LazyEntry;
}

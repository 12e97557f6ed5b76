import type { ComponentType } from 'react';
import { Spin } from 'antd';
import { lazyChunk, type PageLoader } from './lazy-chunk';
import { ChunkError } from './results';

export { ChunkTimeoutError, withTimeout, type PageLoader, type PageModule } from './lazy-chunk';
/** Spec §9: a page chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

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
  return lazyChunk(loader, timeoutMs, <PageSpin />, ChunkError);
}

import type { ComponentType } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { lazyChunk, type PageLoader } from '../components/lazy-chunk';

/**
 * components/lazy-page for the chunks the entry opens (the login page, the signed-in shell):
 * the same 120 s limit and retry (spec §9), without antd's Result and Spin, which the login
 * page would otherwise download for a failure it rarely meets (issue 8).
 */
export const ENTRY_CHUNK_TIMEOUT_MS = 120_000;

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

/** A component that loads its chunk on first render; a failed or timed-out load offers a retry. */
export function lazyEntry(loader: PageLoader, timeoutMs: number = ENTRY_CHUNK_TIMEOUT_MS): ComponentType {
  return lazyChunk(loader, timeoutMs, <EntryLoading />, EntryChunkError);
}

import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** A route whose feature has not landed: says so, shows no invented data. */
export function NotAvailable() {
  const { t } = useTranslation();
  return (
    <div data-testid="not-available">
      <Result status="info" title={t('notAvailable.title')} subTitle={t('notAvailable.subTitle')} />
    </div>
  );
}

function BackHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate('/')}>
      {t('backHome')}
    </Button>
  );
}

export function Forbidden() {
  const { t } = useTranslation();
  return (
    <div data-testid="forbidden">
      <Result status="403" title="403" subTitle={t('forbidden.subTitle')} extra={<BackHome />} />
    </div>
  );
}

export function NotFound() {
  const { t } = useTranslation();
  return (
    <div data-testid="not-found">
      <Result status="404" title="404" subTitle={t('notFound.subTitle')} extra={<BackHome />} />
    </div>
  );
}

export type ChunkErrorProps = { timedOut: boolean; onRetry: () => void };

/** A page chunk failed to load or took longer than the limit. */
export function ChunkError({ timedOut, onRetry }: ChunkErrorProps) {
  const { t } = useTranslation();
  return (
    <div data-testid="chunk-error">
      <Result
        status="warning"
        title={t('chunkError.title')}
        subTitle={t(timedOut ? 'chunkError.timeout' : 'chunkError.subTitle')}
        extra={
          <Button type="primary" data-testid="chunk-retry" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      />
    </div>
  );
}

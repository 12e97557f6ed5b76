import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Endpoint } from '@carbon/domain';
import { downloadFile, type DownloadOptions } from '../lib/download';
import { useActionMessage } from './action-messages';

/** export: "Exporting…"; template: "Downloading template…"; download: "Downloading…". */
export type DownloadKind = 'export' | 'template' | 'download';

/** A contract's file endpoint (`kind: 'file'`), e.g. `exchangeRateContract.endpoints.export`. */
export type FileEndpoint = Endpoint & { kind: 'file' };

/** Where the file comes from: the contract's file endpoint. */
export type DownloadSource = { endpoint: FileEndpoint };

export type ExportButtonProps = Omit<DownloadOptions, 'onProgress'> &
  DownloadSource & {
    testId: string;
    kind?: DownloadKind;
    label?: ReactNode;
    /** Current search values etc., read at click time. */
    getQuery?: () => DownloadOptions['query'];
    type?: 'default' | 'link';
  };

const KB = 1024;

function progressLabel(t: (k: string, o?: Record<string, unknown>) => string, kind: DownloadKind, loaded: number) {
  const text = t(`progress.${kind}`);
  return loaded > 0 ? `${text} ${Math.max(1, Math.round(loaded / KB))} KB` : text;
}

/**
 * Downloads an authenticated file (export or template) with a progress text on the
 * button, then the spec's export/download success or failure message.
 */
export function ExportButton({ testId, endpoint, kind = 'export', label, getQuery, type = 'default', ...options }: ExportButtonProps) {
  const { t } = useTranslation('components');
  const outcome = useActionMessage();
  const [loaded, setLoaded] = useState<number | null>(null);
  const action = kind === 'export' ? 'export' : 'download';

  const onClick = async () => {
    setLoaded(0);
    try {
      await downloadFile(endpoint.path, {
        ...options,
        method: endpoint.method,
        query: getQuery ? getQuery() : options.query,
        onProgress: (n) => setLoaded(n),
      });
      outcome.success(action);
    } catch (e) {
      outcome.failure(action, e);
    } finally {
      setLoaded(null);
    }
  };

  const busy = loaded !== null;
  return (
    <Button type={type} icon={<DownloadOutlined />} data-testid={testId} loading={busy} onClick={() => void onClick()}>
      {busy ? <span data-testid={`${testId}-progress`}>{progressLabel(t, kind, loaded)}</span> : (label ?? t(`${kind}.button`))}
    </Button>
  );
}

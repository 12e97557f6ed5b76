import { useRef, useState } from 'react';
import { Alert, Button, Input, Modal, Space, Typography, type InputRef } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import type { EnvPointWithKey } from '@carbon/domain';
import { readingApi } from '../../api/env-api';
import type { EnvLabels } from '../labels';

type Props = { L: EnvLabels; point: EnvPointWithKey | undefined; onClose: () => void };

type Copied = 'idle' | 'copied' | 'select';

/**
 * The device key of a point, shown this once (after add or a new key): only its SHA-256 is
 * stored. Copy puts it on the clipboard; where the browser refuses (no secure context, no
 * permission) the key is selected in its read-only field, to copy by hand (`point-key-*`).
 */
export function DeviceKeyDialog({ L, point, onClose }: Props) {
  const input = useRef<InputRef>(null);
  const [copied, setCopied] = useState<Copied>('idle');
  if (!point) return null;
  const select = () => input.current?.select();
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(point.deviceKey);
      setCopied('copied');
    } catch {
      select();
      setCopied('select');
    }
  };
  const close = () => {
    setCopied('idle');
    onClose();
  };
  return (
    <Modal
      open
      maskClosable={false}
      title={L.t('key.title', { name: point.name })}
      onCancel={close}
      wrapProps={{ 'data-testid': 'point-key-dialog' }}
      footer={
        <Button type="primary" data-testid="point-key-close" onClick={close}>
          {L.t('key.done')}
        </Button>
      }
    >
      <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={L.t('key.once')} />
      <Space.Compact style={{ width: '100%' }}>
        <Input ref={input} readOnly value={point.deviceKey} data-testid="point-key-value" onFocus={select} />
        <Button icon={<CopyOutlined />} data-testid="point-key-copy" onClick={() => void copy()}>
          {L.t('key.copy')}
        </Button>
      </Space.Compact>
      {copied === 'copied' && (
        <Typography.Text type="success" data-testid="point-key-copied">
          {L.t('key.copied')}
        </Typography.Text>
      )}
      {copied === 'select' && (
        <Typography.Text type="warning" data-testid="point-key-select">
          {L.t('key.selectHint')}
        </Typography.Text>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }} data-testid="point-key-usage">
        {L.t('key.usage', { header: 'X-Device-Key', path: readingApi.ingest.path, id: point.id })}
      </Typography.Paragraph>
    </Modal>
  );
}

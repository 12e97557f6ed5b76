import { useRef, useState } from 'react';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Space, Typography, type InputRef } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SHARE_DEFAULT_DAYS, SHARE_MAX_DAYS, type CertificateRow, type CertificateShareResult } from '@carbon/domain';
import { call } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { errorText } from '../../../components/action-messages';
import { certificateApi, copyText, useRefreshCertificates } from '../api/certificate-api';

/**
 * Creates a share link and shows it once, with a copy button. When the browser cannot copy
 * (no clipboard API, or it refuses: spec §8 "browser cannot copy link"), the link stays selected
 * in the read-only box with a message to copy it by hand. data-testids: `certificate-share-dialog`,
 * `certificate-share-days`, `certificate-share-create`, `certificate-share-url`, `certificate-share-copy`,
 * `certificate-share-cannot-copy`.
 */
export function ShareDialog({ row, onClose }: { row: CertificateRow | null; onClose: () => void }) {
  const { t } = useTranslation('certificate');
  const { message } = App.useApp();
  const refresh = useRefreshCertificates();
  const [days, setDays] = useState<number>(SHARE_DEFAULT_DAYS);
  const [link, setLink] = useState<CertificateShareResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [cannotCopy, setCannotCopy] = useState(false);
  const box = useRef<InputRef>(null);

  const close = () => {
    setLink(null);
    setCannotCopy(false);
    setDays(SHARE_DEFAULT_DAYS);
    onClose();
  };

  const create = async () => {
    if (!row) return;
    setBusy(true);
    try {
      setLink(await call(certificateApi.share, { id: row.id, expiresInDays: days }));
      await refresh();
    } catch (e) {
      void message.error(t('share.failed', { reason: errorText(e) }));
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!link) return;
    if (await copyText(link.url)) {
      setCannotCopy(false);
      void message.success(t('share.copied'));
      return;
    }
    setCannotCopy(true);
    box.current?.focus();
    box.current?.select();
  };

  return (
    <Modal
      open={!!row}
      title={t('share.title')}
      onCancel={close}
      destroyOnHidden
      wrapProps={{ 'data-testid': 'certificate-share-dialog' }}
      footer={<Button onClick={close}>{t('share.close')}</Button>}
    >
      {row && <Typography.Paragraph strong>{row.inventoryObject}</Typography.Paragraph>}
      {!link ? (
        <Form layout="inline" onFinish={() => void create()}>
          <Form.Item label={t('share.expiresInDays')}>
            <InputNumber
              data-testid="certificate-share-days"
              min={1}
              max={SHARE_MAX_DAYS}
              precision={0}
              value={days}
              onChange={(v) => setDays(typeof v === 'number' ? v : SHARE_DEFAULT_DAYS)}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="certificate-share-create">
            {t('share.create')}
          </Button>
        </Form>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('share.link')}</Typography.Text>
          <Space.Compact style={{ width: '100%' }}>
            <Input ref={box} readOnly value={link.url} data-testid="certificate-share-url" onFocus={(e) => e.target.select()} />
            <Button icon={<CopyOutlined />} data-testid="certificate-share-copy" onClick={() => void copy()}>
              {t('share.copy')}
            </Button>
          </Space.Compact>
          {cannotCopy && <Alert type="warning" showIcon message={t('share.cannotCopy')} data-testid="certificate-share-cannot-copy" />}
          <Typography.Text type="secondary">{t('share.expiresAt', { at: formatDateTime(link.expiresAt) })}</Typography.Text>
        </Space>
      )}
    </Modal>
  );
}

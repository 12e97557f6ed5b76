import { useState } from 'react';
import { App, Drawer, Popconfirm, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CertificateAccessRow, CertificateRow, CertificateShareRow } from '@carbon/domain';
import { errorText } from '../../../components/action-messages';
import { formatDateTime } from '../../../lib/format';
import { useCall, useMutationCall } from '../../../lib/query';
import { certificateApi } from '../api/certificate-api';

const STATE_COLOR: Record<CertificateShareRow['state'], string> = { active: 'green', expired: 'default', revoked: 'red' };
const OUTCOME_COLOR: Record<CertificateAccessRow['outcome'], string> = {
  ok: 'green',
  unknown: 'default',
  expired: 'orange',
  revoked: 'red',
  deleted: 'red',
};
const PAGE_SIZE = 10;
const when = (v: string | null) => (v ? formatDateTime(v) : '—');

/**
 * The certificate's share links (state, expiry, accesses; revoke) and every access through them
 * (time, address, browser, what was opened, outcome), for its managers. data-testids:
 * `certificate-links`, `certificate-link-revoke`, `certificate-accesses`.
 */
export function LinksDrawer({ row, onClose }: { row: CertificateRow | null; onClose: () => void }) {
  const { t } = useTranslation('certificate');
  const { message } = App.useApp();
  const [pageNo, setPageNo] = useState(1);
  const id = row?.id ?? '';
  const shares = useCall(certificateApi.shares, { id }, { enabled: !!row });
  const accesses = useCall(certificateApi.accesses, { id, pageNo, pageSize: PAGE_SIZE }, { enabled: !!row });
  const revoke = useMutationCall(certificateApi.revoke);

  const doRevoke = async (shareId: string) => {
    try {
      await revoke.mutateAsync({ shareId });
      void message.success(t('links.revoked'));
    } catch (e) {
      void message.error(t('links.revokeFailed', { reason: errorText(e) }));
    }
  };

  return (
    <Drawer open={!!row} onClose={onClose} width={820} title={t('links.title')} destroyOnHidden>
      <Table<CertificateShareRow>
        data-testid="certificate-links"
        rowKey="id"
        size="small"
        loading={shares.isLoading}
        dataSource={shares.data ?? []}
        pagination={false}
        locale={{ emptyText: t('links.empty') }}
        columns={[
          { title: t('links.hint'), dataIndex: 'tokenHint', render: (v: string) => <Typography.Text code>{v}…</Typography.Text> },
          {
            title: t('links.state'),
            dataIndex: 'state',
            render: (s: CertificateShareRow['state']) => <Tag color={STATE_COLOR[s]}>{t(`state.${s}`)}</Tag>,
          },
          { title: t('links.expiresAt'), dataIndex: 'expiresAt', render: when },
          { title: t('links.createdBy'), dataIndex: 'createdByName' },
          { title: t('links.createdAt'), dataIndex: 'createdAt', render: when },
          { title: t('links.accessCount'), dataIndex: 'accessCount', align: 'right' },
          { title: t('links.lastAccessAt'), dataIndex: 'lastAccessAt', render: when },
          {
            title: t('column.actions'),
            render: (_, s) =>
              s.state === 'active' && (
                <Popconfirm title={t('links.revokeConfirm')} onConfirm={() => doRevoke(s.id)}>
                  <Typography.Link data-testid="certificate-link-revoke">{t('action.revoke')}</Typography.Link>
                </Popconfirm>
              ),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('access.title')}
      </Typography.Title>
      <Table<CertificateAccessRow>
        data-testid="certificate-accesses"
        rowKey="id"
        size="small"
        loading={accesses.isLoading}
        dataSource={accesses.data?.rows ?? []}
        pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: accesses.data?.totalRows ?? 0, onChange: setPageNo }}
        columns={[
          { title: t('access.at'), dataIndex: 'at', render: when },
          { title: t('links.hint'), dataIndex: 'tokenHint', render: (v: string) => <Typography.Text code>{v}…</Typography.Text> },
          { title: t('access.ip'), dataIndex: 'ip' },
          { title: t('access.userAgent'), dataIndex: 'userAgent', ellipsis: true },
          { title: t('access.kind'), dataIndex: 'kind', render: (k: CertificateAccessRow['kind']) => t(`kind.${k}`) },
          {
            title: t('access.outcome'),
            dataIndex: 'outcome',
            render: (o: CertificateAccessRow['outcome']) => <Tag color={OUTCOME_COLOR[o]}>{t(`outcome.${o}`)}</Tag>,
          },
        ]}
      />
    </Drawer>
  );
}

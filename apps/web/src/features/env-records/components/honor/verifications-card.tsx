import { Card, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { useState } from 'react';
import type { HonorVerificationRow } from '@carbon/domain';
import { formatDateTime, formatYear } from '../../../../lib/format';
import { useCall } from '../../../../lib/query';
import { honorApi } from '../../api/records-api';
import { RECORDS_ROUTES, type RecordLabels } from '../labels';

const PAGE_SIZE = 10;

/**
 * The ISO 14064 verification statements of certificate management (`verifications-card`), read
 * through `envHonor/verifications` within the caller's data scope — listed here, kept there: each
 * links to the certificate page, where they are uploaded, previewed and shared.
 */
export function VerificationsCard({ L }: { L: RecordLabels }) {
  const [pageNo, setPageNo] = useState(1);
  const read = useCall(honorApi.verifications, { pageNo, pageSize: PAGE_SIZE }, { retry: false });
  return (
    <Card
      data-testid="verifications-card"
      title={L.t('verification.title')}
      extra={
        <Link to={RECORDS_ROUTES.certificate} data-testid="verifications-open">
          {L.t('verification.open')}
        </Link>
      }
      style={{ marginTop: 16 }}
    >
      <Typography.Paragraph type="secondary">{L.t('verification.hint')}</Typography.Paragraph>
      {read.error && <Typography.Text type="danger">{read.error.message}</Typography.Text>}
      <Table<HonorVerificationRow>
        rowKey="certificateId"
        size="small"
        loading={read.isFetching}
        dataSource={read.data?.rows ?? []}
        pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: read.data?.totalRows ?? 0, onChange: setPageNo }}
        locale={{ emptyText: L.t('verification.none') }}
        columns={[
          { title: L.field('year'), dataIndex: 'year', render: (_, r) => formatYear(r.year) },
          { title: L.field('orgId'), dataIndex: 'orgName' },
          { title: L.t('verification.object'), dataIndex: 'inventoryObject' },
          { title: L.t('verification.verifier'), dataIndex: 'verifier', render: (_, r) => r.verifier ?? '—' },
          {
            title: L.t('verification.file'),
            dataIndex: 'fileName',
            render: (_, r) => (
              <Link to={RECORDS_ROUTES.certificate} data-testid={`verification-${r.certificateId}`}>
                {r.fileName}
              </Link>
            ),
          },
          { title: L.t('verification.uploadedAt'), dataIndex: 'createdAt', render: (_, r) => formatDateTime(r.createdAt) },
        ]}
      />
    </Card>
  );
}

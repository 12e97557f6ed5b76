import { Card, Table, Typography } from 'antd';
import { HJ212_REFUSAL_REASONS, hj212RefusalKey, type EnvRefusalRow, type Hj212RefusalReason } from '@carbon/domain';
import { formatDateTime } from '../../../../lib/format';
import { usePerm } from '../../../../components/use-perm';
import { useRefusals, useUnregisteredRefusals } from '../../api/env-api';
import type { EnvLabels } from '../labels';

const isReason = (code: string): code is Hj212RefusalReason => (HJ212_REFUSAL_REASONS as readonly string[]).includes(code);

/** A stored reason as read: the HJ 212 reason's label, then its detail as written (the ingestion's own reasons are already words). */
export function reasonText(L: EnvLabels, reason: string | null): string {
  if (!reason) return '—';
  const [code = '', ...rest] = reason.split(' ');
  if (!isReason(code)) return reason;
  const detail = rest.join(' ');
  return detail ? `${L.td(hj212RefusalKey(code))}: ${detail}` : L.td(hj212RefusalKey(code));
}

function RefusalTable({ L, rows, testId, withMn }: { L: EnvLabels; rows: readonly EnvRefusalRow[]; testId: string; withMn?: boolean }) {
  return (
    <Table<EnvRefusalRow>
      data-testid={testId}
      rowKey="id"
      size="small"
      dataSource={[...rows]}
      locale={{ emptyText: L.t('refusals.empty') }}
      pagination={{ pageSize: 10, showSizeChanger: false }}
      scroll={{ x: true }}
      columns={[
        { title: L.t('refusals.at'), dataIndex: 'at', width: 170, render: (v: string) => formatDateTime(v) },
        ...(withMn ? [{ title: L.td('field.mn'), dataIndex: 'mn', width: 180, render: (v: string | null) => v ?? '—' }] : []),
        { title: L.t('refusals.reason'), dataIndex: 'reason', render: (v: string | null) => reasonText(L, v) },
        {
          title: L.t('refusals.raw'),
          dataIndex: 'raw',
          render: (v: string | null) =>
            v ? (
              <Typography.Text code style={{ wordBreak: 'break-all' }}>
                {v}
              </Typography.Text>
            ) : (
              '—'
            ),
        },
        { title: L.t('refusals.ip'), dataIndex: 'ip', width: 140, render: (v: string | null) => v ?? '—' },
      ]}
    />
  );
}

/**
 * Why data of the point was refused: its newest 100 refused batches and HJ 212 packets (reason and the
 * frame's first 200 characters); for administrators also the listener's packets that named no registered
 * point (an MN to register, a device misconfigured).
 */
export function RefusalsCard({ L, pointId }: { L: EnvLabels; pointId: string }) {
  const refusals = useRefusals(pointId);
  const can = usePerm();
  const unregistered = useUnregisteredRefusals(can('envReading:unregisteredRefusals'));
  return (
    <>
      <Card size="small" title={L.t('refusals.title')} data-testid="data-refusals">
        <RefusalTable L={L} rows={refusals.data ?? []} testId="refusals-table" />
      </Card>
      {unregistered.data && (
        <Card size="small" title={L.t('refusals.unregisteredTitle')} data-testid="data-unregistered">
          <RefusalTable L={L} rows={unregistered.data} testId="unregistered-table" withMn />
        </Card>
      )}
    </>
  );
}

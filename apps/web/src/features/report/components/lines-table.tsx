import type { HTMLAttributes } from 'react';
import { Table, type TablePaginationConfig } from 'antd';
import type { ReportLine } from '@carbon/domain';
import { Figure } from './figure';
import { formatPct, useReportLabels } from './labels';

type Props = {
  lines: ReportLine[];
  testId?: string;
  /** The server's paging (report/lines); without it, more than 20 lines page on the client. */
  pagination?: TablePaginationConfig;
  loading?: boolean;
};

/**
 * Each entity's line: its relationship, equity share, the percentage applied and why (the
 * engine's reason in the user's language), its gross total and its consolidated contribution
 * (which opens its derivation on the report page).
 */
export function LinesTable({ lines, testId = 'report-lines', pagination, loading }: Props) {
  const L = useReportLabels();
  return (
    <Table<ReportLine>
      data-testid={testId}
      size="small"
      rowKey="orgId"
      pagination={pagination ?? (lines.length > 20 ? { pageSize: 20, showSizeChanger: false } : false)}
      loading={loading}
      dataSource={lines}
      scroll={{ x: 'max-content' }}
      onRow={(l) => ({ 'data-testid': `${testId}-row-${l.orgId}` }) as HTMLAttributes<HTMLElement>}
      columns={[
        { title: L.t('lines.entity'), dataIndex: 'orgName' },
        { title: L.t('lines.relationship'), key: 'relationship', render: (_, l) => L.relationship(l.relationship) },
        { title: L.t('lines.equity'), key: 'equity', align: 'right', render: (_, l) => formatPct(l.equitySharePct) },
        { title: L.t('lines.applied'), key: 'applied', align: 'right', render: (_, l) => formatPct(l.appliedPct) },
        { title: L.t('lines.reason'), key: 'reason', render: (_, l) => <span data-testid={`line-reason-${l.orgId}`}>{L.reason(l)}</span> },
        { title: L.t('lines.gross'), key: 'gross', align: 'right', render: (_, l) => <Figure figure={null} value={l.gross.total} /> },
        {
          title: L.t('lines.consolidated'),
          key: 'consolidated',
          align: 'right',
          render: (_, l) => <Figure figure={`line:${l.orgId}`} name={l.orgName} value={l.consolidated.total} strong />,
        },
        { title: L.t('lines.entries'), dataIndex: 'entries', align: 'right' },
      ]}
    />
  );
}

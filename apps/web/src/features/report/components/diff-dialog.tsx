import { useState, type HTMLAttributes } from 'react';
import { Alert, Modal, Select, Space, Table, Tag } from 'antd';
import { Decimal, type ReportDetail } from '@carbon/domain';
import { useDiff } from '../api/report-api';
import { figureName, formatFigure, useReportLabels } from './labels';

type Row = NonNullable<ReturnType<typeof useDiff>['data']>[number];

/** The warning tint of antd's palette: a changed figure stands out in the list. */
const CHANGED_BACKGROUND = '#fffbe6';

const changed = (r: Row) => {
  try {
    return !new Decimal(r.change).isZero();
  } catch {
    return true;
  }
};

/** The name of a diff row's figure: "Scope 1", "6 Business travel", an organisation, a gas. */
function rowName(L: ReturnType<typeof useReportLabels>, r: Row): string {
  if (r.figure.startsWith('category:') && r.labelKey) return `${r.label} ${L.td(r.labelKey)}`;
  return figureName(L, r);
}

type Props = { detail: ReportDetail; onClose: () => void };

/**
 * Figure-by-figure differences between two published versions (report/diff): every figure
 * with its value in each and the change; the changed figures are highlighted.
 */
export function DiffDialog({ detail, onClose }: Props) {
  const L = useReportLabels();
  const numbers = detail.versions.map((v) => v.versionNo).sort((a, b) => a - b);
  // The latest two versions; the page mounts the dialog on each opening, so they are chosen afresh.
  const [from, setFrom] = useState<number | null>(numbers[numbers.length - 2] ?? null);
  const [to, setTo] = useState<number | null>(numbers[numbers.length - 1] ?? null);
  const diff = useDiff(detail.id, from, to);
  const options = numbers.map((n) => ({ value: n, label: L.t('version.published', { version: n }) }));

  return (
    <Modal open onCancel={onClose} footer={null} width={820} title={L.t('diff.title')} destroyOnHidden>
      <div data-testid="report-diff">
        <Space style={{ marginBottom: 12 }} wrap>
          <span>{L.t('diff.from')}</span>
          <Select data-testid="report-diff-from" style={{ width: 140 }} value={from} options={options} onChange={setFrom} />
          <span>{L.t('diff.to')}</span>
          <Select data-testid="report-diff-to" style={{ width: 140 }} value={to} options={options} onChange={setTo} />
        </Space>
        {from === to && <Alert type="info" showIcon message={L.t('diff.same')} />}
        {diff.error && <Alert type="error" showIcon message={diff.error.message} />}
        {diff.data && (
          <Table<Row>
            data-testid="report-diff-table"
            size="small"
            rowKey="figure"
            pagination={false}
            dataSource={diff.data}
            scroll={{ y: 420 }}
            onRow={(r) =>
              ({
                'data-testid': `diff-row-${r.figure}`,
                'data-changed': changed(r) ? 'true' : 'false',
                style: changed(r) ? { background: CHANGED_BACKGROUND } : undefined,
              }) as HTMLAttributes<HTMLElement>
            }
            columns={[
              { title: L.t('diff.figure'), key: 'name', render: (_, r) => rowName(L, r) },
              {
                title: L.t('version.published', { version: from ?? '' }),
                key: 'from',
                align: 'right',
                render: (_, r) => <span title={r.from}>{formatFigure(r.from)}</span>,
              },
              {
                title: L.t('version.published', { version: to ?? '' }),
                key: 'to',
                align: 'right',
                render: (_, r) => <span title={r.to}>{formatFigure(r.to)}</span>,
              },
              {
                title: L.t('diff.change'),
                key: 'change',
                align: 'right',
                render: (_, r) =>
                  changed(r) ? (
                    <Tag color={r.change.startsWith('-') ? 'green' : 'red'} title={r.change}>
                      {r.change.startsWith('-') ? '' : '+'}
                      {formatFigure(r.change)}
                    </Tag>
                  ) : (
                    '0'
                  ),
              },
            ]}
          />
        )}
      </div>
    </Modal>
  );
}

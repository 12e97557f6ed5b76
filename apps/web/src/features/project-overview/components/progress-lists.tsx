import type { HTMLAttributes } from 'react';
import { Card, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { ProgressProject } from '@carbon/domain';
import { formatDate } from '../../../lib/format';
import { caseDetailPath, formatFigure, formatShare, useOverviewLabels } from './labels';

type Kind = 'overdue' | 'flagged';

/** The overdue or flagged projects of progress control, each opening its project; "N of total" when the list is cut. */
export function ProgressList({
  kind,
  rows,
  total,
  threshold,
}: {
  kind: Kind;
  rows: readonly ProgressProject[];
  total: number;
  threshold: string;
}) {
  const L = useOverviewLabels();
  const title = kind === 'overdue' ? L.t('progress.overdue.title') : L.t('progress.flagged.title', { threshold: formatShare(threshold) });
  return (
    <Card
      size="small"
      title={title}
      data-testid={`progress-${kind}`}
      extra={
        <Typography.Text type="secondary" data-testid={`progress-${kind}-total`}>
          {rows.length < total ? L.t('progress.shownOf', { shown: rows.length, total }) : L.t('progress.total', { total })}
        </Typography.Text>
      }
    >
      <Table<ProgressProject>
        size="small"
        rowKey="id"
        dataSource={[...rows]}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        onRow={(r) => ({ 'data-testid': `progress-${kind}-row-${r.id}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: L.t('column.project'),
            key: 'name',
            render: (_, r) => (
              <>
                <Link to={caseDetailPath(r.id)} data-testid={`progress-${kind}-link-${r.id}`}>
                  {r.name}
                </Link>
                <div>
                  <Typography.Text type="secondary">{r.number}</Typography.Text>
                </div>
              </>
            ),
          },
          { title: L.t('column.org'), dataIndex: 'orgName', key: 'org' },
          { title: L.t('column.status'), key: 'status', render: (_, r) => <Tag>{L.status(r.status)}</Tag> },
          ...(kind === 'overdue'
            ? [
                { title: L.t('column.estimatedEnd'), key: 'end', render: (_: unknown, r: ProgressProject) => formatDate(r.estimatedEnd) },
                {
                  title: L.t('column.daysOverdue'),
                  key: 'days',
                  align: 'right' as const,
                  render: (_: unknown, r: ProgressProject) => <Typography.Text type="danger">{r.daysOverdue}</Typography.Text>,
                },
              ]
            : [
                {
                  title: `${L.t('column.reduction')} (${L.t('unit.reduction')})`,
                  key: 'reduction',
                  align: 'right' as const,
                  render: (_: unknown, r: ProgressProject) => formatFigure(r.annualCarbonReduction),
                },
                {
                  title: L.t('column.realisation'),
                  key: 'ratio',
                  align: 'right' as const,
                  render: (_: unknown, r: ProgressProject) => (
                    <Typography.Text type="warning">{formatShare(r.realisationRatio)}</Typography.Text>
                  ),
                },
              ]),
        ]}
      />
    </Card>
  );
}

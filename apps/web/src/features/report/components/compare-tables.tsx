import type { HTMLAttributes } from 'react';
import { Card, Table, Typography } from 'antd';
import type { ReportApproach, ReportLine, ScopeTotals } from '@carbon/domain';
import type { useCompare } from '../api/report-api';
import { Figure } from './figure';
import { formatPct, useReportLabels } from './labels';

type Compare = NonNullable<ReturnType<typeof useCompare>['data']>;
type Approach = Compare['approaches'][number];

const TOTALS: readonly (keyof ScopeTotals)[] = ['scope1', 'scope2Location', 'scope2Market', 'scope3', 'total', 'totalMarket'];

type EntityRow = { orgId: string; orgName: string; byApproach: Partial<Record<ReportApproach, ReportLine>> };

function entityRows(approaches: readonly Approach[]): EntityRow[] {
  const rows = new Map<string, EntityRow>();
  for (const a of approaches)
    for (const l of a.lines) {
      const row = rows.get(l.orgId) ?? { orgId: l.orgId, orgName: l.orgName, byApproach: {} };
      row.byApproach[a.approach] = l;
      rows.set(l.orgId, row);
    }
  return [...rows.values()];
}

/**
 * The same inventory consolidated by the three approaches, side by side (report/compare): the
 * totals, then each entity's applied percentage, why, and its contribution under each approach.
 */
export function CompareTables({ data }: { data: Compare }) {
  const L = useReportLabels();
  const approaches = data.approaches;
  const totalRows = TOTALS.map((k) => ({ key: k }));
  return (
    <Card size="small" title={L.t('compare.title')} data-testid="compare-result">
      <Table<{ key: keyof ScopeTotals }>
        data-testid="compare-table"
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={totalRows}
        onRow={(r) => ({ 'data-testid': `compare-row-${r.key}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          { title: L.t('compare.figure'), key: 'figure', render: (_, r) => L.td(`report.figure.${r.key}`) },
          ...approaches.map((a) => ({
            title: <span data-testid={`compare-approach-${a.approach}`}>{L.approach(a.approach)}</span>,
            key: a.approach,
            align: 'right' as const,
            render: (_: unknown, r: { key: keyof ScopeTotals }) => (
              <Figure figure={null} value={a.totals[r.key]} strong={r.key.startsWith('total')} />
            ),
          })),
        ]}
      />
      <Table<EntityRow>
        data-testid="compare-lines"
        size="small"
        style={{ marginTop: 16 }}
        rowKey="orgId"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={entityRows(approaches)}
        onRow={(r) => ({ 'data-testid': `compare-line-${r.orgId}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          { title: L.t('lines.entity'), dataIndex: 'orgName' },
          ...approaches.map((a) => ({
            title: L.approach(a.approach),
            key: a.approach,
            render: (_: unknown, r: EntityRow) => {
              const l = r.byApproach[a.approach];
              if (!l) return '—';
              return (
                <div>
                  <div>
                    {formatPct(l.appliedPct)} → <Figure figure={null} value={l.consolidated.total} strong />
                  </div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {L.relationship(l.relationship)} · {L.reason(l)}
                  </Typography.Text>
                </div>
              );
            },
          })),
        ]}
      />
    </Card>
  );
}

import { useState } from 'react';
import { Alert, Card, Space, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Decimal, type RenewableResult, type RenewableRow } from '@carbon/domain';
import { useRenewable } from '../api/achievement-api';
import { chartNumber, formatFigure, formatShare, useGoalLabels, type GoalLabels } from '../shared/labels';
import { OrgYearBar, useOrgYear } from '../shared/org-year';
import { LazyGoalChart } from '../shared/lazy-goal-chart';

type OrgYearRow = RenewableResult['orgs'][number];
type Figures = Pick<RenewableRow, 'greenPower' | 'greenCertificates' | 'projects' | 'renewable' | 'totalElectricity' | 'share'>;

const SOURCES = ['greenPower', 'greenCertificates', 'projects'] as const;
const COLORS: Record<(typeof SOURCES)[number], string> = { greenPower: '#52c41a', greenCertificates: '#13c2c2', projects: '#fadb14' };

/** The figures of a row (10,000 kWh each; the share of total electricity). */
function figureColumns<T extends Figures>(L: GoalLabels, keyOf: (r: T) => string): ColumnsType<T> {
  const cell = (k: keyof Figures) => (_: unknown, r: T) => (
    <span data-testid={`goal-ren-${keyOf(r)}-${k}`} title={r[k] ?? ''}>
      {k === 'share' ? formatShare(r.share) : formatFigure(r[k])}
    </span>
  );
  return [
    ...SOURCES.map((k) => ({ key: k, title: L.t(`renewable.${k}`), align: 'right' as const, render: cell(k) })),
    { key: 'renewable', title: L.t('renewable.renewable'), align: 'right' as const, render: cell('renewable') },
    { key: 'total', title: L.t('renewable.totalElectricity'), align: 'right' as const, render: cell('totalElectricity') },
    { key: 'share', title: L.t('renewable.share'), align: 'right' as const, render: cell('share') },
  ];
}

/** A share as a chart percentage (display only). */
const sharePercent = (share: string | null) => (share === null ? null : Number(new Decimal(share).times(100).toFixed(2)));

function Body({ L, data, orgId }: { L: GoalLabels; data: RenewableResult; orgId: string }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const current = data.orgs.find((o) => o.orgId === (chosen ?? orgId)) ?? data.orgs[0];
  const months = data.rows.filter((r) => r.orgId === current?.orgId).sort((a, b) => a.month - b.month);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Table<OrgYearRow>
        data-testid="goal-renewable-orgs"
        size="small"
        rowKey="orgId"
        dataSource={data.orgs}
        pagination={false}
        rowSelection={{ type: 'radio', selectedRowKeys: current ? [current.orgId] : [], onChange: (keys) => setChosen(String(keys[0])) }}
        columns={[{ key: 'org', title: L.t('column.org'), dataIndex: 'orgName' }, ...figureColumns<OrgYearRow>(L, (r) => r.orgId)]}
      />
      {current && (
        <Card size="small" title={L.t('renewable.trend', { org: current.orgName, unit: L.t('renewable.unit') })}>
          <LazyGoalChart
            testId="goal-renewable-chart"
            unit={L.t('renewable.unit')}
            rightUnit="%"
            categories={months.map((m) => L.month(m.month))}
            series={[
              ...SOURCES.map((k) => ({
                name: L.t(`renewable.${k}`),
                type: 'bar' as const,
                stack: 'renewable',
                color: COLORS[k],
                data: months.map((m) => (m.reported || k === 'projects' ? chartNumber(m[k]) : null)),
              })),
              {
                name: L.t('renewable.share'),
                type: 'line' as const,
                axis: 1 as const,
                color: '#1677ff',
                data: months.map((m) => sharePercent(m.share)),
              },
            ]}
          />
          <Table<RenewableRow>
            data-testid="goal-renewable-months"
            size="small"
            rowKey="month"
            dataSource={months}
            pagination={false}
            columns={[
              {
                key: 'month',
                title: L.t('column.month'),
                render: (_, r) => (
                  <Space size={4}>
                    {L.month(r.month)}
                    {!r.reported && <Tag data-testid={`goal-ren-${r.month}-notReported`}>{L.status('notReported')}</Tag>}
                  </Space>
                ),
              },
              ...figureColumns<RenewableRow>(L, (r) => `${r.orgId}-${r.month}`),
            ]}
          />
        </Card>
      )}
    </Space>
  );
}

/**
 * /ProjectEmissionReduction/renewable_Energy (data-testid `goal-renewable-page`): renewable
 * electricity per organisation and month in 10,000 kWh by source — green power and green
 * certificates from the inventory, the output of renewable (2R) projects — its share of the
 * electricity used, and the trend.
 */
export function RenewablePage() {
  const L = useGoalLabels();
  const sel = useOrgYear();
  const q = useRenewable({ orgId: sel.orgId, year: sel.year });
  const data = q.data?.orgId === sel.orgId ? q.data : undefined;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="goal-renewable-page">
      <OrgYearBar {...sel}>
        <Typography.Text type="secondary">{L.t('renewable.unitNote', { unit: L.t('renewable.unit') })}</Typography.Text>
      </OrgYearBar>
      {q.error && <Alert type="error" showIcon message={q.error.message} />}
      {!data ? q.error ? null : <Spin /> : <Body key={data.orgId} L={L} data={data} orgId={data.orgId} />}
    </Space>
  );
}

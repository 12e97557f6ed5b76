import { useMemo, type HTMLAttributes } from 'react';
import { Alert, Card, Col, Row, Space, Spin, Table } from 'antd';
import type { ProjectProgress } from '@carbon/domain';
import { useProgress } from '../api/project-overview-api';
import { useOverviewLabels } from './labels';
import { BarChartCard, COLORS } from './overview-charts';
import { OrgCell } from './org-cell';
import { OverviewFilter, useOverviewQuery } from './overview-filter';
import { ProgressList } from './progress-lists';

type OrgRow = ProjectProgress['byOrg'][number];

/** Projects per child organisation and stage; a child's name drills down into its subtree. */
function ProgressOrgTable({ data }: { data: ProjectProgress }) {
  const L = useOverviewLabels();
  const stages = data.byStage.map((s) => s.stage);
  return (
    <Card size="small" title={L.t('progress.byOrg')} data-testid="progress-by-org">
      <Table<OrgRow>
        size="small"
        rowKey="orgId"
        dataSource={data.byOrg}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(r) => ({ 'data-testid': `progress-org-row-${r.orgId}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          { title: L.t('column.org'), key: 'org', fixed: 'left', render: (_, r) => <OrgCell row={r} testId="progress-org" /> },
          { title: L.t('column.count'), dataIndex: 'count', key: 'count', align: 'right' },
          ...stages.map((stage) => ({
            title: L.stage(stage),
            key: stage,
            align: 'right' as const,
            render: (_: unknown, r: OrgRow) => r.byStage.find((s) => s.stage === stage)?.count ?? 0,
          })),
        ]}
      />
    </Card>
  );
}

/**
 * /ProjectEmissionReduction/Project_ERPC[?orgId=&year=] (data-testid `progress-page`): progress
 * control of an organisation's projects: by stage, by child organisation (drill down), the
 * overdue ones (estimated end passed before acceptance) and those realising less than the
 * threshold share of their estimated reduction.
 */
export function ProgressPage() {
  const L = useOverviewLabels();
  const { query } = useOverviewQuery();
  const progress = useProgress(query);
  const data = progress.data;
  const stageChart = useMemo(
    () =>
      data && {
        categories: data.byStage.map((s) => L.stage(s.stage)),
        series: [{ name: L.t('measure.count'), values: data.byStage.map((s) => String(s.count)), color: COLORS.count, decimals: 0 }],
      },
    [data, L],
  );
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="progress-page">
      <Card size="small">
        <OverviewFilter testId="progress-filter" />
      </Card>
      {progress.error && <Alert type="error" showIcon message={<span data-testid="progress-error">{progress.error.message}</span>} />}
      {progress.isLoading && <Spin />}
      {data && stageChart && (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <BarChartCard
                testId="progress-by-stage"
                title={L.t('progress.byStage')}
                categories={stageChart.categories}
                series={stageChart.series}
                axes={[L.t('unit.projects')]}
              />
            </Col>
            <Col xs={24} xl={12}>
              <ProgressOrgTable data={data} />
            </Col>
          </Row>
          <ProgressList kind="overdue" rows={data.overdue} total={data.overdueTotal} threshold={data.threshold} />
          <ProgressList kind="flagged" rows={data.flagged} total={data.flaggedTotal} threshold={data.threshold} />
        </>
      )}
    </Space>
  );
}

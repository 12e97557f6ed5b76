import { useState } from 'react';
import { Alert, Card, InputNumber, Segmented, Space, Spin, Table, Typography } from 'antd';
import { DEFAULT_BASELINE_YEAR, type ReductionAchievementRow } from '@carbon/domain';
import { ExportButton } from '../../../components/export-button';
import { usePerm } from '../../../components/use-perm';
import { achievementApi, useReductionAchievement, useReductionByYear } from '../api/achievement-api';
import { useGoalLabels, type GoalLabels } from '../shared/labels';
import { OrgYearBar, useOrgYear } from '../shared/org-year';
import { classColumns, classLabel, CLASSES, NoTarget } from './reduction-columns';
import { BAR_COLOR, bars, LazyGoalChart } from '../shared/lazy-goal-chart';

type YearRow = NonNullable<ReturnType<typeof useReductionByYear>['data']>['rows'][number];

/** Target, estimated and realised of the classes of one row, as a chart (categories 1R, 2R, 3R, total). */
function ClassChart({ L, row, testId }: { L: GoalLabels; row: ReductionAchievementRow; testId: string }) {
  return (
    <LazyGoalChart
      testId={testId}
      unit="tCO2e"
      categories={CLASSES.map((c) => classLabel(L, c))}
      series={[
        bars(L.t('reduction.target'), BAR_COLOR.target, CLASSES, (c) => row[c].target),
        bars(L.t('reduction.estimated'), BAR_COLOR.estimated, CLASSES, (c) => row[c].estimated),
        bars(L.t('reduction.realised'), BAR_COLOR.realised, CLASSES, (c) => row[c].realised),
      ]}
    />
  );
}

function ByOrganisation({ L, orgId, year }: { L: GoalLabels; orgId: string; year: number }) {
  const q = useReductionAchievement({ orgId, year });
  const [chosen, setChosen] = useState<string | null>(null);
  if (q.error) return <Alert type="error" showIcon message={q.error.message} />;
  const d = q.data;
  if (!d) return <Spin />;
  const row = d.rows.find((r) => r.orgId === (chosen ?? orgId)) ?? d.rows[0];
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="goal-reduction-by-org">
      {row && (
        <Card size="small" title={L.t('reduction.chartTitle', { org: row.orgName })}>
          <ClassChart L={L} row={row} testId="goal-reduction-chart" />
        </Card>
      )}
      <Table<ReductionAchievementRow>
        size="small"
        bordered
        rowKey="orgId"
        dataSource={d.rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(r) => ({ onClick: () => setChosen(r.orgId) })}
        columns={[
          {
            key: 'org',
            title: L.t('column.org'),
            fixed: 'left',
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <Typography.Link data-testid={`goal-red-org-${r.orgId}`}>{r.orgName}</Typography.Link>
                <NoTarget row={r} testId={`goal-red-${r.orgId}-noTarget`} />
              </Space>
            ),
          },
          ...classColumns<ReductionAchievementRow>(L, (r) => r.orgId),
        ]}
      />
    </Space>
  );
}

function ByTime({ L, orgId, year }: { L: GoalLabels; orgId: string; year: number }) {
  const [from, setFrom] = useState(Math.min(DEFAULT_BASELINE_YEAR, year));
  const q = useReductionByYear({ orgId, from, to: year });
  const d = q.data;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="goal-reduction-by-time">
      <Space>
        <Typography.Text>{L.t('field.from')}</Typography.Text>
        <InputNumber data-testid="goal-from" min={1900} max={year} precision={0} value={from} onChange={(v) => v && setFrom(v)} />
      </Space>
      {q.error && <Alert type="error" showIcon message={q.error.message} />}
      {d && (
        <>
          <Card size="small" title={L.t('reduction.chartTitle', { org: d.orgName })}>
            <LazyGoalChart
              testId="goal-reduction-year-chart"
              unit="tCO2e"
              categories={d.rows.map((r) => String(r.year))}
              series={[
                bars(L.t('reduction.target'), BAR_COLOR.target, d.rows, (r) => r.total.target),
                bars(L.t('reduction.estimated'), BAR_COLOR.estimated, d.rows, (r) => r.total.estimated),
                bars(L.t('reduction.realised'), BAR_COLOR.realised, d.rows, (r) => r.total.realised),
              ]}
            />
          </Card>
          <Table<YearRow>
            size="small"
            bordered
            rowKey="year"
            dataSource={d.rows}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                key: 'year',
                title: L.t('column.year'),
                fixed: 'left',
                render: (_, r) => (
                  <Space direction="vertical" size={0}>
                    {r.year}
                    <NoTarget row={r} testId={`goal-red-${r.year}-noTarget`} />
                  </Space>
                ),
              },
              ...classColumns<YearRow>(L, (r) => String(r.year)),
            ]}
          />
        </>
      )}
    </Space>
  );
}

/**
 * /ProjectEmissionReduction/Reduce_GAS (data-testid `goal-reduction-page`): the 1R / 2R / 3R
 * reduction targets against the estimated reductions of approved projects and the realised
 * ones of their effect evaluations, by organisation or by time, with a chart and the export.
 */
export function ReduceGasPage() {
  const L = useGoalLabels();
  const can = usePerm();
  const sel = useOrgYear();
  const [view, setView] = useState<'org' | 'time'>('org');
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="goal-reduction-page">
      <OrgYearBar
        {...sel}
        extra={
          can(achievementApi.reductionAchievementExport.permission) &&
          sel.orgId && (
            <ExportButton
              testId="goal-reduction-export"
              endpoint={achievementApi.reductionAchievementExport}
              getQuery={() => ({ year: sel.year, orgId: sel.orgId ?? '' })}
              fallbackName={L.t('exportName.reduction', { year: sel.year })}
            />
          )
        }
      >
        <Segmented
          data-testid="goal-view"
          value={view}
          onChange={(v) => setView(v as 'org' | 'time')}
          options={[
            { value: 'org', label: L.t('tabs.org') },
            { value: 'time', label: L.t('tabs.time') },
          ]}
        />
      </OrgYearBar>
      {!sel.orgId ? (
        <Spin />
      ) : view === 'org' ? (
        <ByOrganisation L={L} orgId={sel.orgId} year={sel.year} />
      ) : (
        <ByTime L={L} orgId={sel.orgId} year={sel.year} />
      )}
    </Space>
  );
}

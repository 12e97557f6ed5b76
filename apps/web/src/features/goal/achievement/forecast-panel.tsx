import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Checkbox, DatePicker, Space, Spin, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { PROJECT_STATUS, threeRLabelKey, type ForecastProjectRow, type ThreeR } from '@carbon/domain';
import { useForecast, useWhatIf } from '../api/achievement-api';
import { enumText, formatFigure, useGoalLabels } from '../shared/labels';
import { ForecastCard } from './forecast-card';
import { defaultPicks, picksChanged, whatIfBody, type Picks } from './what-if';

/**
 * The forecast and the what-if (data-testid `goal-forecast-panel`): the forecast as the plan
 * stands, and the pipeline projects to tick or untick, or to move in time; any change asks the
 * server for the forecast with exactly those projects, and the card shows how the gap moved.
 */
export function ForecastPanel({ orgId, year }: { orgId: string; year: number }) {
  const L = useGoalLabels();
  const base = useForecast({ orgId, year });
  const projects = useMemo(() => base.data?.projects ?? [], [base.data]);
  const [picks, setPicks] = useState<Picks>(new Map());
  useEffect(() => setPicks(defaultPicks(projects)), [projects]);
  const changed = picksChanged(projects, picks);
  const whatIf = useWhatIf(whatIfBody(year, orgId, projects, picks), changed && !!base.data);

  const set = (id: string, next: Partial<{ included: boolean; completion: string | null }>) =>
    setPicks((prev) => {
      const cur = prev.get(id) ?? { included: false, completion: null };
      return new Map(prev).set(id, { ...cur, ...next });
    });

  if (base.error) return <Alert type="error" showIcon message={base.error.message} />;
  if (!base.data) return <Spin />;
  const shown = changed && whatIf.data ? whatIf.data : null;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="goal-forecast-panel">
      {whatIf.error && changed && (
        <Alert type="error" showIcon message={<span data-testid="goal-whatif-error">{whatIf.error.message}</span>} />
      )}
      <Spin spinning={changed && whatIf.isFetching}>
        <ForecastCard shape={shown ? shown.forecast : base.data.forecast} gapChange={shown?.gapChange} whatIf={!!shown} />
      </Spin>
      <Card
        size="small"
        title={L.t('whatIf.title')}
        extra={
          <Button size="small" data-testid="goal-whatif-reset" disabled={!changed} onClick={() => setPicks(defaultPicks(projects))}>
            {L.t('whatIf.reset')}
          </Button>
        }
      >
        <Table<ForecastProjectRow>
          size="small"
          rowKey="id"
          dataSource={projects}
          pagination={projects.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          locale={{ emptyText: L.t('whatIf.none') }}
          columns={[
            {
              key: 'pick',
              title: L.t('whatIf.count'),
              width: 80,
              render: (_, p) => (
                <Checkbox
                  data-testid={`goal-whatif-pick-${p.id}`}
                  checked={picks.get(p.id)?.included ?? p.included}
                  onChange={(e) => set(p.id, { included: e.target.checked })}
                />
              ),
            },
            {
              key: 'name',
              title: L.t('whatIf.project'),
              render: (_, p) => (
                <Space size={4} wrap>
                  {p.number && <Tag>{p.number}</Tag>}
                  {p.name}
                  {p.committed && <Tag color="blue">{L.t('whatIf.committed')}</Tag>}
                </Space>
              ),
            },
            { key: 'status', title: L.t('whatIf.status'), render: (_, p) => enumText(L.td, PROJECT_STATUS, p.status) },
            { key: 'threeR', title: L.t('whatIf.threeR'), render: (_, p) => (p.threeR ? L.td(threeRLabelKey(p.threeR as ThreeR)) : '—') },
            {
              key: 'reduction',
              title: L.t('whatIf.annualReduction'),
              align: 'right',
              render: (_, p) => <span title={p.annualReduction}>{formatFigure(p.annualReduction)}</span>,
            },
            {
              key: 'completion',
              title: L.t('whatIf.completion'),
              render: (_, p) => {
                const value = picks.get(p.id)?.completion ?? p.completion;
                return (
                  <DatePicker
                    size="small"
                    allowClear={false}
                    data-testid={`goal-whatif-date-${p.id}`}
                    value={value ? dayjs(value) : null}
                    onChange={(d) => d && set(p.id, { completion: d.format('YYYY-MM-DD') })}
                  />
                );
              },
            },
          ]}
        />
      </Card>
    </Space>
  );
}

import { Descriptions, Drawer, Table, Typography } from 'antd';
import type { ActualSource } from '@carbon/domain';
import { formatFigure, useGoalLabels } from '../shared/labels';
import { SourceLinks } from '../../../components/source-links';

/** An actual figure opened: which organisation and period, its value, and the sources it sums. */
export type OpenedActual = { orgName: string; period: string; value: string | null; sources: ActualSource[] };

/**
 * What an actual is drawn from (data-testid `goal-sources`): the approved inventory tasks of each
 * inventory project (Σ = the actual), each opening the task's summary and entries, and the
 * project's consolidated report with every figure's derivation.
 */
export function SourcesDrawer({ opened, onClose }: { opened: OpenedActual | null; onClose: () => void }) {
  const L = useGoalLabels();
  return (
    <Drawer open={!!opened} onClose={onClose} width="min(900px, 90vw)" title={L.t('sources.title')} destroyOnHidden>
      {opened && (
        <div data-testid="goal-sources">
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label={L.t('field.org')}>{opened.orgName}</Descriptions.Item>
            <Descriptions.Item label={L.t('sources.period')}>{opened.period}</Descriptions.Item>
            <Descriptions.Item label={L.t('column.actual')}>
              <span data-testid="goal-sources-value" title={opened.value ?? ''}>
                {opened.value === null ? L.status('notReported') : `${formatFigure(opened.value)} tCO2e`}
              </span>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {L.t('sources.hint')}
          </Typography.Paragraph>
          <Table<ActualSource>
            size="small"
            rowKey={(s) => `${s.projectId}:${s.orgId}:${s.month ?? 'y'}`}
            dataSource={opened.sources}
            pagination={false}
            locale={{ emptyText: L.t('sources.none') }}
            columns={[
              { key: 'project', title: L.t('sources.project'), render: (_, s) => s.projectName },
              {
                key: 'month',
                title: L.t('sources.month'),
                render: (_, s) => (s.month === null ? L.t('sources.annual') : L.month(s.month)),
              },
              {
                key: 'actual',
                title: L.t('column.actual'),
                align: 'right',
                render: (_, s) => <span title={s.actual}>{formatFigure(s.actual)}</span>,
              },
              {
                key: 'tasks',
                title: L.t('sources.tasks'),
                render: (_, s) => (
                  <SourceLinks
                    taskIds={s.taskIds}
                    projectId={s.projectId}
                    orgId={s.orgId}
                    prefix="goal-source"
                    taskText={(id) => L.t('sources.task', { id })}
                    reportText={L.t('sources.report')}
                  />
                ),
              },
            ]}
          />
        </div>
      )}
    </Drawer>
  );
}

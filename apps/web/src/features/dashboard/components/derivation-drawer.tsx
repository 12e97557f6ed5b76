import { Alert, Descriptions, Drawer, Space, Table } from 'antd';
import type { DashboardSource, DashboardSummary } from '@carbon/domain';
import type { KpiFigure } from './kpi-cards';
import type { DashboardLabels } from './labels';
import { SourceLinks } from '../../../components/source-links';

/** The sources behind the year's figure: the annual inventory, or the twelve months. */
const sourcesOfYear = (s: DashboardSummary): DashboardSource[] =>
  s.basis === 'annual' ? s.sources.filter((x) => x.month === null) : s.basis === 'months' ? s.sources.filter((x) => x.month !== null) : [];

/**
 * A figure opened (data-testid `dash-derivation`): its value, how the year is drawn (annual
 * inventory or twelve months), and the approved inventory tasks it sums, each opening the task
 * and the project's consolidated report.
 */
export function DerivationDrawer({
  s,
  figure,
  L,
  onClose,
}: {
  s: DashboardSummary;
  figure: KpiFigure | null;
  L: DashboardLabels;
  onClose: () => void;
}) {
  const sources = sourcesOfYear(s);
  return (
    <Drawer open={figure !== null} onClose={onClose} width="min(860px, 92vw)" title={L.t('derivation.title')} destroyOnHidden>
      {figure && (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="dash-derivation">
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={L.t('field.org')}>{s.orgName}</Descriptions.Item>
            <Descriptions.Item label={L.t('field.year')}>{s.year}</Descriptions.Item>
            <Descriptions.Item label={L.t(`figure.${figure}`)}>
              <span data-testid="dash-derivation-value" title={s[figure] ?? ''}>
                {s[figure] === null ? L.notReported : `${L.amount(s[figure])} tCO2e`}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={L.t('derivation.basis')}>{L.t(`basis.${s.basis ?? 'none'}`)}</Descriptions.Item>
          </Descriptions>
          <Alert type="info" showIcon message={L.t('derivation.rule')} />
          <Table<DashboardSource>
            size="small"
            rowKey={(x) => `${x.projectId}:${x.month ?? 'y'}`}
            dataSource={sources}
            pagination={false}
            locale={{ emptyText: L.notReported }}
            columns={[
              { key: 'project', title: L.t('derivation.project'), render: (_, x) => x.projectName },
              {
                key: 'period',
                title: L.t('derivation.period'),
                render: (_, x) => (x.month === null ? L.t('basis.annual') : L.month(x.month)),
              },
              {
                key: 'total',
                title: L.t('figure.total'),
                align: 'right',
                render: (_, x) => <span title={x.total}>{L.amount(x.total)}</span>,
              },
              {
                key: 'open',
                title: L.t('derivation.open'),
                render: (_, x) => (
                  <SourceLinks
                    taskIds={x.taskIds}
                    projectId={x.projectId}
                    orgId={s.orgId}
                    prefix="dash-derivation"
                    taskText={(id) => L.t('derivation.task', { id })}
                    reportText={L.t('derivation.report')}
                  />
                ),
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}

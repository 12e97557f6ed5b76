import { Drawer } from 'antd';
import type { GoalRevisionRow } from '@carbon/domain';
import { formatDateTime } from '../../../lib/format';
import { useRevisions, type SettingKind } from '../api/goal-api';
import { formatFigure, type GoalLabels } from '../shared/labels';
import { ListTable } from '../../../components/list-table';

type Props = { L: GoalLabels; kind: SettingKind; year: number; org: { orgId: string; orgName: string } | null; onClose: () => void };

const fig = (v: string | null) => <span title={v ?? ''}>{formatFigure(v)}</span>;

/** Every submission of one organisation's target, newest first (data-testid `goal-revisions`). */
export function RevisionsDrawer({ L, kind, year, org, onClose }: Props) {
  const q = useRevisions(org ? { orgId: org.orgId, year, kind } : null);
  const figures =
    kind === 'control'
      ? [
          { key: 'annual', title: L.t('column.annual'), render: (_: unknown, r: GoalRevisionRow) => fig(r.annual) },
          {
            key: 'months',
            title: L.t('column.months'),
            render: (_: unknown, r: GoalRevisionRow) => (r.months ?? []).map((m) => formatFigure(m)).join(' · '),
          },
        ]
      : (['total', 'reduce', 'replace', 'resolve'] as const).map((k) => ({
          key: k,
          title: L.t(`column.${k}`),
          render: (_: unknown, r: GoalRevisionRow) => fig(r[k]),
        }));
  return (
    <Drawer
      open={!!org}
      onClose={onClose}
      width="min(1000px, 90vw)"
      title={L.t('history.title', { org: org?.orgName ?? '' })}
      destroyOnHidden
    >
      <div data-testid="goal-revisions">
        <ListTable<GoalRevisionRow>
          rowKey="revision"
          read={q}
          rows={q.data}
          columns={[
            { key: 'revision', title: L.t('history.revision'), dataIndex: 'revision' },
            { key: 'baselineYear', title: L.t('field.baselineYear'), dataIndex: 'baselineYear' },
            ...figures,
            { key: 'by', title: L.t('history.by'), render: (_, r) => r.submittedByName ?? r.submittedBy },
            { key: 'at', title: L.t('history.at'), render: (_, r) => formatDateTime(r.submittedAt) },
          ]}
        />
      </div>
    </Drawer>
  );
}

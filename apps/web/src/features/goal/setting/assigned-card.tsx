import { Alert, Descriptions } from 'antd';
import type { ControlGoalRow, ReductionGoalRow } from '@carbon/domain';
import { useControlAssigned, useReductionAssigned, type SettingKind } from '../api/goal-api';
import { formatFigure, type GoalLabels } from '../shared/labels';

type Props = { L: GoalLabels; kind: SettingKind; year: number; orgId: string };

function Figures({ L, row }: { L: GoalLabels; row: ControlGoalRow | ReductionGoalRow }) {
  const items =
    'annual' in row
      ? [{ key: 'annual', label: L.t('column.annual'), value: row.annual }]
      : (['total', 'reduce', 'replace', 'resolve'] as const).map((k) => ({ key: k, label: L.t(`column.${k}`), value: row[k] }));
  return (
    <Descriptions size="small" column={4}>
      {items.map((i) => (
        <Descriptions.Item key={i.key} label={i.label}>
          <span data-testid={`goal-assigned-${row.orgId}-${i.key}`} title={i.value}>
            {formatFigure(i.value)}
          </span>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/**
 * The figure handed down to the caller's level to split (synchronised on the level above's
 * submission), read-only; or a note that nothing was submitted yet (data-testid `goal-assigned-<orgId>`).
 */
export function AssignedCard({ L, kind, year, orgId }: Props) {
  const control = useControlAssigned(year, kind === 'control' ? orgId : null);
  const reduction = useReductionAssigned(year, kind === 'reduction' ? orgId : null);
  const q = kind === 'control' ? control : reduction;
  if (!q.data) return null;
  const { assigned } = q.data;
  return (
    <Alert
      type={assigned ? 'info' : 'warning'}
      showIcon
      data-testid={`goal-assigned-${orgId}`}
      message={
        assigned
          ? L.t('assigned.title', { org: assigned.orgName, revision: assigned.revision })
          : L.t('assigned.none', { org: q.data.orgName })
      }
      description={assigned ? <Figures L={L} row={assigned} /> : undefined}
    />
  );
}

import { Tag, Typography, type TableColumnsType } from 'antd';
import type { AchievementOrg, AchievementResult, AchievementRow, MonthAchievementStatus } from '@carbon/domain';
import { formatFigure, useGoalLabels } from '../shared/labels';
import { StatusTag } from '../shared/status-tag';
import type { OpenedActual } from './sources-drawer';

type Props = { value: string | null; testId: string; onOpen: () => void; status?: MonthAchievementStatus };

/**
 * An actual figure, rounded (exact in the title), that opens its derivation (data-testid
 * `<testId>`); when there is none, "data not reported", or "annual data only" for a month of a
 * year reported by an annual inventory (`status`).
 */
export function ActualLink({ value, testId, onOpen, status }: Props) {
  const L = useGoalLabels();
  if (value === null)
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {L.status(status === 'annualOnly' ? 'annualOnly' : 'notReported')}
      </Typography.Text>
    );
  return (
    <Typography.Link data-testid={testId} title={value} onClick={onOpen}>
      {formatFigure(value)}
    </Typography.Link>
  );
}

/** A control target still a draft (not yet submitted): counted with its draft figures, and said so. */
export function DraftTag({ state, testId }: { state: 'submitted' | 'draft'; testId: string }) {
  const L = useGoalLabels();
  if (state !== 'draft') return null;
  return (
    <Tag color="orange" style={{ marginLeft: 6 }} data-testid={testId}>
      {L.t('achievement.draftTarget')}
    </Tag>
  );
}

/**
 * Opening an organisation's actual, of the year (`month` null) or of one month: its figure and the
 * sources it is drawn from, for the sources drawer.
 */
export function useOpenActual(data: AchievementResult, onOpen: (a: OpenedActual) => void) {
  const L = useGoalLabels();
  return (org: Pick<AchievementOrg, 'orgId' | 'orgName'>, month: number | null, value: string | null) =>
    onOpen({
      orgName: org.orgName,
      period: month === null ? String(data.year) : `${data.year} · ${L.month(month)}`,
      value,
      sources: data.sources.filter((s) => s.orgId === org.orgId && (month === null || s.month === month)),
    });
}

/** A month's actual (opening its sources) and state, the last columns of every table of months. */
export function monthActualColumns(
  L: ReturnType<typeof useGoalLabels>,
  open: (row: AchievementRow) => void,
): TableColumnsType<AchievementRow> {
  return [
    {
      key: 'actual',
      title: L.t('column.actual'),
      align: 'right',
      render: (_, r) => (
        <ActualLink value={r.actual} status={r.status} testId={`goal-actual-${r.orgId}-${r.month}`} onOpen={() => open(r)} />
      ),
    },
    {
      key: 'status',
      title: L.t('column.status'),
      render: (_, r) => <StatusTag status={r.status} partial={r.partial} testId={`goal-status-${r.orgId}-${r.month}`} />,
    },
  ];
}

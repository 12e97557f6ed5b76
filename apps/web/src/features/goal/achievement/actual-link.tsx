import { Tag, Typography } from 'antd';
import type { MonthAchievementStatus } from '@carbon/domain';
import { formatFigure, useGoalLabels } from '../shared/labels';

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

import { Tag } from 'antd';
import type { AchievementStatus } from '@carbon/domain';
import { useGoalLabels } from './labels';

const COLOR: Record<AchievementStatus, string> = { met: 'green', notMet: 'red', notReported: 'default' };

/** An achievement state as a tag (data-testid `<testId>`, `data-status` the wire word): meets, does not meet, data not reported. */
export function StatusTag({ status, testId }: { status: AchievementStatus | null; testId?: string }) {
  const L = useGoalLabels();
  if (!status) return <span data-testid={testId}>—</span>;
  return (
    <Tag color={COLOR[status]} data-testid={testId} data-status={status}>
      {L.status(status)}
    </Tag>
  );
}

import { Tag } from 'antd';
import type { MonthAchievementStatus } from '@carbon/domain';
import { useGoalLabels } from './labels';

const COLOR: Record<MonthAchievementStatus, string> = { met: 'green', notMet: 'red', notReported: 'default', annualOnly: 'blue' };

/**
 * An achievement state as a tag (data-testid `<testId>`, `data-status` the wire word): meets, does not
 * meet, data not reported, annual data only; `partial` adds that the figure sums only some of the
 * organisations below (the Fii rolling up its business groups).
 */
export function StatusTag({ status, testId, partial }: { status: MonthAchievementStatus | null; testId?: string; partial?: boolean }) {
  const L = useGoalLabels();
  if (!status) return <span data-testid={testId}>—</span>;
  return (
    <>
      <Tag color={COLOR[status]} data-testid={testId} data-status={status}>
        {L.status(status)}
      </Tag>
      {partial && (
        <Tag data-testid={testId ? `${testId}-partial` : undefined} title={L.t('achievement.partialHint')}>
          {L.t('achievement.partial')}
        </Tag>
      )}
    </>
  );
}

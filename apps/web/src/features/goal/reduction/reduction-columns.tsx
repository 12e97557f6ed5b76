import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { threeRLabelKey, type ReductionAchievementRow } from '@carbon/domain';
import { formatFigure, formatShare, type GoalLabels } from '../shared/labels';

/** The four classes of a reduction row: 1R, 2R, 3R and the organisation's total. */
export const CLASSES = ['reduce', 'replace', 'resolve', 'total'] as const;
export type ReductionClass = (typeof CLASSES)[number];
type Classes = Pick<ReductionAchievementRow, ReductionClass | 'noTarget' | 'message'>;

export const classLabel = (L: GoalLabels, c: ReductionClass) => (c === 'total' ? L.t('reduction.total') : L.td(threeRLabelKey(c)));

/**
 * Target, estimated (approved projects) and realised (effect evaluations) per class, each ratio
 * to the target in its title; "no matching target found" where the organisation has none.
 */
export function classColumns<T extends Classes>(L: GoalLabels, keyOf: (r: T) => string): ColumnsType<T> {
  return CLASSES.map((c) => ({
    key: c,
    title: classLabel(L, c),
    children: [
      {
        key: `${c}-target`,
        title: L.t('reduction.target'),
        align: 'right' as const,
        render: (_: unknown, r: T) =>
          r.noTarget ? (
            <Typography.Text type="secondary">—</Typography.Text>
          ) : (
            <span data-testid={`goal-red-${keyOf(r)}-${c}-target`} title={r[c].target ?? ''}>
              {formatFigure(r[c].target)}
            </span>
          ),
      },
      {
        key: `${c}-estimated`,
        title: L.t('reduction.estimated'),
        align: 'right' as const,
        render: (_: unknown, r: T) => (
          <span data-testid={`goal-red-${keyOf(r)}-${c}-estimated`} title={`${r[c].estimated} · ${formatShare(r[c].estimatedRatio)}`}>
            {formatFigure(r[c].estimated)}
          </span>
        ),
      },
      {
        key: `${c}-realised`,
        title: L.t('reduction.realised'),
        align: 'right' as const,
        render: (_: unknown, r: T) => (
          <span data-testid={`goal-red-${keyOf(r)}-${c}-realised`} title={`${r[c].realised} · ${formatShare(r[c].realisedRatio)}`}>
            {formatFigure(r[c].realised)}
            {r[c].reached !== null && (
              <Tag color={r[c].reached ? 'green' : 'orange'} style={{ marginLeft: 4 }}>
                {L.t(r[c].reached ? 'reduction.reached' : 'reduction.notReached')}
              </Tag>
            )}
          </span>
        ),
      },
    ],
  }));
}

/** "No matching target found" (spec §8), as the server words it, beside the organisation or year. */
export function NoTarget({ row, testId }: { row: Classes; testId: string }) {
  if (!row.noTarget) return null;
  return (
    <Tag color="warning" data-testid={testId}>
      {row.message}
    </Tag>
  );
}

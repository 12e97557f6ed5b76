import { Segmented, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { inventoryTaskContract, type InputOf, type InventoryEntryPageRow } from '@carbon/domain';
import { useCall } from '../../../lib/query';
import { approvalStatusText, FILL_NS, taskStatusLabel, type T } from '../fill/labels';

/** Issue 25: the rows the totals count (tasks submitted or approved), or the drafts not yet submitted, or every row. */
export type DetailsStage = 'submitted' | 'draft' | 'all';
type EntryQuery = InputOf<typeof inventoryTaskContract.endpoints.entryPage>;

/** A page of the entries of the task and its subtree, of one stage. */
export const useDetailEntries = (q: { taskId: string; stage: DetailsStage; pageNo: number; pageSize: number }) =>
  useCall(
    inventoryTaskContract.endpoints.entryPage,
    {
      taskId: q.taskId,
      subtree: 'true',
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      ...(q.stage === 'all' ? {} : { stage: q.stage }),
    } as EntryQuery,
    { enabled: !!q.taskId, retry: false },
  );

const COLOURS: Record<number, string> = { 5: 'processing', 6: 'processing', 7: 'success' };

/** The status of a row's task as the task list says it: rejected, waiting for <the chosen approver's level>, or its status. */
export function rowStatusText(td: T, r: Pick<InventoryEntryPageRow, 'taskStatus' | 'taskApprovalStatus' | 'taskWaitingLevel'>): string {
  if (r.taskApprovalStatus === 'rejected' && r.taskStatus !== 7) return approvalStatusText(td, 'rejected');
  return taskStatusLabel(td, { status: r.taskStatus, waitingLevel: r.taskWaitingLevel });
}

export function RowStatus({ row }: { row: InventoryEntryPageRow }) {
  const { t: td } = useTranslation('domain');
  const rejected = row.taskApprovalStatus === 'rejected' && row.taskStatus !== 7;
  return (
    <Tag color={rejected ? 'error' : (COLOURS[row.taskStatus] ?? 'default')} data-testid={`details-status-${row.id}`}>
      {rowStatusText(td, row)}
    </Tag>
  );
}

/** Submitted and approved (default) / drafts not yet submitted / all. */
export function StageSwitch({ value, onChange }: { value: DetailsStage; onChange: (v: DetailsStage) => void }) {
  const { t } = useTranslation(FILL_NS);
  return (
    <Segmented<DetailsStage>
      data-testid="details-stage"
      value={value}
      onChange={onChange}
      options={(['submitted', 'draft', 'all'] as const).map((s) => ({
        value: s,
        label: <span data-testid={`details-stage-${s}`}>{t(`details.stage.${s}`)}</span>,
      }))}
    />
  );
}

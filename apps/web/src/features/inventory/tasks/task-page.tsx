import { useState } from 'react';
import { Segmented } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canTaskTransition, TASK_EDITABLE_STATUSES, type FillTaskStatusCode, type InventoryTaskRow } from '@carbon/domain';
import { PageTable } from '../../../components/page-table';
import { usePerm } from '../../../components/use-perm';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { useLoginUser } from '../../../lib/login-user';
import { useCall } from '../../../lib/query';
import { projectApi, taskApi } from '../api/list-api';
import { useDomainT } from '../projects/enum-labels';
import { DistributeDialog } from './distribute-dialog';
import { LaterApproversDialog } from './later-approvers-dialog';
import { useTaskColumns, type TaskAction } from './task-columns';
import { TASK_LINKS } from './task-links';

export type Relation = 'all' | 'participated' | 'initiated';
const RELATIONS: readonly Relation[] = ['all', 'participated', 'initiated'];

/** The projects offered by the project filter (the first 200 the caller may see). */
function useProjectOptions() {
  const page = useCall(projectApi.page, { pageNo: 1, pageSize: 200 });
  return (page.data?.rows ?? []).map((p) => ({ value: p.id, label: p.name }));
}

/**
 * Which row actions a caller sees. The list shows no per-row `can` flags: the button
 * permission and the state machine decide here (display only; the server decides again, and the
 * distribute dialog reads the task's own `can.distribute`). The approval progress and the later
 * approvers (spec §6) are for the task's initiator only.
 */
export function useTaskActions(userId: string | undefined) {
  const can = usePerm();
  return (action: TaskAction, row: InventoryTaskRow): boolean => {
    const status = row.status as FillTaskStatusCode;
    switch (action) {
      case 'fill':
        return can(taskApi.entrySave.permission) && TASK_EDITABLE_STATUSES.includes(status);
      case 'distribute':
        return can(taskApi.distribute.permission) && canTaskTransition(status, 'distribute');
      case 'details':
        return true;
      case 'approvals':
      case 'later':
        return !!userId && row.initiatorId === userId;
    }
  };
}

/**
 * /carbonButler/inventoryTask: the tasks the caller takes part in or initiated (or all of
 * their scope), with the filters of spec §6; fill, distribute, details, approval progress and the
 * initiator's later approvers.
 */
export function TaskPage() {
  const { t } = useTranslation('inventory');
  const td = useDomainT();
  const navigate = useNavigate();
  const user = useLoginUser();
  const [relation, setRelation] = useState<Relation>('all');
  const distribute = useGuardedDialog<InventoryTaskRow>();
  const later = useGuardedDialog<InventoryTaskRow>();
  const allowed = useTaskActions(user.data?.id);
  const projectOptions = useProjectOptions();
  const onAction = (action: TaskAction, row: InventoryTaskRow) => {
    if (action === 'distribute') distribute.show(row);
    else if (action === 'later') later.show(row);
    else void navigate(TASK_LINKS[action](row.id));
  };
  const columns = useTaskColumns({ allowed, onAction, projectOptions });
  const relationLabel = (r: Relation) => (r === 'all' ? t('task.relation.all') : td(`enum.taskView.${r}`));

  return (
    <>
      <PageTable<InventoryTaskRow>
        testId="task-table"
        endpoint={taskApi.page}
        params={{ relation: relation === 'all' ? undefined : relation }}
        columns={columns}
        toolbar={() => []}
        headerTitle={
          <Segmented<Relation>
            data-testid="task-relation"
            value={relation}
            onChange={setRelation}
            options={RELATIONS.map((r) => ({ value: r, label: <span data-testid={`task-relation-${r}`}>{relationLabel(r)}</span> }))}
          />
        }
        scroll={{ x: 'max-content' }}
      />
      <DistributeDialog dialog={distribute} />
      <LaterApproversDialog dialog={later} />
    </>
  );
}

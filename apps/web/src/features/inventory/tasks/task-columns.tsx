import { Progress, Space, Tag, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { FILL_TASK_STATUS, TASK_APPROVAL_STATUS, TASK_STATUS, type InventoryTaskRow } from '@carbon/domain';
import { formatDate } from '../../../lib/format';
import { enumText, enumColumn } from '../../../lib/enum-labels';
import { useDomainT } from '../projects/enum-labels';
import { periodOf } from '../projects/project-columns';
import { taskStatusLabel } from '../fill/labels';
import { yearColumn } from '../../../components/year-column';
import { orgColumns } from '../../../components/org-columns';

export type TaskAction = 'fill' | 'distribute' | 'details' | 'approvals' | 'later';
export const TASK_ACTIONS: readonly TaskAction[] = ['fill', 'distribute', 'details', 'approvals', 'later'];

const APPROVAL_COLOR: Record<string, string> = {
  waiting: 'gold',
  in_progress: 'processing',
  passed: 'success',
  rejected: 'error',
  abnormal: 'warning',
};
const FILL_COLOR: Record<number, string> = { 2: 'blue', 3: 'processing', 4: 'error', 5: 'gold', 6: 'gold', 7: 'success' };

type Props = {
  allowed: (action: TaskAction, row: InventoryTaskRow) => boolean;
  onAction: (action: TaskAction, row: InventoryTaskRow) => void;
  projectOptions: { value: string; label: string }[];
};

/** Columns and search fields of the task table; every status by its label (fill-task, plain, approval incl. abnormal). */
export function useTaskColumns({ allowed, onAction, projectOptions }: Props): ProColumns<InventoryTaskRow>[] {
  const { t } = useTranslation('inventory');
  const td = useDomainT();
  const actions = (row: InventoryTaskRow) =>
    TASK_ACTIONS.filter((a) => allowed(a, row)).map((a) => (
      <Typography.Link key={a} data-testid={`task-${a}-${row.id}`} onClick={() => onAction(a, row)}>
        {t(`task.action.${a}`)}
      </Typography.Link>
    ));
  return [
    { title: t('task.field.name'), dataIndex: 'name', ellipsis: true, fieldProps: { 'data-testid': 'task-search-name' } },
    {
      title: t('task.field.project'),
      dataIndex: 'projectId',
      hideInTable: true,
      valueType: 'select',
      fieldProps: { options: projectOptions, showSearch: true, optionFilterProp: 'label', 'data-testid': 'task-search-project' },
    },
    { title: t('task.field.project'), dataIndex: 'projectName', search: false, ellipsis: true },
    ...orgColumns<InventoryTaskRow>(t('task.field.org'), 'task-search-org'),
    yearColumn(t('task.field.year'), 'task-search-year', { render: (_, r) => periodOf(r) }),
    enumColumn<InventoryTaskRow>(td, FILL_TASK_STATUS, t('task.field.status'), 'status', 'task-search-status', {
      render: (_, r) => (
        <Tag color={FILL_COLOR[r.status] ?? 'default'} data-testid={`task-status-${r.id}`}>
          {taskStatusLabel(td, r)}
        </Tag>
      ),
    }),
    {
      title: t('task.field.plainStatus'),
      dataIndex: 'plainStatus',
      search: false,
      render: (_, r) => <span data-testid={`task-plain-${r.id}`}>{enumText(td, TASK_STATUS, r.plainStatus, '-')}</span>,
    },
    {
      title: t('task.field.approvalStatus'),
      dataIndex: 'approvalStatus',
      search: false,
      render: (_, r) => (
        <Tag color={APPROVAL_COLOR[r.approvalStatus] ?? 'default'} data-testid={`task-approval-${r.id}`}>
          {enumText(td, TASK_APPROVAL_STATUS, r.approvalStatus, '-')}
        </Tag>
      ),
    },
    {
      title: t('task.field.progress'),
      dataIndex: 'progress',
      search: false,
      width: 140,
      render: (_, r) => <Progress data-testid={`task-progress-${r.id}`} percent={r.progress} size="small" />,
    },
    { title: t('task.field.deadline'), dataIndex: 'deadline', search: false, render: (_, r) => formatDate(r.deadline) },
    { title: t('task.field.initiator'), dataIndex: 'initiatorName', search: false },
    {
      title: t('column.actions'),
      valueType: 'option',
      fixed: 'right',
      render: (_, row) => <Space size="small">{actions(row)}</Space>,
    },
  ];
}

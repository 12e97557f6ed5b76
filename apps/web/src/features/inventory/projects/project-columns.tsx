import { Space, Tag, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { INVENTORY_PROJECT_STATUS, INVENTORY_PROJECT_TYPE, type InventoryProjectRow } from '@carbon/domain';
import { formatDate, formatYear } from '../../../lib/format';
import { enumText, enumColumn } from '../../../lib/enum-labels';
import { useDomainT } from './enum-labels';
import { yearColumn } from '../../../components/year-column';
import { orgColumns } from '../../../components/org-columns';

export type ProjectAction = 'edit' | 'issue';

const STATUS_COLOR: Record<InventoryProjectRow['status'], string> = {
  not_issued: 'default',
  in_progress: 'processing',
  completed: 'success',
};

/** The inventory period: the year, or year-month for a monthly project. */
export const periodOf = (row: Pick<InventoryProjectRow, 'year' | 'month'>): string =>
  row.month ? `${formatYear(row.year)}-${String(row.month).padStart(2, '0')}` : formatYear(row.year);

type Props = { allowed: (action: ProjectAction) => boolean; onAction: (action: ProjectAction, row: InventoryProjectRow) => void };

/** Columns and search fields of the project table (name, type, year, status, organisation); codes shown by their labels. */
export function useProjectColumns({ allowed, onAction }: Props): ProColumns<InventoryProjectRow>[] {
  const { t } = useTranslation('inventory');
  const td = useDomainT();
  const link = (action: ProjectAction, row: InventoryProjectRow) =>
    allowed(action) ? (
      <Typography.Link key={action} data-testid={`project-${action}-${row.id}`} onClick={() => onAction(action, row)}>
        {t(`project.action.${action}`)}
      </Typography.Link>
    ) : null;
  const actions = allowed('edit') || allowed('issue');
  return [
    { title: t('project.field.name'), dataIndex: 'name', ellipsis: true, fieldProps: { 'data-testid': 'project-search-name' } },
    enumColumn<InventoryProjectRow>(td, INVENTORY_PROJECT_TYPE, t('project.field.type'), 'type', 'project-search-type', {
      render: (_, r) => <span data-testid={`project-type-${r.id}`}>{enumText(td, INVENTORY_PROJECT_TYPE, r.type, '-')}</span>,
    }),
    yearColumn(t('project.field.year'), 'project-search-year', { render: (_, r) => periodOf(r) }),
    ...orgColumns<InventoryProjectRow>(t('project.field.orgId'), 'project-search-org'),
    enumColumn<InventoryProjectRow>(td, INVENTORY_PROJECT_STATUS, t('project.field.status'), 'status', 'project-search-status', {
      render: (_, r) => (
        <Tag color={STATUS_COLOR[r.status]} data-testid={`project-status-${r.id}`}>
          {enumText(td, INVENTORY_PROJECT_STATUS, r.status, '-')}
        </Tag>
      ),
    }),
    { title: t('project.field.gwpSet'), dataIndex: 'gwpSet', search: false, width: 90 },
    { title: t('project.field.deadline'), dataIndex: 'deadline', search: false, render: (_, r) => formatDate(r.deadline) },
    { title: t('project.field.taskCount'), dataIndex: 'taskCount', search: false, align: 'right', width: 90 },
    { title: t('project.field.createdBy'), dataIndex: 'createdByName', search: false },
    {
      title: t('column.actions'),
      valueType: 'option',
      hideInTable: !actions,
      render: (_, row) => (
        <Space size="small">
          {link('edit', row)}
          {link('issue', row)}
        </Space>
      ),
    },
  ];
}

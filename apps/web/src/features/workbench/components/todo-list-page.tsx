import { useState } from 'react';
import { Tag, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { TODO_KINDS, type TodoRow, type TodoState } from '@carbon/domain';
import { CountTabs } from '../../../components/count-tabs';
import { PageTable } from '../../../components/page-table';
import { formatDateTime } from '../../../lib/format';
import { TODO_STATES, useOpenTodo, useTodoCounts, workbenchApi, type TodoCountFilter } from '../api/workbench-api';
import { STATE_COLOR, useWorkbenchLabels } from './workbench-labels';

type Tab = TodoState | 'all';
const TABS: readonly Tab[] = ['all', ...TODO_STATES];

function useColumns(open: (row: TodoRow) => void): ProColumns<TodoRow>[] {
  const { t } = useTranslation('workbench');
  const labels = useWorkbenchLabels();
  return [
    {
      title: t('field.title'),
      dataIndex: 'title',
      search: false,
      ellipsis: true,
      render: (_, r) => (
        <Typography.Link data-testid={`todo-open-${r.id}`} onClick={() => open(r)}>
          {r.title}
        </Typography.Link>
      ),
    },
    {
      title: t('field.type'),
      dataIndex: 'type',
      valueType: 'select',
      valueEnum: Object.fromEntries(TODO_KINDS.map((k) => [k, { text: labels.todoKind(k) }])),
      fieldProps: { 'data-testid': 'todo-search-type' },
      render: (_, r) => r.typeLabel,
    },
    {
      title: t('field.status'),
      dataIndex: 'status',
      search: false,
      render: (_, r) => (
        <Tag color={STATE_COLOR[r.status]} data-testid={`todo-status-${r.id}`}>
          {labels.state(r.status)}
        </Tag>
      ),
    },
    { title: t('field.deadline'), dataIndex: 'deadline', search: false, render: (_, r) => (r.deadline ? formatDateTime(r.deadline) : '-') },
    { title: t('field.createdAt'), dataIndex: 'createdAt', search: false, render: (_, r) => formatDateTime(r.createdAt) },
    {
      title: t('field.arrived'),
      dataIndex: 'arrived',
      valueType: 'dateRange',
      hideInTable: true,
      fieldProps: { 'data-testid': 'todo-search-date' },
      search: { transform: (v: [string, string]) => ({ dateFrom: v[0], dateTo: v[1] }) },
    },
  ];
}

/** /workbench/TodoList: the caller's to-dos by state (tabs with counts), type and arrival date; a title opens its item. */
export function TodoListPage() {
  const { t } = useTranslation('workbench');
  const labels = useWorkbenchLabels();
  const [tab, setTab] = useState<Tab>('all');
  const [filter, setFilter] = useState<TodoCountFilter>({});
  const counts = useTodoCounts(filter);
  const columns = useColumns(useOpenTodo());

  return (
    <>
      <CountTabs
        testId="todo-states"
        tabPrefix="todo-tab"
        countPrefix="todo-count"
        keys={TABS}
        active={tab}
        onChange={setTab}
        label={(s) => (s === 'all' ? t('tab.all') : labels.state(s))}
        count={(s) => (s === 'all' ? counts.data?.total : counts.data?.[s])}
        urgent={(s) => s === 'overdue'}
      />
      <PageTable<TodoRow>
        testId="todo-table"
        endpoint={workbenchApi.todoPage}
        params={tab === 'all' ? {} : { status: tab }}
        columns={columns}
        headerTitle={t('todo.title')}
        onQuery={(q) =>
          setFilter({
            type: q.type as string | undefined,
            dateFrom: q.dateFrom as string | undefined,
            dateTo: q.dateTo as string | undefined,
          })
        }
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}

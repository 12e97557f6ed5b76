import { useState } from 'react';
import { App, Button, Popconfirm, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { EMERGENCY_PLAN_TYPE, type PlanRow } from '@carbon/domain';
import { OrgTreeSelect } from '../../../../components/org-tree-select';
import { PageTable } from '../../../../components/page-table';
import { usePerm } from '../../../../components/use-perm';
import { useGuardedDialog } from '../../../../components/use-unsaved-guard';
import { formatDate } from '../../../../lib/format';
import { planApi, useDeletePlan } from '../../api/records-api';
import { enumValueEnum, useRecordLabels } from '../labels';
import { ExpiryTag, RecordFilesDialog } from '../record-files';
import { PlanDialog } from './plan-dialog';

type Action = 'files' | 'edit' | 'delete';

/**
 * /environment/emergencyPlan: the emergency plans of the caller's data scope — type, filing number,
 * authority and date, validity with an "expiring soon" / "expired" tag (the server reminds the
 * creator 30 days before), the plan's files; add, edit, delete.
 */
export function EmergencyPlanPage() {
  const L = useRecordLabels();
  const can = usePerm();
  const { message } = App.useApp();
  const dialog = useGuardedDialog<PlanRow>();
  const [files, setFiles] = useState<PlanRow>();
  const remove = useDeletePlan();
  const actions: Action[] = [
    'files',
    ...(can(planApi.edit.permission) ? (['edit'] as const) : []),
    ...(can(planApi.delete.permission) ? (['delete'] as const) : []),
  ];

  const renderAction = (action: Action, row: PlanRow) => {
    const link = (onClick?: () => void) => (
      <Typography.Link
        key={action}
        data-testid={`plan-${action}-${row.id}`}
        onClick={onClick}
        type={action === 'delete' ? 'danger' : undefined}
      >
        {action === 'files' ? L.t('action.files', { count: row.fileCount }) : L.t(`action.${action}`)}
      </Typography.Link>
    );
    if (action === 'files') return link(() => setFiles(row));
    if (action === 'edit') return link(() => dialog.show(row));
    return (
      <Popconfirm
        key={action}
        title={L.t('plan.deleteConfirm', { name: row.name })}
        okButtonProps={{ 'data-testid': 'plan-delete-ok' }}
        onConfirm={() =>
          remove.mutateAsync({ id: row.id, version: row.version }).then(
            () => void message.success(L.t('deleted')),
            (e: unknown) => void message.error(L.t('deleteFailed', { reason: e instanceof Error ? e.message : String(e) })),
          )
        }
      >
        {link()}
      </Popconfirm>
    );
  };

  const columns: ProColumns<PlanRow>[] = [
    { title: L.t('plan.name'), dataIndex: 'name', search: false },
    { title: L.t('plan.keyword'), dataIndex: 'keyword', hideInTable: true, fieldProps: { 'data-testid': 'plan-search-keyword' } },
    { title: L.field('orgId'), dataIndex: 'orgId', hideInTable: true, renderFormItem: () => <OrgTreeSelect testId="plan-search-org" /> },
    { title: L.field('orgId'), dataIndex: 'orgName', search: false, ellipsis: true },
    {
      title: L.field('planType'),
      dataIndex: 'planType',
      valueType: 'select',
      valueEnum: enumValueEnum(L.td, EMERGENCY_PLAN_TYPE),
      fieldProps: { 'data-testid': 'plan-search-planType' },
      render: (_, r) => <span data-testid={`plan-type-${r.id}`}>{L.planType(r.planType)}</span>,
    },
    { title: L.field('filingNumber'), dataIndex: 'filingNumber', search: false },
    { title: L.field('filingAuthority'), dataIndex: 'filingAuthority', search: false, render: (_, r) => r.filingAuthority ?? '—' },
    { title: L.field('filingDate'), dataIndex: 'filingDate', search: false, render: (_, r) => formatDate(r.filingDate) },
    {
      title: L.t('plan.validity'),
      dataIndex: 'validTo',
      search: false,
      render: (_, r) => (
        <Space size={4} wrap>
          <span>{`${formatDate(r.validFrom)} ~ ${formatDate(r.validTo)}`}</span>
          <ExpiryTag L={L} validTo={r.validTo} testId={`plan-expiry-${r.id}`} />
        </Space>
      ),
    },
    {
      title: L.field('expiring'),
      dataIndex: 'expiring',
      hideInTable: true,
      valueType: 'select',
      valueEnum: { true: { text: L.t('plan.expiringOnly') } },
      fieldProps: { 'data-testid': 'plan-search-expiring' },
    },
    {
      title: L.t('column.actions'),
      key: 'actions',
      search: false,
      fixed: 'right',
      render: (_, r) => <Space>{actions.map((a) => renderAction(a, r))}</Space>,
    },
  ];

  return (
    <>
      <PageTable<PlanRow>
        testId="plan-table"
        endpoint={planApi.page}
        headerTitle={L.t('plan.title')}
        columns={columns}
        scroll={{ x: 'max-content' }}
        search={{ defaultCollapsed: false }}
        toolbar={() => [
          can(planApi.add.permission) && (
            <Button key="add" type="primary" icon={<PlusOutlined />} data-testid="plan-add" onClick={() => dialog.show()}>
              {L.t('action.add')}
            </Button>
          ),
        ]}
      />
      <PlanDialog L={L} dialog={dialog} />
      <RecordFilesDialog
        L={L}
        kind="plan"
        owner={files ? { id: files.id, title: files.name } : undefined}
        canEdit={can(planApi.edit.permission)}
        onClose={() => setFiles(undefined)}
      />
    </>
  );
}

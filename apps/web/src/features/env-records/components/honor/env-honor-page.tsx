import { useState } from 'react';
import { App, Button, Popconfirm, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { HONOR_TYPE, type HonorRow } from '@carbon/domain';
import { OrgTreeSelect } from '../../../../components/org-tree-select';
import { PageTable } from '../../../../components/page-table';
import { usePerm } from '../../../../components/use-perm';
import { useGuardedDialog } from '../../../../components/use-unsaved-guard';
import { formatDate } from '../../../../lib/format';
import { honorApi, useDeleteHonor } from '../../api/records-api';
import { enumValueEnum, useRecordLabels } from '../labels';
import { ExpiryTag, RecordFilesDialog } from '../record-files';
import { HonorDialog } from './honor-dialog';
import { VerificationsCard } from './verifications-card';

type Action = 'files' | 'edit' | 'delete';

/**
 * /environment/envHonor: the honours of the caller's data scope — 15 types, issuer, certificate
 * number, issue date, end of validity with an "expiring soon" / "expired" tag, certificate files;
 * add, edit, delete. Below, the ISO 14064 verification statements of certificate management (read only).
 */
export function EnvHonorPage() {
  const L = useRecordLabels();
  const can = usePerm();
  const { message } = App.useApp();
  const dialog = useGuardedDialog<HonorRow>();
  const [files, setFiles] = useState<HonorRow>();
  const remove = useDeleteHonor();
  const actions: Action[] = [
    'files',
    ...(can(honorApi.edit.permission) ? (['edit'] as const) : []),
    ...(can(honorApi.delete.permission) ? (['delete'] as const) : []),
  ];

  const renderAction = (action: Action, row: HonorRow) => {
    const link = (onClick?: () => void) => (
      <Typography.Link
        key={action}
        data-testid={`honor-${action}-${row.id}`}
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
        title={L.t('honor.deleteConfirm', { name: row.name })}
        okButtonProps={{ 'data-testid': 'honor-delete-ok' }}
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

  const columns: ProColumns<HonorRow>[] = [
    { title: L.t('honor.name'), dataIndex: 'name', search: false },
    { title: L.t('honor.keyword'), dataIndex: 'keyword', hideInTable: true, fieldProps: { 'data-testid': 'honor-search-keyword' } },
    { title: L.field('orgId'), dataIndex: 'orgId', hideInTable: true, renderFormItem: () => <OrgTreeSelect testId="honor-search-org" /> },
    { title: L.field('orgId'), dataIndex: 'orgName', search: false, ellipsis: true },
    {
      title: L.field('honorType'),
      dataIndex: 'honorType',
      valueType: 'select',
      valueEnum: enumValueEnum(L.td, HONOR_TYPE),
      fieldProps: { 'data-testid': 'honor-search-honorType' },
      render: (_, r) => <span data-testid={`honor-type-${r.id}`}>{L.honorType(r.honorType)}</span>,
    },
    { title: L.field('issuer'), dataIndex: 'issuer', search: false, ellipsis: true },
    { title: L.field('certificateNumber'), dataIndex: 'certificateNumber', search: false, render: (_, r) => r.certificateNumber ?? '—' },
    { title: L.field('issuedDate'), dataIndex: 'issuedDate', search: false, render: (_, r) => formatDate(r.issuedDate) },
    {
      title: L.field('validTo'),
      dataIndex: 'validTo',
      search: false,
      render: (_, r) =>
        r.validTo ? (
          <Space size={4} wrap>
            <span>{formatDate(r.validTo)}</span>
            <ExpiryTag L={L} validTo={r.validTo} testId={`honor-expiry-${r.id}`} />
          </Space>
        ) : (
          L.t('honor.noEnd')
        ),
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
      <PageTable<HonorRow>
        testId="honor-table"
        endpoint={honorApi.page}
        headerTitle={L.t('honor.title')}
        columns={columns}
        scroll={{ x: 'max-content' }}
        search={{ defaultCollapsed: false }}
        toolbar={() => [
          can(honorApi.add.permission) && (
            <Button key="add" type="primary" icon={<PlusOutlined />} data-testid="honor-add" onClick={() => dialog.show()}>
              {L.t('action.add')}
            </Button>
          ),
        ]}
      />
      <VerificationsCard L={L} />
      <HonorDialog L={L} dialog={dialog} />
      <RecordFilesDialog
        L={L}
        kind="honor"
        owner={files ? { id: files.id, title: files.name } : undefined}
        canEdit={can(honorApi.edit.permission)}
        onClose={() => setFiles(undefined)}
      />
    </>
  );
}

import { useState, type HTMLAttributes } from 'react';
import { Alert, Button, Drawer, Space, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OwnershipRow } from '@carbon/domain';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { usePerm } from '../../../components/use-perm';
import { DOMAIN_NS } from '../../../lib/i18n';
import { orgApi, useDeleteOwnershipLinks, useOwnershipLinks } from '../api/org-api';
import { relationshipKey } from './holding-proposal';
import { OwnershipFormDialog } from './ownership-form-dialog';
import { ListTable } from '../../../components/list-table';

type Entity = { id: string; name: string };

function useColumns(entity: Entity, onEdit: ((row: OwnershipRow) => void) | undefined): TableColumnsType<OwnershipRow> {
  const { t } = useTranslation('orgManage');
  const { t: td } = useTranslation(DOMAIN_NS);
  return [
    { title: t('ownership.owner'), dataIndex: 'ownerName' },
    {
      title: t('ownership.held'),
      dataIndex: 'ownedName',
      render: (name: string, r) => (r.ownedOrgId === entity.id ? name : <Tag color="blue">{name}</Tag>),
    },
    // the share as entered, every place its own: exempt from the rounding of figures (issue 25 item 8)
    {
      title: t('field.equitySharePct'),
      dataIndex: 'equitySharePct',
      align: 'right',
      render: (v: string) => <span data-as-entered>{`${v} %`}</span>,
    },
    { title: t('field.relationship'), dataIndex: 'relationship', render: (v: string) => td(relationshipKey(v)) },
    { title: t('field.financialControl'), dataIndex: 'financialControlType', render: (v: string) => t(`control.${v}`) },
    { title: t('field.operationalControl'), dataIndex: 'operationalControl', render: (v: boolean) => t(v ? 'yes' : 'no') },
    { title: t('ownership.validFrom'), dataIndex: 'validFrom' },
    { title: t('ownership.validTo'), dataIndex: 'validTo', render: (v: string | null) => v ?? t('ownership.openEnded') },
    ...(onEdit
      ? [
          {
            title: t('actions'),
            key: 'actions',
            render: (_: unknown, r: OwnershipRow) => (
              <a data-testid={`ownership-edit-${r.id}`} onClick={() => onEdit(r)}>
                {t('edit')}
              </a>
            ),
          },
        ]
      : []),
  ];
}

/**
 * The dated ownership links of a legal entity (issue 26): who holds it (and, marked, what it
 * holds), at which share, with which relationship and control, from when to when; add, edit and
 * delete for those allowed to edit organisations. data-testids: `ownership-drawer`,
 * `ownership-table`, `ownership-add`, `ownership-delete`.
 */
export function OwnershipDrawer({ entity, onClose }: { entity: Entity; onClose: () => void }) {
  const { t } = useTranslation('orgManage');
  const can = usePerm();
  const canEdit = can(orgApi.ownershipAdd.permission);
  const links = useOwnershipLinks(entity.id);
  const remove = useDeleteOwnershipLinks();
  const dialog = useGuardedDialog<OwnershipRow>();
  const [selected, setSelected] = useState<string[]>([]);
  const columns = useColumns(entity, canEdit ? (row) => dialog.show(row) : undefined);

  return (
    <Drawer open width={960} title={t('ownership.title', { name: entity.name })} onClose={onClose} data-testid="ownership-drawer">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={t('ownership.note')} />
        {canEdit && (
          <Space>
            <Button type="primary" icon={<PlusOutlined />} data-testid="ownership-add" onClick={() => dialog.show()}>
              {t('ownership.addButton')}
            </Button>
            <ConfirmDelete
              testId="ownership-delete"
              selectedKeys={selected}
              onConfirm={(ids) => remove.mutateAsync(ids)}
              onDone={() => setSelected([])}
            />
          </Space>
        )}
        <ListTable<OwnershipRow>
          data-testid="ownership-table"
          rowKey="id"
          read={links}
          rows={links.data}
          columns={columns}
          rowSelection={canEdit ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined}
          onRow={(r) => ({ 'data-testid': `ownership-row-${r.id}` }) as HTMLAttributes<HTMLElement>}
        />
      </Space>
      <OwnershipFormDialog dialog={dialog} entity={entity} />
    </Drawer>
  );
}

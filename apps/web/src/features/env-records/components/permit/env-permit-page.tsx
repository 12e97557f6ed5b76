import { useState } from 'react';
import { Button, Typography } from 'antd';
import { FormOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { nextConstructionStatuses, type PermitRow } from '@carbon/domain';
import { ConfirmRowDelete } from '../../../../components/confirm-delete';
import { PageTable } from '../../../../components/page-table';
import { usePerm } from '../../../../components/use-perm';
import { useGuardedDialog } from '../../../../components/use-unsaved-guard';
import { permitApi, useDeletePermit } from '../../api/records-api';
import { idParam, RECORDS_ROUTES, useRecordLabels } from '../labels';
import { useDeleteOutcome } from '../record-delete';
import { permitColumns, type PermitAction } from './permit-columns';
import { PermitDialog } from './permit-dialog';
import { PermitDrawer } from './permit-drawer';
import { StatusDialog } from './status-dialog';
import { useSetSearch } from '../../../../lib/search-params';
import { useEditButtons } from '../../../../components/edit-buttons';

/**
 * /environment/envPermit: the environmental-impact projects of the caller's data scope; add, edit,
 * delete; the construction status moved along the domain's transitions; a project's details and
 * approval documents in a drawer (`?id=`); the standalone application form (/apply).
 */
export function EnvPermitPage() {
  const L = useRecordLabels();
  const can = usePerm();
  const outcome = useDeleteOutcome(L);
  const [params] = useSearchParams();
  const setSearch = useSetSearch();
  const openId = idParam(params.get('id')) || undefined;
  const dialog = useGuardedDialog<PermitRow>();
  const [moving, setMoving] = useState<PermitRow>();
  const remove = useDeletePermit();

  const show = (id: string | undefined) => setSearch({ id });
  const actionsOf = (row: PermitRow): PermitAction[] => [
    ...(can(permitApi.edit.permission) ? (['edit'] as const) : []),
    ...(can(permitApi.status.permission) && nextConstructionStatuses(row.constructionStatus).length > 0 ? (['status'] as const) : []),
    ...(can(permitApi.delete.permission) ? (['delete'] as const) : []),
  ];
  const renderAction = (action: PermitAction, row: PermitRow) => {
    const testId = `permit-${action}-${row.id}`;
    if (action === 'delete')
      return (
        <ConfirmRowDelete
          key={action}
          title={L.t('permit.deleteConfirm', { name: row.name })}
          label={L.t('action.delete')}
          testId={testId}
          okTestId="permit-delete-ok"
          onConfirm={() => outcome(remove.mutateAsync({ id: row.id, version: row.version }))}
        />
      );
    return (
      <Typography.Link key={action} data-testid={testId} onClick={() => (action === 'edit' ? dialog.show(row) : setMoving(row))}>
        {L.t(`action.${action}`)}
      </Typography.Link>
    );
  };

  const editButtons = useEditButtons<PermitRow>({
    prefix: 'permit',
    add: { endpoint: permitApi.add, text: L.t('action.add'), onClick: () => dialog.show() },
  });
  return (
    <>
      <PageTable<PermitRow>
        testId="permit-table"
        endpoint={permitApi.page}
        headerTitle={L.t('permit.title')}
        columns={permitColumns({ L, onView: (r) => show(r.id), actionsOf, renderAction })}
        scroll={{ x: 'max-content' }}
        search={{ defaultCollapsed: false }}
        toolbar={(selection) => [
          ...editButtons(selection),
          can(permitApi.add.permission) && (
            <Link key="apply" to={RECORDS_ROUTES.apply} data-testid="permit-apply">
              <Button icon={<FormOutlined />}>{L.t('apply.open')}</Button>
            </Link>
          ),
        ]}
      />
      <PermitDialog L={L} dialog={dialog} />
      <StatusDialog L={L} row={moving} onClose={() => setMoving(undefined)} />
      <PermitDrawer L={L} id={openId} canEditFiles={can(permitApi.edit.permission)} onClose={() => show(undefined)} />
    </>
  );
}

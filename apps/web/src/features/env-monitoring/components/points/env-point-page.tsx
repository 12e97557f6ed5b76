import { useState } from 'react';
import { App, Typography } from 'antd';
import type { EnvPointRow, EnvPointWithKey } from '@carbon/domain';
import { ConfirmRowDelete } from '../../../../components/confirm-delete';
import { PageTable } from '../../../../components/page-table';
import { usePerm } from '../../../../components/use-perm';
import { useGuardedDialog } from '../../../../components/use-unsaved-guard';
import { pointApi, useDeletePoint, useRotateKey } from '../../api/env-api';
import { useEnvLabels } from '../labels';
import { DeviceKeyDialog } from './device-key-dialog';
import { pointColumns, type PointAction } from './point-columns';
import { PointDialog } from './point-dialog';
import { useEditButtons } from '../../../../components/edit-buttons';

/**
 * /environment/envPoint: the monitoring points of the caller's data scope with their pollutants
 * and limits; add, edit and delete, and a new device key for automatic points (shown once).
 */
export function EnvPointPage() {
  const L = useEnvLabels();
  const can = usePerm();
  const { message } = App.useApp();
  const dialog = useGuardedDialog<EnvPointRow>();
  const [key, setKey] = useState<EnvPointWithKey>();
  const rotate = useRotateKey();
  const remove = useDeletePoint();

  const actions = (['edit', 'rotateKey', 'delete'] as const).filter((a) =>
    can(a === 'delete' ? pointApi.delete.permission : pointApi.edit.permission),
  ) as PointAction[];

  const failed = (e: unknown) => (e instanceof Error ? e.message : String(e));
  const doRotate = (row: EnvPointRow) =>
    rotate.mutateAsync({ id: row.id }).then(setKey, (e: unknown) => void message.error(L.t('point.rotateFailed', { reason: failed(e) })));
  const doDelete = (row: EnvPointRow) =>
    remove.mutateAsync({ id: row.id, version: row.version }).then(
      () => void message.success(L.t('point.deleted')),
      (e: unknown) => void message.error(L.t('point.deleteFailed', { reason: failed(e) })),
    );

  const link = (action: PointAction, row: EnvPointRow, onClick?: () => void) => (
    <Typography.Link key={action} data-testid={`point-${action}-${row.id}`} onClick={onClick}>
      {L.t(`action.${action}`)}
    </Typography.Link>
  );
  const renderAction = (action: PointAction, row: EnvPointRow) => {
    if (action === 'edit') return link(action, row, () => dialog.show(row));
    return (
      <ConfirmRowDelete
        key={action}
        title={L.t(`point.confirm.${action}`, { name: row.name })}
        label={L.t(`action.${action}`)}
        testId={`point-${action}-${row.id}`}
        okTestId={`point-${action}-ok`}
        danger={action === 'delete'}
        onConfirm={action === 'delete' ? () => doDelete(row) : () => doRotate(row)}
      />
    );
  };

  const editButtons = useEditButtons<EnvPointRow>({
    prefix: 'point',
    add: { endpoint: pointApi.add, text: L.t('action.add'), onClick: () => dialog.show() },
  });
  return (
    <>
      <PageTable<EnvPointRow>
        testId="point-table"
        endpoint={pointApi.page}
        headerTitle={L.t('point.title')}
        columns={pointColumns({ L, actions, renderAction })}
        scroll={{ x: 'max-content' }}
        search={{ defaultCollapsed: false }}
        toolbar={(selection) => [...editButtons(selection)]}
      />
      <PointDialog L={L} dialog={dialog} onKey={setKey} />
      <DeviceKeyDialog L={L} point={key} onClose={() => setKey(undefined)} />
    </>
  );
}

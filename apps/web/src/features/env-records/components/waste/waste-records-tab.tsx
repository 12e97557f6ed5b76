import { useRef, useState } from 'react';
import { App, Button, Typography } from 'antd';
import { LinkOutlined, SettingOutlined } from '@ant-design/icons';
import type { WasteFilter, WasteRow } from '@carbon/domain';
import { ConfirmRowDelete } from '../../../../components/confirm-delete';

import { filterOf, PageTable, type PageQuery } from '../../../../components/page-table';
import { usePerm } from '../../../../components/use-perm';
import { useGuardedDialog } from '../../../../components/use-unsaved-guard';
import { useDeleteWaste, wasteApi } from '../../api/records-api';
import type { RecordLabels } from '../labels';
import { useDeleteOutcome } from '../record-delete';
import { FactorMapDialog } from './factor-map-dialog';
import { ToInventoryDialog } from './to-inventory-dialog';
import { wasteColumns, type WasteAction } from './waste-columns';
import { WasteDialog } from './waste-dialog';
import { useSheetButtons } from '../../../../components/sheet-buttons';
import { useEditButtons } from '../../../../components/edit-buttons';

/**
 * The waste records of the caller's data scope (`waste-table`): add, edit, delete; Excel import
 * (template) and export of the same filter; the disposal methods' factors; and the selected
 * records added to an inventory task.
 */
export function WasteRecordsTab({ L }: { L: RecordLabels }) {
  const can = usePerm();
  const { message } = App.useApp();
  const outcome = useDeleteOutcome(L);
  const dialog = useGuardedDialog<WasteRow>();
  const remove = useDeleteWaste();
  const filter = useRef<WasteFilter>({});
  const [mapOpen, setMapOpen] = useState(false);
  const [toInventory, setToInventory] = useState<WasteRow[]>();

  const actions = (['edit', 'delete'] as const).filter((a) => can(wasteApi[a].permission)) as WasteAction[];
  const renderAction = (action: WasteAction, row: WasteRow) =>
    action === 'edit' ? (
      <Typography.Link key={action} data-testid={`waste-${action}-${row.id}`} onClick={() => dialog.show(row)}>
        {L.t(`action.${action}`)}
      </Typography.Link>
    ) : (
      <ConfirmRowDelete
        key={action}
        title={L.t('waste.deleteConfirm', { code: row.wasteCode })}
        label={L.t(`action.${action}`)}
        testId={`waste-${action}-${row.id}`}
        okTestId="waste-delete-ok"
        onConfirm={() => outcome(remove.mutateAsync({ id: row.id, version: row.version }))}
      />
    );

  const sheet = useSheetButtons({
    prefix: 'waste',
    api: wasteApi,
    templateName: L.t('waste.templateName'),
    exportName: L.t('waste.exportName'),
    getQuery: () => filter.current as Record<string, string>,
  });
  const editButtons = useEditButtons<WasteRow>({
    prefix: 'waste',
    add: { endpoint: wasteApi.add, text: L.t('action.add'), onClick: () => dialog.show() },
  });
  return (
    <>
      <PageTable<WasteRow>
        testId="waste-table"
        endpoint={wasteApi.page}
        headerTitle={L.t('waste.title')}
        columns={wasteColumns({ L, actions, renderAction })}
        scroll={{ x: 'max-content' }}
        search={{ defaultCollapsed: false }}
        selectable={can(wasteApi.toInventory.permission)}
        onQuery={(q: PageQuery<Record<string, unknown>>) => (filter.current = filterOf(q) as WasteFilter)}
        toolbar={(selection) => [
          ...editButtons(selection),
          can(wasteApi.toInventory.permission) && (
            <Button
              key="toInventory"
              icon={<LinkOutlined />}
              data-testid="waste-to-inventory"
              onClick={() =>
                selection.rows.length > 0 ? setToInventory(selection.rows) : void message.warning(L.t('toInventory.selectFirst'))
              }
            >
              {L.t('toInventory.open')}
            </Button>
          ),
          ...sheet,
          <Button key="factors" icon={<SettingOutlined />} data-testid="waste-factors" onClick={() => setMapOpen(true)}>
            {L.t('factorMap.open')}
          </Button>,
        ]}
      />
      <WasteDialog L={L} dialog={dialog} />
      <FactorMapDialog L={L} open={mapOpen} canMap={can(wasteApi.factorMap.permission)} onClose={() => setMapOpen(false)} />
      <ToInventoryDialog L={L} rows={toInventory} onClose={() => setToInventory(undefined)} />
    </>
  );
}

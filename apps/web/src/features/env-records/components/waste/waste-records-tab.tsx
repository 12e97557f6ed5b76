import { useRef, useState } from 'react';
import { App, Button, Popconfirm, Typography } from 'antd';
import { LinkOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import type { WasteFilter, WasteRow } from '@carbon/domain';
import { ExportButton } from '../../../../components/export-button';
import { ImportButton } from '../../../../components/import-button';
import { filterOf, PageTable, type PageQuery } from '../../../../components/page-table';
import { usePerm } from '../../../../components/use-perm';
import { useGuardedDialog } from '../../../../components/use-unsaved-guard';
import { useDeleteWaste, wasteApi } from '../../api/records-api';
import type { RecordLabels } from '../labels';
import { FactorMapDialog } from './factor-map-dialog';
import { ToInventoryDialog } from './to-inventory-dialog';
import { wasteColumns, type WasteAction } from './waste-columns';
import { WasteDialog } from './waste-dialog';

/**
 * The waste records of the caller's data scope (`waste-table`): add, edit, delete; Excel import
 * (template) and export of the same filter; the disposal methods' factors; and the selected
 * records added to an inventory task.
 */
export function WasteRecordsTab({ L }: { L: RecordLabels }) {
  const can = usePerm();
  const { message } = App.useApp();
  const dialog = useGuardedDialog<WasteRow>();
  const remove = useDeleteWaste();
  const filter = useRef<WasteFilter>({});
  const [mapOpen, setMapOpen] = useState(false);
  const [toInventory, setToInventory] = useState<WasteRow[]>();

  const actions = (['edit', 'delete'] as const).filter((a) => can(wasteApi[a].permission)) as WasteAction[];
  const failed = (e: unknown) => (e instanceof Error ? e.message : String(e));
  const renderAction = (action: WasteAction, row: WasteRow) => {
    const link = (onClick?: () => void) => (
      <Typography.Link
        key={action}
        data-testid={`waste-${action}-${row.id}`}
        onClick={onClick}
        type={action === 'delete' ? 'danger' : undefined}
      >
        {L.t(`action.${action}`)}
      </Typography.Link>
    );
    if (action === 'edit') return link(() => dialog.show(row));
    return (
      <Popconfirm
        key={action}
        title={L.t('waste.deleteConfirm', { code: row.wasteCode })}
        okButtonProps={{ 'data-testid': 'waste-delete-ok' }}
        onConfirm={() =>
          remove.mutateAsync({ id: row.id, version: row.version }).then(
            () => void message.success(L.t('deleted')),
            (e: unknown) => void message.error(L.t('deleteFailed', { reason: failed(e) })),
          )
        }
      >
        {link()}
      </Popconfirm>
    );
  };

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
          can(wasteApi.add.permission) && (
            <Button key="add" type="primary" icon={<PlusOutlined />} data-testid="waste-add" onClick={() => dialog.show()}>
              {L.t('action.add')}
            </Button>
          ),
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
          can(wasteApi.import.permission) && (
            <ImportButton
              key="import"
              testId="waste-import"
              endpoint={wasteApi.import}
              template={wasteApi.template}
              templateName={L.t('waste.templateName')}
            />
          ),
          can(wasteApi.export.permission) && (
            <ExportButton
              key="export"
              testId="waste-export"
              endpoint={wasteApi.export}
              getQuery={() => filter.current as Record<string, string>}
              fallbackName={L.t('waste.exportName')}
            />
          ),
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

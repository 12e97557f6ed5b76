import { useState } from 'react';
import { Button, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import type { EnvAlarmFilter, EnvAlarmRow } from '@carbon/domain';
import { ExportButton } from '../../../../components/export-button';
import { filterOf, PageTable, type PageQuery } from '../../../../components/page-table';
import { usePerm } from '../../../../components/use-perm';
import { alarmApi } from '../../api/env-api';
import { idParam, useEnvLabels } from '../labels';
import { alarmColumns, alarmRowActions, type AlarmAction } from './alarm-columns';
import { AlarmCounts } from './alarm-counts';
import { AlarmDrawer } from './alarm-drawer';
import { AssignDialog } from './assign-dialog';
import { HandleDialog } from './handle-dialog';
import { RankSettingsDialog } from './rank-settings-dialog';
import { useSetSearch } from '../../../../lib/search-params';

type Dialog = { action: 'assign' | 'handle'; alarm: EnvAlarmRow } | undefined;

/**
 * /environment/alarmLog (spec §2): the alarms of the caller's data scope, filtered by park, point,
 * pollutant, rank, type, status and date, counted by rank, exported to Excel; an alarm's details
 * and its period's chart in a drawer (`?id=` opens one: the handler's to-do links here); assign
 * and process by status and permission; the rank thresholds for administrators.
 */
export function AlarmLogPage() {
  const L = useEnvLabels();
  const can = usePerm();
  const [params] = useSearchParams();
  const setSearch = useSetSearch();
  const openId = idParam(params.get('id')) || undefined;
  const [filter, setFilter] = useState<EnvAlarmFilter>({});
  const [dialog, setDialog] = useState<Dialog>();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const allowed = { assign: can(alarmApi.assign.permission), handle: can(alarmApi.handle.permission) };
  const actionsOf = (alarm: EnvAlarmRow) => alarmRowActions(alarm.status, allowed);

  const show = (id: string | undefined) => setSearch({ id });
  const act = (action: AlarmAction, alarm: EnvAlarmRow) => (action === 'view' ? show(alarm.id) : setDialog({ action, alarm }));

  const renderActions = (row: EnvAlarmRow) =>
    actionsOf(row).map((a) => (
      <Typography.Link key={a} data-testid={`alarm-${a}-${row.id}`} onClick={() => act(a, row)}>
        {L.t(`action.${a}`)}
      </Typography.Link>
    ));

  const onQuery = (q: PageQuery<Record<string, unknown>>) => {
    const next = filterOf(q) as EnvAlarmFilter;
    setFilter((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
  };

  return (
    <>
      <AlarmCounts L={L} filter={filter} />
      <PageTable<EnvAlarmRow>
        testId="alarm-table"
        endpoint={alarmApi.page}
        headerTitle={L.t('alarm.title')}
        columns={alarmColumns({ L, renderActions })}
        scroll={{ x: 'max-content' }}
        search={{ defaultCollapsed: false }}
        onQuery={onQuery}
        onRow={(row) => ({ onDoubleClick: () => show(row.id) })}
        toolbar={() => [
          can(alarmApi.export.permission) && (
            <ExportButton
              key="export"
              testId="alarm-export"
              endpoint={alarmApi.export}
              getQuery={() => filter as Record<string, string>}
              fallbackName={L.t('alarm.exportName')}
            />
          ),
          can(alarmApi.settingsEdit.permission) && (
            <Button key="settings" icon={<SettingOutlined />} data-testid="alarm-settings" onClick={() => setSettingsOpen(true)}>
              {L.t('action.settings')}
            </Button>
          ),
        ]}
      />
      <AlarmDrawer
        L={L}
        id={openId}
        onClose={() => show(undefined)}
        actionsOf={actionsOf}
        onAction={(action, alarm) => setDialog({ action, alarm })}
      />
      <AssignDialog L={L} alarm={dialog?.action === 'assign' ? dialog.alarm : undefined} onClose={() => setDialog(undefined)} />
      <HandleDialog L={L} alarm={dialog?.action === 'handle' ? dialog.alarm : undefined} onClose={() => setDialog(undefined)} />
      <RankSettingsDialog L={L} open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}

import type { ReactNode } from 'react';
import { Space, Tag, Tooltip } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { ALARM_RANK, ALARM_STATUS, ALARM_TYPE, type EnvAlarmRow } from '@carbon/domain';
import { OrgTreeSelect } from '../../../../components/org-tree-select';
import { formatDateTime } from '../../../../lib/format';
import { formatRatio, formatValue, RANK_COLOR, STATUS_COLOR, type EnvLabels } from '../labels';
import { enumColumn } from '../../../../lib/enum-labels';
import { pollutantText } from '../points/pollutant-rules';
import { PointSelect, PollutantSelect } from '../pickers';
import { actionsColumn } from '../../../../components/actions-column';

export type AlarmAction = 'view' | 'assign' | 'handle';

/**
 * What a row offers: always the details; assign while unassigned (0), process while unprocessed
 * (1), each only to holders of its permission (the domain's machine: 0 → 1 → 2; the server
 * refuses the rest with its reason, e.g. a caller who is not the assigned handler).
 */
export function alarmRowActions(status: number, can: { assign: boolean; handle: boolean }): AlarmAction[] {
  return [
    'view',
    ...(status === 0 && can.assign ? (['assign'] as const) : []),
    ...(status === 1 && can.handle ? (['handle'] as const) : []),
  ];
}

type Options = { L: EnvLabels; renderActions: (row: EnvAlarmRow) => ReactNode };

/** Average, limit and unit as shown: "75.5 mg/L". */
const measured = (value: string, unit: string) => `${formatValue(value)} ${unit}`.trim();

/**
 * Columns and filters of the alarm log: park, point, pollutant, rank, type, status, the period's
 * dates and whether cleared alarms are included; the period, point, pollutant, average against
 * its limit and their ratio, rank and status as labels, the handler.
 */
export function alarmColumns({ L, renderActions }: Options): ProColumns<EnvAlarmRow>[] {
  const label = (name: string) => L.td(`field.${name}`);
  const yesNo = { true: { text: L.t('filter.yes') }, false: { text: L.t('filter.no') } };
  return [
    {
      title: L.td('envAlarm.column.periodStart'),
      dataIndex: 'periodStart',
      search: false,
      render: (_, r) => <span data-testid={`alarm-period-${r.id}`}>{formatDateTime(r.periodStart)}</span>,
    },
    {
      title: L.td('field.envAlarm.parkId'),
      dataIndex: 'parkId',
      hideInTable: true,
      renderFormItem: () => <OrgTreeSelect testId="alarm-search-park" />,
    },
    { title: L.td('envAlarm.column.park'), dataIndex: 'parkName', search: false, render: (_, r) => r.parkName ?? '—' },
    {
      title: label('pointId'),
      dataIndex: 'pointId',
      hideInTable: true,
      renderFormItem: () => <PointSelect L={L} testId="alarm-search-point" />,
    },
    { title: label('pointId'), dataIndex: 'pointName', search: false },
    {
      title: label('pollutant'),
      dataIndex: 'pollutant',
      renderFormItem: () => <PollutantSelect L={L} testId="alarm-search-pollutant" />,
      render: (_, r) => pollutantText(L.td, r.pollutant),
    },
    enumColumn<EnvAlarmRow>(L.td, ALARM_TYPE, label('envAlarm.alarmType'), 'alarmType', 'alarm-search-alarmType', {
      render: (_, r) => <span data-testid={`alarm-type-${r.id}`}>{L.alarmType(r.alarmType)}</span>,
    }),
    enumColumn<EnvAlarmRow>(L.td, ALARM_RANK, label('envAlarm.rank'), 'rank', 'alarm-search-rank', {
      render: (_, r) => (
        <Tag color={RANK_COLOR[String(r.rank)]} data-testid={`alarm-rank-${r.id}`}>
          {L.rank(r.rank)}
        </Tag>
      ),
    }),
    {
      title: L.td('envAlarm.column.average'),
      dataIndex: 'average',
      search: false,
      align: 'right',
      render: (_, r) => <span data-testid={`alarm-average-${r.id}`}>{measured(r.average, r.unit)}</span>,
    },
    {
      title: L.td('envAlarm.column.limit'),
      dataIndex: 'limit',
      search: false,
      align: 'right',
      render: (_, r) => measured(r.limit, r.unit),
    },
    {
      title: L.td('envAlarm.column.ratio'),
      dataIndex: 'ratio',
      search: false,
      align: 'right',
      render: (_, r) => <span data-testid={`alarm-ratio-${r.id}`}>{formatRatio(r.average, r.limit)}</span>,
    },
    enumColumn<EnvAlarmRow>(L.td, ALARM_STATUS, label('status'), 'status', 'alarm-search-status', {
      render: (_, r) => (
        <Space size={4}>
          <Tag color={STATUS_COLOR[String(r.status)]} data-testid={`alarm-status-${r.id}`}>
            {L.alarmStatus(r.status)}
          </Tag>
          {r.cleared && (
            <Tooltip title={r.clearedReason ?? undefined}>
              <Tag data-testid={`alarm-cleared-${r.id}`}>{L.t('alarm.cleared')}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    }),
    { title: L.td('envAlarm.column.handler'), dataIndex: 'handlerName', search: false, render: (_, r) => r.handlerName ?? '—' },
    {
      title: L.t('alarm.dates'),
      dataIndex: 'dates',
      valueType: 'dateRange',
      hideInTable: true,
      fieldProps: { 'data-testid': 'alarm-search-dates' },
      search: { transform: (v: [string, string]) => ({ from: v[0], to: v[1] }) },
    },
    {
      title: label('envAlarm.withCleared'),
      dataIndex: 'withCleared',
      valueType: 'select',
      valueEnum: yesNo,
      hideInTable: true,
      fieldProps: { 'data-testid': 'alarm-search-withCleared' },
    },
    ...actionsColumn<EnvAlarmRow>(L.t('column.actions'), renderActions),
  ];
}

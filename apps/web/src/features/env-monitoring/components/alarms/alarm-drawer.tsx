import type { ReactNode } from 'react';
import { Alert, Button, Descriptions, Drawer, Space, Spin, Tag, Typography } from 'antd';
import type { EnvAlarmRow } from '@carbon/domain';
import { formatDateTime } from '../../../../lib/format';
import { downloadFile } from '../../../../lib/download';
import { alarmApi, useAlarmDetail } from '../../api/env-api';
import { formatRatio, formatValue, RANK_COLOR, STATUS_COLOR, type EnvLabels } from '../labels';
import { pollutantText } from '../points/pollutant-rules';
import { AlarmChart } from './alarm-chart';
import type { AlarmAction } from './alarm-columns';

type Props = {
  L: EnvLabels;
  /** The alarm shown (`?id=`), or undefined when closed. */
  id: string | undefined;
  onClose: () => void;
  /** The actions the caller may take on an alarm of this status (assign, handle). */
  actionsOf: (alarm: EnvAlarmRow) => AlarmAction[];
  onAction: (action: Exclude<AlarmAction, 'view'>, alarm: EnvAlarmRow) => void;
};

/** One alarm (`alarm-drawer`): where and what, the average against the limit, the handling, and the period's chart. */
export function AlarmDrawer({ L, id, onClose, actionsOf, onAction }: Props) {
  const detail = useAlarmDetail(id);
  const alarm = detail.data;
  const actions = alarm ? actionsOf(alarm).filter((a): a is 'assign' | 'handle' => a !== 'view') : [];
  return (
    <Drawer
      open={!!id}
      width={720}
      onClose={onClose}
      title={L.t('alarm.detail')}
      destroyOnHidden
      extra={
        <Space>
          {alarm &&
            actions.map((a) => (
              <Button key={a} type="primary" data-testid={`alarm-drawer-${a}`} onClick={() => onAction(a, alarm)}>
                {L.t(`action.${a}`)}
              </Button>
            ))}
        </Space>
      }
    >
      <div data-testid="alarm-drawer">
        {detail.isLoading && <Spin data-testid="alarm-drawer-loading" />}
        {detail.error && <Alert type="error" showIcon message={detail.error.message} data-testid="alarm-drawer-error" />}
        {alarm && <AlarmBody L={L} alarm={alarm} />}
      </div>
    </Drawer>
  );
}

/** The alarm's organisation, and its park when that is another name (a park named as its organisation shows once). */
export const orgAndPark = (alarm: Pick<EnvAlarmRow, 'orgName' | 'parkName'>): string =>
  alarm.parkName && alarm.parkName !== alarm.orgName ? `${alarm.orgName} · ${alarm.parkName}` : alarm.orgName;

function AlarmBody({ L, alarm }: { L: EnvLabels; alarm: EnvAlarmRow }) {
  const value = (v: string) => `${formatValue(v)} ${alarm.unit}`.trim();
  const item = (label: string, content: ReactNode, testId?: string) => (
    <Descriptions.Item label={label}>{testId ? <span data-testid={testId}>{content}</span> : content}</Descriptions.Item>
  );
  return (
    <>
      {alarm.cleared && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="alarm-drawer-cleared"
          message={L.t('alarm.clearedAt', { at: formatDateTime(alarm.clearedAt) })}
          description={alarm.clearedReason ?? undefined}
        />
      )}
      <Descriptions size="small" column={2} bordered>
        {item(L.td('envAlarm.column.point'), alarm.pointName, 'alarm-drawer-point')}
        {item(L.td('envAlarm.column.org'), orgAndPark(alarm), 'alarm-drawer-org')}
        {item(L.td('field.pollutant'), pollutantText(L.td, alarm.pollutant))}
        {item(L.td('envAlarm.column.alarmType'), L.alarmType(alarm.alarmType), 'alarm-drawer-type')}
        {item(L.t('alarm.period'), `${formatDateTime(alarm.periodStart)} – ${formatDateTime(alarm.periodEnd)}`)}
        {item(L.td('envAlarm.column.rank'), <Tag color={RANK_COLOR[String(alarm.rank)]}>{L.rank(alarm.rank)}</Tag>, 'alarm-drawer-rank')}
        {item(L.td('envAlarm.column.average'), value(alarm.average), 'alarm-drawer-average')}
        {item(L.td('envAlarm.column.limit'), value(alarm.limit), 'alarm-drawer-limit')}
        {item(L.td('envAlarm.column.ratio'), formatRatio(alarm.average, alarm.limit))}
        {item(
          L.td('envAlarm.column.status'),
          <Tag color={STATUS_COLOR[String(alarm.status)]}>{L.alarmStatus(alarm.status)}</Tag>,
          'alarm-drawer-status',
        )}
        {item(L.td('envAlarm.column.handler'), alarm.handlerName ?? '—', 'alarm-drawer-handler')}
        {item(L.t('alarm.assignedAt'), formatDateTime(alarm.assignedAt))}
        {alarm.status === 2 && item(L.t('alarm.handledBy'), `${alarm.handledByName ?? '—'} · ${formatDateTime(alarm.handledAt)}`)}
        {alarm.status === 2 && item(L.td('envAlarm.column.note'), alarm.note ?? '—', 'alarm-drawer-note')}
        {alarm.fileId &&
          item(
            L.td('field.envAlarm.fileId'),
            <Typography.Link
              data-testid="alarm-drawer-file"
              onClick={() =>
                void downloadFile(alarmApi.file.path, { query: { id: alarm.fileId ?? '' }, fallbackName: alarm.fileName ?? 'file' })
              }
            >
              {alarm.fileName ?? L.t('alarm.file')}
            </Typography.Link>,
          )}
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {L.t(alarm.alarmType === 2 ? 'alarm.chartHour' : 'alarm.chartDay')}
      </Typography.Title>
      <AlarmChart L={L} alarm={alarm} />
    </>
  );
}

import { useCallback, useMemo } from 'react';
import { Alert, Spin } from 'antd';
import type { EnvAlarmRow } from '@carbon/domain';
import { formatDateTime } from '../../../../lib/format';
import { useAverages, useReadings } from '../../api/env-api';
import { LimitChart, type ChartLine } from '../chart/limit-chart';
import type { EnvLabels } from '../labels';

/** Spec §3 alarm type 2: an hourly-average alarm (1: daily). */
const HOURLY = 2;

/**
 * The readings of the alarm's period against the limit it exceeded: an hourly alarm shows the
 * hour's readings, a daily one the day's hourly averages, with the limit as a mark line
 * (`alarm-chart`).
 */
export function AlarmChart({ L, alarm }: { L: EnvLabels; alarm: EnvAlarmRow }) {
  const hourly = alarm.alarmType === HOURLY;
  const range = { pointId: alarm.pointId, pollutant: alarm.pollutant, from: alarm.periodStart, to: alarm.periodEnd };
  const readings = useReadings(hourly ? range : undefined);
  const averages = useAverages(hourly ? undefined : { ...range, period: 'hour' });
  const formatTime = useCallback((iso: string) => formatDateTime(iso), []);
  const lines = useMemo<ChartLine[]>(() => {
    if (hourly)
      return [{ name: L.t('chart.readings'), points: (readings.data?.rows ?? []).map((r) => ({ time: r.time, value: r.value })) }];
    return [{ name: L.td('envReading.period.hour'), points: (averages.data ?? []).map((a) => ({ time: a.periodStart, value: a.value })) }];
  }, [hourly, readings.data, averages.data, L]);
  const read = hourly ? readings : averages;
  if (read.isLoading) return <Spin data-testid="alarm-chart-loading" />;
  if (read.error) return <Alert type="error" showIcon message={read.error.message} data-testid="alarm-chart-error" />;
  if (lines[0]?.points.length === 0) return <Alert type="info" showIcon message={L.t('chart.noData')} data-testid="alarm-chart-empty" />;
  return (
    <LimitChart
      testId="alarm-chart"
      lines={lines}
      limit={alarm.limit}
      limitLabel={L.td(hourly ? 'field.hourlyLimit' : 'field.dailyLimit')}
      unit={alarm.unit}
      formatTime={formatTime}
      span={{ from: alarm.periodStart, to: alarm.periodEnd }}
      height={260}
    />
  );
}

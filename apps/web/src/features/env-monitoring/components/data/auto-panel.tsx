import { useCallback, useMemo, useState } from 'react';
import { Alert, Card, DatePicker, Segmented, Select, Space, Spin, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { EnvAverageRow, EnvPointRow } from '@carbon/domain';
import { formatDateTime } from '../../../../lib/format';
import { ExportButton } from '../../../../components/export-button';
import { readingApi, useAverages, useReadings } from '../../api/env-api';
import { LimitChart, type ChartLine } from '../chart/limit-chart';
import { formatValue, type EnvLabels } from '../labels';
import { pollutantText } from '../points/pollutant-rules';
import { ReadingsTable } from './readings-table';

type View = 'hour' | 'day';
type Props = { L: EnvLabels; point: EnvPointRow };

const DAY = 'YYYY-MM-DD';

/** The query range of the days picked: from the first day's start to the start of the day after the last (exclusive). */
export const rangeOf = ([first, last]: [Dayjs, Dayjs]) => ({ from: first.format(DAY), to: last.add(1, 'day').format(DAY) });

/**
 * An automatic point's data for one pollutant over the days picked (the last 7 by default):
 * "hourly" draws the readings and the hourly averages against the hourly limit, "daily" the
 * daily averages against the daily limit; the averages below, with the count they rest on and
 * days without enough valid hours (HJ 75-2017: 20) marked insufficient; in the hourly view the
 * readings too, with the Min, Max, Cou and Zs values sent beside them, and their export.
 */
export function AutoPanel({ L, point }: Props) {
  const [code, setCode] = useState(point.pollutants[0]?.code ?? '');
  const [view, setView] = useState<View>('hour');
  const [days, setDays] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(6, 'day').startOf('day'), dayjs().startOf('day')]);
  const pollutant = point.pollutants.find((p) => p.code === code);
  const range = { pointId: point.id, pollutant: code, ...rangeOf(days) };
  const readings = useReadings(view === 'hour' && code ? range : undefined);
  const averages = useAverages(code ? { ...range, period: view } : undefined);
  const formatTime = useCallback((iso: string) => formatDateTime(iso), []);

  const lines = useMemo<ChartLine[]>(() => {
    const avg: ChartLine = {
      name: L.td(`envReading.period.${view}`),
      points: (averages.data ?? []).map((a) => ({ time: a.periodStart, value: a.value })),
    };
    if (view === 'day') return [avg];
    const raw: ChartLine = {
      name: L.t('chart.readings'),
      points: (readings.data?.rows ?? []).map((r) => ({ time: r.time, value: r.value })),
      dashed: true,
    };
    return [avg, raw];
  }, [L, view, averages.data, readings.data]);

  const loading = averages.isLoading || (view === 'hour' && readings.isLoading);
  const error = averages.error ?? (view === 'hour' ? readings.error : null);
  const limit = (view === 'hour' ? pollutant?.hourlyLimit : pollutant?.dailyLimit) ?? null;
  return (
    <Card
      size="small"
      title={L.t('auto.title')}
      extra={
        <Space wrap>
          <Select
            data-testid="auto-pollutant"
            value={code}
            onChange={setCode}
            style={{ minWidth: 240 }}
            options={point.pollutants.map((p) => ({ value: p.code, label: pollutantText(L.td, p.code) }))}
          />
          <Segmented<View>
            data-testid="auto-view"
            value={view}
            onChange={setView}
            options={[
              { value: 'hour', label: L.td('envReading.period.hour') },
              { value: 'day', label: L.td('envReading.period.day') },
            ]}
          />
          <DatePicker.RangePicker
            data-testid="auto-days"
            allowClear={false}
            value={days}
            onChange={(v) => v?.[0] && v[1] && setDays([v[0], v[1]])}
          />
          <ExportButton
            testId="auto-export"
            endpoint={readingApi.export}
            label={L.t('auto.export')}
            getQuery={() => range}
            fallbackName={`${point.name}.xlsx`}
          />
        </Space>
      }
    >
      {readings.data?.truncated && view === 'hour' && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={L.t('auto.truncated')} data-testid="auto-truncated" />
      )}
      {!limit && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={L.t('auto.noLimit')} data-testid="auto-no-limit" />}
      {error && <Alert type="error" showIcon message={error.message} />}
      {loading ? (
        <Spin data-testid="auto-loading" />
      ) : (
        <LimitChart
          testId="auto-chart"
          lines={lines}
          limit={limit}
          limitLabel={L.td(view === 'hour' ? 'field.hourlyLimit' : 'field.dailyLimit')}
          unit={pollutant?.unit ?? ''}
          formatTime={formatTime}
        />
      )}
      <AverageTable L={L} rows={averages.data ?? []} unit={pollutant?.unit ?? ''} />
      {view === 'hour' && (readings.data?.rows.length ?? 0) > 0 && (
        <ReadingsTable L={L} rows={readings.data?.rows ?? []} unit={pollutant?.unit ?? ''} />
      )}
    </Card>
  );
}

/** The averages of the range: period start, value (or "insufficient data"), the count it rests on, the limit. */
function AverageTable({ L, rows, unit }: { L: EnvLabels; rows: readonly EnvAverageRow[]; unit: string }) {
  return (
    <Table<EnvAverageRow>
      data-testid="auto-averages"
      rowKey="periodStart"
      size="small"
      style={{ marginTop: 12 }}
      dataSource={[...rows].reverse()}
      pagination={{ pageSize: 24, showSizeChanger: false }}
      columns={[
        { title: L.t('auto.periodStart'), dataIndex: 'periodStart', render: (v: string) => formatDateTime(v) },
        {
          title: `${L.td('field.value')}${unit ? ` (${unit})` : ''}`,
          dataIndex: 'value',
          align: 'right',
          render: (_, r) =>
            r.insufficient ? <Tag color="warning">{L.t('auto.insufficient')}</Tag> : formatValue(r.value),
        },
        { title: L.t('auto.count'), dataIndex: 'count', align: 'right' },
        // the limit as entered, to its own 6 places (issue 25 item 8)
        {
          title: L.td('envAlarm.column.limit'),
          dataIndex: 'limit',
          align: 'right',
          render: (v: string | null) => <span data-as-entered>{formatValue(v, 6)}</span>,
        },
      ]}
    />
  );
}

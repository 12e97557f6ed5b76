import { Table } from 'antd';
import { READING_EXTRAS, type EnvReadingRow, type ReadingExtra } from '@carbon/domain';
import { formatDateTime } from '../../../../lib/format';
import { formatValue, type EnvLabels } from '../labels';

/** The extras any of the rows carries (a device that sends none shows no empty columns). */
export const extrasIn = (rows: readonly EnvReadingRow[]): ReadingExtra[] =>
  READING_EXTRAS.filter((k) => rows.some((r) => r[k] !== undefined && r[k] !== null));

/**
 * The readings of the range, newest first: time, kind, the value, and beside it the Min, Max, Cou
 * and converted (Zs) values HJ 212 devices sent with it.
 */
export function ReadingsTable({ L, rows, unit }: { L: EnvLabels; rows: readonly EnvReadingRow[]; unit: string }) {
  const extras = extrasIn(rows);
  const withUnit = (title: string) => `${title}${unit ? ` (${unit})` : ''}`;
  return (
    <Table<EnvReadingRow>
      data-testid="auto-readings"
      rowKey={(r) => `${r.kind}|${r.time}`}
      size="small"
      style={{ marginTop: 12 }}
      dataSource={[...rows].reverse()}
      pagination={{ pageSize: 20, showSizeChanger: false }}
      scroll={{ x: true }}
      columns={[
        { title: L.t('auto.time'), dataIndex: 'time', render: (v: string) => formatDateTime(v) },
        { title: L.t('auto.kind'), dataIndex: 'kind', render: (v: string) => L.td(`envReading.kind.${v}`) },
        // readings as measured or entered, to their own 6 places: exempt from the rounding of figures (issue 25 item 8)
        {
          title: withUnit(L.td('field.value')),
          dataIndex: 'value',
          align: 'right',
          render: (v: string) => <span data-as-entered>{formatValue(v, 6)}</span>,
        },
        ...extras.map((k) => ({
          title: L.t(`extra.${k}`),
          dataIndex: k,
          align: 'right' as const,
          render: (v: string | null | undefined) => (v === undefined || v === null ? '—' : <span data-as-entered>{formatValue(v, 6)}</span>),
        })),
      ]}
    />
  );
}

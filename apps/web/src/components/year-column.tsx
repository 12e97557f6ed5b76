import type { ProColumns } from '@ant-design/pro-components';
import { formatYear } from '../lib/format';

/**
 * A year column: searched as a whole number (`testId` on the search input) and shown as a year
 * ("2025", where ProTable's digit would write "2,025"). `extra` adds to it or changes it (a
 * period's `render`, `hideInTable`).
 */
export function yearColumn<T extends { year?: number | null }>(title: string, testId: string, extra: ProColumns<T> = {}): ProColumns<T> {
  return {
    title,
    dataIndex: 'year',
    valueType: 'digit',
    fieldProps: { 'data-testid': testId, precision: 0 },
    render: (_, row) => formatYear(row.year),
    ...extra,
  };
}

import type { ReactNode } from 'react';
import { Space } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';

/**
 * A table's actions column, fixed on the right and left out of the search form, as a list to spread into the
 * columns: empty when `shown` is false (the caller may do none of the row actions), so no empty column shows.
 */
export function actionsColumn<T>(title: string, actions: (row: T) => ReactNode, shown = true): ProColumns<T>[] {
  return shown ? [{ title, key: 'actions', search: false, fixed: 'right', render: (_, row) => <Space>{actions(row)}</Space> }] : [];
}

import { Alert, Table, type TableProps } from 'antd';

/** What a list table needs of its read (a `useCall`): whether it is loading, and why it failed. */
export type ListRead = { isLoading: boolean; error: Error | null };

type ListTableProps<T> = Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination' | 'size'> & {
  read: ListRead;
  /** The rows (from the read, or derived from it). */
  rows: readonly T[] | undefined;
};

/**
 * A small table of everything one read returns, unpaged (a drawer's versions or links, a panel's
 * periods): its failure above it, a spinner while it loads. Other Table props pass through
 * (`data-testid`, `rowKey`, `columns`, `rowSelection`…).
 */
export function ListTable<T extends object>({ read, rows, ...table }: ListTableProps<T>) {
  return (
    <>
      {read.error && <Alert type="error" showIcon message={read.error.message} />}
      <Table<T> size="small" loading={read.isLoading} dataSource={rows ?? []} pagination={false} {...table} />
    </>
  );
}

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../test-utils';
import { ListTable } from './list-table';

type Row = { id: string; name: string };
const columns = [{ title: 'Name', dataIndex: 'name' }];

describe('ListTable', () => {
  it('shows every row of the read, unpaged', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ id: String(i), name: `Row ${i}` }));
    renderAt(<ListTable<Row> data-testid="list" rowKey="id" read={{ isLoading: false, error: null }} rows={rows} columns={columns} />);
    const list = screen.getByTestId('list');
    expect(list.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(12);
    expect(list.querySelector('.ant-pagination')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('.ant-table-wrapper .ant-spin')).toBeNull();
  });

  it('says why the read failed, above an empty table', () => {
    renderAt(
      <ListTable<Row>
        data-testid="list"
        rowKey="id"
        read={{ isLoading: false, error: new Error('Server down') }}
        rows={undefined}
        columns={columns}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Server down');
    expect(screen.getByTestId('list').querySelectorAll('tbody tr.ant-table-row')).toHaveLength(0);
  });

  it('spins while the read loads', () => {
    renderAt(<ListTable<Row> data-testid="list" rowKey="id" read={{ isLoading: true, error: null }} rows={undefined} columns={columns} />);
    expect(document.querySelector('.ant-table-wrapper .ant-spin')).not.toBeNull();
  });
});

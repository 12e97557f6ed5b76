import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { actionsColumn } from './actions-column';

type Row = { id: string };

describe('actionsColumn', () => {
  it('is no column at all when the caller may do none of the actions', () => {
    expect(actionsColumn<Row>('Actions', () => 'x', false)).toEqual([]);
  });

  it('is one column fixed on the right, out of the search form, rendering the row’s actions side by side', () => {
    const [column] = actionsColumn<Row>('Actions', (r) => [<a key="e">edit {r.id}</a>, <a key="d">delete {r.id}</a>]);
    expect(column).toMatchObject({ title: 'Actions', key: 'actions', search: false, fixed: 'right' });
    const cell = column!.render!(null, { id: '7' }, 0, {} as never, {} as never) as React.ReactElement;
    render(cell);
    expect(screen.getByText('edit 7').closest('.ant-space')).not.toBeNull();
    expect(screen.getByText('delete 7')).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { yearColumn } from './year-column';

type Row = { year: number | null };
const cell = (column: ReturnType<typeof yearColumn<Row>>, row: Row): unknown =>
  column.render?.(null, row, 0, undefined as never, undefined as never);

describe('yearColumn', () => {
  it('searches a whole number and shows the year without grouping', () => {
    const column = yearColumn<Row>('Year', 'x-search-year');
    expect(column).toMatchObject({
      title: 'Year',
      dataIndex: 'year',
      valueType: 'digit',
      fieldProps: { 'data-testid': 'x-search-year', precision: 0 },
    });
    expect(cell(column, { year: 2025 })).toBe('2025');
    expect(cell(column, { year: null })).not.toBe('null');
  });

  it('takes the caller changes', () => {
    const column = yearColumn<Row>('Year', 'x-search-year', { render: () => 'period', hideInTable: true });
    expect(cell(column, { year: 2025 })).toBe('period');
    expect(column.hideInTable).toBe(true);
  });
});

import type { HTMLAttributes, ReactNode } from 'react';
import { Table } from 'antd';
import { formatFigure } from './labels';

/** A measure column: a count (0 decimals) or a decimal figure, its title with the unit. */
export type Measure = { key: string; title: string; decimals?: number };

/** A group of an overview (a status, a stage, a 3R class, a year, an organisation, a technology) and its measures. */
export type FigureRow = { key: string; label: ReactNode; values: Record<string, string | number> };

/** Groups and their measures, right-aligned, the exact decimal in each cell's title; `expand` shows a group's parts. */
export function FigureTable({
  testId,
  groupTitle,
  measures,
  rows,
  expand,
}: {
  testId: string;
  groupTitle: string;
  measures: readonly Measure[];
  rows: readonly FigureRow[];
  expand?: (key: string) => ReactNode;
}) {
  return (
    <Table<FigureRow>
      data-testid={testId}
      size="small"
      rowKey="key"
      dataSource={[...rows]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(r) => ({ 'data-testid': `${testId}-row-${r.key}` }) as HTMLAttributes<HTMLElement>}
      {...(expand ? { expandable: { expandedRowRender: (r: FigureRow) => expand(r.key) } } : {})}
      columns={[
        { title: groupTitle, key: 'group', render: (_, r) => r.label },
        ...measures.map((m) => ({
          title: m.title,
          key: m.key,
          align: 'right' as const,
          render: (_: unknown, r: FigureRow) => {
            const v = r.values[m.key];
            if (typeof v === 'number') return <span data-testid={`${testId}-${r.key}-${m.key}`}>{v}</span>;
            return (
              <span data-testid={`${testId}-${r.key}-${m.key}`} title={v}>
                {formatFigure(v, m.decimals ?? 2)}
              </span>
            );
          },
        })),
      ]}
    />
  );
}

import type { HTMLAttributes } from 'react';
import { Card, Table, Typography } from 'antd';
import type { ReportCategory, ReportDetail } from '@carbon/domain';
import { Figure } from './figure';
import { useReportLabels } from './labels';

type Item = { item: string; reason: string };

function Items({ items, testId }: { items: Item[]; testId: string }) {
  if (items.length === 0) return <>—</>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }} data-testid={testId}>
      {items.map((x, i) => (
        <li key={`${x.item}-${i}`}>
          <Typography.Text strong>{x.item}</Typography.Text>
          {x.reason ? `: ${x.reason}` : ''}
        </li>
      ))}
    </ul>
  );
}

/**
 * The template's categories (the 15 scope-3 categories of the GHG Protocol or the six of
 * ISO 14064-1), each with its figure (which opens its derivation), its entries, the items
 * excluded with their reasons and, for ISO 14064-1, the significant indirect items with theirs.
 */
export function CategoriesTable({ detail }: { detail: ReportDetail }) {
  const L = useReportLabels();
  const iso = detail.template === 'iso14064';
  return (
    <Card size="small" title={L.t(iso ? 'categories.titleIso' : 'categories.titleGhg')}>
      <Table<ReportCategory>
        data-testid="report-categories"
        size="small"
        rowKey="number"
        pagination={false}
        dataSource={detail.categories}
        scroll={{ x: 'max-content' }}
        onRow={(c) => ({ 'data-testid': `category-row-${c.number}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          { title: L.t('categories.number'), dataIndex: 'number', width: 60 },
          { title: L.t('categories.name'), key: 'name', render: (_, c) => L.td(c.key) },
          {
            title: L.t('categories.tco2e'),
            key: 'tco2e',
            align: 'right',
            render: (_, c) => <Figure figure={`category:${c.number}`} value={c.tco2e} />,
          },
          { title: L.t('categories.entries'), dataIndex: 'entries', align: 'right', width: 80 },
          {
            title: L.t('categories.excluded'),
            key: 'excluded',
            render: (_, c) => <Items items={c.excluded} testId={`category-excluded-${c.number}`} />,
          },
          ...(iso
            ? [
                {
                  title: L.t('categories.significant'),
                  key: 'significant',
                  render: (_: unknown, c: ReportCategory) => <Items items={c.significant} testId={`category-significant-${c.number}`} />,
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

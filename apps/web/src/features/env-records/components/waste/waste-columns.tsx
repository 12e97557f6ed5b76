import type { ReactNode } from 'react';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { WASTE_CATALOGUE_KIND, WASTE_DISPOSAL_METHOD, type WasteRow } from '@carbon/domain';
import type { RecordLabels } from '../labels';
import { enumColumn } from '../../../../lib/enum-labels';
import { actionsColumn } from '../../../../components/actions-column';
import { orgColumns } from '../../../../components/org-columns';

export type WasteAction = 'edit' | 'delete';

type Options = { L: RecordLabels; actions: WasteAction[]; renderAction: (action: WasteAction, row: WasteRow) => ReactNode };

/** The month of a record as shown: "2026-03". */
export const periodText = (r: Pick<WasteRow, 'year' | 'month'>) => `${r.year}-${String(r.month).padStart(2, '0')}`;

/** The years a search offers: next year and the ten before it. */
export function yearOptions(now = new Date()): Record<string, { text: string }> {
  const last = now.getFullYear() + 1;
  return Object.fromEntries(Array.from({ length: 11 }, (_, i) => [String(last - i), { text: String(last - i) }]));
}

/**
 * Columns and search fields of the waste records: organisation (subtree), year and month, catalogue,
 * disposal method, code or name; the waste (code, name, catalogue, category), the quantity in tonnes,
 * the disposal method's label, the receiver, and the inventory tasks a record went to.
 */
export function wasteColumns({ L, actions, renderAction }: Options): ProColumns<WasteRow>[] {
  return [
    ...orgColumns<WasteRow>(L.field('orgId'), 'waste-search-org'),
    {
      title: L.field('year'),
      dataIndex: 'year',
      hideInTable: true,
      valueType: 'select',
      valueEnum: yearOptions(),
      fieldProps: { 'data-testid': 'waste-search-year' },
    },
    {
      title: L.field('month'),
      dataIndex: 'month',
      hideInTable: true,
      valueType: 'select',
      valueEnum: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), { text: String(i + 1) }])),
      fieldProps: { 'data-testid': 'waste-search-month' },
    },
    { title: L.t('waste.period'), dataIndex: 'period', search: false, render: (_, r) => periodText(r) },
    { title: L.t('waste.keyword'), dataIndex: 'keyword', hideInTable: true, fieldProps: { 'data-testid': 'waste-search-keyword' } },
    enumColumn<WasteRow>(L.td, WASTE_CATALOGUE_KIND, L.t('waste.kind'), 'kind', 'waste-search-kind', { hideInTable: true }),
    {
      title: L.field('catalogueId'),
      dataIndex: 'wasteLabel',
      search: false,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>{`${r.wasteCode} ${r.wasteLabel}`}</span>
          <Space size={4}>
            <Tag color={r.wasteKind === 'hazardous' ? 'red' : 'green'}>{L.catalogueKind(r.wasteKind)}</Tag>
            <Typography.Text type="secondary">{r.wasteCategory}</Typography.Text>
          </Space>
        </Space>
      ),
    },
    {
      title: L.field('quantity'),
      dataIndex: 'quantity',
      search: false,
      align: 'right',
      // the tonnes as entered, every place their own (issue 25 item 8: not a figure to round)
      render: (_, r) => (
        <span data-testid={`waste-quantity-${r.id}`} data-as-entered>
          {r.quantity}
        </span>
      ),
    },
    enumColumn<WasteRow>(L.td, WASTE_DISPOSAL_METHOD, L.field('disposalMethod'), 'disposalMethod', 'waste-search-disposalMethod', {
      render: (_, r) => <span data-testid={`waste-method-${r.id}`}>{L.disposal(r.disposalMethod)}</span>,
    }),
    { title: L.field('receiver'), dataIndex: 'receiver', search: false, ellipsis: true, render: (_, r) => r.receiver ?? '—' },
    {
      title: L.t('waste.inInventory'),
      dataIndex: 'inventoryTaskIds',
      search: false,
      render: (_, r) =>
        r.inventoryTaskIds.length > 0 ? (
          <Tooltip title={L.t('waste.inInventoryHint')}>
            <Tag color="blue" data-testid={`waste-inventory-${r.id}`}>
              {L.t('waste.inTasks', { count: r.inventoryTaskIds.length })}
            </Tag>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    ...actionsColumn<WasteRow>(L.t('column.actions'), (r) => actions.map((a) => renderAction(a, r)), actions.length > 0),
  ];
}

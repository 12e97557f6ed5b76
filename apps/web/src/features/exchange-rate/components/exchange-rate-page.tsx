import { useRef } from 'react';
import { Typography } from 'antd';
import type { ProColumns, ProFormInstance } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { ExchangeRateFilter, ExchangeRateRow } from '@carbon/domain';
import { formatDateTime } from '../../../lib/format';

import { PageTable, type Selection } from '../../../components/page-table';
import { usePerm } from '../../../components/use-perm';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { exchangeRateApi, useDeleteExchangeRates } from '../api/exchange-rate-api';
import { ExchangeRateDialog } from './exchange-rate-dialog';
import { useSheetButtons } from '../../../components/sheet-buttons';
import { yearColumn } from '../../../components/year-column';
import { useEditButtons } from '../../../components/edit-buttons';

type T = (key: string) => string;
type Query = Record<string, string | number | boolean | undefined>;
const MONTHS = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i + 1, { text: String(i + 1) }]));

function columns(t: T, canEdit: boolean, onEdit: (row: ExchangeRateRow) => void): ProColumns<ExchangeRateRow>[] {
  return [
    { title: t('field.currency'), dataIndex: 'currency', fieldProps: { maxLength: 3, 'data-testid': 'exchangeRate-search-currency' } },
    yearColumn(t('field.year'), 'exchangeRate-search-year'),
    {
      title: t('field.month'),
      dataIndex: 'month',
      valueType: 'select',
      valueEnum: MONTHS,
      fieldProps: { 'data-testid': 'exchangeRate-search-month' },
    },
    // the rate as entered, every place its own (issue 25 item 8)
    {
      title: t('field.rateToUsd'),
      dataIndex: 'rateToUsd',
      hideInSearch: true,
      align: 'right',
      render: (_, row) => <span data-as-entered>{row.rateToUsd}</span>,
    },
    { title: t('field.source'), dataIndex: 'source', hideInSearch: true, ellipsis: true },
    { title: t('field.updatedAt'), dataIndex: 'updatedAt', hideInSearch: true, render: (_, row) => formatDateTime(row.updatedAt) },
    {
      title: t('column.actions'),
      valueType: 'option',
      hideInTable: !canEdit,
      render: (_, row) => (
        <Typography.Link data-testid="exchangeRate-row-edit" onClick={() => onEdit(row)}>
          {t('action.edit')}
        </Typography.Link>
      ),
    },
  ];
}

/** /BasicModule/exchangeRate: monthly rates to USD for spend-based scope 3. */
export function ExchangeRatePage() {
  const { t } = useTranslation('exchangeRate');
  const can = usePerm();
  const formRef = useRef<ProFormInstance>(undefined);
  const dialog = useGuardedDialog<ExchangeRateRow>();
  const remove = useDeleteExchangeRates();

  const exportQuery = (): Query => {
    const values = (formRef.current?.getFieldsValue() ?? {}) as Record<string, unknown>;
    const query: Query = {};
    for (const [k, v] of Object.entries(values))
      if ((typeof v === 'string' && v.trim()) || typeof v === 'number') query[k] = typeof v === 'string' ? v.trim() : v;
    return query;
  };

  const sheet = useSheetButtons({
    prefix: 'exchangeRate',
    api: exchangeRateApi,
    templateName: 'exchange-rate-template.xlsx',
    exportName: 'exchange-rates.xlsx',
    getQuery: exportQuery,
  });
  const editButtons = useEditButtons<ExchangeRateRow>({
    prefix: 'exchangeRate',
    add: { endpoint: exchangeRateApi.add, text: t('action.add'), onClick: () => dialog.show() },
    remove: { endpoint: exchangeRateApi.delete, onConfirm: (selection) => remove.mutateAsync(selection.rows) },
  });
  const toolbar = (selection: Selection<ExchangeRateRow>) => [...editButtons(selection), ...sheet];

  return (
    <>
      <PageTable<ExchangeRateRow, ExchangeRateFilter>
        testId="exchangeRate-table"
        formRef={formRef}
        endpoint={exchangeRateApi.page}
        columns={columns(t, can('exchangeRate:edit'), (row) => dialog.show(row))}
        selectable
        toolbar={toolbar}
        headerTitle={t('title')}
      />
      <ExchangeRateDialog dialog={dialog} />
    </>
  );
}

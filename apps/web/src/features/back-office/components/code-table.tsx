import type { ReactNode } from 'react';
import { Space } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { PageTable } from '../../../components/page-table';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { usePerm } from '../../../components/use-perm';
import { DOMAIN_NS } from '../../../lib/i18n';
import { RESOURCES, useDeleteRows, type CodeSearch, type Resource, type RowOf } from '../api/back-office-api';
import { CodeFormDialog, type CodeRow, type LabelField } from './code-form-dialog';
import { remarkLabel, rowLabel } from './code-labels';
import { useEditButtons } from '../../../components/edit-buttons';

type Row = RowOf[Resource];
type Props = {
  resource: Resource;
  prefix: string;
  labelField: LabelField;
  /** Fixed filters and body fields (an entry table's typeId). */
  fixed?: Record<string, string>;
  /** Extra row links (a type's "entries"). */
  rowExtra?: (row: Row) => ReactNode;
};

/**
 * Search + paged table + add/edit/delete of one coded resource, gated by its endpoints' permissions.
 * The page is read through the shared cache; every change invalidates the look-up contract, so it refreshes by itself.
 */
export function CodeTable({ resource, prefix, labelField, fixed, rowExtra }: Props) {
  const { t } = useTranslation('backOffice');
  const { t: td } = useTranslation(DOMAIN_NS);
  const can = usePerm();
  const endpoints = RESOURCES[resource];
  const dialog = useGuardedDialog<CodeRow>();
  const remove = useDeleteRows(resource);
  const editButtons = useEditButtons<Row>({
    prefix,
    add: { endpoint: endpoints.add, text: t('add'), onClick: () => dialog.show() },
    remove: { endpoint: endpoints.delete, onConfirm: (selection) => remove.mutateAsync(selection.keys) },
  });
  const columns: ProColumns<Row>[] = [
    {
      title: t(`field.${labelField}`),
      dataIndex: labelField,
      render: (_, row) => <span data-testid={`${prefix}-row-label-${row.code}`}>{rowLabel(row, labelField, td)}</span>,
    },
    { title: t('field.code'), dataIndex: 'code' },
    { title: t('field.sort'), dataIndex: 'sort', search: false, width: 80 },
    { title: t('field.remark'), dataIndex: 'remark', search: false, ellipsis: true, render: (_, row) => remarkLabel(row.remark, t) || '-' },
    {
      title: t('actions'),
      valueType: 'option',
      render: (_, row) => (
        <Space size="small">
          {can(endpoints.edit.permission) && (
            <a data-testid={`${prefix}-edit-${row.code}`} onClick={() => dialog.show(row)}>
              {t('edit')}
            </a>
          )}
          {rowExtra?.(row)}
        </Space>
      ),
    },
  ];
  return (
    <>
      <PageTable<Row, CodeSearch>
        testId={`${prefix}-table`}
        columns={columns}
        endpoint={endpoints.page}
        params={fixed}
        toQuery={(q) => ({ ...q, ...fixed })}
        selectable
        toolbar={(sel) => editButtons(sel).filter(Boolean)}
      />
      <CodeFormDialog resource={resource} prefix={prefix} labelField={labelField} dialog={dialog} extra={fixed} />
    </>
  );
}

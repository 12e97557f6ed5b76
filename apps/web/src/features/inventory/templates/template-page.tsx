import { Space, Tag, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { CarbonTemplateRow } from '@carbon/domain';
import { PageTable } from '../../../components/page-table';
import { usePerm } from '../../../components/use-perm';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { formatDateTime } from '../../../lib/format';
import { templateApi, useDeleteTemplates } from '../api/list-api';
import { useDomainT } from '../projects/enum-labels';
import { orgTypeText, sectionLabel } from './sections';
import { TemplateDialog } from './template-dialog';
import { useEditButtons } from '../../../components/edit-buttons';

function useColumns(canEdit: boolean, onEdit: (row: CarbonTemplateRow) => void): ProColumns<CarbonTemplateRow>[] {
  const { t } = useTranslation('inventory');
  const td = useDomainT();
  return [
    { title: t('template.field.name'), dataIndex: 'name', fieldProps: { 'data-testid': 'template-search-name' } },
    { title: t('template.field.orgType'), dataIndex: 'orgType', search: false, render: (_, r) => orgTypeText(r.orgType, td) },
    {
      title: t('template.field.sections'),
      dataIndex: 'sections',
      search: false,
      render: (_, r) => (
        <Space size={[0, 4]} wrap data-testid={`template-sections-${r.id}`}>
          {r.sections.map((s) => (
            <Tag key={`${s.scope}:${s.category ?? ''}`}>{sectionLabel(s, td)}</Tag>
          ))}
        </Space>
      ),
    },
    { title: t('template.field.remark'), dataIndex: 'remark', search: false, ellipsis: true },
    { title: t('template.field.updatedAt'), dataIndex: 'updatedAt', search: false, render: (_, r) => formatDateTime(r.updatedAt) },
    {
      title: t('column.actions'),
      valueType: 'option',
      hideInTable: !canEdit,
      render: (_, row) => (
        <Typography.Link data-testid={`template-edit-${row.id}`} onClick={() => onEdit(row)}>
          {t('template.action.edit')}
        </Typography.Link>
      ),
    },
  ];
}

/** /carbonButler/carbonTemplate: which sections (scopes, scope-3 categories) a task created from a template fills. */
export function TemplatePage() {
  const { t } = useTranslation('inventory');
  const can = usePerm();
  const dialog = useGuardedDialog<CarbonTemplateRow>();
  const remove = useDeleteTemplates();
  const columns = useColumns(can(templateApi.edit.permission), (row) => dialog.show(row));
  const editButtons = useEditButtons<CarbonTemplateRow>({
    prefix: 'template',
    add: { endpoint: templateApi.add, text: t('template.action.add'), onClick: () => dialog.show() },
    remove: { endpoint: templateApi.delete, onConfirm: (selection) => remove.mutateAsync(selection.rows) },
  });
  return (
    <>
      <PageTable<CarbonTemplateRow>
        testId="template-table"
        endpoint={templateApi.page}
        columns={columns}
        selectable={can(templateApi.delete.permission)}
        toolbar={editButtons}
        headerTitle={t('template.title')}
      />
      <TemplateDialog dialog={dialog} />
    </>
  );
}

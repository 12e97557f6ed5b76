import { useRef, useState } from 'react';
import { Button, Tabs } from 'antd';
import { CalculatorOutlined } from '@ant-design/icons';
import type { ProFormInstance } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { FACTOR_TABLES, type FactorFilter, type FactorRow } from '@carbon/domain';

import { PageTable, type Selection } from '../../../components/page-table';
import { usePerm } from '../../../components/use-perm';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { factorApi, useDeleteFactors } from '../api/factor-api';
import { factorColumns } from './factor-columns';
import { FactorDialog } from './factor-dialog';
import type { FactorFormMode } from './factor-form-values';
import { PreviewDrawer } from './preview-drawer';
import { VersionsDrawer } from './versions-drawer';
import { useSheetButtons } from '../../../components/sheet-buttons';
import { useEditButtons } from '../../../components/edit-buttons';

const ALL = 'all';
type Query = Record<string, string | number | boolean | undefined>;

/** /BasicModule/factor: the factor library by table type, with versions, import/export and the calculation preview. */
export function FactorPage() {
  const { t, i18n } = useTranslation('factor');
  const can = usePerm();
  const formRef = useRef<ProFormInstance>(undefined);
  const [tableCode, setTableCode] = useState<string>(ALL);
  const [versionsOf, setVersionsOf] = useState<string>();
  const [preview, setPreview] = useState<{ open: boolean; factor?: FactorRow }>({ open: false });
  const dialog = useGuardedDialog<FactorRow>();
  const [mode, setMode] = useState<FactorFormMode>('add');
  const open = (next: FactorFormMode, row?: FactorRow) => {
    setMode(next);
    dialog.show(row);
  };
  const deleteFactors = useDeleteFactors();
  const tableFilter = tableCode === ALL ? {} : { tableCode: tableCode as FactorFilter['tableCode'] };

  const columns = factorColumns(t, i18n.language, {
    canEdit: can(factorApi.edit.permission),
    canAdd: can(factorApi.add.permission),
    onEdit: (row) => open('edit', row),
    onAddVersion: (row) => open('version', row),
    onVersions: (row) => setVersionsOf(row.code),
    onPreview: (row) => setPreview({ open: true, factor: row }),
  });

  const exportQuery = (): Query => {
    const values = (formRef.current?.getFieldsValue() ?? {}) as Record<string, unknown>;
    const query: Query = { ...tableFilter };
    for (const [k, v] of Object.entries(values)) if (typeof v === 'string' && v.trim()) query[k] = v.trim();
    return query;
  };

  const sheet = useSheetButtons({
    prefix: 'factor',
    api: factorApi,
    templateName: 'factor-template.xlsx',
    exportName: 'factors.xlsx',
    getQuery: exportQuery,
  });
  const editButtons = useEditButtons<FactorRow>({
    prefix: 'factor',
    add: { endpoint: factorApi.add, text: t('action.add'), onClick: () => open('add') },
    remove: { endpoint: factorApi.delete, onConfirm: (selection) => deleteFactors(selection.rows) },
  });
  const toolbar = (selection: Selection<FactorRow>) => [
    ...editButtons(selection),
    ...sheet,
    <Button key="preview" icon={<CalculatorOutlined />} data-testid="preview-open" onClick={() => setPreview({ open: true })}>
      {t('action.preview')}
    </Button>,
  ];

  const tabs = [{ code: ALL, key: '' }, ...FACTOR_TABLES].map(({ code, key }) => ({
    key: code,
    label: <span data-testid={`factor-tab-${code}`}>{code === ALL ? t('tab.all') : t(key, { ns: 'domain' })}</span>,
  }));

  return (
    <>
      <Tabs activeKey={tableCode} items={tabs} onChange={setTableCode} data-testid="factor-tabs" />
      <PageTable<FactorRow, FactorFilter>
        testId="factor-table"
        formRef={formRef}
        params={tableFilter}
        endpoint={factorApi.page}
        columns={columns}
        selectable
        toolbar={toolbar}
        scroll={{ x: 2000 }}
        headerTitle={t('title')}
      />
      <FactorDialog dialog={dialog} mode={mode} />
      <VersionsDrawer code={versionsOf} onClose={() => setVersionsOf(undefined)} />
      <PreviewDrawer open={preview.open} factor={preview.factor} onClose={() => setPreview({ open: false })} />
    </>
  );
}

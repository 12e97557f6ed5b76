import type { ProColumns } from '@ant-design/pro-components';
import { OrgTreeSelect } from './org-tree-select';

/**
 * The organisation of a table's rows, to spread into its columns: searched by picking it in the
 * tree (`testId` on the picker, sent as `orgId`), shown by its name (`orgName`).
 */
export function orgColumns<T>(title: string, testId: string): ProColumns<T>[] {
  return [
    { title, dataIndex: 'orgId', hideInTable: true, renderFormItem: () => <OrgTreeSelect testId={testId} /> },
    { title, dataIndex: 'orgName', search: false, ellipsis: true },
  ];
}

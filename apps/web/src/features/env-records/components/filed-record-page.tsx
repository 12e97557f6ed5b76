import { useState, type ReactNode } from 'react';
import { Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import type { ButtonPermission, EnumDef } from '@carbon/domain';
import { ConfirmRowDelete } from '../../../components/confirm-delete';
import { PageTable, type PageEndpoint } from '../../../components/page-table';
import { usePerm } from '../../../components/use-perm';
import { useGuardedDialog, type GuardedDialog } from '../../../components/use-unsaved-guard';
import { enumText, enumColumn } from '../../../lib/enum-labels';
import { useRecordLabels, type RecordLabels } from './labels';
import { RecordFilesDialog } from './record-files';
import { useDeleteOutcome } from './record-delete';
import { actionsColumn } from '../../../components/actions-column';
import { orgColumns } from '../../../components/org-columns';
import { useEditButtons } from '../../../components/edit-buttons';

/** A filed record: named, versioned, with files (an emergency plan, an honour). */
export type FiledRow = { id: string; name: string; version: number; fileCount: number; orgName: string | null };

type Kind = 'plan' | 'honor';
type Action = 'files' | 'edit' | 'delete';

export type FiledRecordPageProps<R extends FiledRow> = {
  /** The prefix of the texts (`<kind>.title` …), of the data-testids and the files' kind. */
  kind: Kind;
  api: {
    page: PageEndpoint<R>;
    add: { permission: ButtonPermission };
    edit: { permission: ButtonPermission };
    delete: { permission: ButtonPermission };
  };
  /** The type column: the row's field (also the contract field naming it) and its enumeration. */
  type: { field: keyof R & string; def: EnumDef };
  /** The columns after the type, before the actions. */
  columns: (L: RecordLabels) => ProColumns<R>[];
  remove: (row: R) => Promise<unknown>;
  dialog: (L: RecordLabels, dialog: GuardedDialog<R>) => ReactNode;
  /** Below the table. */
  children?: (L: RecordLabels) => ReactNode;
};

/**
 * A list of filed records of the caller's data scope (emergency plans, honours): search by keyword,
 * organisation and type; the files, edit and delete of each row; add.
 */
export function FiledRecordPage<R extends FiledRow>({ kind, api, type, columns, remove, dialog, children }: FiledRecordPageProps<R>) {
  const L = useRecordLabels();
  const can = usePerm();
  const outcome = useDeleteOutcome(L);
  const editor = useGuardedDialog<R>();
  const [files, setFiles] = useState<R>();
  const actions: Action[] = [
    'files',
    ...(can(api.edit.permission) ? (['edit'] as const) : []),
    ...(can(api.delete.permission) ? (['delete'] as const) : []),
  ];

  const renderAction = (action: Action, row: R) => {
    const testId = `${kind}-${action}-${row.id}`;
    if (action === 'delete')
      return (
        <ConfirmRowDelete
          key={action}
          title={L.t(`${kind}.deleteConfirm`, { name: row.name })}
          label={L.t('action.delete')}
          testId={testId}
          okTestId={`${kind}-delete-ok`}
          onConfirm={() => outcome(remove(row))}
        />
      );
    return (
      <Typography.Link key={action} data-testid={testId} onClick={() => (action === 'files' ? setFiles(row) : editor.show(row))}>
        {action === 'files' ? L.t('action.files', { count: row.fileCount }) : L.t(`action.${action}`)}
      </Typography.Link>
    );
  };

  const all: ProColumns<R>[] = [
    { title: L.t(`${kind}.name`), dataIndex: 'name', search: false },
    { title: L.t(`${kind}.keyword`), dataIndex: 'keyword', hideInTable: true, fieldProps: { 'data-testid': `${kind}-search-keyword` } },
    ...orgColumns<R>(L.field('orgId'), `${kind}-search-org`),
    enumColumn<R>(L.td, type.def, L.field(type.field), type.field, `${kind}-search-${type.field}`, {
      render: (_, r) => <span data-testid={`${kind}-type-${r.id}`}>{enumText(L.td, type.def, r[type.field] as string | number)}</span>,
    }),
    ...columns(L),
    ...actionsColumn<R>(L.t('column.actions'), (r) => actions.map((a) => renderAction(a, r))),
  ];

  const editButtons = useEditButtons<R>({
    prefix: kind,
    add: { endpoint: api.add, text: L.t('action.add'), onClick: () => editor.show() },
  });
  return (
    <>
      <PageTable<R>
        testId={`${kind}-table`}
        endpoint={api.page}
        headerTitle={L.t(`${kind}.title`)}
        columns={all}
        scroll={{ x: 'max-content' }}
        search={{ defaultCollapsed: false }}
        toolbar={editButtons}
      />
      {children?.(L)}
      {dialog(L, editor)}
      <RecordFilesDialog
        L={L}
        kind={kind}
        owner={files ? { id: files.id, title: files.name } : undefined}
        canEdit={can(api.edit.permission)}
        onClose={() => setFiles(undefined)}
      />
    </>
  );
}

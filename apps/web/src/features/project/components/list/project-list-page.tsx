import { useMemo, useRef, useState } from 'react';
import { App, Button, Typography } from 'antd';
import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { projectContract, type ButtonPermission, type ProjectRow } from '@carbon/domain';
import { ConfirmRowDelete } from '../../../../components/confirm-delete';
import { ConfirmDelete } from '../../../../components/confirm-delete';

import { filterOf, PageTable, type PageQuery, type Selection } from '../../../../components/page-table';
import { usePerm } from '../../../../components/use-perm';
import { invalidateContracts } from '../../../../lib/query';
import { projectApi, projectFileApi, useDeleteProjects, useSubmitProject } from '../../api/project-api';
import { ProjectFormDrawer } from '../form/project-form-drawer';
import { SettingsDialog } from '../settings/settings-dialog';
import { PROJECT_ROUTES, useProjectLabels } from '../labels';
import { StatusDialog } from '../status/status-dialog';
import { readListState, useKeptScroll, writeListState, type SortOrder } from './list-state';
import { projectColumns, sortOf, type RowAction } from './project-columns';
import { useSheetButtons } from '../../../../components/sheet-buttons';

const PERM: Record<RowAction, ButtonPermission> = {
  edit: projectApi.edit.permission,
  delete: projectApi.delete.permission,
  submit: projectApi.submit.permission,
  changeStatus: projectApi.changeStatus.permission,
};

type Sort = { sortField?: string; sortOrder?: SortOrder };

/** After the first load the search form's initial values are empty, so "reset" clears the kept filters. */
const NO_FILTERS: Record<string, unknown> = {};
type Form = { open: boolean; id?: string };

/**
 * /ProjectEmissionReduction/FoxconnProject: the energy-saving projects of the user's data scope
 * with their automatic figures. The only page that keeps its state when left and returned to
 * (spec §2): filters, page, sort and scroll position (list-state.ts). Add, edit, delete and
 * submit drafts, change the status of approved projects, import and export.
 */
export function ProjectListPage() {
  const L = useProjectLabels();
  const can = usePerm();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const kept = useMemo(() => readListState(pathname), [pathname]);
  const [sort, setSort] = useState<Sort>({ sortField: kept.sortField, sortOrder: kept.sortOrder });
  const scroll = useKeptScroll(pathname, kept.scrollY);
  const filter = useRef<Record<string, unknown>>(kept.filters);
  const [initialFilters, setInitialFilters] = useState(kept.filters);
  const [form, setForm] = useState<Form>({ open: false });
  const [statusOf, setStatusOf] = useState<string>();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const remove = useDeleteProjects();
  const submit = useSubmitProject();

  const changeSort = (next: Sort) => {
    if (next.sortField === sort.sortField && next.sortOrder === sort.sortOrder) return;
    setSort(next);
    writeListState(pathname, { sortField: next.sortField, sortOrder: next.sortOrder });
  };

  const onQuery = (q: PageQuery<Record<string, unknown>>) => {
    const { sortField: _f, sortOrder: _o, ...filters } = filterOf(q) as Record<string, unknown>;
    filter.current = filters;
    setInitialFilters(NO_FILTERS);
    writeListState(pathname, { filters, pageNo: q.pageNo, pageSize: q.pageSize });
  };

  const doSubmit = (row: ProjectRow) =>
    submit.mutateAsync({ id: row.id }).then(
      () => void message.success(L.t('form.submitted')),
      (e: unknown) => void message.error(L.t('form.submitFailed', { reason: e instanceof Error ? e.message : String(e) })),
    );
  const doDelete = (row: ProjectRow) =>
    remove.mutateAsync({ ids: [row.id] }).then(
      () => void message.success(L.t('list.deleted')),
      (e: unknown) => void message.error(L.t('list.deleteFailed', { reason: e instanceof Error ? e.message : String(e) })),
    );

  const link = (action: RowAction, row: ProjectRow, onClick?: () => void) => (
    <Typography.Link key={action} data-testid={`project-${action}-${row.id}`} onClick={onClick}>
      {L.t(`action.${action}`)}
    </Typography.Link>
  );
  const renderAction = (action: RowAction, row: ProjectRow) => {
    if (action === 'edit') return link(action, row, () => setForm({ open: true, id: row.id }));
    if (action === 'changeStatus') return link(action, row, () => setStatusOf(row.id));
    return (
      <ConfirmRowDelete
        key={action}
        title={L.t(`list.confirm.${action}`, { name: row.name })}
        label={L.t(`action.${action}`)}
        testId={`project-${action}-${row.id}`}
        okTestId={`project-${action}-ok`}
        danger={action === 'delete'}
        onConfirm={action === 'delete' ? () => doDelete(row) : () => doSubmit(row)}
      />
    );
  };

  const columns = projectColumns({ L, sort, allowed: (a) => can(PERM[a]), renderAction });

  const sheet = useSheetButtons({
    prefix: 'project',
    api: projectFileApi,
    templateName: L.t('list.templateName'),
    exportName: L.t('list.exportName'),
    getQuery: () => ({ ...(filter.current as Record<string, string>), ...sort }),
    onImported: () => void invalidateContracts(client, [projectContract]),
  });
  const toolbar = (selection: Selection<ProjectRow>) => [
    can(projectApi.add.permission) && (
      <Button key="add" type="primary" icon={<PlusOutlined />} data-testid="project-add" onClick={() => setForm({ open: true })}>
        {L.t('action.add')}
      </Button>
    ),
    ...sheet,
    can(projectApi.delete.permission) && (
      <ConfirmDelete key="delete" testId="project-delete" selectedKeys={selection.keys} onConfirm={(ids) => remove.mutateAsync({ ids })} />
    ),
    can(projectApi.settingsEdit.permission) && (
      <Button key="settings" icon={<SettingOutlined />} data-testid="project-settings" onClick={() => setSettingsOpen(true)}>
        {L.t('action.settings')}
      </Button>
    ),
  ];

  return (
    <>
      <PageTable<ProjectRow>
        testId="project-table"
        endpoint={projectApi.page}
        columns={columns}
        headerTitle={L.t('list.title')}
        selectable={can(projectApi.delete.permission)}
        toolbar={toolbar}
        scroll={{ x: 'max-content' }}
        form={{ initialValues: initialFilters }}
        search={{ defaultCollapsed: false }}
        pagination={{ defaultCurrent: kept.pageNo, defaultPageSize: kept.pageSize, showSizeChanger: true }}
        params={sort}
        onChange={(_p, _f, sorter) => changeSort(sortOf(sorter))}
        onQuery={onQuery}
        postData={(rows: ProjectRow[]) => {
          scroll.restore();
          return rows;
        }}
        onRow={(row) => ({ onDoubleClick: () => void navigate(PROJECT_ROUTES.detail(row.id)) })}
      />
      <ProjectFormDrawer open={form.open} projectId={form.id} onClose={() => setForm({ open: false })} />
      <StatusDialog projectId={statusOf} onClose={() => setStatusOf(undefined)} />
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ButtonPermission, InventoryProjectRow } from '@carbon/domain';
import { PageTable, type Selection } from '../../../components/page-table';
import { usePerm } from '../../../components/use-perm';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { useLoginUser } from '../../../lib/login-user';
import { canAccessRoute } from '../../../lib/permissions';
import { projectApi, taskApi, useDeleteProjects } from '../api/list-api';
import { IssueDialog } from './issue-dialog';
import { useProjectColumns, type ProjectAction } from './project-columns';
import { ProjectDialog } from './project-dialog';
import { useEditButtons } from '../../../components/edit-buttons';

/** Issue 11: the report screens (hidden routes) this page links to, each shown when the user's menus hold it. */
const REPORT_LINKS = [
  { code: 'totalReport', path: '/carbonButler/totalReport', label: 'link.consolidated' },
  { code: 'allReport', path: '/carbonButler/allReport', label: 'link.allReports' },
] as const;

/** The permission behind each row action, from the contracts. */
const PERM: Record<ProjectAction, ButtonPermission> = { edit: projectApi.edit.permission, issue: taskApi.issue.permission };

/**
 * /carbonButler/inventoryProject: the inventories the carbon team opens (annual, monthly, …),
 * data-scoped by the server; add, edit, delete (a project with submitted data is refused with
 * the server's reason) and issue its tasks down the organisation tree.
 */
export function ProjectPage() {
  const { t } = useTranslation('inventory');
  const { t: tr } = useTranslation('report');
  const { data: user } = useLoginUser();
  const can = usePerm();
  const edit = useGuardedDialog<InventoryProjectRow>();
  const issue = useGuardedDialog<InventoryProjectRow>();
  const remove = useDeleteProjects();
  const columns = useProjectColumns({
    allowed: (action) => can(PERM[action]),
    onAction: (action, row) => (action === 'edit' ? edit.show(row) : issue.show(row)),
  });

  const editButtons = useEditButtons<InventoryProjectRow>({
    prefix: 'project',
    add: { endpoint: projectApi.add, text: t('project.action.add'), onClick: () => edit.show() },
    remove: { endpoint: projectApi.delete, onConfirm: (selection) => remove.mutateAsync(selection.rows) },
  });
  const toolbar = (selection: Selection<InventoryProjectRow>) => [
    ...REPORT_LINKS.filter((l) => user && canAccessRoute(l.code, user)).map((l) => (
      <Link key={l.code} to={l.path} data-testid={`project-link-${l.code}`}>
        {tr(l.label)}
      </Link>
    )),
    ...editButtons(selection),
  ];

  return (
    <>
      <PageTable<InventoryProjectRow>
        testId="project-table"
        endpoint={projectApi.page}
        columns={columns}
        selectable={can(projectApi.delete.permission)}
        toolbar={toolbar}
        headerTitle={t('project.title')}
        scroll={{ x: 'max-content' }}
      />
      <ProjectDialog dialog={edit} />
      <IssueDialog dialog={issue} />
    </>
  );
}

import type { PageLoader } from '../../components/lazy-page';

/**
 * Inventory projects, tasks, templates, the fill page and the inventory details. The feature's pages by route code (ADR 020): the page registry finds every
 * `features/<feature>/module.ts`.
 */
export const pages: Readonly<Record<string, PageLoader>> = {
  inventoryProject: () => import('./projects/project-page').then((m) => ({ default: m.ProjectPage })),
  inventoryTask: () => import('./tasks/task-page').then((m) => ({ default: m.TaskPage })),
  carbonTemplate: () => import('./templates/template-page').then((m) => ({ default: m.TemplatePage })),
  reportTemplate: () => import('./fill/fill-page').then((m) => ({ default: m.FillPage })),
  ReportInventory: () => import('./report/report-inventory-page').then((m) => ({ default: m.ReportInventoryPage })),
  viewApprovals: () => import('./report/view-approvals-page').then((m) => ({ default: m.ViewApprovalsPage })),
};

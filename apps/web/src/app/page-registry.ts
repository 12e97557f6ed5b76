import type { PageLoader } from '../components/lazy-page';

/**
 * The pages of the features declared by manifest (ADR 020), found by file name: each
 * `features/<feature>/module.ts` exports its `pages` (route code → chunk loader). Eager: the
 * manifests hold loaders only, the pages stay in their own chunks.
 */
const FEATURE_MODULES = import.meta.glob<{ pages: Readonly<Record<string, PageLoader>> }>('../features/*/module.ts', { eager: true });

/**
 * Route code → page chunk, for features that have landed. Every other route shows
 * the "not available yet" page.
 */
const LOADERS: Readonly<Record<string, PageLoader>> = {
  ...Object.fromEntries(Object.values(FEATURE_MODULES).flatMap((m) => Object.entries(m.pages))),
  login: () => import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
  dashboard: () => import('../features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
  userInfo: () => import('../features/user-info/components/user-info-page').then((m) => ({ default: m.UserInfoPage })),
  factor: () => import('../features/factor/components/factor-page').then((m) => ({ default: m.FactorPage })),
  exchangeRate: () => import('../features/exchange-rate/components/exchange-rate-page').then((m) => ({ default: m.ExchangeRatePage })),
  orgManage: () => import('../features/org-manage/components/org-manage-page').then((m) => ({ default: m.OrgManagePage })),
  accountManage: () => import('../features/account-manage/components/account-manage-page').then((m) => ({ default: m.AccountManagePage })),
  roleManage: () => import('../features/role-manage/components/role-manage-page').then((m) => ({ default: m.RoleManagePage })),
  menuManage: () => import('../features/menu-manage/components/menu-manage-page').then((m) => ({ default: m.MenuManagePage })),
  backOffice: () => import('../features/back-office/components/back-office-page').then((m) => ({ default: m.BackOfficePage })),
  auditLog: () => import('../features/audit-log/components/audit-log-page').then((m) => ({ default: m.AuditLogPage })),
  inventoryProject: () => import('../features/inventory/projects/project-page').then((m) => ({ default: m.ProjectPage })),
  inventoryTask: () => import('../features/inventory/tasks/task-page').then((m) => ({ default: m.TaskPage })),
  carbonTemplate: () => import('../features/inventory/templates/template-page').then((m) => ({ default: m.TemplatePage })),
  approvalCenter: () => import('../features/approval/components/approval-center-page').then((m) => ({ default: m.ApprovalCenterPage })),
  reportTemplate: () => import('../features/inventory/fill/fill-page').then((m) => ({ default: m.FillPage })),
  ReportInventory: () => import('../features/inventory/report/report-inventory-page').then((m) => ({ default: m.ReportInventoryPage })),
  viewApprovals: () => import('../features/inventory/report/view-approvals-page').then((m) => ({ default: m.ViewApprovalsPage })),
  report: () => import('../features/report/components/report-page').then((m) => ({ default: m.ReportPage })),
  totalReport: () => import('../features/report/components/total-report-page').then((m) => ({ default: m.TotalReportPage })),
  allReport: () => import('../features/report/components/all-report-page').then((m) => ({ default: m.AllReportPage })),
  cockpit: () =>
    Promise.all([import('../features/cockpit/components/cockpit-page'), import('../features/park-map/components/park-map-chart')]).then(
      ([c, m]) => ({ default: c.cockpitWithMap(m.ParkMapChart) }),
    ),
  Project_ERPC: () => import('../features/project-overview/components/progress-page').then((m) => ({ default: m.ProgressPage })),
  Project: () => import('../features/project-overview/components/status-overview-page').then((m) => ({ default: m.StatusOverviewPage })),
  reduce_investment: () =>
    import('../features/project-overview/components/investment-overview-page').then((m) => ({ default: m.InvestmentOverviewPage })),
  projectList: () => import('../features/project-overview/components/macc-page').then((m) => ({ default: m.MaccPage })),
  FoxconnProject: () => import('../features/project/components/list/project-list-page').then((m) => ({ default: m.ProjectListPage })),
  caseDetail: () => import('../features/project/components/detail/case-detail-page').then((m) => ({ default: m.CaseDetailPage })),
  ApprovalDetail: () => import('../features/project/components/approval-detail-page').then((m) => ({ default: m.ApprovalDetailPage })),
  Absolute_Control: () => import('../features/goal/setting/goal-setting-page').then((m) => ({ default: m.ControlGoalPage })),
  Project_Goal: () => import('../features/goal/setting/goal-setting-page').then((m) => ({ default: m.ReductionGoalPage })),
  Absolute_CASOAA: () => import('../features/goal/achievement/achievement-page').then((m) => ({ default: m.AchievementPage })),
  Reduce_GAS: () => import('../features/goal/reduction/reduce-gas-page').then((m) => ({ default: m.ReduceGasPage })),
  renewable_Energy: () => import('../features/goal/renewable/renewable-page').then((m) => ({ default: m.RenewablePage })),
};

/** Starts loading a route's page chunk ahead of its first render (a failure shows when it renders). */
export function prefetchPage(code: string): void {
  LOADERS[code]?.().catch(() => undefined);
}

/**
 * The chunk loader of a route code's page, if its feature has landed. The entry imports this
 * file: it holds loaders only, the components that render them live in the chunks that need
 * them (route-elements `pageFor`, the login route in router.tsx; issue 8).
 */
export function pageLoader(code: string): PageLoader | undefined {
  return LOADERS[code];
}

/**
 * The route table of spec §2: the one source for the seeded menu rows (server) and
 * the registered routes (web). `code` is the route name the shell filters on; every
 * title is the i18n key `menu.<code>` in i18n/messages/menus.ts.
 */
export type MenuKind = 0 | 1 | 2; // contract §5.1 menu_type: 0 directory, 1 menu, 2 button

export type RouteDef = {
  code: string;
  path: string;
  parent: string | null;
  type: MenuKind;
  /** Shown in the top menu; hidden routes are registered but never listed (contract meta.show). */
  visible: boolean;
  /** Spec §6: "Menus flagged invisible are hidden from the super administrator" (contract weight 2). */
  hiddenFromSuperAdmin?: boolean;
  redirect?: string;
  icon?: string;
  /** Renders without the shell (login, cockpit, map, ...). */
  standalone?: boolean;
  /** Needs no sign-in. */
  anonymous?: boolean;
};

const r = (code: string, path: string, parent: string | null, extra: Partial<RouteDef> = {}): RouteDef => ({
  code,
  path,
  parent,
  type: extra.type ?? 1,
  visible: extra.visible ?? true,
  ...extra,
});
const dir = (code: string, path: string, parent: string | null, extra: Partial<RouteDef> = {}) =>
  r(code, path, parent, { type: 0, ...extra });
const hidden = (code: string, path: string, parent: string | null) => r(code, path, parent, { visible: false });

export const ROUTES: readonly RouteDef[] = [
  r('dashboard', '/', null, { icon: 'dashboard' }),
  dir('Management_by_objectives', '/Management_by_objectives', null, { icon: 'aim' }),
  dir('Goal_SAD', '/Management_by_objectives/Goal_SAD', 'Management_by_objectives'),
  r('Absolute_Control', '/Management_by_objectives/Goal_SAD/Absolute_Control', 'Goal_SAD'),
  r('Project_Goal', '/Management_by_objectives/Goal_SAD/Project_Goal', 'Goal_SAD'),
  dir('GoalsAndAchievement', '/Management_by_objectives/GoalsAndAchievement', 'Management_by_objectives'),
  r('Absolute_CASOAA', '/Management_by_objectives/GoalsAndAchievement/Absolute_CASOAA', 'GoalsAndAchievement'),
  dir('carbonButler', '/carbonButler', null, { icon: 'audit' }),
  r('inventoryProject', '/carbonButler/inventoryProject', 'carbonButler'),
  r('inventoryTask', '/carbonButler/inventoryTask', 'carbonButler'),
  r('approvalCenter', '/carbonButler/approvalCenter', 'carbonButler'),
  r('carbonTemplate', '/carbonButler/carbonTemplate', 'carbonButler'),
  r('certificate', '/carbonButler/certificate', 'carbonButler'),
  hidden('ReportInventory', '/carbonButler/ReportInventory', 'carbonButler'),
  hidden('report', '/carbonButler/report', 'carbonButler'),
  hidden('totalReport', '/carbonButler/totalReport', 'carbonButler'),
  hidden('allReport', '/carbonButler/allReport', 'carbonButler'),
  hidden('viewApprovals', '/carbonButler/viewApprovals', 'carbonButler'),
  hidden('reportTemplate', '/carbonButler/reportTemplate', 'carbonButler'),
  dir('ProjectEmissionReduction', '/ProjectEmissionReduction', null, { icon: 'thunderbolt' }),
  r('FoxconnProject', '/ProjectEmissionReduction/FoxconnProject', 'ProjectEmissionReduction'),
  dir('Project_OAA', '/ProjectEmissionReduction/Project_OAA', 'ProjectEmissionReduction'),
  r('Project', '/ProjectEmissionReduction/Project_OAA/Project', 'Project_OAA'),
  r('reduce_investment', '/ProjectEmissionReduction/Project_OAA/reduce_investment', 'Project_OAA'),
  r('Reduce_GAS', '/ProjectEmissionReduction/Reduce_GAS', 'ProjectEmissionReduction'),
  r('renewable_Energy', '/ProjectEmissionReduction/renewable_Energy', 'ProjectEmissionReduction'),
  hidden('Project_ERPC', '/ProjectEmissionReduction/Project_ERPC', 'ProjectEmissionReduction'),
  r('projectList', '/ProjectEmissionReduction/projectList', 'ProjectEmissionReduction'),
  dir('workbench', '/workbench', null, { icon: 'desktop', redirect: '/workbench/index' }),
  r('workbench_index', '/workbench/index', 'workbench'),
  r('TodoList', '/workbench/TodoList', 'workbench'),
  r('historyNotice', '/workbench/historyNotice', 'workbench'),
  // issue 15: the environmental-protection module (ours; spec §3 holds its enumerations, §2 names the alarm log and /apply; ADR 015).
  dir('environment', '/environment', null, { icon: 'environment', redirect: '/environment/envPoint' }),
  r('envPoint', '/environment/envPoint', 'environment'),
  r('envData', '/environment/envData', 'environment'),
  r('alarmLog', '/environment/alarmLog', 'environment'),
  r('envWaste', '/environment/envWaste', 'environment'),
  r('envPermit', '/environment/envPermit', 'environment'),
  r('emergencyPlan', '/environment/emergencyPlan', 'environment'),
  r('envHonor', '/environment/envHonor', 'environment'),
  dir('BasicModule', '/BasicModule', null, { icon: 'database' }),
  r('factor', '/BasicModule/factor', 'BasicModule'),
  r('exchangeRate', '/BasicModule/exchangeRate', 'BasicModule'),
  dir('organizationalStructure', '/organizationalStructure', null, { icon: 'team' }),
  r('orgManage', '/organizationalStructure/orgManage', 'organizationalStructure'),
  r('accountManage', '/organizationalStructure/accountManage', 'organizationalStructure'),
  r('roleManage', '/organizationalStructure/roleManage', 'organizationalStructure'),
  r('menuManage', '/organizationalStructure/menuManage', 'organizationalStructure'),
  // spec §2: "back-office management" and an audit log exist; their paths are not shown, so these are ours.
  r('backOffice', '/organizationalStructure/backOffice', 'organizationalStructure'),
  r('auditLog', '/organizationalStructure/auditLog', 'organizationalStructure'),
  dir('foxconn', '/foxconn', null, { visible: false }),
  hidden('caseDetail', '/foxconn/caseDetail', 'foxconn'),
  hidden('ApprovalDetail', '/foxconn/ApprovalDetail', 'foxconn'),
  r('login', '/login', null, { visible: false, standalone: true, anonymous: true }),
  r('apply', '/apply', null, { visible: false, standalone: true }),
  // anonymous: a display link opens it without sign-in (?display=<token>); without one the page sends the visitor to /login
  r('cockpit', '/cockpit', null, { visible: false, standalone: true, anonymous: true }),
  r('map', '/map', null, { visible: false, standalone: true }),
  r('preview', '/preview', null, { visible: false, standalone: true }),
  r('userInfo', '/userInfo', null, { visible: false }),
  // issue 11: the read-only page a certificate's share link opens, without sign-in (ours).
  r('shareCertificate', '/share/certificate/:token', null, { visible: false, standalone: true, anonymous: true }),
];

/** Routes every signed-in user may open whatever their menus (the shell's own pages). */
export const ALWAYS_ALLOWED_ROUTES: readonly string[] = ['login', 'userInfo'];

export function routeByCode(code: string): RouteDef | undefined {
  return ROUTES.find((x) => x.code === code);
}

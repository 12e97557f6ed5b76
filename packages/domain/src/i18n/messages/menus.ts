import type { Catalogue } from '../locale.js';
import { DOMAIN_MODULES } from '../../modules.js';

/**
 * Menu titles (`menu.<code>`) for every route code of iam/routes.ts, used by the web
 * shell (menu, breadcrumb) and by the server (seeded menu names). Meanings follow the
 * route table of spec §2. One row per code keeps the three languages side by side.
 */
const TITLES: ReadonlyArray<readonly [code: string, zhCN: string, enUS: string, zhTW: string]> = [
  ['dashboard', '首页', 'Home', '首頁'],
  ['carbonButler', '碳管家', 'Carbon butler', '碳管家'],
  ['inventoryProject', '盘查项目', 'Inventory projects', '盤查專案'],
  ['inventoryTask', '盘查任务', 'Inventory tasks', '盤查任務'],
  ['approvalCenter', '审批中心', 'Approval centre', '簽核中心'],
  ['carbonTemplate', '填报模板', 'Carbon templates', '填報範本'],
  ['ReportInventory', '盘查明细', 'Inventory details', '盤查明細'],
  ['viewApprovals', '任务审批进度', 'Task approval progress', '任務簽核進度'],
  ['reportTemplate', '按模板填报', 'Template-based filling', '按範本填報'],
  ['ProjectEmissionReduction', '减排管理', 'Reduction management', '減排管理'],
  ['FoxconnProject', '环保节能项目', 'Environmental and energy-saving projects', '環保節能專案'],
  ['Project_OAA', '总览与达成', 'Overviews and achievement', '總覽與達成'],
  ['Project', '状态总览', 'Status overview', '狀態總覽'],
  ['reduce_investment', '投资总览', 'Investment overview', '投資總覽'],
  ['Project_ERPC', '进度管控', 'Progress control', '進度管控'],
  ['projectList', '项目列表', 'Project list', '專案列表'],
  ['BasicModule', '基础模块', 'Basic data', '基礎模組'],
  ['factor', '因子维护', 'Factor maintenance', '因子維護'],
  ['exchangeRate', '基础汇率表', 'Base exchange-rate table', '基礎匯率表'],
  ['organizationalStructure', '组织架构', 'Organisation structure', '組織架構'],
  ['orgManage', '组织管理', 'Organisations', '組織管理'],
  ['accountManage', '账号管理', 'Accounts', '帳號管理'],
  ['roleManage', '角色管理', 'Roles', '角色管理'],
  ['backOffice', '后台管理', 'Back office', '後台管理'],
  ['auditLog', '审计日志', 'Audit log', '稽核日誌'],
  ['menuManage', '菜单管理', 'Menus', '選單管理'],
  ['foxconn', '环保节能项目', 'Energy-saving project', '環保節能專案'],
  ['caseDetail', '项目详情', 'Project details', '專案詳情'],
  ['ApprovalDetail', '审批详情', 'Approval details', '簽核詳情'],
  ['login', '登录', 'Sign in', '登入'],
  ['preview', '预览', 'Preview', '預覽'],
  ['userInfo', '个人中心', 'Personal centre', '個人中心'],
];

function build(): Catalogue {
  const out: Catalogue = { 'zh-CN': {}, 'en-US': {}, 'zh-TW': {} };
  const modules = DOMAIN_MODULES.flatMap((m) => m.menus.map((x) => [x.route.code, ...x.title] as const));
  for (const [code, zhCN, enUS, zhTW] of [...TITLES, ...modules]) {
    out['zh-CN'][`menu.${code}`] = zhCN;
    out['en-US'][`menu.${code}`] = enUS;
    out['zh-TW'][`menu.${code}`] = zhTW;
  }
  return out;
}

export const menusMessages: Catalogue = build();

import { pivotRows, type Row3 } from './rows.js';

/**
 * Labels of the audit trail: `audit.action.<action>` for every AUDIT_ACTIONS verb and
 * `audit.entity.<entity>` for every AUDIT_ENTITIES entity (iam/audit.schema.ts). Verbs that
 * name the same kind of change (add/create, edit/update, grantData/grant-data) share a label.
 */
const ROWS: Readonly<Record<string, Row3>> = {
  'audit.action.login': ['登录', 'Sign-in', '登入'],
  'audit.action.login-failed': ['登录失败', 'Failed sign-in', '登入失敗'],
  'audit.action.logout': ['退出登录', 'Sign-out', '登出'],
  'audit.action.denied': ['拒绝访问', 'Access denied', '拒絕存取'],
  'audit.action.denied-suppressed': ['拒绝访问（频繁，合并记录）', 'Access denied (repeated, recorded once)', '拒絕存取（頻繁，合併記錄）'],
  'audit.action.add': ['新增', 'Add', '新增'],
  'audit.action.create': ['新增', 'Add', '新增'],
  'audit.action.edit': ['编辑', 'Edit', '編輯'],
  'audit.action.update': ['编辑', 'Edit', '編輯'],
  'audit.action.delete': ['删除', 'Delete', '刪除'],
  'audit.action.import': ['导入', 'Import', '匯入'],
  'audit.action.export': ['导出', 'Export', '匯出'],
  'audit.action.changeStatus': ['变更状态', 'Change status', '變更狀態'],
  'audit.action.resetPwd': ['重置密码', 'Reset password', '重設密碼'],
  'audit.action.updatePwd': ['修改密码', 'Change password', '變更密碼'],
  'audit.action.grantRole': ['授权角色', 'Grant roles', '授權角色'],
  'audit.action.grantMenu': ['授权菜单', 'Grant menus', '授權選單'],
  'audit.action.grant-menu': ['授权菜单', 'Grant menus', '授權選單'],
  'audit.action.grantData': ['授权数据范围', 'Grant data scope', '授權資料範圍'],
  'audit.action.grant-data': ['授权数据范围', 'Grant data scope', '授權資料範圍'],
  'audit.action.publish': ['推送变更', 'Publish changes', '推送異動'],
  'audit.action.recalculate': ['重新计算', 'Recalculate', '重新計算'],
  'audit.action.reconcile': ['同步菜单', 'Synchronise menus', '同步選單'],

  'audit.entity.session': ['会话', 'Session', '工作階段'],
  'audit.entity.sysUser': ['账号', 'Account', '帳號'],
  'audit.entity.sysOrg': ['组织', 'Organisation', '組織'],
  'audit.entity.sysPark': ['园区', 'Park', '園區'],
  'audit.entity.sys_role': ['角色', 'Role', '角色'],
  'audit.entity.sys_menu': ['菜单', 'Menu', '選單'],
  'audit.entity.sys_pos': ['职位', 'Position', '職位'],
  'audit.entity.sys_dict_type': ['字典类型', 'Dictionary type', '字典類型'],
  'audit.entity.sys_dict_data': ['字典值', 'Dictionary entry', '字典值'],
  'audit.entity.emission_factor': ['排放因子', 'Emission factor', '排放係數'],
  'audit.entity.exchange_rate': ['汇率', 'Exchange rate', '匯率'],
  'audit.entity.calc_result': ['排放计算结果', 'Emission result', '排放計算結果'],
  'audit.entity.sys_audit': ['审计日志', 'Audit log', '稽核日誌'],
  'audit.entity.route': ['接口', 'API endpoint', 'API 端點'],
};

export const auditMessages = pivotRows(ROWS);

import type { Catalogue } from '../i18n/locale.js';
import { pivotRows, type Row3 } from '../i18n/messages/rows.js';

/**
 * Messages of the role, menu, look-up (dictionaries, positions, apps) and audit modules.
 * `error.<code>` texts follow the contract's sys-module codes (admin-api-contract §2.2);
 * one row per key holds [zh-CN, en-US, zh-TW].
 */
const ROWS: Readonly<Record<string, Row3>> = {
  // --- applications (2011xxx)
  'error.2011001': ['应用不存在', 'The application does not exist', '應用不存在'],
  // --- dictionary entries (2013xxx) and types (2014xxx)
  'error.2013001': ['字典值不存在', 'The dictionary entry does not exist', '字典值不存在'],
  'error.2013002': ['字典值编码重复，请修改编码', 'The dictionary entry code is already used in this type', '字典值編碼重複，請修改編碼'],
  'error.2014001': ['字典类型不存在', 'The dictionary type does not exist', '字典類型不存在'],
  'error.2014002': ['字典类型编码重复，请修改编码', 'The dictionary type code is already used', '字典類型編碼重複，請修改編碼'],
  'error.2014003': ['字典类型名称重复，请修改名称', 'The dictionary type name is already used', '字典類型名稱重複，請修改名稱'],
  'admin.dict.builtInCode': [
    '内置字典（{{code}}）的编码不能修改',
    'The code of the built-in dictionary ({{code}}) cannot be changed',
    '內建字典（{{code}}）的編碼不能修改',
  ],
  'admin.dict.builtInDelete': [
    '内置字典（{{code}}）不能删除',
    'The built-in dictionary ({{code}}) cannot be deleted',
    '內建字典（{{code}}）不能刪除',
  ],
  // --- menus (2016xxx)
  'error.2016001': ['菜单不存在', 'The menu does not exist', '選單不存在'],
  'error.2016002': ['菜单的唯一编码重复，请修改唯一编码', 'The menu code is already used', '選單的唯一編碼重複，請修改唯一編碼'],
  'error.2016003': ['同级菜单名称重复，请修改菜单名称', 'A sibling menu already has this name', '同級選單名稱重複，請修改選單名稱'],
  'error.2016004': ['目录或菜单需要填写路由地址', 'A directory or menu needs a route address', '目錄或選單需要填寫路由位址'],
  'error.2016005': [
    '组件方式打开的菜单需要填写组件地址',
    'A menu opened as a component needs a component path',
    '元件方式開啟的選單需要填寫元件路徑',
  ],
  'error.2016006': ['菜单需要选择打开方式', 'A menu needs an open method', '選單需要選擇開啟方式'],
  'error.2016007': ['按钮需要填写权限标识', 'A button needs a permission identifier', '按鈕需要填寫權限標識'],
  'error.2016008': [
    '权限标识格式错误，应包含“:”，如 sysUser:page',
    'The permission identifier needs a ":", e.g. sysUser:page',
    '權限標識格式錯誤，應包含「:」，如 sysUser:page',
  ],
  'error.2016009': [
    '权限标识不对应任何接口：{{permission}}',
    'No API matches the permission identifier {{permission}}',
    '權限標識不對應任何介面：{{permission}}',
  ],
  'error.20160010': [
    '只有顶级菜单可以更改所属应用，子菜单随上级',
    'Only a top-level menu can change its application; children follow their parent',
    '只有頂級選單可以變更所屬應用，子選單隨上級',
  ],
  'error.20160011': ['上级菜单不能是自己', 'A menu cannot be its own parent', '上級選單不能是自己'],
  'admin.menu.pidIsChild': [
    '上级菜单不能是自己的下级',
    'The parent cannot be one of the menu’s own descendants',
    '上級選單不能是自己的下級',
  ],
  'admin.menu.linkRequired': ['内链或外链菜单需要链接地址', 'An inner-link or outer-link menu needs a link', '內鏈或外鏈選單需要連結位址'],
  'admin.menu.idRequired': ['请先选择要修改的菜单', 'Choose the menu to change first', '請先選擇要修改的選單'],
  // --- roles within the caller's rights (ADR 008), all 1013003
  'role.manage.ownerOutOfScope': [
    '该角色所属的组织不在您的数据范围内',
    'The role belongs to an organisation outside your data scope',
    '該角色所屬的組織不在您的資料範圍內',
  ],
  'role.manage.exceedsOwn': [
    '该角色授予了您自己没有的菜单、按钮或数据范围',
    'The role grants menus, buttons or data you do not hold yourself',
    '該角色授予了您自己沒有的選單、按鈕或資料範圍',
  ],
  'role.manage.holderOutOfScope': [
    '该角色由您数据范围之外的账号持有，或持有者的数据范围超出了您的数据范围',
    'The role is held by an account outside your data scope, or one that sees data outside it',
    '該角色由您資料範圍之外的帳號持有，或持有者的資料範圍超出了您的資料範圍',
  ],
  'role.manage.holdersWouldExceed': [
    '不能执行此变更：变更后该角色的持有者将看到您数据范围之外的数据',
    'This change is refused: holders of the role would then see data outside your data scope',
    '不能執行此變更：變更後該角色的持有者將看到您資料範圍之外的資料',
  ],
  // --- organisations referenced by grants
  'admin.org.notExist': ['组织机构不存在', 'The organisation does not exist', '組織機構不存在'],
  // --- positions (2018xxx)
  'error.2018001': ['职位不存在', 'The position does not exist', '職位不存在'],
  'error.2018002': ['职位编码重复，请修改编码', 'The position code is already used', '職位編碼重複，請修改編碼'],
  'error.2018003': ['职位名称重复，请修改名称', 'The position name is already used', '職位名稱重複，請修改名稱'],
  'error.2018004': ['该职位下有员工，无法删除', 'Employees hold this position; it cannot be deleted', '該職位下有員工，無法刪除'],
  // --- roles (2019xxx)
  'error.2019001': ['角色不存在', 'The role does not exist', '角色不存在'],
  'error.2019002': ['角色编码重复，请修改角色编码', 'The role code is already used', '角色編碼重複，請修改角色編碼'],
  'error.2019003': ['角色名称重复，请修改角色名称', 'The role name is already used', '角色名稱重複，請修改角色名稱'],
  // --- audit trail
  'admin.audit.exportTooMany': [
    '符合条件的记录超过 {{max}} 条，请缩小查询范围后再导出',
    'More than {{max}} records match; narrow the search before exporting',
    '符合條件的記錄超過 {{max}} 筆，請縮小查詢範圍後再匯出',
  ],
  'admin.audit.sheet': ['审计日志', 'Audit log', '稽核日誌'],
  'admin.audit.col.id': ['编号', 'No.', '編號'],
  'admin.audit.col.at': ['时间（UTC）', 'Time (UTC)', '時間（UTC）'],
  'admin.audit.col.actorAccount': ['操作人账号', 'Actor account', '操作人帳號'],
  'admin.audit.col.actorId': ['操作人ID', 'Actor id', '操作人ID'],
  'admin.audit.col.actorRoles': ['操作人角色', 'Actor roles', '操作人角色'],
  'admin.audit.col.orgId': ['组织ID', 'Organisation id', '組織ID'],
  'admin.audit.col.action': ['操作', 'Action', '操作'],
  'admin.audit.col.entity': ['对象类型', 'Entity', '物件類型'],
  'admin.audit.col.entityId': ['对象ID', 'Entity id', '物件ID'],
  'admin.audit.col.before': ['变更前', 'Before', '變更前'],
  'admin.audit.col.after': ['变更后', 'After', '變更後'],
  'admin.audit.col.reason': ['原因', 'Reason', '原因'],
  'admin.audit.col.requestId': ['请求ID', 'Request id', '請求ID'],
  'admin.audit.col.ip': ['IP地址', 'IP address', 'IP位址'],
};

export const adminMessages: Catalogue = pivotRows(ROWS);

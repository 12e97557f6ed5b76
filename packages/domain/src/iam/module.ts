import { defineDomainModule, route, routeDir } from '../shared/index.js';
import { adminMessages } from './admin.messages.js';
import { auditContract } from './audit.contract.js';
import { authContract } from './auth.contract.js';
import { lookupContract } from './lookup.contract.js';
import { menuContract } from './menu.contract.js';
import { orgContract } from './org.contract.js';
import { orgMessages } from './org.messages.js';
import { roleContract } from './role.contract.js';
import { userContract } from './user.contract.js';
import { userMessages } from './user.messages.js';

/**
 * Identity and access, the platform's administration (spec §3): sign-in, organisations and parks, accounts,
 * roles, menus, the dictionary and the audit log, in the organisation-structure directory. Their contracts keep
 * their place after the system's (ADR 020), the directory its place before the shell's standalone pages.
 */
export const iamModule = defineDomainModule({
  name: 'iam',
  contracts: [authContract, orgContract, userContract, roleContract, menuContract, lookupContract, auditContract],
  contractsAfter: 'system',
  menus: [
    {
      route: routeDir('organizationalStructure', '/organizationalStructure', null, { icon: 'team' }),
      title: ['组织架构', 'Organisation structure', '組織架構'],
      after: 'exchangeRate',
    },
    {
      route: route('orgManage', '/organizationalStructure/orgManage', 'organizationalStructure'),
      title: ['组织管理', 'Organisations', '組織管理'],
      after: 'organizationalStructure',
    },
    {
      route: route('accountManage', '/organizationalStructure/accountManage', 'organizationalStructure'),
      title: ['账号管理', 'Accounts', '帳號管理'],
      after: 'orgManage',
    },
    {
      route: route('roleManage', '/organizationalStructure/roleManage', 'organizationalStructure'),
      title: ['角色管理', 'Roles', '角色管理'],
      after: 'accountManage',
    },
    {
      route: route('menuManage', '/organizationalStructure/menuManage', 'organizationalStructure'),
      title: ['菜单管理', 'Menus', '選單管理'],
      after: 'roleManage',
    },
    // spec §2: "back-office management" and an audit log exist; their paths are not shown, so these are ours.
    {
      route: route('backOffice', '/organizationalStructure/backOffice', 'organizationalStructure'),
      title: ['后台管理', 'Back office', '後台管理'],
      after: 'menuManage',
    },
    {
      route: route('auditLog', '/organizationalStructure/auditLog', 'organizationalStructure'),
      title: ['审计日志', 'Audit log', '稽核日誌'],
      after: 'backOffice',
    },
  ],
  permissions: {
    'sysOrg:page': ['查询组织', 'View organisations', '查詢組織'],
    'sysOrg:detailWithPark': ['查看组织详情', 'View organisation details', '查看組織詳情'],
    'sysOrg:add': ['新增组织', 'Add organisation', '新增組織'],
    'sysOrg:edit': ['编辑组织', 'Edit organisation', '編輯組織'],
    'sysOrg:addWithPark': ['新增组织及园区', 'Add organisation with park', '新增組織及園區'],
    'sysOrg:editWithPark': ['编辑组织及园区', 'Edit organisation with park', '編輯組織及園區'],
    'sysOrg:delete': ['删除组织', 'Delete organisation', '刪除組織'],
    'sysOrg:sendOrgData': ['推送组织数据', 'Send organisation data', '推送組織資料'],
    'sysOrg:feed': ['读取组织变更', 'Read organisation changes', '讀取組織異動'],
    'sysPark:add': ['新增园区', 'Add park', '新增園區'],
    'sysPark:edit': ['编辑园区', 'Edit park', '編輯園區'],
    'sysPark:delete': ['删除园区', 'Delete park', '刪除園區'],
    'sysUser:page': ['查询账号', 'View accounts', '查詢帳號'],
    'sysUser:detail': ['查看账号详情', 'View account details', '查看帳號詳情'],
    'sysUser:ownRole': ['查看账号角色', 'View account roles', '查看帳號角色'],
    'sysUser:ownData': ['查看账号数据范围', 'View account data scope', '查看帳號資料範圍'],
    'sysUser:add': ['新增账号', 'Add account', '新增帳號'],
    'sysUser:edit': ['编辑账号', 'Edit account', '編輯帳號'],
    'sysUser:delete': ['删除账号', 'Delete account', '刪除帳號'],
    'sysUser:resetPwd': ['重置密码', 'Reset password', '重設密碼'],
    'sysUser:grantRole': ['授权角色', 'Grant roles', '授權角色'],
    'sysUser:grantData': ['授权账号数据范围', 'Grant account data scope', '授權帳號資料範圍'],
    'sysUser:changeStatus': ['启用或停用账号', 'Activate or deactivate account', '啟用或停用帳號'],
    'sysUser:import': ['导入账号', 'Import accounts', '匯入帳號'],
    'sysUser:export': ['导出账号', 'Export accounts', '匯出帳號'],
    'sysRole:page': ['查询角色', 'View roles', '查詢角色'],
    'sysRole:dropDown': ['角色下拉列表', 'Role list for selection', '角色下拉選單'],
    'sysRole:ownMenu': ['查看角色菜单', 'View role menus', '查看角色選單'],
    'sysRole:ownData': ['查看角色数据范围', 'View role data scope', '查看角色資料範圍'],
    'sysRole:add': ['新增角色', 'Add role', '新增角色'],
    'sysRole:edit': ['编辑角色', 'Edit role', '編輯角色'],
    'sysRole:delete': ['删除角色', 'Delete role', '刪除角色'],
    'sysRole:grantMenu': ['授权菜单', 'Grant menus', '授權選單'],
    'sysRole:grantData': ['授权角色数据范围', 'Grant role data scope', '授權角色資料範圍'],
    'sysMenu:list': ['查询菜单', 'View menus', '查詢選單'],
    'sysMenu:tree': ['查看菜单树', 'View menu tree', '查看選單樹'],
    'sysMenu:treeForGrant': ['查看授权菜单树', 'View menu tree for granting', '查看授權選單樹'],
    'sysMenu:detail': ['查看菜单详情', 'View menu details', '查看選單詳情'],
    'sysMenu:add': ['新增菜单', 'Add menu', '新增選單'],
    'sysMenu:edit': ['编辑菜单', 'Edit menu', '編輯選單'],
    'sysMenu:delete': ['删除菜单', 'Delete menu', '刪除選單'],
    'sysPos:page': ['查询职位', 'View positions', '查詢職位'],
    'sysPos:add': ['新增职位', 'Add position', '新增職位'],
    'sysPos:edit': ['编辑职位', 'Edit position', '編輯職位'],
    'sysPos:delete': ['删除职位', 'Delete position', '刪除職位'],
    'sysDictType:page': ['查询字典类型', 'View dictionary types', '查詢字典類型'],
    'sysDictType:add': ['新增字典类型', 'Add dictionary type', '新增字典類型'],
    'sysDictType:edit': ['编辑字典类型', 'Edit dictionary type', '編輯字典類型'],
    'sysDictType:delete': ['删除字典类型', 'Delete dictionary type', '刪除字典類型'],
    'sysDictData:page': ['查询字典值', 'View dictionary entries', '查詢字典值'],
    'sysDictData:add': ['新增字典值', 'Add dictionary entry', '新增字典值'],
    'sysDictData:edit': ['编辑字典值', 'Edit dictionary entry', '編輯字典值'],
    'sysDictData:delete': ['删除字典值', 'Delete dictionary entry', '刪除字典值'],
    'sysAudit:page': ['查询审计日志', 'View audit log', '查詢稽核日誌'],
    'sysAudit:export': ['导出审计日志', 'Export audit log', '匯出稽核日誌'],
    'sysAudit:verify': ['校验日志链', 'Verify audit chain', '校驗日誌鏈'],
  },
  fields: {
    'auth.code': ['验证码', 'Verification code', '驗證碼'],
    'auth.state': ['外部登录状态', 'Sign-in state', '外部登入狀態'],
    'organisation.name': ['组织名称', 'Organisation name', '組織名稱'],
    'organisation.code': ['组织编码', 'Organisation code', '組織編碼'],
    'organisation.pid': ['上级组织', 'Superior organisation', '上級組織'],
    'user.name': ['姓名', 'Name', '姓名'],
    'role.name': ['角色名称', 'Role name', '角色名稱'],
    'role.code': ['角色编码', 'Role code', '角色編碼'],
    'menu.name': ['菜单名称', 'Menu name', '選單名稱'],
    'menu.code': ['唯一编码', 'Unique code', '唯一編碼'],
    'menu.pid': ['父级菜单', 'Parent menu', '父級選單'],
    'menu.type': ['菜单类型', 'Menu type', '選單類型'],
    'lookup.value': ['字典值', 'Label', '字典值'],
  },
  catalogues: { org: orgMessages, user: userMessages, admin: adminMessages },
});

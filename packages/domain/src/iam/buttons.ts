/**
 * Button permissions (menu type 2), each under the page that shows it. The code is the
 * permission identifier a route declares (contract §4.5: the URI with '/' → ':'), e.g.
 * 'sysUser:page' for /main/sysUser/page. The seed inserts them as menu rows; roles grant them.
 */
type LegacyButtonDef = { permission: string; page: string };

const group = (page: string, permissions: string[]): LegacyButtonDef[] => permissions.map((permission) => ({ permission, page }));

/** Buttons of modules not yet declared by a contract (removed as each module migrates). */
export const LEGACY_BUTTONS: readonly LegacyButtonDef[] = [
  ...group('orgManage', [
    'sysOrg:page',
    'sysOrg:detailWithPark',
    'sysOrg:add',
    'sysOrg:addWithPark',
    'sysOrg:editWithPark',
    'sysOrg:delete',
    'sysOrg:sendOrgData',
    'sysOrg:feed',
    'sysPark:add',
    'sysPark:edit',
    'sysPark:delete',
  ]),
  ...group('accountManage', [
    'sysUser:page',
    'sysUser:detail',
    'sysUser:ownRole',
    'sysUser:ownData',
    'sysUser:add',
    'sysUser:edit',
    'sysUser:delete',
    'sysUser:resetPwd',
    'sysUser:grantRole',
    'sysUser:grantData',
    'sysUser:changeStatus',
    'sysUser:import',
    'sysUser:export',
  ]),
  ...group('roleManage', [
    'sysRole:page',
    'sysRole:dropDown',
    'sysRole:ownMenu',
    'sysRole:ownData',
    'sysRole:add',
    'sysRole:edit',
    'sysRole:delete',
    'sysRole:grantMenu',
    'sysRole:grantData',
  ]),
  ...group('menuManage', [
    'sysMenu:list',
    'sysMenu:tree',
    'sysMenu:treeForGrant',
    'sysMenu:detail',
    'sysMenu:add',
    'sysMenu:edit',
    'sysMenu:delete',
  ]),
  ...group('backOffice', [
    'sysPos:page',
    'sysPos:add',
    'sysPos:edit',
    'sysPos:delete',
    'sysDictType:page',
    'sysDictType:add',
    'sysDictType:edit',
    'sysDictType:delete',
    'sysDictData:page',
    'sysDictData:add',
    'sysDictData:edit',
    'sysDictData:delete',
  ]),
  ...group('auditLog', ['sysAudit:page', 'sysAudit:export', 'sysAudit:verify']),
  ...group('factor', ['factor:add', 'factor:edit', 'factor:delete', 'factor:import', 'factor:export', 'factor:recalculate']),
  ...group('exchangeRate', ['exchangeRate:add', 'exchangeRate:edit', 'exchangeRate:delete', 'exchangeRate:import', 'exchangeRate:export']),
];

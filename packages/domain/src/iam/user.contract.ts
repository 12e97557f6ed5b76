import { z } from 'zod';
import { defineContract, pageOf } from '../shared/index.js';
import {
  sysUserResult,
  userAddRequest,
  userChangeStatusRequest,
  userEditRequest,
  userFilterQuery,
  userGrantDataRequest,
  userGrantRoleRequest,
  userIdList,
  userIdQuery,
  userIdRequest,
  userImportResult,
  userPageQuery,
  userResetPasswordResult,
} from './user.schema.js';

/** The audit entity of every account change. */
const audit = 'sysUser';

/**
 * Account management, spec §7 "Users" (contract §5.2) plus status change, import and
 * export. The own-password change (`sysUser/updatePwd`) belongs to the session API
 * (auth.contract.ts): anyone signed in may call it, even before the first change.
 */
export const userContract = defineContract('user', 'accountManage', {
  page: {
    method: 'GET',
    path: '/api/main/sysUser/page',
    permission: 'sysUser:page',
    query: userPageQuery,
    response: pageOf(sysUserResult),
  },
  detail: { method: 'GET', path: '/api/main/sysUser/detail', permission: 'sysUser:detail', query: userIdQuery, response: sysUserResult },
  ownRole: { method: 'GET', path: '/api/main/sysUser/ownRole', permission: 'sysUser:ownRole', query: userIdQuery, response: userIdList },
  ownData: { method: 'GET', path: '/api/main/sysUser/ownData', permission: 'sysUser:ownData', query: userIdQuery, response: userIdList },
  add: { method: 'POST', path: '/api/main/sysUser/add', permission: 'sysUser:add', body: userAddRequest, response: z.null(), audit },
  edit: { method: 'POST', path: '/api/main/sysUser/edit', permission: 'sysUser:edit', body: userEditRequest, response: z.null(), audit },
  delete: {
    method: 'POST',
    path: '/api/main/sysUser/delete',
    permission: 'sysUser:delete',
    body: userIdRequest,
    response: z.null(),
    audit,
  },
  resetPwd: {
    method: 'POST',
    path: '/api/main/sysUser/resetPwd',
    permission: 'sysUser:resetPwd',
    body: userIdRequest,
    response: userResetPasswordResult,
    audit,
  },
  grantRole: {
    method: 'POST',
    path: '/api/main/sysUser/grantRole',
    permission: 'sysUser:grantRole',
    body: userGrantRoleRequest,
    response: z.null(),
    audit,
  },
  grantData: {
    method: 'POST',
    path: '/api/main/sysUser/grantData',
    permission: 'sysUser:grantData',
    body: userGrantDataRequest,
    response: z.null(),
    audit,
  },
  changeStatus: {
    method: 'POST',
    path: '/api/main/sysUser/changeStatus',
    permission: 'sysUser:changeStatus',
    body: userChangeStatusRequest,
    response: z.null(),
    audit,
  },
  import: {
    method: 'POST',
    path: '/api/main/sysUser/import',
    permission: 'sysUser:import',
    kind: 'upload',
    response: userImportResult,
    audit,
  },
  /** Spec §8: a caller without the permission is told "the user cannot be exported". */
  export: {
    method: 'GET',
    path: '/api/main/sysUser/export',
    permission: 'sysUser:export',
    kind: 'file',
    query: userFilterQuery,
    denied: 'user.cannotExport',
  },
  template: { method: 'GET', path: '/api/main/sysUser/template', permission: 'sysUser:import', kind: 'file' },
});

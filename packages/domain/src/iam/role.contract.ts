import { z } from 'zod';
import { defineContract, pageOf } from '../shared/index.js';
import {
  roleAddRequest,
  roleEditRequest,
  roleGrantDataRequest,
  roleGrantMenuRequest,
  roleOption,
  rolePageQuery,
  roleRow,
  sysIdRequest,
} from './role.schema.js';

const ENTITY = 'sys_role';
/** Ids of the menus or organisations a role is granted. */
const idList = z.array(z.string());

/** Roles (contract §5.5, spec §3/§6): CRUD, menu grants and data-scope grants. */
export const roleContract = defineContract('role', 'roleManage', {
  /** Every live role for the super admin; for anyone else the roles owned within their data scope and those they hold (ADR 008). */
  page: { method: 'GET', path: '/api/main/sysRole/page', permission: 'sysRole:page', query: rolePageQuery, response: pageOf(roleRow) },
  /**
   * The roles the caller may grant: every live role for the super admin; for anyone else
   * those they hold, and those owned within their scope whose grants do not exceed theirs (ADR 008).
   */
  dropDown: { method: 'GET', path: '/api/main/sysRole/dropDown', permission: 'sysRole:dropDown', response: z.array(roleOption) },
  ownMenu: { method: 'GET', path: '/api/main/sysRole/ownMenu', permission: 'sysRole:ownMenu', query: sysIdRequest, response: idList },
  ownData: { method: 'GET', path: '/api/main/sysRole/ownData', permission: 'sysRole:ownData', query: sysIdRequest, response: idList },
  add: { method: 'POST', path: '/api/main/sysRole/add', permission: 'sysRole:add', body: roleAddRequest, response: roleRow, audit: ENTITY },
  edit: {
    method: 'POST',
    path: '/api/main/sysRole/edit',
    permission: 'sysRole:edit',
    body: roleEditRequest,
    response: roleRow,
    audit: ENTITY,
  },
  delete: {
    method: 'POST',
    path: '/api/main/sysRole/delete',
    permission: 'sysRole:delete',
    body: sysIdRequest,
    response: z.null(),
    audit: ENTITY,
  },
  grantMenu: {
    method: 'POST',
    path: '/api/main/sysRole/grantMenu',
    permission: 'sysRole:grantMenu',
    body: roleGrantMenuRequest,
    response: z.null(),
    audit: ENTITY,
  },
  grantData: {
    method: 'POST',
    path: '/api/main/sysRole/grantData',
    permission: 'sysRole:grantData',
    body: roleGrantDataRequest,
    response: z.null(),
    audit: ENTITY,
  },
});

import { z } from 'zod';
import { defineContract } from '../shared/index.js';
import {
  menuAddRequest,
  menuDetailBody,
  menuDetailQuery,
  menuEditRequest,
  menuListNode,
  menuListQuery,
  menuRow,
  menuTreeNode,
  menuTreeQuery,
} from './menu.schema.js';
import { sysIdRequest } from './role.schema.js';

const ENTITY = 'sys_menu';

/** Menus (contract §5.4): the table behind the shell's navigation and the button permissions. */
export const menuContract = defineContract('menu', 'menuManage', {
  /** Every live menu, buttons included, as a SysMenu tree. */
  list: {
    method: 'GET',
    path: '/api/main/sysMenu/list',
    permission: 'sysMenu:list',
    query: menuListQuery,
    response: z.array(menuListNode),
  },
  /** Directories and menus only, for choosing a parent. */
  tree: {
    method: 'GET',
    path: '/api/main/sysMenu/tree',
    permission: 'sysMenu:tree',
    query: menuTreeQuery,
    response: z.array(menuTreeNode),
  },
  /** Every type; the super admin sees every menu, others those their roles hold. */
  treeForGrant: {
    method: 'GET',
    path: '/api/main/sysMenu/treeForGrant',
    permission: 'sysMenu:treeForGrant',
    query: menuTreeQuery,
    response: z.array(menuTreeNode),
  },
  /** A read over POST (the framework's): `id` from the query or the body (contract §0). */
  detail: {
    method: 'POST',
    path: '/api/main/sysMenu/detail',
    permission: 'sysMenu:detail',
    query: menuDetailQuery,
    body: menuDetailBody,
    response: menuRow,
    audit: false,
  },
  add: { method: 'POST', path: '/api/main/sysMenu/add', permission: 'sysMenu:add', body: menuAddRequest, response: menuRow, audit: ENTITY },
  edit: {
    method: 'POST',
    path: '/api/main/sysMenu/edit',
    permission: 'sysMenu:edit',
    body: menuEditRequest,
    response: menuRow,
    audit: ENTITY,
  },
  /** Deletes the menu with its subtree and takes them from every role. */
  delete: {
    method: 'POST',
    path: '/api/main/sysMenu/delete',
    permission: 'sysMenu:delete',
    body: sysIdRequest,
    response: z.null(),
    audit: ENTITY,
  },
});

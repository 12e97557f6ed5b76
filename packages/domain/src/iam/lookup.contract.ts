import { z } from 'zod';
import { defineContract, pageOf } from '../shared/index.js';
import {
  appRow,
  dictDataAddRequest,
  dictDataEditRequest,
  dictDataPageQuery,
  dictDataRow,
  dictDropDownQuery,
  dictOption,
  dictTreeNode,
  dictTypeAddRequest,
  dictTypeEditRequest,
  dictTypePageQuery,
  dictTypeRow,
  posAddRequest,
  posEditRequest,
  posListQuery,
  posPageQuery,
  posRow,
} from './lookup.schema.js';
import { sysIdRequest } from './role.schema.js';

const none = z.null();

/**
 * Look-ups (contract §1.4, §5.6–§5.8): the reads every signed-in screen needs (no button),
 * and the back office's positions and dictionary (page `backOffice`).
 */
export const lookupContract = defineContract('lookup', 'backOffice', {
  // ---- reads for every signed-in user
  /** A dictionary type's entries, labels in the caller's language. */
  dictDropDown: {
    method: 'GET',
    path: '/api/main/sysDictType/dropDown',
    permission: 'authenticated',
    query: dictDropDownQuery,
    response: z.array(dictOption),
  },
  /** Every type with its entries (the client caches it after sign-in). */
  dictTree: { method: 'GET', path: '/api/main/sysDictType/tree', permission: 'authenticated', response: z.array(dictTreeNode) },
  posList: { method: 'GET', path: '/api/main/sysPos/list', permission: 'authenticated', query: posListQuery, response: z.array(posRow) },
  appList: { method: 'GET', path: '/api/main/sysApp/list', permission: 'authenticated', response: z.array(appRow) },

  // ---- positions
  posPage: { method: 'GET', path: '/api/main/sysPos/page', permission: 'sysPos:page', query: posPageQuery, response: pageOf(posRow) },
  posAdd: {
    method: 'POST',
    path: '/api/main/sysPos/add',
    permission: 'sysPos:add',
    body: posAddRequest,
    response: posRow,
    audit: 'sys_pos',
  },
  posEdit: {
    method: 'POST',
    path: '/api/main/sysPos/edit',
    permission: 'sysPos:edit',
    body: posEditRequest,
    response: posRow,
    audit: 'sys_pos',
  },
  /** Refused (2018004) while a user holds the position. */
  posDelete: {
    method: 'POST',
    path: '/api/main/sysPos/delete',
    permission: 'sysPos:delete',
    body: sysIdRequest,
    response: none,
    audit: 'sys_pos',
  },

  // ---- dictionary types
  dictTypePage: {
    method: 'GET',
    path: '/api/main/sysDictType/page',
    permission: 'sysDictType:page',
    query: dictTypePageQuery,
    response: pageOf(dictTypeRow),
  },
  dictTypeAdd: {
    method: 'POST',
    path: '/api/main/sysDictType/add',
    permission: 'sysDictType:add',
    body: dictTypeAddRequest,
    response: dictTypeRow,
    audit: 'sys_dict_type',
  },
  dictTypeEdit: {
    method: 'POST',
    path: '/api/main/sysDictType/edit',
    permission: 'sysDictType:edit',
    body: dictTypeEditRequest,
    response: dictTypeRow,
    audit: 'sys_dict_type',
  },
  /** Deletes the type and its entries; a built-in type cannot be deleted. */
  dictTypeDelete: {
    method: 'POST',
    path: '/api/main/sysDictType/delete',
    permission: 'sysDictType:delete',
    body: sysIdRequest,
    response: none,
    audit: 'sys_dict_type',
  },

  // ---- dictionary entries
  dictDataPage: {
    method: 'GET',
    path: '/api/main/sysDictData/page',
    permission: 'sysDictData:page',
    query: dictDataPageQuery,
    response: pageOf(dictDataRow),
  },
  dictDataAdd: {
    method: 'POST',
    path: '/api/main/sysDictData/add',
    permission: 'sysDictData:add',
    body: dictDataAddRequest,
    response: dictDataRow,
    audit: 'sys_dict_data',
  },
  dictDataEdit: {
    method: 'POST',
    path: '/api/main/sysDictData/edit',
    permission: 'sysDictData:edit',
    body: dictDataEditRequest,
    response: dictDataRow,
    audit: 'sys_dict_data',
  },
  /** A seeded entry cannot be deleted. */
  dictDataDelete: {
    method: 'POST',
    path: '/api/main/sysDictData/delete',
    permission: 'sysDictData:delete',
    body: sysIdRequest,
    response: none,
    audit: 'sys_dict_data',
  },
});

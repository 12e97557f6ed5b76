import { z } from 'zod';
import { defineContract, idQuery, pageOf } from '../shared/index.js';
import {
  entranceList,
  entranceSaveRequest,
  noticeCounts,
  noticePageQuery,
  noticeReadRequest,
  noticeRow,
  pushPageQuery,
  pushRequest,
  pushRoleOption,
  pushRow,
  pushWithdrawRequest,
  todoCounts,
  todoCountsQuery,
  todoPageQuery,
  todoRow,
  updateRow,
  updatesQuery,
} from './workbench.schema.js';

/** Audit entities of the workbench. */
export const WORKBENCH_AUDIT = { todo: 'sys_todo', notice: 'sys_notice', push: 'notice_push', entrance: 'workbench_entrance' } as const;

/**
 * The workbench (spec §2, §4, §8; issue 14). Everything but the administrator's push is the
 * caller's own: their to-dos, notices, entrances and updates (no organisation is named).
 *
 * To-do states (packages/domain/src/workbench/todo-rules.ts): todo → in_progress when the user
 * starts it (todo/start, the workbench calls it when the item is opened); todo or in_progress
 * past its deadline → overdue (the scheduled job `workbench-todo-deadlines`, every minute); an
 * open to-do whose item is handled → completed, or delayed when handled after its deadline
 * (done late). The job also raises, once per to-do, the notices "deadline in 3 days" and
 * "timed out" (when it turns overdue).
 */
export const workbenchContract = defineContract('workbench', 'workbench_index', {
  todoPage: {
    method: 'GET',
    path: '/api/main/workbench/todo/page',
    permission: 'authenticated',
    query: todoPageQuery,
    response: pageOf(todoRow),
    page: 'TodoList',
    description:
      "The caller's to-dos, newest first, titles in the caller's language; filters: status, type, dateFrom, dateTo (arrival day, UTC).",
  },
  todoCounts: {
    method: 'GET',
    path: '/api/main/workbench/todo/counts',
    permission: 'authenticated',
    query: todoCountsQuery,
    response: todoCounts,
    page: 'TodoList',
    description: "The caller's to-dos per state under the same type and date filters as the page.",
  },
  todoStart: {
    method: 'POST',
    path: '/api/main/workbench/todo/start',
    permission: 'authenticated',
    body: idQuery,
    response: todoRow,
    audit: WORKBENCH_AUDIT.todo,
    page: 'TodoList',
    description:
      'The caller starts one of their to-dos: todo → in progress (in progress and overdue stay). A closed to-do is refused (2047002).',
  },
  noticePage: {
    method: 'GET',
    path: '/api/main/workbench/notice/page',
    permission: 'authenticated',
    query: noticePageQuery,
    response: pageOf(noticeRow),
    page: 'historyNotice',
    description: "The caller's notices, newest first (withdrawn pushes left out); filters: read, kind, dateFrom, dateTo.",
  },
  noticeCounts: {
    method: 'GET',
    path: '/api/main/workbench/notice/counts',
    permission: 'authenticated',
    response: noticeCounts,
    page: 'historyNotice',
  },
  noticeRead: {
    method: 'POST',
    path: '/api/main/workbench/notice/read',
    permission: 'authenticated',
    body: noticeReadRequest,
    response: z.object({ updated: z.number().int() }),
    audit: WORKBENCH_AUDIT.notice,
    page: 'historyNotice',
  },
  noticeReadAll: {
    method: 'POST',
    path: '/api/main/workbench/notice/readAll',
    permission: 'authenticated',
    body: z.object({}).strict(),
    response: z.object({ updated: z.number().int() }),
    audit: WORKBENCH_AUDIT.notice,
    page: 'historyNotice',
  },
  entranceList: {
    method: 'GET',
    path: '/api/main/workbench/entrance/list',
    permission: 'authenticated',
    response: entranceList,
    description: "The caller's common entrances (menu pages they can still open) and the pages they may choose from.",
  },
  entranceSave: {
    method: 'POST',
    path: '/api/main/workbench/entrance/save',
    permission: 'authenticated',
    body: entranceSaveRequest,
    response: entranceList,
    audit: WORKBENCH_AUDIT.entrance,
    description:
      "Replaces the caller's common entrances: at most 3 menu pages they can open; a fourth, or a page they cannot open, gives 1012001.",
  },
  updates: {
    method: 'GET',
    path: '/api/main/workbench/updates',
    permission: 'authenticated',
    query: updatesQuery,
    response: z.array(updateRow),
    description:
      "My updates: the caller's own latest audit records (sign-ins, denials, notice reads and language switches left out), labelled.",
  },
  pushPage: {
    method: 'GET',
    path: '/api/main/workbench/push/page',
    permission: 'workbench:push',
    query: pushPageQuery,
    response: pageOf(pushRow),
    page: 'historyNotice',
    description: "Notices pushed by administrators whose organisation is in the caller's data scope.",
  },
  pushRoles: {
    method: 'GET',
    path: '/api/main/workbench/push/roles',
    permission: 'workbench:push',
    response: z.array(pushRoleOption),
    page: 'historyNotice',
  },
  push: {
    method: 'POST',
    path: '/api/main/workbench/push',
    permission: 'workbench:push',
    body: pushRequest,
    response: pushRow,
    audit: WORKBENCH_AUDIT.push,
    page: 'historyNotice',
    description:
      "Pushes a notice to the active users of the organisations (each with its subtree) and of the roles, within the caller's data scope: one notice per recipient.",
  },
  withdraw: {
    method: 'POST',
    path: '/api/main/workbench/push/withdraw',
    permission: 'workbench:withdraw',
    body: pushWithdrawRequest,
    response: pushRow,
    audit: WORKBENCH_AUDIT.push,
    page: 'historyNotice',
    description: "Withdraws a pushed notice: it leaves every recipient's list (kept, marked withdrawn, for the audit trail).",
  },
});

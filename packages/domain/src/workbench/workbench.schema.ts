import { z } from 'zod';
import { idString, pageQuery } from '../shared/envelope.js';
import { ENTRANCE_MAX, TODO_STATES } from './todo-rules.js';

/**
 * The workbench (spec §2, §4, §8; issue 14): the caller's to-dos and notices, common entrances,
 * their own recent actions, and the notices an administrator pushes to organisations and roles.
 */

/** Error codes of the workbench (sys module 20, kind 4700; ours). */
export const WORKBENCH_CODE = {
  /** the to-do does not exist or is not the caller's */
  TODO_NOT_EXIST: 2047001,
  /** the to-do is closed (completed or delayed) and cannot be started */
  TODO_CLOSED: 2047002,
  /** the pushed notice does not exist */
  PUSH_NOT_EXIST: 2047003,
  /** the pushed notice was already withdrawn */
  PUSH_WITHDRAWN: 2047004,
  /** a push reached nobody (no active user in the chosen organisations or roles) */
  PUSH_NO_RECIPIENT: 2047005,
} as const;

/** To-do kinds the product raises today, each with a type label (`workbench.todoKind.<kind>`); others read "other". */
export const TODO_KINDS = ['approval', 'inventory_fill', 'project_review', 'goal_split', 'env_alarm'] as const;
/** Notice kinds with a label (`workbench.noticeKind.<kind>`); others read "other". */
export const NOTICE_KINDS = ['approval', 'inventory_issued', 'due_soon', 'overdue', 'push', 'env_alarm'] as const;
/** The kind of the notices an administrator pushes. */
export const PUSH_NOTICE_KIND = 'push';

const day = z.iso.date();
const todoState = z.enum(TODO_STATES);

export const todoFilter = z.object({
  /** To-do state (todo, in_progress, overdue, delayed, completed); omitted: all. */
  status: todoState.optional(),
  /** To-do kind (approval, inventory_fill, env_alarm, …). */
  type: z.string().trim().min(1).max(40).optional(),
  /** Arrived on or after this day (UTC). */
  dateFrom: day.optional(),
  /** Arrived on or before this day (UTC). */
  dateTo: day.optional(),
});
export type TodoFilter = z.infer<typeof todoFilter>;
export const todoPageQuery = pageQuery.extend(todoFilter.shape);
export type TodoPageQuery = z.infer<typeof todoPageQuery>;
export const todoCountsQuery = todoFilter.omit({ status: true });

export const todoRow = z.object({
  id: z.string(),
  /** In the caller's language, from the stored title key and parameters. */
  title: z.string(),
  status: todoState,
  /** The to-do's kind and its label. */
  type: z.string(),
  typeLabel: z.string(),
  /** What the to-do is about: the subject's type (approval, inventory_task, …) and id. */
  businessType: z.string(),
  businessId: z.string(),
  deadline: z.string().nullable(),
  /** The page that opens the item. */
  link: z.string(),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
});
export type TodoRow = z.infer<typeof todoRow>;

/** Counts per state under the same type and date filters, plus all open ones. */
export const todoCounts = z.object({
  todo: z.number().int(),
  in_progress: z.number().int(),
  overdue: z.number().int(),
  delayed: z.number().int(),
  completed: z.number().int(),
  open: z.number().int(),
  total: z.number().int(),
});
export type TodoCounts = z.infer<typeof todoCounts>;

export const noticeFilter = z.object({
  read: z.enum(['read', 'unread']).optional(),
  kind: z.string().trim().min(1).max(40).optional(),
  dateFrom: day.optional(),
  dateTo: day.optional(),
});
export type NoticeFilter = z.infer<typeof noticeFilter>;
export const noticePageQuery = pageQuery.extend(noticeFilter.shape);
export type NoticePageQuery = z.infer<typeof noticePageQuery>;

export const noticeRow = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.string(),
  kindLabel: z.string(),
  /** The pushed notice's text (administrator pushes only). */
  content: z.string().nullable(),
  link: z.string(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NoticeRow = z.infer<typeof noticeRow>;
export const noticeCounts = z.object({ unread: z.number().int(), total: z.number().int() });

export const noticeReadRequest = z.object({ ids: z.array(idString).min(1).max(200) });

const menuCode = z.string().trim().min(1).max(64);
/** At most ENTRANCE_MAX distinct menu codes; a fourth is refused with 1012001 and the workbench's message. */
export const entranceSaveRequest = z.object({ menuCodes: z.array(menuCode).max(50) }).superRefine((b, ctx) => {
  if (b.menuCodes.length > ENTRANCE_MAX) ctx.addIssue({ code: 'custom', message: 'workbench.entrance.tooMany', path: ['menuCodes'] });
  else if (new Set(b.menuCodes).size !== b.menuCodes.length)
    ctx.addIssue({ code: 'custom', message: 'workbench.entrance.repeated', path: ['menuCodes'] });
});
export type EntranceSaveRequest = z.infer<typeof entranceSaveRequest>;
export const entranceRow = z.object({ menuCode: z.string(), title: z.string(), path: z.string(), icon: z.string().nullable() });
export type EntranceRow = z.infer<typeof entranceRow>;
/** The caller's entrances in their order, and every menu page they may choose from. */
export const entranceList = z.object({ selected: z.array(entranceRow), options: z.array(entranceRow), max: z.number().int() });
export type EntranceList = z.infer<typeof entranceList>;

export const updatesQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
export const updateRow = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  entity: z.string(),
  entityLabel: z.string(),
  entityId: z.string().nullable(),
});
export type UpdateRow = z.infer<typeof updateRow>;

/** An administrator's notice: to organisations (each with its subtree) and/or roles; the union of their active users receives it. */
export const pushRequest = z
  .object({
    title: z.string().trim().min(1).max(100),
    content: z.string().trim().min(1).max(2000),
    orgIds: z.array(idString).max(200).default([]),
    roleIds: z.array(idString).max(200).default([]),
  })
  .superRefine((b, ctx) => {
    if (b.orgIds.length === 0 && b.roleIds.length === 0)
      ctx.addIssue({ code: 'custom', message: 'workbench.push.noTarget', path: ['orgIds'] });
  });
export type PushRequest = z.infer<typeof pushRequest>;
export const pushWithdrawRequest = z.object({ id: idString });

export const pushPageQuery = pageQuery.extend({ status: z.enum(['active', 'withdrawn']).optional() });
export const pushRow = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  orgIds: z.array(z.string()),
  orgNames: z.array(z.string()),
  roleIds: z.array(z.string()),
  roleNames: z.array(z.string()),
  recipients: z.number().int(),
  readCount: z.number().int(),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type PushRow = z.infer<typeof pushRow>;
export const pushRoleOption = z.object({ id: z.string(), name: z.string(), code: z.string() });

import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref } from '../../platform/db/schema/columns.js';

/**
 * The workbench (issue 14). The to-dos and notices themselves are `sys_todo` and `sys_notice`
 * (approval.ts); these tables hold what the workbench adds around them.
 */

/** A user's common entrances (at most 3, spec §9), by menu code, in the order chosen. */
export const workbenchEntrance = pgTable(
  'workbench_entrance',
  {
    id: id(),
    userId: ref('user_id').notNull(),
    menuCode: text('menu_code').notNull(),
    sort: integer('sort').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('workbench_entrance_user_menu_uq').on(t.userId, t.menuCode)],
);

/**
 * A notice an administrator pushed (spec §8 push, withdraw) to organisations (each with its
 * subtree) and roles; `org_id` is the pusher's organisation (who may list and withdraw it: data
 * scope). Withdrawn: kept, with when and by whom.
 */
export const noticePush = pgTable(
  'notice_push',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    orgIds: jsonb('org_ids').$type<number[]>().notNull(),
    roleIds: jsonb('role_ids').$type<number[]>().notNull(),
    recipients: integer('recipients').notNull(),
    orgId: ref('org_id'),
    createdBy: ref('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    withdrawnAt: at('withdrawn_at'),
    withdrawnBy: ref('withdrawn_by'),
  },
  (t) => [index('notice_push_created_idx').on(t.createdAt)],
);

/** The sys_notice row each recipient of a push received. */
export const noticePushRecipient = pgTable(
  'notice_push_recipient',
  {
    noticeId: ref('notice_id').primaryKey(),
    pushId: ref('push_id').notNull(),
    userId: ref('user_id').notNull(),
  },
  (t) => [index('notice_push_recipient_push_idx').on(t.pushId)],
);

/**
 * The reminders the deadline job raised about a to-do ('due_soon': deadline in 3 days;
 * 'overdue': timed out), one of each kind at most: inserting the row is the claim, so two runs
 * never notify twice.
 */
export const todoReminder = pgTable(
  'todo_reminder',
  {
    todoId: ref('todo_id').notNull(),
    kind: text('kind').notNull(),
    at: at('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.todoId, t.kind] })],
);

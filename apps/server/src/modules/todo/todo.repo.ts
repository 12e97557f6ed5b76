import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { TODO_OPEN_STATES } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { sysNotice, sysTodo } from '../../platform/db/schema/index.js';

export type TodoValues = typeof sysTodo.$inferInsert;
export type NoticeValues = typeof sysNotice.$inferInsert;

/** A to-do still to be handled: todo, in progress or overdue (closed: completed, delayed). */
const open = inArray(sysTodo.state, [...TODO_OPEN_STATES]);

/** Drizzle queries of to-dos and notices; always given the db or a transaction. */
export const todoRepo = {
  async insertTodos(db: Db, values: TodoValues[]): Promise<number[]> {
    if (values.length === 0) return [];
    const rows = await db.insert(sysTodo).values(values).returning({ id: sysTodo.id });
    return rows.map((r) => r.id);
  },

  async insertNotices(db: Db, values: NoticeValues[]): Promise<number[]> {
    if (values.length === 0) return [];
    const rows = await db.insert(sysNotice).values(values).returning({ id: sysNotice.id });
    return rows.map((r) => r.id);
  },

  /**
   * Closes the open to-dos of a subject (of one user, of some kinds, when given); returns how many.
   * Handled after its deadline a to-do is delayed, else completed (the domain's `nextTodoState`).
   */
  async complete(
    db: Db,
    s: { subjectType: string; subjectId: number; userId?: number | undefined; kinds?: string[] | undefined },
    at: Date,
  ) {
    const conds = [eq(sysTodo.subjectType, s.subjectType), eq(sysTodo.subjectId, s.subjectId), open];
    if (s.userId !== undefined) conds.push(eq(sysTodo.userId, s.userId));
    if (s.kinds?.length) conds.push(inArray(sysTodo.kind, s.kinds));
    const closed = sql<string>`case when ${sysTodo.deadline} is not null and ${sysTodo.deadline} < ${at.toISOString()}::timestamptz then 'delayed' else 'completed' end`;
    const rows = await db
      .update(sysTodo)
      .set({ state: closed, doneAt: at, updatedAt: at })
      .where(and(...conds))
      .returning({ id: sysTodo.id });
    return rows.length;
  },

  listOpen(db: Db, userId: number) {
    return db
      .select()
      .from(sysTodo)
      .where(and(eq(sysTodo.userId, userId), open))
      .orderBy(sysTodo.id);
  },

  listTodos(db: Db, subjectType: string, subjectId: number) {
    return db
      .select()
      .from(sysTodo)
      .where(and(eq(sysTodo.subjectType, subjectType), eq(sysTodo.subjectId, subjectId)))
      .orderBy(sysTodo.id);
  },

  listNotices(db: Db, userId: number, unreadOnly = false) {
    const conds = [eq(sysNotice.userId, userId)];
    if (unreadOnly) conds.push(isNull(sysNotice.readAt));
    return db
      .select()
      .from(sysNotice)
      .where(and(...conds))
      .orderBy(sysNotice.id);
  },
};

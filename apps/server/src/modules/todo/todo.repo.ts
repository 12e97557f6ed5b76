import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { sysNotice, sysTodo } from '../../platform/db/schema/index.js';

export type TodoValues = typeof sysTodo.$inferInsert;
export type NoticeValues = typeof sysNotice.$inferInsert;

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

  /** Closes the open to-dos of a subject (of one user, of some kinds, when given); returns how many. */
  async complete(
    db: Db,
    s: { subjectType: string; subjectId: number; userId?: number | undefined; kinds?: string[] | undefined },
    at: Date,
  ) {
    const conds = [eq(sysTodo.subjectType, s.subjectType), eq(sysTodo.subjectId, s.subjectId), ne(sysTodo.state, 'completed')];
    if (s.userId !== undefined) conds.push(eq(sysTodo.userId, s.userId));
    if (s.kinds?.length) conds.push(inArray(sysTodo.kind, s.kinds));
    const rows = await db
      .update(sysTodo)
      .set({ state: 'completed', doneAt: at, updatedAt: at })
      .where(and(...conds))
      .returning({ id: sysTodo.id });
    return rows.length;
  },

  listOpen(db: Db, userId: number) {
    return db
      .select()
      .from(sysTodo)
      .where(and(eq(sysTodo.userId, userId), ne(sysTodo.state, 'completed')))
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

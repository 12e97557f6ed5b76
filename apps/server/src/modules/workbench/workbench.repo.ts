import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { NoticeFilter, TodoFilter } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { sysAudit, sysNotice, sysTodo } from '../../platform/db/schema/index.js';
import { noticePush, noticePushRecipient, todoReminder, workbenchEntrance } from './workbench.schema.js';
import { tableRowsAndTotal } from '../../platform/db/paged-list.js';

export type TodoRecord = typeof sysTodo.$inferSelect;
export type NoticeRecord = typeof sysNotice.$inferSelect & { content: string | null };
export type AuditRecord = typeof sysAudit.$inferSelect;

/** The start of a UTC day, and the start of the next one (for "on or before this day"). */
const dayStart = (d: string) => new Date(`${d}T00:00:00.000Z`);
const nextDay = (d: string) => new Date(dayStart(d).getTime() + 86_400_000);

function todoConds(userId: number, f: TodoFilter): SQL[] {
  const c: SQL[] = [eq(sysTodo.userId, userId)];
  if (f.status) c.push(eq(sysTodo.state, f.status));
  if (f.type) c.push(eq(sysTodo.kind, f.type));
  if (f.dateFrom) c.push(gte(sysTodo.createdAt, dayStart(f.dateFrom)));
  if (f.dateTo) c.push(lt(sysTodo.createdAt, nextDay(f.dateTo)));
  return c;
}

/** A notice a withdrawn push delivered is out of every list. */
const notWithdrawn = or(isNull(noticePushRecipient.pushId), isNull(noticePush.withdrawnAt))!;

function noticeConds(userId: number, f: NoticeFilter): SQL[] {
  const c: SQL[] = [eq(sysNotice.userId, userId), notWithdrawn];
  if (f.read === 'read') c.push(isNotNull(sysNotice.readAt));
  if (f.read === 'unread') c.push(isNull(sysNotice.readAt));
  if (f.kind) c.push(eq(sysNotice.kind, f.kind));
  if (f.dateFrom) c.push(gte(sysNotice.createdAt, dayStart(f.dateFrom)));
  if (f.dateTo) c.push(lt(sysNotice.createdAt, nextDay(f.dateTo)));
  return c;
}

const noticeFrom = (db: Db) =>
  db
    .select({ notice: sysNotice, content: noticePush.content })
    .from(sysNotice)
    .leftJoin(noticePushRecipient, eq(noticePushRecipient.noticeId, sysNotice.id))
    .leftJoin(noticePush, eq(noticePush.id, noticePushRecipient.pushId));

/** Drizzle queries of the workbench: the caller's own to-dos, notices, entrances and audit records. */
export const workbenchRepo = {
  async todoPage(db: Db, userId: number, f: TodoFilter, limit: number, offset: number) {
    const where = and(...todoConds(userId, f));
    return tableRowsAndTotal(db, sysTodo, where, [desc(sysTodo.createdAt), desc(sysTodo.id)], limit, offset);
  },

  todoCounts(db: Db, userId: number, f: TodoFilter) {
    return db
      .select({ state: sysTodo.state, n: sql<number>`count(*)::int` })
      .from(sysTodo)
      .where(and(...todoConds(userId, { ...f, status: undefined })))
      .groupBy(sysTodo.state);
  },

  async todoOf(db: Db, userId: number, id: number): Promise<TodoRecord | undefined> {
    const [row] = await db
      .select()
      .from(sysTodo)
      .where(and(eq(sysTodo.id, id), eq(sysTodo.userId, userId)));
    return row;
  },

  /** todo → in_progress, only from todo (a conditional update). */
  async start(db: Db, userId: number, id: number, at: Date): Promise<TodoRecord | undefined> {
    const [row] = await db
      .update(sysTodo)
      .set({ state: 'in_progress', updatedAt: at })
      .where(and(eq(sysTodo.id, id), eq(sysTodo.userId, userId), eq(sysTodo.state, 'todo')))
      .returning();
    return row;
  },

  async noticePage(db: Db, userId: number, f: NoticeFilter, limit: number, offset: number) {
    const where = and(...noticeConds(userId, f));
    const [rows, [total]] = await Promise.all([
      noticeFrom(db).where(where).orderBy(desc(sysNotice.id)).limit(limit).offset(offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(sysNotice)
        .leftJoin(noticePushRecipient, eq(noticePushRecipient.noticeId, sysNotice.id))
        .leftJoin(noticePush, eq(noticePush.id, noticePushRecipient.pushId))
        .where(where),
    ]);
    return { rows: rows.map((r): NoticeRecord => ({ ...r.notice, content: r.content })), total: total?.n ?? 0 };
  },

  async noticeCounts(db: Db, userId: number) {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int`, unread: sql<number>`(count(*) filter (where ${sysNotice.readAt} is null))::int` })
      .from(sysNotice)
      .leftJoin(noticePushRecipient, eq(noticePushRecipient.noticeId, sysNotice.id))
      .leftJoin(noticePush, eq(noticePush.id, noticePushRecipient.pushId))
      .where(and(eq(sysNotice.userId, userId), notWithdrawn));
    return { unread: row?.unread ?? 0, total: row?.total ?? 0 };
  },

  /** Marks the user's unread notices (those of `ids`, or all) read; returns their ids. */
  async markRead(db: Db, userId: number, ids: number[] | 'all', at: Date): Promise<number[]> {
    const conds = [eq(sysNotice.userId, userId), isNull(sysNotice.readAt)];
    if (ids !== 'all') conds.push(inArray(sysNotice.id, ids));
    const rows = await db
      .update(sysNotice)
      .set({ readAt: at })
      .where(and(...conds))
      .returning({ id: sysNotice.id });
    return rows.map((r) => r.id).sort((a, b) => a - b);
  },

  async entrances(db: Db, userId: number): Promise<string[]> {
    const rows = await db
      .select({ code: workbenchEntrance.menuCode })
      .from(workbenchEntrance)
      .where(eq(workbenchEntrance.userId, userId))
      .orderBy(asc(workbenchEntrance.sort), asc(workbenchEntrance.id));
    return rows.map((r) => r.code);
  },

  async replaceEntrances(db: Db, userId: number, codes: string[], at: Date): Promise<void> {
    await db.delete(workbenchEntrance).where(eq(workbenchEntrance.userId, userId));
    if (codes.length) await db.insert(workbenchEntrance).values(codes.map((menuCode, sort) => ({ userId, menuCode, sort, createdAt: at })));
  },

  /** The user's latest audit records, leaving out the given actions. */
  updates(db: Db, userId: number, skip: readonly string[], limit: number) {
    return db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.actorId, userId), notInArray(sysAudit.action, [...skip])))
      .orderBy(desc(sysAudit.id))
      .limit(limit);
  },

  /** todo or in_progress past the deadline → overdue, at most `limit` per run; the changed rows. */
  async overdue(db: Db, now: Date, limit: number): Promise<TodoRecord[]> {
    const due = db
      .select({ id: sysTodo.id })
      .from(sysTodo)
      .where(and(inArray(sysTodo.state, ['todo', 'in_progress']), isNotNull(sysTodo.deadline), lt(sysTodo.deadline, now)))
      .orderBy(asc(sysTodo.id))
      .limit(limit);
    const rows = await db
      .update(sysTodo)
      .set({ state: 'overdue', updatedAt: now })
      .where(and(inArray(sysTodo.id, due), inArray(sysTodo.state, ['todo', 'in_progress'])))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  },

  /** Open, not overdue to-dos due within (now, until] that have no reminder of `kind` yet. */
  dueSoon(db: Db, now: Date, until: Date, kind: string, limit: number): Promise<TodoRecord[]> {
    const reminded = db
      .select({ id: todoReminder.todoId })
      .from(todoReminder)
      .where(and(eq(todoReminder.todoId, sysTodo.id), eq(todoReminder.kind, kind)));
    return db
      .select()
      .from(sysTodo)
      .where(
        and(
          inArray(sysTodo.state, ['todo', 'in_progress']),
          gte(sysTodo.deadline, now),
          lte(sysTodo.deadline, until),
          sql`not exists (${reminded})`,
        ),
      )
      .orderBy(asc(sysTodo.id))
      .limit(limit);
  },

  /** Claims the reminders (to-do, kind); returns the to-do ids this call claimed (not those claimed before). */
  async claimReminders(db: Db, todoIds: number[], kind: string, at: Date): Promise<Set<number>> {
    if (todoIds.length === 0) return new Set();
    const rows = await db
      .insert(todoReminder)
      .values(todoIds.map((todoId) => ({ todoId, kind, at })))
      .onConflictDoNothing()
      .returning({ id: todoReminder.todoId });
    return new Set(rows.map((r) => r.id));
  },
};

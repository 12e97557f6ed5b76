import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { STATUS } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { scopeCondition, type DataScope } from '../../platform/auth/data-scope.js';
import { sysNotice, sysOrg, sysRole, sysUser, sysUserRole } from '../../platform/db/schema/index.js';
import { noticePush, noticePushRecipient } from './workbench.schema.js';
import { subtreeOf } from '../../platform/db/sql-kit.js';
import { firstRow, tableRowsAndTotal } from '../../platform/db/paged-list.js';
import { liveIdsAmong } from '../../platform/db/live-rows.js';

export type PushRecord = typeof noticePush.$inferSelect;
export type PushValues = typeof noticePush.$inferInsert;

/** Drizzle queries of the notices administrators push (spec §8 push, withdraw). */
export const pushRepo = {
  /** The live organisations among `ids`. */
  liveOrgs: (db: Db, ids: number[]): Promise<number[]> => liveIdsAmong(db, sysOrg, ids),

  /** The live roles a caller may push to: every one for an unlimited scope, else those owned within it. */
  roles(db: Db, scope: DataScope, ids?: number[]) {
    const conds: (SQL | undefined)[] = [eq(sysRole.status, STATUS.NORMAL), scopeCondition(scope, sysRole.orgId)];
    if (ids) conds.push(inArray(sysRole.id, ids.length ? ids : [0]));
    return db
      .select({ id: sysRole.id, name: sysRole.name, code: sysRole.code })
      .from(sysRole)
      .where(and(...conds))
      .orderBy(sysRole.sort, sysRole.id);
  },

  /**
   * The active users a push reaches: those working in the organisations' subtrees, and the
   * holders of the roles; each once, and only those whose organisation is in the caller's scope.
   */
  async recipients(db: Db, orgIds: number[], roleIds: number[], scope: DataScope): Promise<number[]> {
    const reach: SQL[] = orgIds.map((id) => subtreeOf(sysOrg.id, sysOrg.pids, id));
    if (roleIds.length) {
      const holders = db.select({ id: sysUserRole.userId }).from(sysUserRole).where(inArray(sysUserRole.roleId, roleIds));
      reach.push(inArray(sysUser.id, holders));
    }
    if (reach.length === 0) return [];
    const rows = await db
      .selectDistinct({ id: sysUser.id })
      .from(sysUser)
      .leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId))
      .where(and(eq(sysUser.status, STATUS.NORMAL), or(...reach), scopeCondition(scope, sysUser.orgId)))
      .orderBy(sysUser.id);
    return rows.map((r) => r.id);
  },

  async insert(db: Db, values: PushValues): Promise<PushRecord> {
    const [row] = await db.insert(noticePush).values(values).returning();
    return row!;
  },

  async linkRecipients(db: Db, pushId: number, notices: { noticeId: number; userId: number }[]): Promise<void> {
    if (notices.length) await db.insert(noticePushRecipient).values(notices.map((n) => ({ ...n, pushId })));
  },

  async find(db: Db, id: number): Promise<PushRecord | undefined> {
    return firstRow(db, noticePush, eq(noticePush.id, id));
  },

  /** Withdraws a live push (conditional) and marks its unread notices read at that instant, so no unread count keeps them. */
  async withdraw(db: Db, id: number, by: number, at: Date): Promise<PushRecord | undefined> {
    const [row] = await db
      .update(noticePush)
      .set({ withdrawnAt: at, withdrawnBy: by })
      .where(and(eq(noticePush.id, id), isNull(noticePush.withdrawnAt)))
      .returning();
    if (!row) return undefined;
    const notices = db.select({ id: noticePushRecipient.noticeId }).from(noticePushRecipient).where(eq(noticePushRecipient.pushId, id));
    await db
      .update(sysNotice)
      .set({ readAt: at })
      .where(and(inArray(sysNotice.id, notices), isNull(sysNotice.readAt)));
    return row;
  },

  async page(db: Db, scope: DataScope, status: 'active' | 'withdrawn' | undefined, limit: number, offset: number) {
    const conds: (SQL | undefined)[] = [scopeCondition(scope, noticePush.orgId)];
    if (status === 'active') conds.push(isNull(noticePush.withdrawnAt));
    if (status === 'withdrawn') conds.push(isNotNull(noticePush.withdrawnAt));
    const where = and(...conds);
    return tableRowsAndTotal(db, noticePush, where, [desc(noticePush.id)], limit, offset);
  },

  /** Per push: how many recipients read it before it was withdrawn (if it was). */
  async readCounts(db: Db, pushIds: number[]): Promise<Map<number, number>> {
    if (pushIds.length === 0) return new Map();
    const rows = await db
      .select({
        pushId: noticePushRecipient.pushId,
        n: sql<number>`(count(*) filter (where ${sysNotice.readAt} is not null and (${noticePush.withdrawnAt} is null or ${sysNotice.readAt} < ${noticePush.withdrawnAt})))::int`,
      })
      .from(noticePushRecipient)
      .innerJoin(sysNotice, eq(sysNotice.id, noticePushRecipient.noticeId))
      .innerJoin(noticePush, eq(noticePush.id, noticePushRecipient.pushId))
      .where(inArray(noticePushRecipient.pushId, pushIds))
      .groupBy(noticePushRecipient.pushId);
    return new Map(rows.map((r) => [r.pushId, r.n]));
  },

  /** Names of organisations, roles and users by id (deleted ones too: a push keeps its targets' names). */
  async names(db: Db, orgIds: number[], roleIds: number[], userIds: number[]) {
    const [orgs, roles, users] = await Promise.all([
      orgIds.length ? db.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, orgIds)) : [],
      roleIds.length ? db.select({ id: sysRole.id, name: sysRole.name }).from(sysRole).where(inArray(sysRole.id, roleIds)) : [],
      userIds.length ? db.select({ id: sysUser.id, name: sysUser.name }).from(sysUser).where(inArray(sysUser.id, userIds)) : [],
    ]);
    const map = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
    return { orgs: map(orgs), roles: map(roles), users: map(users) };
  },
};

import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { GoalKind } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { firstRow } from '../../platform/db/paged-list.js';
import { insertStamped, updateAtVersion } from '../../platform/db/versioned-rows.js';
import { goalFile, goalRevision, goalRow, sysOrg, sysUser } from '../../platform/db/schema/index.js';
import { liveRow } from '../../platform/db/sql-kit.js';
import { scopeCondition, type DataScope } from '../../platform/auth/data-scope.js';

export type GoalRecord = typeof goalRow.$inferSelect;
export type GoalValues = Omit<typeof goalRow.$inferInsert, 'id' | 'status' | 'version' | 'createdAt' | 'updatedAt'>;
export type RevisionRecord = typeof goalRevision.$inferSelect;
export type RevisionValues = Omit<typeof goalRevision.$inferInsert, 'id'>;
export type GoalFileRecord = typeof goalFile.$inferSelect;
export type OrgRecord = { id: number; name: string; code: string; orgType: string; pids: string };

const live = liveRow(goalRow.status);
/** Rows per INSERT: about 20 values a row, well under the 65,535 bind parameters of one statement. */
const CHUNK = 1000;
/** Advisory-lock space of goal saves: one save of a kind and year at a time (the sum rules read the rows others write). */
const GOAL_LOCK = 726431;

const chunks = <T>(xs: T[]): T[][] => Array.from({ length: Math.ceil(xs.length / CHUNK) }, (_, i) => xs.slice(i * CHUNK, (i + 1) * CHUNK));

/** The live organisations under `which` (by id, by code). */
const liveOrgs = (db: Db, which: SQL): Promise<OrgRecord[]> =>
  db
    .select({ id: sysOrg.id, name: sysOrg.name, code: sysOrg.code, orgType: sysOrg.orgType, pids: sysOrg.pids })
    .from(sysOrg)
    .where(and(which, liveRow(sysOrg.status)));

/** Drizzle queries of goals, their revisions and files; always given the db or the transaction. */
export const goalRepo = {
  /** Serialises saves of one kind and year: the sum rules see every row another save commits. */
  async lock(db: Db, kind: GoalKind, year: number): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(${GOAL_LOCK}, hashtext(${`${kind}:${year}`}))`);
  },

  /** Live organisations by id (name, code, type, ancestors). */
  orgsById: (db: Db, ids: number[]): Promise<OrgRecord[]> => (ids.length ? liveOrgs(db, inArray(sysOrg.id, ids)) : Promise.resolve([])),
  orgsByCode: (db: Db, codes: string[]): Promise<OrgRecord[]> =>
    codes.length ? liveOrgs(db, inArray(sysOrg.code, codes)) : Promise.resolve([]),

  /** The live rows of a kind and year; `where` narrows them (the caller's scope, a list of organisations). */
  rows(db: Db, kind: GoalKind, year: number, where?: SQL): Promise<GoalRecord[]> {
    return db
      .select()
      .from(goalRow)
      .where(and(eq(goalRow.kind, kind), eq(goalRow.year, year), live, where));
  },

  /** The live rows of a kind and year whose organisation the scope covers. */
  rowsInScope(db: Db, kind: GoalKind, year: number, scope: DataScope): Promise<GoalRecord[]> {
    return goalRepo.rows(db, kind, year, scopeCondition(scope, goalRow.orgId));
  },

  rowsOfOrgs(db: Db, kind: GoalKind, year: number, orgIds: number[]): Promise<GoalRecord[]> {
    if (orgIds.length === 0) return Promise.resolve([]);
    return goalRepo.rows(db, kind, year, inArray(goalRow.orgId, orgIds));
  },

  /** The latest submission of each goal row given (the figure the levels below see). */
  async latestRevisions(db: Db, goalIds: number[]): Promise<Map<number, RevisionRecord>> {
    const out = new Map<number, RevisionRecord>();
    for (const ids of chunks(goalIds)) {
      const rows = await db
        .selectDistinctOn([goalRevision.goalId])
        .from(goalRevision)
        .where(inArray(goalRevision.goalId, ids))
        .orderBy(goalRevision.goalId, desc(goalRevision.revision));
      for (const r of rows) out.set(r.goalId, r);
    }
    return out;
  },

  /** Every submission of an organisation's row, newest first, with the submitter's name. */
  revisionsOf(db: Db, kind: GoalKind, year: number, orgId: number) {
    return db
      .select({ revision: goalRevision, submittedByName: sysUser.name })
      .from(goalRevision)
      .leftJoin(sysUser, eq(sysUser.id, goalRevision.submittedBy))
      .where(and(eq(goalRevision.kind, kind), eq(goalRevision.year, year), eq(goalRevision.orgId, orgId)))
      .orderBy(desc(goalRevision.revision), desc(goalRevision.id));
  },

  async insertRows(db: Db, values: GoalValues[], at: Date): Promise<GoalRecord[]> {
    const out: GoalRecord[] = [];
    for (const part of chunks(values)) {
      out.push(
        ...(await db
          .insert(goalRow)
          .values(part.map((v) => ({ ...v, createdAt: at, updatedAt: at })))
          .returning()),
      );
    }
    return out;
  },

  /** A conditional update: only the version read; undefined when another save changed the row since. */
  updateRow(db: Db, id: number, version: number, values: Partial<GoalValues>, at: Date): Promise<GoalRecord | undefined> {
    return updateAtVersion(db, goalRow, id, version, { ...values, updatedAt: at });
  },

  async insertRevisions(db: Db, values: RevisionValues[]): Promise<void> {
    for (const part of chunks(values)) await db.insert(goalRevision).values(part);
  },

  insertFile(db: Db, values: Omit<typeof goalFile.$inferInsert, 'id'>, at: Date): Promise<GoalFileRecord> {
    return insertStamped(db, goalFile, values, at);
  },

  async findFile(db: Db, id: number): Promise<GoalFileRecord | undefined> {
    return firstRow(db, goalFile, and(eq(goalFile.id, id), liveRow(goalFile.status)));
  },

  async filesById(db: Db, ids: number[]): Promise<Map<number, GoalFileRecord>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select()
      .from(goalFile)
      .where(and(inArray(goalFile.id, ids), liveRow(goalFile.status)));
    return new Map(rows.map((r) => [r.id, r]));
  },

  /** The organisations of the goal rows and submissions that name a file. */
  async fileOrgs(db: Db, fileId: number): Promise<number[]> {
    const rows = await db
      .select({ orgId: goalRow.orgId })
      .from(goalRow)
      .where(and(eq(goalRow.fileId, fileId), live));
    const revs = await db.select({ orgId: goalRevision.orgId }).from(goalRevision).where(eq(goalRevision.fileId, fileId));
    return [...new Set([...rows, ...revs].map((r) => r.orgId))];
  },
};

import { and, desc, eq, gte, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { envEmergencyPlan, envHonor } from './env-records.schema.js';
import { contains, liveRow } from '../../platform/db/sql-kit.js';
import { FILE_COUNT } from './permit.repo.js';
import { pageRows } from '../../platform/db/paged-list.js';
import { insertStamped, updateAtVersion } from '../../platform/db/versioned-rows.js';
import { scopeCondition, type DataScope } from '../../platform/auth/data-scope.js';

export type PlanRecord = typeof envEmergencyPlan.$inferSelect;
export type HonorRecord = typeof envHonor.$inferSelect;
type Omitted = 'id' | 'status' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'remindedFor';
export type PlanValues = Omit<typeof envEmergencyPlan.$inferInsert, Omitted>;
export type HonorValues = Omit<typeof envHonor.$inferInsert, Omitted>;
export type Listed<R> = { r: R; orgName: string; fileCount: number };
type Paged<R> = { rows: Listed<R>[]; total: number };
export type RecordFilter = {
  orgId?: number | undefined;
  type?: number | undefined;
  keyword?: string | undefined;
  expiringBy?: string | undefined;
};

const livePlan = liveRow(envEmergencyPlan.status);
const liveHonor = liveRow(envHonor.status);
const PLAN_ORG = sql<string>`coalesce((select o.name from sys_org o where o.id = env_emergency_plan.org_id), '')`;
const HONOR_ORG = sql<string>`coalesce((select o.name from sys_org o where o.id = env_honor.org_id), '')`;

const planBase = (db: Db) => db.select({ r: envEmergencyPlan, orgName: PLAN_ORG, fileCount: FILE_COUNT.plan }).from(envEmergencyPlan);
const honorBase = (db: Db) => db.select({ r: envHonor, orgName: HONOR_ORG, fileCount: FILE_COUNT.honor }).from(envHonor);

function planWhere(scope: SQL | undefined, f: RecordFilter): SQL {
  const k = f.keyword;
  return and(
    livePlan,
    scope,
    f.orgId === undefined ? undefined : eq(envEmergencyPlan.orgId, f.orgId),
    f.type === undefined ? undefined : eq(envEmergencyPlan.planType, f.type),
    f.expiringBy === undefined ? undefined : lte(envEmergencyPlan.validTo, f.expiringBy),
    k ? or(contains(envEmergencyPlan.name, k), contains(envEmergencyPlan.filingNumber, k)) : undefined,
  )!;
}
function honorWhere(scope: SQL | undefined, f: RecordFilter): SQL {
  const k = f.keyword;
  return and(
    liveHonor,
    scope,
    f.orgId === undefined ? undefined : eq(envHonor.orgId, f.orgId),
    f.type === undefined ? undefined : eq(envHonor.honorType, f.type),
    k ? or(contains(envHonor.name, k), contains(envHonor.issuer, k)) : undefined,
  )!;
}

/** Drizzle queries of emergency plans and honours, and of the reminders due. */
export const planHonorRepo = {
  planPage(db: Db, scope: SQL | undefined, f: RecordFilter, pageNo: number, pageSize: number): Promise<Paged<PlanRecord>> {
    const cond = planWhere(scope, f);
    const query = planBase(db).where(cond).orderBy(envEmergencyPlan.validTo, desc(envEmergencyPlan.id));
    return pageRows(db, envEmergencyPlan, cond, query, pageNo, pageSize);
  },
  honorPage(db: Db, scope: SQL | undefined, f: RecordFilter, pageNo: number, pageSize: number): Promise<Paged<HonorRecord>> {
    const cond = honorWhere(scope, f);
    const query = honorBase(db).where(cond).orderBy(desc(envHonor.issuedDate), desc(envHonor.id));
    return pageRows(db, envHonor, cond, query, pageNo, pageSize);
  },
  async planListed(db: Db, id: number): Promise<Listed<PlanRecord> | undefined> {
    const [row] = await planBase(db)
      .where(and(eq(envEmergencyPlan.id, id), livePlan))
      .limit(1);
    return row as Listed<PlanRecord> | undefined;
  },
  async honorListed(db: Db, id: number): Promise<Listed<HonorRecord> | undefined> {
    const [row] = await honorBase(db)
      .where(and(eq(envHonor.id, id), liveHonor))
      .limit(1);
    return row as Listed<HonorRecord> | undefined;
  },
  insertPlan(db: Db, v: PlanValues & { createdBy: number }, at: Date) {
    return insertStamped(db, envEmergencyPlan, v, at);
  },
  insertHonor(db: Db, v: HonorValues & { createdBy: number }, at: Date) {
    return insertStamped(db, envHonor, v, at);
  },
  updatePlan: (db: Db, id: number, version: number, v: Partial<PlanRecord>, at: Date) =>
    updateAtVersion(db, envEmergencyPlan, id, version, { ...v, updatedAt: at }),
  updateHonor: (db: Db, id: number, version: number, v: Partial<HonorRecord>, at: Date) =>
    updateAtVersion(db, envHonor, id, version, { ...v, updatedAt: at }),

  /** Live plans whose validity ends within [today, by] and that were not yet reminded for that end. */
  plansDue: (db: Db, today: string, by: string) =>
    db
      .select()
      .from(envEmergencyPlan)
      .where(
        and(
          livePlan,
          gte(envEmergencyPlan.validTo, today),
          lte(envEmergencyPlan.validTo, by),
          or(sql`${envEmergencyPlan.remindedFor} is null`, ne(envEmergencyPlan.remindedFor, envEmergencyPlan.validTo)),
        ),
      ),
  honorsDue: (db: Db, today: string, by: string) =>
    db
      .select()
      .from(envHonor)
      .where(
        and(
          liveHonor,
          isNotNull(envHonor.validTo),
          gte(envHonor.validTo, today),
          lte(envHonor.validTo, by),
          or(sql`${envHonor.remindedFor} is null`, sql`${envHonor.remindedFor} <> ${envHonor.validTo}`),
        ),
      ),
  /** Marks the reminder sent for the current end of validity; false when another run already did. */
  async markPlan(db: Db, id: number, validTo: string): Promise<boolean> {
    const rows = await db
      .update(envEmergencyPlan)
      .set({ remindedFor: validTo })
      .where(
        and(
          eq(envEmergencyPlan.id, id),
          eq(envEmergencyPlan.validTo, validTo),
          or(sql`${envEmergencyPlan.remindedFor} is null`, ne(envEmergencyPlan.remindedFor, validTo)),
        ),
      )
      .returning({ id: envEmergencyPlan.id });
    return rows.length > 0;
  },
  async markHonor(db: Db, id: number, validTo: string): Promise<boolean> {
    const rows = await db
      .update(envHonor)
      .set({ remindedFor: validTo })
      .where(
        and(
          eq(envHonor.id, id),
          eq(envHonor.validTo, validTo),
          or(sql`${envHonor.remindedFor} is null`, ne(envHonor.remindedFor, validTo)),
        ),
      )
      .returning({ id: envHonor.id });
    return rows.length > 0;
  },
};

/** The caller's data scope as a condition on the emergency plans (undefined: everything). */
export const planScope = (scope: DataScope) => scopeCondition(scope, envEmergencyPlan.orgId);

/** The caller's data scope as a condition on the honours (undefined: everything). */
export const honorScope = (scope: DataScope) => scopeCondition(scope, envHonor.orgId);

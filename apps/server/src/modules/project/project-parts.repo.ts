import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { insertStamped } from '../../platform/db/versioned-rows.js';
import { firstRow } from '../../platform/db/paged-list.js';
import {
  energyProject,
  energyProjectAttachment,
  energyProjectMeasurement,
  energyProjectSetting,
  energyProjectStatusLog,
  sysUser,
} from '../../platform/db/schema/index.js';
import { DELETED_STATUS, liveRow, rowsOf } from '../../platform/db/sql-kit.js';

export type AttachmentRecord = typeof energyProjectAttachment.$inferSelect;
export type AttachmentValues = Omit<typeof energyProjectAttachment.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;
export type StatusLogValues = Omit<typeof energyProjectStatusLog.$inferInsert, 'id'>;
export type MeasurementRecord = typeof energyProjectMeasurement.$inferSelect;
export type SettingRecord = typeof energyProjectSetting.$inferSelect;

const liveAttachment = liveRow(energyProjectAttachment.status);
const SETTING_ID = 1;

/** Status log, attachments, measurements and settings of the energy-saving projects. */
export const partsRepo = {
  async insertLog(db: Db, v: StatusLogValues): Promise<void> {
    await db.insert(energyProjectStatusLog).values(v);
  },

  listLog(db: Db, projectId: number) {
    return db
      .select({ log: energyProjectStatusLog, actorName: sql<string>`coalesce(${sysUser.name}, '')` })
      .from(energyProjectStatusLog)
      .leftJoin(sysUser, eq(sysUser.id, energyProjectStatusLog.actorId))
      .where(eq(energyProjectStatusLog.projectId, projectId))
      .orderBy(asc(energyProjectStatusLog.id));
  },

  listAttachments(db: Db, projectId: number): Promise<AttachmentRecord[]> {
    return db
      .select()
      .from(energyProjectAttachment)
      .where(and(eq(energyProjectAttachment.projectId, projectId), liveAttachment))
      .orderBy(asc(energyProjectAttachment.id));
  },

  async countAttachments(db: Db, projectId: number, kind: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(energyProjectAttachment)
      .where(and(eq(energyProjectAttachment.projectId, projectId), eq(energyProjectAttachment.kind, kind), liveAttachment));
    return row?.n ?? 0;
  },

  async findAttachment(db: Db, id: number): Promise<AttachmentRecord | undefined> {
    return firstRow(db, energyProjectAttachment, and(eq(energyProjectAttachment.id, id), liveAttachment));
  },

  insertAttachment(db: Db, v: AttachmentValues, at: Date): Promise<AttachmentRecord> {
    return insertStamped(db, energyProjectAttachment, v, at);
  },

  async softDeleteAttachment(db: Db, id: number, at: Date): Promise<boolean> {
    const rows = await db
      .update(energyProjectAttachment)
      .set({ status: DELETED_STATUS, updatedAt: at })
      .where(and(eq(energyProjectAttachment.id, id), liveAttachment))
      .returning({ id: energyProjectAttachment.id });
    return rows.length > 0;
  },

  listMeasurements(db: Db, projectId: number): Promise<MeasurementRecord[]> {
    return db
      .select()
      .from(energyProjectMeasurement)
      .where(eq(energyProjectMeasurement.projectId, projectId))
      .orderBy(asc(energyProjectMeasurement.month));
  },

  /** Adds the month's measurement or replaces it (one row per project and month); the row before, if any. */
  async upsertMeasurement(
    db: Db,
    v: { projectId: number; month: string; energyAfter: string; createdBy: number },
    at: Date,
  ): Promise<MeasurementRecord | undefined> {
    const [before] = await db
      .select()
      .from(energyProjectMeasurement)
      .where(and(eq(energyProjectMeasurement.projectId, v.projectId), eq(energyProjectMeasurement.month, v.month)));
    await db
      .insert(energyProjectMeasurement)
      .values({ ...v, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: [energyProjectMeasurement.projectId, energyProjectMeasurement.month],
        set: { energyAfter: v.energyAfter, updatedAt: at },
      });
    return before;
  },

  async deleteMeasurement(db: Db, projectId: number, month: string): Promise<MeasurementRecord | undefined> {
    const [row] = await db
      .delete(energyProjectMeasurement)
      .where(and(eq(energyProjectMeasurement.projectId, projectId), eq(energyProjectMeasurement.month, month)))
      .returning();
    return row;
  },

  async settings(db: Db): Promise<SettingRecord> {
    const [row] = await db.select().from(energyProjectSetting).where(eq(energyProjectSetting.id, SETTING_ID));
    if (!row) throw new Error('energy_project_setting has no row: migration 0012 seeds it');
    return row;
  },

  async updateSettings(
    db: Db,
    version: number | undefined,
    v: Pick<SettingRecord, 'discountRate' | 'realisationThreshold' | 'lifetimes'>,
    at: Date,
  ): Promise<SettingRecord | undefined> {
    const conds = [eq(energyProjectSetting.id, SETTING_ID)];
    if (version !== undefined) conds.push(eq(energyProjectSetting.version, version));
    const [row] = await db
      .update(energyProjectSetting)
      .set({ ...v, updatedAt: at, version: sql`${energyProjectSetting.version} + 1` })
      .where(and(...conds))
      .returning();
    return row;
  },

  /** Every live project's inputs of the settings-dependent figures (abatement cost, lifetime, flag). */
  settingInputs(db: Db) {
    return db
      .select({
        id: energyProject.id,
        technology: energyProject.technology,
        lifetimeYears: energyProject.lifetimeYears,
        investment: energyProject.investment,
        annualBenefit: energyProject.annualBenefit,
        annualCarbonReduction: energyProject.annualCarbonReduction,
        realisationRatio: energyProject.realisationRatio,
      })
      .from(energyProject)
      .where(liveRow(energyProject.status));
  },

  /** Writes recomputed figures for many projects in one statement (the batch as JSON). */
  async writeSettingFigures(
    db: Db,
    rows: { id: number; lifetimeUsed: number; abatementCost: string | null; flagged: boolean }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await db.execute(sql`
      update energy_project p
         set lifetime_used = v.lifetime_used, abatement_cost = v.abatement_cost, flagged = v.flagged
        from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ id: r.id, lifetime_used: r.lifetimeUsed, abatement_cost: r.abatementCost, flagged: r.flagged })))}::jsonb)
             as v(id bigint, lifetime_used int, abatement_cost numeric, flagged boolean)
       where p.id = v.id`);
  },

  /**
   * Projects approved or later (never drafts) of the organisations, with the count and sum of
   * their measurements in `year` (all months without one): the goals' roll-up computes from these.
   */
  async reductionRows(db: Db, orgIds: number[], year: number | undefined) {
    if (orgIds.length === 0) return [];
    const inYear = year === undefined ? sql`true` : sql`m.month like ${`${year}-%`}`;
    return rowsOf<{
      org_id: string | number;
      three_r: string | null;
      estimated_start: string | null;
      annual_carbon_reduction: string | null;
      energy_before: string | null;
      emission_factor: string | null;
      months: string | number;
      measured: string | null;
    }>(
      db,
      sql`select p.org_id, p.three_r, p.estimated_start::text as estimated_start, p.annual_carbon_reduction, p.energy_before, p.emission_factor,
                 (select count(*) from energy_project_measurement m where m.project_id = p.id and ${inYear}) as months,
                 (select sum(m.energy_after) from energy_project_measurement m where m.project_id = p.id and ${inYear}) as measured
            from energy_project p
           where p.status <> ${DELETED_STATUS} and p.project_status <> 'draft'
             and p.org_id in (${sql.join(
               orgIds.map((id) => sql`${id}`),
               sql`, `,
             )})`,
    );
  },

  /** Measurements of 'replace' projects written in kWh (renewable output = the grid energy they save), per organisation and month. */
  async renewableRows(db: Db, orgIds: number[], year: number | undefined) {
    if (orgIds.length === 0) return [];
    const inYear = year === undefined ? sql`true` : sql`m.month like ${`${year}-%`}`;
    return rowsOf<{ org_id: string | number; month: string; energy_before: string | null; energy_after: string }>(
      db,
      sql`select p.org_id, m.month, p.energy_before, m.energy_after
            from energy_project p join energy_project_measurement m on m.project_id = p.id
           where p.status <> ${DELETED_STATUS} and p.project_status <> 'draft' and p.three_r = 'replace' and p.energy_unit = 'kWh' and ${inYear}
             and p.org_id in (${sql.join(
               orgIds.map((id) => sql`${id}`),
               sql`, `,
             )})`,
    );
  },
};

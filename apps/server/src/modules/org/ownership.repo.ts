import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { STATUS } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { firstRow } from '../../platform/db/paged-list.js';
import { updateAtVersion } from '../../platform/db/versioned-rows.js';
import { sysConsolidationSetting, sysOrg, sysOrgOwnership } from '../../platform/db/schema/index.js';
import { rowsOf } from '../../platform/db/sql-kit.js';

export type OwnershipRecord = typeof sysOrgOwnership.$inferSelect;
export type SettingRecord = typeof sysConsolidationSetting.$inferSelect;

const live = ne(sysOrgOwnership.status, STATUS.DELETED);

/** Ownership links (issue 26) and the groups' consolidation settings. */
export const ownershipRepo = {
  async list(db: Db, orgId: number | null): Promise<(OwnershipRecord & { ownerName: string; ownedName: string })[]> {
    return rowsOf(
      db,
      sql`select l.id, l.owner_org_id as "ownerOrgId", l.owned_org_id as "ownedOrgId", l.equity_share_pct::text as "equitySharePct",
                 l.relationship, l.financial_control_type as "financialControlType", l.operational_control as "operationalControl",
                 l.valid_from::text as "validFrom", l.valid_to::text as "validTo", l.version, l.status,
                 o.name as "ownerName", d.name as "ownedName"
          from sys_org_ownership l join sys_org o on o.id = l.owner_org_id join sys_org d on d.id = l.owned_org_id
          where l.status <> ${STATUS.DELETED} ${orgId === null ? sql`` : sql`and (l.owner_org_id = ${orgId} or l.owned_org_id = ${orgId})`}
          order by l.owned_org_id, l.valid_from, l.id`,
    );
  },

  find(db: Db, id: number): Promise<OwnershipRecord | undefined> {
    return firstRow(db, sysOrgOwnership, and(eq(sysOrgOwnership.id, id), live));
  },

  /** Every live link as owner → owned (for the cycle check). */
  async edges(db: Db): Promise<{ id: number; ownerOrgId: number; ownedOrgId: number }[]> {
    return db
      .select({ id: sysOrgOwnership.id, ownerOrgId: sysOrgOwnership.ownerOrgId, ownedOrgId: sysOrgOwnership.ownedOrgId })
      .from(sysOrgOwnership)
      .where(live);
  },

  async insert(db: Db, values: typeof sysOrgOwnership.$inferInsert): Promise<OwnershipRecord> {
    const [row] = await db.insert(sysOrgOwnership).values(values).returning();
    return row!;
  },

  update(db: Db, id: number, version: number, values: Partial<typeof sysOrgOwnership.$inferInsert>) {
    return updateAtVersion(db, sysOrgOwnership, id, version, values);
  },

  /** The live links in force at some day between `from` and `to` (both included). */
  async overlapping(db: Db, from: string, to: string): Promise<OwnershipRecord[]> {
    return db
      .select()
      .from(sysOrgOwnership)
      .where(
        and(
          live,
          sql`${sysOrgOwnership.validFrom} <= ${to}::date`,
          or(sql`${sysOrgOwnership.validTo} is null`, sql`${sysOrgOwnership.validTo} >= ${from}::date`),
        ),
      );
  },

  /** The settings row nearest to the organisation: its own, else its nearest ancestor's. */
  async settingFor(db: Db, orgId: number): Promise<SettingRecord | undefined> {
    const [org] = await db.select({ pids: sysOrg.pids }).from(sysOrg).where(eq(sysOrg.id, orgId));
    const chain = [orgId, ...((org?.pids ?? '').match(/\d+/g) ?? []).map(Number).reverse()].filter((id) => id > 0);
    const rows = await db.select().from(sysConsolidationSetting).where(inArray(sysConsolidationSetting.orgId, chain));
    return chain.map((id) => rows.find((r) => r.orgId === id)).find((r) => r !== undefined);
  },

  async saveSetting(db: Db, values: { orgId: number; approach: string; divestmentRule: string; now: Date }) {
    const [row] = await db
      .insert(sysConsolidationSetting)
      .values({
        orgId: values.orgId,
        approach: values.approach,
        divestmentRule: values.divestmentRule,
        createdAt: values.now,
        updatedAt: values.now,
      })
      .onConflictDoUpdate({
        target: sysConsolidationSetting.orgId,
        set: {
          approach: values.approach,
          divestmentRule: values.divestmentRule,
          updatedAt: values.now,
          version: sql`${sysConsolidationSetting.version} + 1`,
        },
      })
      .returning();
    return row!;
  },
};

import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/sql-kit.js';
import type { LinkRow } from './consolidation.js';

/** The ownership links in force at some time in [from, to]. */
export async function linksBetween(db: Db, from: string, to: string): Promise<LinkRow[]> {
  const rows = await rowsOf<LinkRow>(
    db,
    sql`select owner_org_id as "ownerOrgId", owned_org_id as "ownedOrgId", equity_share_pct::text as "equitySharePct", relationship,
               financial_control_type as "financialControlType", operational_control as "operationalControl",
               valid_from::text as "validFrom", valid_to::text as "validTo"
        from sys_org_ownership where status <> 2 and valid_from <= ${to}::date and (valid_to is null or valid_to >= ${from}::date)`,
  );
  return rows.map((r) => ({ ...r, ownerOrgId: Number(r.ownerOrgId), ownedOrgId: Number(r.ownedOrgId) }));
}

/** The days in (from, to] on which a boundary record of `orgIds` takes effect. */
export async function boundaryDates(db: Db, orgIds: readonly number[], from: string, to: string): Promise<string[]> {
  if (orgIds.length === 0) return [];
  const rows = await rowsOf<{ d: string }>(
    db,
    sql`select distinct effective_from::text as d from sys_org_boundary
        where org_id = any(${`{${orgIds.join(',')}}`}::bigint[]) and effective_from > ${from}::date and effective_from <= ${to}::date`,
  );
  return rows.map((r) => r.d);
}

/** The consolidation settings rows of the organisations `chain`. */
export function consolidationSettings(db: Db, chain: readonly number[]) {
  return rowsOf<{ orgId: number; approach: string; divestmentRule: string }>(
    db,
    sql`select org_id as "orgId", approach, divestment_rule as "divestmentRule" from sys_consolidation_setting
        where org_id = any(${`{${chain.join(',')}}`}::bigint[])`,
  );
}

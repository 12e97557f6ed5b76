import { eq } from 'drizzle-orm';
import { sysOrg, sysOrgBoundary } from '../../platform/db/schema/index.js';
import type { TestApp } from '../../test/harness.js';

/** Test helpers of the report module (not used by the app). */

/** A boundary record: [effective from, equity %, operational control, financial control]. */
export type BoundaryRow = [string, string, boolean | null, boolean | null];

/** A legal entity under the seeded Longhua park with its dated boundary records. */
export async function legalEntity(t: TestApp, code: string, records: BoundaryRow[]): Promise<string> {
  const db = t.database.db;
  const [park] = await db.select().from(sysOrg).where(eq(sysOrg.code, 'fii-ccbg-longhua'));
  const [row] = await db
    .insert(sysOrg)
    .values({ pid: park!.id, pids: `${park!.pids}[${park!.id}],`, name: `报告测试-${code}`, code: `rpt-${code}`, orgType: 'legal_entity' })
    .returning({ id: sysOrg.id });
  for (const [effectiveFrom, pct, op, fin] of records)
    await db
      .insert(sysOrgBoundary)
      .values({ orgId: row!.id, equitySharePct: pct, operationalControl: op, financialControl: fin, effectiveFrom });
  return String(row!.id);
}

import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_ISO14064_MAPPING } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/sql-kit.js';

/** Which entries a figure sums. */
export type EntryFilter = {
  scope?: number;
  category?: number;
  /** ISO 14064-1 category 1..6 under the default mapping. */
  isoCategory?: number;
  lineOrgId?: number;
  /** A reported gas family (CO2, CH4, N2O, HFCs, PFCs, SF6, NF3, other). */
  gas?: string;
  /** Show the market-based figure (scope 2 market). */
  market?: boolean;
};

type Row = {
  id: number;
  orgName: string | null;
  scope: number;
  category: number | null;
  sourceName: string | null;
  facility: string | null;
  sourceType: string;
  tco2e: string;
  appliedPct: string;
  factorCode: string | null;
  factorVersion: string | null;
  gwpSet: string;
  resultId: number | null;
  explanation: unknown;
  total: number;
};

const GAS_KEY: Record<string, SQL> = {
  CO2: sql`k = 'CO2'`,
  CH4: sql`k like 'CH4%'`,
  N2O: sql`k = 'N2O'`,
  HFCs: sql`k like 'HFC%'`,
  PFCs: sql`(k like 'PFC%' or k in ('CF4', 'C2F6', 'C3F8', 'C4F10', 'C5F12', 'C6F14', 'C10F18', 'c-C3F6', 'c-C4F8'))`,
  SF6: sql`k = 'SF6'`,
  NF3: sql`k = 'NF3'`,
  CO2e: sql`k = 'CO2e'`,
};

/** The scope-3 categories the default mapping sends to an ISO category. */
function isoCondition(iso: number): SQL {
  if (iso === DEFAULT_ISO14064_MAPPING.scope1) return sql`x.scope = 1`;
  if (iso === DEFAULT_ISO14064_MAPPING.scope2) return sql`x.scope = 2`;
  const cats = Object.entries(DEFAULT_ISO14064_MAPPING.scope3)
    .filter(([, v]) => v === iso)
    .map(([k]) => Number(k));
  const inCats = cats.length
    ? sql`x.category in (${sql.join(
        cats.map((c) => sql`${c}`),
        sql`, `,
      )})`
    : sql`false`;
  return iso === DEFAULT_ISO14064_MAPPING.fallback
    ? sql`x.scope = 3 and (${inCats} or x.category is null)`
    : sql`x.scope = 3 and ${inCats}`;
}

function conditions(f: EntryFilter): SQL {
  const c: SQL[] = [sql`true`];
  if (f.scope !== undefined) c.push(sql`x.scope = ${f.scope}`);
  if (f.category !== undefined) c.push(sql`x.category = ${f.category}`);
  if (f.isoCategory !== undefined) c.push(isoCondition(f.isoCategory));
  if (f.lineOrgId !== undefined) c.push(sql`x.line_org_id = ${f.lineOrgId}`);
  if (f.gas !== undefined) {
    const known = GAS_KEY[f.gas];
    const match = known ?? sql`not (${sql.join(Object.values(GAS_KEY), sql` or `)})`;
    c.push(
      sql`exists (select 1 from (select jsonb_object_keys(r.gases) as k union select jsonb_object_keys(r.gases_co2e)) g where ${match})`,
    );
  }
  return sql.join(c, sql` and `);
}

const amount = (f: EntryFilter) => (f.market ? sql`coalesce(x.tco2e_market, x.tco2e)` : sql`x.tco2e`);

async function pageOf(db: Db, from: SQL, f: EntryFilter, pageNo: number, pageSize: number) {
  const rows = await rowsOf<Row>(
    db,
    sql`select x.id, o.name as "orgName", x.scope, x.category, x.source_name as "sourceName", x.facility, x.source_type as "sourceType",
          ${amount(f)}::text as tco2e, x.applied_pct::text as "appliedPct", r.factor_code as "factorCode", r.factor_version as "factorVersion",
          coalesce(r.gwp_set, '') as "gwpSet", r.id as "resultId", calc_explanation(r.explanation) as explanation, count(*) over ()::int as total
        from (${from}) x
        left join calc_result r on r.id = case when ${f.market === true} then coalesce(x.market_result_id, x.result_id) else x.result_id end
        left join sys_org o on o.id = x.org_id
        where ${conditions(f)}
        order by x.id
        limit ${pageSize} offset ${(pageNo - 1) * pageSize}`,
  );
  return {
    totalRows: rows[0]?.total ?? 0,
    rows: rows.map(({ total: _t, ...r }) => ({
      ...r,
      id: String(r.id),
      orgName: r.orgName ?? '',
      resultId: r.resultId === null ? null : String(r.resultId),
      explanation: typeof r.explanation === 'string' ? JSON.parse(r.explanation) : r.explanation,
    })),
  };
}

export const derivationRepo = {
  /** The entries frozen with a published version. */
  frozenEntries(db: Db, reportId: number, versionNo: number, f: EntryFilter, pageNo: number, pageSize: number) {
    const from = sql`select entry_id as id, org_id, line_org_id, scope, category, source_name, facility, source_type, result_id,
        market_result_id, tco2e, tco2e_market, applied_pct from inventory_report_entry where report_id = ${reportId} and version_no = ${versionNo}`;
    return pageOf(db, from, f, pageNo, pageSize);
  },

  /** The counted entries of a draft's tasks as they are now, with their line and share. */
  liveEntries(
    db: Db,
    lines: { orgId: number; lineOrgId: number; pct: string }[],
    taskIds: number[],
    f: EntryFilter,
    pageNo: number,
    pageSize: number,
  ) {
    if (taskIds.length === 0 || lines.length === 0) return Promise.resolve({ totalRows: 0, rows: [] });
    const from = sql`select e.id, e.org_id, m."lineOrgId" as line_org_id, e.scope, e.category, e.source_name, e.facility, e.source_type,
        e.result_id, e.market_result_id, e.tco2e, e.tco2e_market, m.pct as applied_pct
      from inventory_entry e
      join jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as m("orgId" bigint, "lineOrgId" bigint, pct numeric) on m."orgId" = e.org_id
      where e.task_id in (${sql.join(
        taskIds.map((t) => sql`${t}`),
        sql`, `,
      )}) and e.status <> 2 and e.tco2e is not null`;
    return pageOf(db, from, f, pageNo, pageSize);
  },
};

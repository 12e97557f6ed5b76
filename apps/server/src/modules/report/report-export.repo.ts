import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/sql-kit.js';

/** The entries behind a report's figures, and its methods' formulas, for the PDF and Excel exports. */

/** Where the entries come from: a published version's frozen list, or a draft's counted entries as they are now. */
export type EntrySource =
  | { kind: 'frozen'; reportId: number; versionNo: number }
  | { kind: 'live'; taskIds: readonly number[]; lines: readonly { orgId: number; lineOrgId: number; pct: string }[] };

export type ExportEntry = {
  id: string;
  taskId: string;
  orgName: string | null;
  lineName: string | null;
  scope: number;
  category: number | null;
  sourceType: string;
  sourceName: string | null;
  facility: string | null;
  tco2e: string;
  tco2eMarket: string | null;
  appliedPct: string;
  factorCode: string | null;
  factorVersion: string | null;
  gwpSet: string | null;
  resultId: string | null;
};

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );

/** The rows as one relation (id, task_id, org_id, line_org_id, scope, category, source…, result_id, tco2e…, applied_pct). */
function relation(s: EntrySource): SQL | undefined {
  if (s.kind === 'frozen')
    return sql`select entry_id as id, task_id, org_id, line_org_id, scope, category, source_type, source_name, facility, result_id,
        tco2e, tco2e_market, applied_pct from inventory_report_entry where report_id = ${s.reportId} and version_no = ${s.versionNo}`;
  if (s.taskIds.length === 0 || s.lines.length === 0) return undefined;
  return sql`select e.id, e.task_id, e.org_id, m."lineOrgId" as line_org_id, e.scope, e.category, e.source_type, e.source_name,
      e.facility, e.result_id, e.tco2e, e.tco2e_market, m.pct as applied_pct
    from inventory_entry e
    join jsonb_to_recordset(${JSON.stringify(s.lines)}::jsonb) as m("orgId" bigint, "lineOrgId" bigint, pct numeric) on m."orgId" = e.org_id
    where e.task_id in (${idList(s.taskIds)}) and e.status <> 2 and e.tco2e is not null`;
}

export const reportExportRepo = {
  /** One batch of entries after `afterId`, in id order (keyset paging: a large report is read batch by batch). */
  async entries(db: Db, s: EntrySource, afterId: string, limit: number): Promise<ExportEntry[]> {
    const from = relation(s);
    if (!from) return [];
    return rowsOf<ExportEntry>(
      db,
      sql`select x.id::text as id, x.task_id::text as "taskId", o.name as "orgName", lo.name as "lineName", x.scope, x.category,
            x.source_type as "sourceType", x.source_name as "sourceName", x.facility, x.tco2e::text as tco2e,
            x.tco2e_market::text as "tco2eMarket", x.applied_pct::text as "appliedPct", r.factor_code as "factorCode",
            r.factor_version as "factorVersion", r.gwp_set as "gwpSet", x.result_id::text as "resultId"
          from (${from}) x
          left join calc_result r on r.id = x.result_id
          left join sys_org o on o.id = x.org_id
          left join sys_org lo on lo.id = x.line_org_id
          where x.id > ${afterId}::bigint
          order by x.id
          limit ${limit}`,
    );
  },

  /** Each source type's distinct methods and formulas, from the stored engine explanations of its entries. */
  async formulas(db: Db, s: EntrySource): Promise<{ sourceType: string; method: string | null; formula: string | null }[]> {
    const from = relation(s);
    if (!from) return [];
    return rowsOf(
      db,
      // method and formula are the template's (ADR 017); a result stored before templates holds them itself
      sql`select distinct on (x.source_type, e.method, e.formula) x.source_type as "sourceType", e.method, e.formula
          from (${from}) x join calc_result r on r.id = x.result_id
            left join calc_explanation_template t on t.digest = r.explanation ->> 'template'
            cross join lateral (select coalesce(t.body, r.explanation) ->> 'method' as method,
                                       coalesce(t.body, r.explanation) ->> 'formula' as formula) e
          order by x.source_type, e.method, e.formula`,
    );
  },
};

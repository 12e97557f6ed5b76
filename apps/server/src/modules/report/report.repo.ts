import { and, desc, eq, getTableColumns, gt, sql, type SQL } from 'drizzle-orm';
import { REPORT_DETAIL_LINES, type ReportFigures } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import {
  inventoryEntry,
  inventoryProject,
  inventoryReport,
  inventoryReportEntry,
  inventoryReportVersion,
  sysOrg,
  sysUser,
} from '../../platform/db/schema/index.js';
import { contains, liveRow, rowsOf } from '../../platform/db/sql-kit.js';
import { figuresRepo } from './figures.repo.js';
import { pageRows, firstRow } from '../../platform/db/paged-list.js';
import { updateAtVersion } from '../../platform/db/versioned-rows.js';
import { scopeCondition, type DataScope } from '../../platform/auth/data-scope.js';

export type { BoundaryInfo, FactorRow, GasRow, OrgInfo, ProjectInfo, SectionRow, TaskInfo } from './figures.repo.js';
export type ReportRecord = typeof inventoryReport.$inferSelect;

/** The figures as stored: without `lines`, which live in their own columns (ADR 010). */
function split(f: ReportFigures) {
  const { lines, taskIds, ...figures } = f;
  return {
    figures,
    taskIds: taskIds.map(Number),
    lines,
    linesHead: lines.slice(0, REPORT_DETAIL_LINES),
    lineCount: lines.length,
    lineOrgIds: lines.map((l) => Number(l.orgId)),
  };
}
/** A write's values with the figures split (callers pass whole ReportFigures). */
function stored<T extends { figures?: unknown }>(v: T) {
  return v.figures === undefined ? v : { ...v, ...split(v.figures as ReportFigures) };
}
/** A full row read: the figures with their lines put back. */
function whole<T extends { figures: unknown; lines: unknown; taskIds: number[] }>(r: T): T {
  return { ...r, figures: { ...(r.figures as object), lines: r.lines, taskIds: r.taskIds.map(String) } };
}

/** A report row without its lines (lists and the detail never read them all). */
const { lines: _lines, taskIds: _tasks, ...reportColumns } = getTableColumns(inventoryReport);

/** What the detail reads: figures with their largest lines, the count, every line's organisation. */
export type ReportView = { figures: Omit<ReportFigures, 'taskIds'>; lineCount: number; lineOrgIds: string[] };
const viewOf = (r: { figures: unknown; linesHead: unknown; lineCount: number; lineOrgIds: number[] }): ReportView => ({
  figures: { ...(r.figures as Omit<ReportFigures, 'taskIds'>), lines: r.linesHead as ReportFigures['lines'] },
  lineCount: r.lineCount,
  lineOrgIds: r.lineOrgIds.map(String),
});

const idList = (ids: readonly number[]) =>
  sql`(${sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  )})`;

/** Reports, their versions and frozen entries; with the figures' queries (figures.repo.ts) under one name. */
export const reportRepo = {
  ...figuresRepo,

  async insert(db: Db, v: Omit<typeof inventoryReport.$inferInsert, 'figures'> & { figures: ReportFigures }): Promise<ReportRecord> {
    const [row] = await db.insert(inventoryReport).values(stored(v)).returning();
    return whole(row!);
  },

  async find(db: Db, id: number, lock = false): Promise<ReportRecord | undefined> {
    const row = await firstRow(db, inventoryReport, and(eq(inventoryReport.id, id), liveRow(inventoryReport.status)), lock);
    return row && whole(row);
  },

  /** Conditional update on the version read; undefined when another writer got there first. */
  async update(
    db: Db,
    id: number,
    version: number,
    set: Partial<Omit<typeof inventoryReport.$inferInsert, 'figures'>> & { figures?: ReportFigures },
    at: Date,
  ) {
    const row = await updateAtVersion(db, inventoryReport, id, version, { ...stored(set), updatedAt: at });
    return row && whole(row);
  },

  async page(
    db: Db,
    scope: SQL | undefined,
    f: {
      projectId?: number | undefined;
      orgId?: number | undefined;
      template?: string | undefined;
      kind?: string | undefined;
      status?: 'draft' | 'published' | undefined;
      name?: string | undefined;
    },
    pageNo: number,
    pageSize: number,
  ) {
    const where = and(
      scope,
      liveRow(inventoryReport.status),
      f.projectId === undefined ? undefined : eq(inventoryReport.projectId, f.projectId),
      f.orgId === undefined ? undefined : eq(inventoryReport.orgId, f.orgId),
      f.template === undefined ? undefined : eq(inventoryReport.template, f.template),
      f.kind === undefined ? undefined : eq(inventoryReport.kind, f.kind),
      f.status === undefined
        ? undefined
        : f.status === 'draft'
          ? eq(inventoryReport.publishedVersion, 0)
          : gt(inventoryReport.publishedVersion, 0),
      contains(inventoryReport.title, f.name),
    );
    const base = db
      .select({
        r: reportColumns,
        projectName: inventoryProject.name,
        orgName: sysOrg.name,
        createdByName: sysUser.name,
      })
      .from(inventoryReport)
      .innerJoin(inventoryProject, eq(inventoryProject.id, inventoryReport.projectId))
      .leftJoin(sysOrg, eq(sysOrg.id, inventoryReport.orgId))
      .leftJoin(sysUser, eq(sysUser.id, inventoryReport.createdBy))
      .where(where);
    return pageRows(db, inventoryReport, where, base.orderBy(desc(inventoryReport.id)), pageNo, pageSize);
  },

  /**
   * The detail's read, one statement: the report without its figures' lines, the largest
   * REPORT_DETAIL_LINES lines, how many there are and their organisations (for the scope check),
   * its names and its versions.
   */
  async findNamed(db: Db, id: number) {
    const [row] = await db
      .select({
        ...reportColumns,
        projectName: inventoryProject.name,
        orgName: sql<string>`coalesce(${sysOrg.name}, '')`,
        createdByName: sql<string>`coalesce(${sysUser.name}, '')`,
        versions: sql<string>`(select coalesce(json_agg(json_build_object('versionNo', v.version_no, 'publishedAt', v.published_at,
            'publishedBy', v.published_by::text, 'publishedByName', coalesce(u.name, '')) order by v.version_no), '[]')::text
          from ${inventoryReportVersion} v left join ${sysUser} u on u.id = v.published_by where v.report_id = ${inventoryReport.id})`,
      })
      .from(inventoryReport)
      .innerJoin(inventoryProject, eq(inventoryProject.id, inventoryReport.projectId))
      .leftJoin(sysOrg, eq(sysOrg.id, inventoryReport.orgId))
      .leftJoin(sysUser, eq(sysUser.id, inventoryReport.createdBy))
      .where(and(eq(inventoryReport.id, id), liveRow(inventoryReport.status)));
    if (!row) return undefined;
    const { projectName, orgName, createdByName, versions, ...record } = row;
    const parsed = JSON.parse(versions) as { versionNo: number; publishedAt: string; publishedBy: string; publishedByName: string }[];
    return {
      record: record as Omit<ReportRecord, 'lines' | 'taskIds'>,
      view: viewOf(record),
      names: { projectName, orgName, createdByName },
      versions: parsed.map((v) => ({ ...v, publishedAt: new Date(v.publishedAt).toISOString() })),
    };
  },

  /** A published version's figures trimmed as the detail shows them (see findNamed). */
  async versionView(db: Db, reportId: number, versionNo: number) {
    const [row] = await db
      .select({
        title: inventoryReportVersion.title,
        texts: inventoryReportVersion.texts,
        figures: inventoryReportVersion.figures,
        linesHead: inventoryReportVersion.linesHead,
        lineCount: inventoryReportVersion.lineCount,
        lineOrgIds: inventoryReportVersion.lineOrgIds,
      })
      .from(inventoryReportVersion)
      .where(and(eq(inventoryReportVersion.reportId, reportId), eq(inventoryReportVersion.versionNo, versionNo)));
    return row ? { title: row.title, texts: row.texts, view: viewOf(row) } : undefined;
  },

  /** One page of the lines of the draft (versionNo 0) or of a version, largest first, as stored. */
  async linesPage(db: Db, reportId: number, versionNo: number, pageNo: number, pageSize: number) {
    const source =
      versionNo === 0
        ? sql`select ${inventoryReport.lines} as f from ${inventoryReport} where ${inventoryReport.id} = ${reportId}`
        : sql`select ${inventoryReportVersion.lines} as f from ${inventoryReportVersion}
              where ${inventoryReportVersion.reportId} = ${reportId} and ${inventoryReportVersion.versionNo} = ${versionNo}`;
    const [row] = await rowsOf<{ page: string; total: number }>(
      db,
      sql`select (select coalesce(json_agg(l.value order by l.n), '[]')::text from jsonb_array_elements(s.f)
                   with ordinality l(value, n) where l.n > ${(pageNo - 1) * pageSize} and l.n <= ${pageNo * pageSize}) as page,
                 jsonb_array_length(s.f) as total
            from (${source}) s`,
    );
    return row ? { rows: JSON.parse(row.page) as ReportFigures['lines'], total: Number(row.total) } : undefined;
  },

  async names(db: Db, r: Pick<ReportRecord, 'orgId' | 'createdBy' | 'projectId'>) {
    const [row] = await db
      .select({ projectName: inventoryProject.name, orgName: sysOrg.name, createdByName: sysUser.name })
      .from(inventoryProject)
      .leftJoin(sysOrg, eq(sysOrg.id, r.orgId))
      .leftJoin(sysUser, eq(sysUser.id, r.createdBy))
      .where(eq(inventoryProject.id, r.projectId));
    return row ?? { projectName: '', orgName: '', createdByName: '' };
  },

  async versions(db: Db, reportId: number) {
    return db
      .select({
        versionNo: inventoryReportVersion.versionNo,
        publishedAt: inventoryReportVersion.publishedAt,
        publishedBy: inventoryReportVersion.publishedBy,
        publishedByName: sysUser.name,
      })
      .from(inventoryReportVersion)
      .leftJoin(sysUser, eq(sysUser.id, inventoryReportVersion.publishedBy))
      .where(eq(inventoryReportVersion.reportId, reportId))
      .orderBy(inventoryReportVersion.versionNo);
  },

  async version(db: Db, reportId: number, versionNo: number) {
    const [row] = await db
      .select()
      .from(inventoryReportVersion)
      .where(and(eq(inventoryReportVersion.reportId, reportId), eq(inventoryReportVersion.versionNo, versionNo)));
    return row && whole(row);
  },

  async insertVersion(db: Db, v: Omit<typeof inventoryReportVersion.$inferInsert, 'figures'> & { figures: ReportFigures }): Promise<void> {
    await db.insert(inventoryReportVersion).values(stored(v));
  },

  /**
   * Freezes the entries behind a version: every counted entry of the tasks with its stored
   * result ids and the share of its line, in one INSERT … SELECT (`lines`: organisation → line and share).
   */
  async freezeEntries(
    db: Db,
    reportId: number,
    versionNo: number,
    taskIds: readonly number[],
    lines: { orgId: number; lineOrgId: number; pct: string }[],
  ): Promise<void> {
    if (taskIds.length === 0 || lines.length === 0) return;
    await db.execute(sql`insert into ${inventoryReportEntry}
        (report_id, version_no, entry_id, task_id, org_id, line_org_id, scope, category, source_type, source_name, facility,
         result_id, market_result_id, tco2e, tco2e_market, applied_pct)
      select ${reportId}, ${versionNo}, e.id, e.task_id, e.org_id, m."lineOrgId", e.scope, e.category, e.source_type, e.source_name,
             e.facility, e.result_id, e.market_result_id, e.tco2e, e.tco2e_market, m.pct
        from ${inventoryEntry} e
        join jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as m("orgId" bigint, "lineOrgId" bigint, pct numeric) on m."orgId" = e.org_id
       where e.task_id in ${idList(taskIds)} and e.status <> 2 and e.tco2e is not null`);
  },
};

/** The caller's data scope as a condition on the reports (undefined: everything). */
export const reportScope = (scope: DataScope) => scopeCondition(scope, inventoryReport.orgId);

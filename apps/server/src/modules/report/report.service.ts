import {
  CODE,
  INVENTORY_CODE,
  REPORT_APPROACHES,
  REPORT_CODE,
  REPORT_DETAIL_LINES,
  approachOfMethod,
  toPage,
  type BoundaryMethodCode,
  type Page,
  type ReportApproach,
  type ReportDetail,
  type ReportFigures,
  type ReportRow,
  type ReportTemplate,
  type ReportTexts,
  type reportPageQuery,
  fail,
} from '@carbon/domain';
import type { z } from 'zod';
import { assertInScope, type DataScope, inScope } from '../../platform/auth/data-scope.js';
import { permissionsAmong } from '../../platform/auth/grants.repo.js';
import { isSuperAdmin } from '../../platform/auth/super-admin.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import { assertReportScope, computeReport, specOf, type ReportSpec } from './report.compute.js';
import { type ReportRecord, reportRepo, reportScope, type ReportView } from './report.repo.js';
import { stalenessOf } from './report-staleness.js';

export { assertReportScope, computeReport, type ReportSpec } from './report.compute.js';

export type ReportDeps = { db: Db; mutate: Mutate; clock: Clock };
type PageQuery = z.infer<typeof reportPageQuery>;

const ENTITY = 'inventory_report';
const notExist = () => fail(REPORT_CODE.NOT_EXIST);

/** Inventory reports: generation, consolidation, drafts, publication as immutable versions. */
export function createReportService({ db, mutate, clock }: ReportDeps) {
  /** Spec §6: the inventory subject (a user of a task report's own organisation) cannot edit, publish or approve it. */
  function assertNotSubject(ctx: RequestContext, r: Pick<ReportRecord, 'kind' | 'orgId'>): void {
    if (r.kind === 'task' && !isSuperAdmin(ctx.user) && ctx.user.orgId === r.orgId) throw fail(REPORT_CODE.SUBJECT);
  }

  type Names = Awaited<ReturnType<typeof reportRepo.names>>;
  type VersionRow = ReportDetail['versions'][number];

  async function rowOf(
    tx: Db,
    r: Omit<ReportRecord, 'lines' | 'taskIds'>,
    figures: Pick<ReportFigures, 'totals'>,
    known?: Names,
  ): Promise<ReportRow> {
    const names = known ?? (await reportRepo.names(tx, r));
    return {
      id: String(r.id),
      kind: r.kind as ReportRow['kind'],
      template: r.template as ReportTemplate,
      status: r.publishedVersion > 0 ? 'published' : 'draft',
      title: r.title,
      number: r.number,
      projectId: String(r.projectId),
      projectName: names.projectName,
      taskId: r.taskId === null ? null : String(r.taskId),
      orgId: String(r.orgId),
      orgName: names.orgName ?? '',
      approach: approachOfMethod(r.boundaryMethod as BoundaryMethodCode),
      publishedVersion: r.publishedVersion,
      total: figures.totals.total,
      createdBy: String(r.createdBy),
      createdByName: names.createdByName ?? '',
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      version: r.version,
    };
  }

  /** Full figures as a detail shows them: the largest lines only, with the count. */
  const viewOfFull = ({ taskIds: _t, ...f }: ReportFigures): ReportView => ({
    figures: { ...f, lines: f.lines.slice(0, REPORT_DETAIL_LINES) },
    lineCount: f.lines.length,
    lineOrgIds: f.lines.map((l) => l.orgId),
  });

  /**
   * The detail of the draft (versionNo 0) or a version (default: the latest published, else the
   * draft). `read` is the detail's own one-statement read (findNamed); mutations pass the row they wrote.
   */
  async function detailOf(
    tx: Db,
    ctx: RequestContext,
    r: Omit<ReportRecord, 'lines' | 'taskIds'>,
    versionNo?: number,
    read?: { view: ReportView; names: Names; versions: VersionRow[] },
  ): Promise<ReportDetail> {
    const shown = versionNo ?? r.publishedVersion;
    const draft = read?.view ?? viewOfFull(r.figures as ReportFigures);
    let view = draft;
    let texts = r.texts as ReportTexts;
    let title = r.title;
    if (shown > 0) {
      const v = await reportRepo.versionView(tx, r.id, shown);
      if (!v) throw fail(REPORT_CODE.NO_VERSION, { version: shown });
      view = v.view;
      texts = v.texts as ReportTexts;
      title = v.title;
    }
    // the buttons: one query for the three permissions (none for the super admin, who holds them all)
    const granted = isSuperAdmin(ctx.user)
      ? undefined
      : await permissionsAmong(tx, ctx.user.id, ['report:edit', 'report:publish', 'report:export']);
    const has = (code: string) => granted === undefined || granted.has(code);
    const subject = r.kind === 'task' && !isSuperAdmin(ctx.user) && ctx.user.orgId === r.orgId;
    // the read path keeps the answer until the database changes; a mutation asks within its transaction
    const staleness = await stalenessOf(tx, { ...r, kind: r.kind as ReportSpec['kind'] }, shown, read !== undefined);
    return {
      ...(await rowOf(tx, r, view.figures, read?.names)),
      ...view.figures,
      lineCount: view.lineCount,
      title,
      texts,
      versionNo: shown,
      versions: read?.versions ?? (await versionRows(tx, r.id)),
      can: {
        edit: !subject && has('report:edit'),
        publish: !subject && draft.figures.unapprovedTasks.length === 0 && draft.figures.entryCount > 0 && has('report:publish'),
        export: has('report:export'),
      },
      ...staleness,
    };
  }

  async function versionRows(tx: Db, id: number): Promise<VersionRow[]> {
    return (await reportRepo.versions(tx, id)).map((v) => ({
      versionNo: v.versionNo,
      publishedAt: v.publishedAt.toISOString(),
      publishedBy: String(v.publishedBy),
      publishedByName: v.publishedByName ?? '',
    }));
  }

  async function load(tx: Db, scope: DataScope, id: number, lock = false): Promise<ReportRecord> {
    const r = await reportRepo.find(tx, id, lock);
    if (!r) throw notExist();
    assertReportScope(scope, r, r.figures as ReportFigures);
    return r;
  }

  /** The draft locked for a change that recomputes it (refresh, publish): its figures afresh at `at`, within the caller's scope. */
  async function recomputed(tx: Db, ctx: RequestContext, scope: DataScope, id: string) {
    const r = await load(tx, scope, Number(id), true);
    assertNotSubject(ctx, r);
    const at = clock.now();
    const computed = await computeReport(tx, specOf(r), at);
    assertReportScope(scope, r, computed.figures);
    return { r, at, ...computed };
  }

  async function create(ctx: RequestContext, spec: ReportSpec, titleOf: (figures: ReportFigures) => string): Promise<ReportDetail> {
    return mutate(ctx, async (tx, audit) => {
      const at = clock.now();
      const { figures } = await computeReport(tx, spec, at);
      const scope = await ctx.scope();
      assertReportScope(scope, { orgId: spec.orgId }, figures);
      const prefix = `${spec.template === 'ghg' ? 'GHG' : 'ISO'}-${figures.period.year}`;
      const row = await reportRepo.insert(tx, {
        kind: spec.kind,
        template: spec.template,
        projectId: spec.projectId,
        taskId: spec.taskId,
        orgId: spec.orgId,
        boundaryMethod: spec.method,
        title: titleOf(figures),
        number: `${prefix}-pending`,
        texts: {},
        figures,
        generatedAt: at,
        createdBy: ctx.user.id,
        createdAt: at,
        updatedAt: at,
      });
      const numbered = (await reportRepo.update(tx, row.id, row.version, { number: `${prefix}-${String(row.id).padStart(6, '0')}` }, at))!;
      const detail = await detailOf(tx, ctx, numbered, 0);
      await audit({
        action: spec.kind === 'task' ? 'generate' : 'consolidate',
        entity: ENTITY,
        entityId: detail.id,
        orgId: spec.orgId,
        after: { number: detail.number, template: spec.template, method: spec.method, totals: figures.totals },
      });
      return detail;
    });
  }

  return {
    computeReport,

    /** A draft from a task: the task's and its subordinate tasks' submitted or approved entries, at 100%. */
    async generate(ctx: RequestContext, b: { taskId: string; template: ReportTemplate }): Promise<ReportDetail> {
      const scope = await ctx.scope();
      const task = await reportRepo.task(db, Number(b.taskId));
      if (!task) throw fail(INVENTORY_CODE.TASK_NOT_EXIST);
      assertInScope(scope, task.orgId);
      assertNotSubject(ctx, { kind: 'task', orgId: task.orgId });
      const spec: ReportSpec = {
        kind: 'task',
        template: b.template,
        projectId: task.projectId,
        taskId: task.id,
        orgId: task.orgId,
        method: task.boundaryMethod as BoundaryMethodCode,
      };
      return create(ctx, spec, (f) => `${task.name} ${f.period.year}`);
    },

    /** A draft consolidated over the project's tasks in the subtree of `orgId`, by the approach chosen. */
    async consolidate(
      ctx: RequestContext,
      b: { projectId: string; orgId: string; approach: ReportApproach; template: ReportTemplate },
    ): Promise<ReportDetail> {
      const scope = await ctx.scope();
      const orgId = Number(b.orgId);
      assertInScope(scope, orgId);
      const project = await reportRepo.project(db, Number(b.projectId));
      if (!project) throw fail(INVENTORY_CODE.PROJECT_NOT_EXIST);
      const spec: ReportSpec = {
        kind: 'consolidated',
        template: b.template,
        projectId: project.id,
        taskId: null,
        orgId,
        method: REPORT_APPROACHES[b.approach],
      };
      return create(ctx, spec, (f) => `${project.name} - ${f.organisation.name}`);
    },

    async page(ctx: RequestContext, q: PageQuery): Promise<Page<ReportRow>> {
      const scope = await ctx.scope();
      if (q.orgId) assertInScope(scope, Number(q.orgId));
      const filter = {
        projectId: q.projectId === undefined ? undefined : Number(q.projectId),
        orgId: q.orgId === undefined ? undefined : Number(q.orgId),
        template: q.template,
        kind: q.kind,
        status: q.status,
        name: q.name,
      };
      const { rows, total } = await reportRepo.page(db, reportScope(scope), filter, q.pageNo, q.pageSize);
      const out: ReportRow[] = [];
      for (const x of rows) {
        // a list row names its lines' organisations only when the caller sees them all
        if (!x.r.lineOrgIds.every((orgId) => inScope(scope, orgId))) continue;
        out.push(await rowOf(db, x.r, x.r.figures as ReportFigures));
      }
      return toPage(out, total, q.pageNo, q.pageSize);
    },

    /** One read of the report (with its names and versions), the shown version's row when published, the caller's buttons. */
    async detail(ctx: RequestContext, q: { id: string; versionNo?: number | undefined }): Promise<ReportDetail> {
      const found = await reportRepo.findNamed(db, Number(q.id));
      if (!found) throw notExist();
      assertReportScope(await ctx.scope(), found.record, { lines: found.view.lineOrgIds.map((orgId) => ({ orgId })) });
      return detailOf(db, ctx, found.record, q.versionNo, found);
    },

    /** Every line of the draft (versionNo 0) or a version (default: the latest published, else the draft), largest first. */
    async lines(ctx: RequestContext, q: { id: string; versionNo?: number | undefined; pageNo: number; pageSize: number }) {
      const r = await load(db, await ctx.scope(), Number(q.id));
      const shown = q.versionNo ?? r.publishedVersion;
      const page = await reportRepo.linesPage(db, r.id, shown, q.pageNo, q.pageSize);
      if (!page) throw fail(REPORT_CODE.NO_VERSION, { version: shown });
      return toPage(page.rows, page.total, q.pageNo, q.pageSize);
    },

    /** The working draft's figures again, from the entries as they are now. */
    async refresh(ctx: RequestContext, b: { id: string }): Promise<ReportDetail> {
      const scope = await ctx.scope();
      return mutate(ctx, async (tx, audit) => {
        const { r, at, figures } = await recomputed(tx, ctx, scope, b.id);
        const next = await reportRepo.update(tx, r.id, r.version, { figures, generatedAt: at }, at);
        if (!next) throw fail(CODE.CONFLICT);
        await audit({
          action: 'refresh',
          entity: ENTITY,
          entityId: String(r.id),
          orgId: r.orgId,
          before: { totals: (r.figures as ReportFigures).totals },
          after: { totals: figures.totals },
        });
        return detailOf(tx, ctx, next, 0);
      });
    },

    /** The draft's texts, on the version read: of two concurrent edits the second gets CODE.CONFLICT, never a lost update. */
    async edit(ctx: RequestContext, b: { id: string; version: number; texts: ReportTexts }): Promise<ReportDetail> {
      const scope = await ctx.scope();
      return mutate(ctx, async (tx, audit) => {
        const r = await load(tx, scope, Number(b.id));
        assertNotSubject(ctx, r);
        const texts = Object.fromEntries(Object.entries({ ...(r.texts as ReportTexts), ...b.texts }).filter(([, v]) => v !== undefined));
        const title = b.texts.title?.trim() ? b.texts.title.trim() : r.title;
        const next = await reportRepo.update(tx, r.id, b.version, { texts, title }, clock.now());
        if (!next) throw fail(CODE.CONFLICT);
        await audit({ action: 'edit', entity: ENTITY, entityId: String(r.id), orgId: r.orgId, before: r.texts, after: texts });
        return detailOf(tx, ctx, next, 0);
      });
    },

    /**
     * Freezes a new version: the figures computed afresh in this transaction, the texts, and
     * every entry behind them with its stored results and share. Every included task must be
     * approved (2033002, naming them); an empty inventory is refused (2033008).
     */
    async publish(ctx: RequestContext, b: { id: string }): Promise<ReportDetail> {
      const scope = await ctx.scope();
      return mutate(ctx, async (tx, audit) => {
        const { r, at, figures, countedTaskIds, units } = await recomputed(tx, ctx, scope, b.id);
        if (figures.unapprovedTasks.length > 0)
          throw fail(REPORT_CODE.NOT_APPROVED, { tasks: figures.unapprovedTasks.map((t) => t.name).join(', ') });
        if (figures.entryCount === 0) throw fail(REPORT_CODE.EMPTY);
        // a version that would repeat the latest one is refused: two publishers at once give one version
        if (r.publishedVersion > 0) {
          const last = await reportRepo.version(tx, r.id, r.publishedVersion);
          if (last && sameContent(last, { title: r.title, texts: r.texts, figures }))
            throw fail(REPORT_CODE.NO_CHANGE, { version: r.publishedVersion });
        }
        const versionNo = r.publishedVersion + 1;
        await reportRepo.insertVersion(tx, {
          reportId: r.id,
          versionNo,
          title: r.title,
          texts: r.texts,
          figures,
          publishedBy: ctx.user.id,
          publishedAt: at,
        });
        const lines = [...units].map(([orgId, u]) => ({ orgId, lineOrgId: u.orgId, pct: u.pct.toFixed() }));
        await reportRepo.freezeEntries(tx, r.id, versionNo, countedTaskIds, lines);
        const next = await reportRepo.update(tx, r.id, r.version, { figures, generatedAt: at, publishedVersion: versionNo }, at);
        if (!next) throw fail(CODE.CONFLICT);
        await audit({
          action: 'publish-report',
          entity: ENTITY,
          entityId: String(r.id),
          orgId: r.orgId,
          after: { versionNo, number: r.number, totals: figures.totals, entryCount: figures.entryCount },
        });
        return detailOf(tx, ctx, next, versionNo);
      });
    },

    /** A draft never published; a published report is a record (2033009). */
    async delete(ctx: RequestContext, b: { id: string }): Promise<null> {
      const scope = await ctx.scope();
      return mutate(ctx, async (tx, audit) => {
        const r = await load(tx, scope, Number(b.id), true);
        assertNotSubject(ctx, r);
        if (r.publishedVersion > 0) throw fail(REPORT_CODE.PUBLISHED);
        if (!(await reportRepo.update(tx, r.id, r.version, { status: 2 }, clock.now()))) throw fail(CODE.CONFLICT);
        await audit({ action: 'delete', entity: ENTITY, entityId: String(r.id), orgId: r.orgId, before: { number: r.number } });
        return null;
      });
    },

    async versions(ctx: RequestContext, id: number) {
      const r = await load(db, await ctx.scope(), id);
      return versionRows(db, r.id);
    },

    /** Loads a report in the caller's scope with the figures of a version (0: the draft). */
    async figuresOf(ctx: RequestContext, id: number, versionNo?: number) {
      const r = await load(db, await ctx.scope(), id);
      const shown = versionNo ?? r.publishedVersion;
      if (shown === 0)
        return { report: r, versionNo: 0, figures: r.figures as ReportFigures, texts: r.texts as ReportTexts, title: r.title };
      const v = await reportRepo.version(db, r.id, shown);
      if (!v) throw fail(REPORT_CODE.NO_VERSION, { version: shown });
      return { report: r, versionNo: shown, figures: v.figures as ReportFigures, texts: v.texts as ReportTexts, title: v.title };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;

/** JSON with its object keys sorted (jsonb does not keep key order). */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

/** Whether a new version would hold exactly what a published one holds (the generation time aside). */
function sameContent(
  a: { title: string; texts: unknown; figures: unknown },
  b: { title: string; texts: unknown; figures: unknown },
): boolean {
  const strip = (f: unknown) => ({ ...(f as object), generatedAt: null });
  return a.title === b.title && canonical(a.texts) === canonical(b.texts) && canonical(strip(a.figures)) === canonical(strip(b.figures));
}

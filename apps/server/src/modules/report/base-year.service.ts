import {
  CODE,
  DEFAULT_BASE_YEAR_THRESHOLD_PCT,
  Decimal,
  INVENTORY_CODE,
  REPORT_APPROACHES,
  REPORT_CODE,
  approachOfMethod,
  type BaseYearCheck,
  type BaseYearDetail,
  type BoundaryMethodCode,
  type ReportApproach,
  type ReportFigures,
  type ScopeTotals,
  fail,
} from '@carbon/domain';
import { assertInScope } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/http/context.js';
import { baseYearRepo, type BaseYearRecord } from './base-year.repo.js';
import { reportRepo } from './report.repo.js';
import { assertReportScope, computeReport, type ReportDeps, type ReportSpec } from './report.service.js';

const ENTITY = 'inventory_report';
/** What a history row records. */
const HISTORY = { set: 'set', recalculate: 'recalculate' } as const;
type Kept = { totals: ScopeTotals; lines: ReportFigures['lines'] };

const specOf = (b: Pick<BaseYearRecord, 'projectId' | 'orgId' | 'boundaryMethod'>, boundaryDate?: string): ReportSpec => ({
  kind: 'consolidated',
  template: 'ghg',
  projectId: b.projectId,
  taskId: null,
  orgId: b.orgId,
  method: b.boundaryMethod as BoundaryMethodCode,
  ...(boundaryDate ? { boundaryDate } : {}),
});

/**
 * Base years (issue 11, GHG Protocol ch. 5): set from the base year's approved inventory,
 * checked against today's structure (boundary records in force now: acquisitions, divestments,
 * mergers) and today's stored results (method or factor recalculations), and recalculated
 * explicitly, with a reason, when the change reaches the threshold.
 */
export function createBaseYearService({ db, mutate, clock }: ReportDeps) {
  async function detailOf(from: Db, b: BaseYearRecord): Promise<BaseYearDetail> {
    const figures = b.figures as Kept;
    const [org] = await reportRepo.orgs(from, [b.orgId]);
    return {
      orgId: String(b.orgId),
      orgName: org?.name ?? '',
      year: b.year,
      projectId: String(b.projectId),
      approach: approachOfMethod(b.boundaryMethod as BoundaryMethodCode),
      thresholdPct: new Decimal(b.thresholdPct).toFixed(),
      totals: figures.totals,
      lines: figures.lines,
      recalculated: b.recalculated,
      reason: b.reason,
      recalculatedAt: b.recalculatedAt?.toISOString() ?? null,
      version: b.version,
      history: (await baseYearRepo.history(from, b.id)).map((h) => ({
        at: h.at.toISOString(),
        actorName: h.actorName ?? '',
        action: h.action,
        reason: h.reason,
        before: (h.before as Kept | null)?.totals ?? null,
        after: (h.after as Kept).totals,
      })),
    };
  }

  /** The kept base year recomputed now: today's boundary records, today's stored results. */
  async function recompute(tx: Db, b: BaseYearRecord): Promise<Kept> {
    const today = clock.now().toISOString().slice(0, 10);
    const { figures } = await computeReport(tx, specOf(b, today), clock.now());
    return { totals: figures.totals, lines: figures.lines };
  }

  function compare(b: BaseYearRecord, stored: Kept, now: Kept): BaseYearCheck {
    const before = new Decimal(stored.totals.total);
    const after = new Decimal(now.totals.total);
    const change = before.isZero()
      ? after.isZero()
        ? new Decimal(0)
        : new Decimal(100)
      : after.minus(before).abs().dividedBy(before).times(100);
    const threshold = new Decimal(b.thresholdPct);
    const ids = [...new Set([...stored.lines.map((l) => l.orgId), ...now.lines.map((l) => l.orgId)])];
    return {
      stored,
      recomputed: now,
      changePct: change.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
      thresholdPct: threshold.toFixed(),
      flagged: change.gte(threshold),
      byScope: (['scope1', 'scope2Location', 'scope2Market', 'scope3', 'total'] as const).map((k) => ({
        figure: k,
        before: stored.totals[k],
        after: now.totals[k],
      })),
      byEntity: ids.map((id) => {
        const a = stored.lines.find((l) => l.orgId === id);
        const z = now.lines.find((l) => l.orgId === id);
        return { orgId: id, orgName: (z ?? a)!.orgName, before: a?.consolidated.total ?? '0', after: z?.consolidated.total ?? '0' };
      }),
    };
  }

  async function load(from: Db, ctx: RequestContext, orgId: number): Promise<BaseYearRecord> {
    assertInScope(await ctx.scope(), orgId);
    const b = await baseYearRepo.find(from, orgId);
    if (!b) throw fail(REPORT_CODE.NO_BASE_YEAR);
    return b;
  }

  return {
    async get(ctx: RequestContext, orgId: number): Promise<BaseYearDetail | null> {
      assertInScope(await ctx.scope(), orgId);
      const b = await baseYearRepo.find(db, orgId);
      return b ? detailOf(db, b) : null;
    },

    /** From an approved inventory project (every task of the subtree approved: 2033002), consolidated by `approach`. */
    async set(
      ctx: RequestContext,
      q: { orgId: string; projectId: string; approach: ReportApproach; thresholdPct?: string | undefined },
    ): Promise<BaseYearDetail> {
      const scope = await ctx.scope();
      const orgId = Number(q.orgId);
      assertInScope(scope, orgId);
      return mutate(
        ctx,
        async (tx, audit) => {
          const project = await reportRepo.project(tx, Number(q.projectId));
          if (!project) throw fail(INVENTORY_CODE.PROJECT_NOT_EXIST);
          const method = REPORT_APPROACHES[q.approach];
          const { figures } = await computeReport(tx, specOf({ projectId: project.id, orgId, boundaryMethod: method }), clock.now());
          assertReportScope(scope, { orgId }, figures);
          if (figures.unapprovedTasks.length > 0)
            throw fail(REPORT_CODE.NOT_APPROVED, { tasks: figures.unapprovedTasks.map((t) => t.name).join(', ') });
          if (figures.entryCount === 0) throw fail(REPORT_CODE.EMPTY);
          const kept: Kept = { totals: figures.totals, lines: figures.lines };
          const at = clock.now();
          const existing = await baseYearRepo.find(tx, orgId);
          const values = {
            year: project.year,
            projectId: project.id,
            boundaryMethod: method,
            thresholdPct: q.thresholdPct ?? (existing ? existing.thresholdPct : DEFAULT_BASE_YEAR_THRESHOLD_PCT),
            figures: kept,
            recalculated: false,
            reason: null,
            recalculatedAt: null,
            recalculatedBy: null,
          };
          const b = existing
            ? await baseYearRepo.update(tx, existing.id, existing.version, values, at)
            : await baseYearRepo.insert(tx, { ...values, orgId, createdBy: ctx.user.id, createdAt: at, updatedAt: at });
          if (!b) throw fail(CODE.CONFLICT);
          await baseYearRepo.addHistory(tx, {
            baseYearId: b.id,
            action: HISTORY.set,
            before: existing?.figures ?? null,
            after: kept,
            actorId: ctx.user.id,
            at,
          });
          await audit({
            action: 'set-base-year',
            entity: ENTITY,
            entityId: `base-year:${orgId}`,
            orgId,
            before: existing ? { year: existing.year, totals: (existing.figures as Kept).totals } : undefined,
            after: { year: project.year, approach: q.approach, thresholdPct: values.thresholdPct, totals: kept.totals },
          });
          return detailOf(tx, b);
          // two first settings at once: the second meets the unique organisation and gets the conflict (reload)
        },
        { unique: () => fail(CODE.CONFLICT) },
      );
    },

    async check(ctx: RequestContext, orgId: number): Promise<BaseYearCheck> {
      const b = await load(db, ctx, orgId);
      const now = await recompute(db, b);
      assertReportScope(await ctx.scope(), b, now);
      return compare(b, b.figures as Kept, now);
    },

    /** Explicit and audited, with a reason: keeps the recomputed figures; before and after stay in the history. */
    async recalculate(ctx: RequestContext, q: { orgId: string; reason: string; version: number }): Promise<BaseYearDetail> {
      const scope = await ctx.scope();
      const orgId = Number(q.orgId);
      return mutate(ctx, async (tx, audit) => {
        const b = await load(tx, ctx, orgId);
        const now = await recompute(tx, b);
        assertReportScope(scope, b, now);
        const at = clock.now();
        const check = compare(b, b.figures as Kept, now);
        const next = await baseYearRepo.update(
          tx,
          b.id,
          q.version,
          { figures: now, recalculated: true, reason: q.reason, recalculatedAt: at, recalculatedBy: ctx.user.id },
          at,
        );
        if (!next) throw fail(CODE.CONFLICT);
        await baseYearRepo.addHistory(tx, {
          baseYearId: b.id,
          action: HISTORY.recalculate,
          reason: q.reason,
          before: b.figures,
          after: now,
          actorId: ctx.user.id,
          at,
        });
        await audit({
          action: 'recalculate',
          entity: ENTITY,
          entityId: `base-year:${orgId}`,
          orgId,
          reason: q.reason,
          before: { totals: (b.figures as Kept).totals },
          after: { totals: now.totals, changePct: check.changePct, flagged: check.flagged },
        });
        return detailOf(tx, next);
      });
    },
  };
}

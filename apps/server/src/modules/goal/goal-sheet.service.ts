import { z } from 'zod';
import {
  DEFAULT_BASELINE_YEAR,
  DomainError,
  GOAL_AUDIT,
  GOAL_CODE,
  GOAL_CONTROL_SHEET,
  GOAL_MONTH_KEYS,
  GOAL_REDUCTION_SHEET,
  PARAM_ERROR,
  ruleBaselineYear,
  ruleControlRow,
  ruleReductionRow,
  type ControlFigures,
  type GoalFigures,
  type GoalImportResult,
  type Locale,
  type ReductionFigures,
  type SheetDef,
} from '@carbon/domain';
import { inScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { ImportQueue } from '../../platform/files/import-queue.js';
import { createSheetKit, type ImportSheet, type SheetKit } from '../../platform/files/sheet-kit.js';
import type { RequestContext } from '../../platform/http/context.js';
import { goalRepo, type GoalRecord } from './goal.repo.js';
import { CONTROL, REDUCTION, canEdit, loadOrgsWithParents, viewsFor, type KindSpec, type OrgMap } from './goal-view.js';
import { checkRules, writeRows, type RowToWrite } from './goal.service.js';

export type GoalSheetDeps = { db: Db; mutate: Mutate; clock: Clock; imports: ImportQueue };

const year = z.number().int().min(1900).max(9999);
const figure = z.string().trim().max(64);
const head = {
  orgCode: z.string().trim().min(1).max(64),
  orgName: z.string().optional(),
  year,
  baselineYear: year.default(DEFAULT_BASELINE_YEAR),
};
const controlRow = z.object({ ...head, annual: figure, ...Object.fromEntries(GOAL_MONTH_KEYS.map((k) => [k, figure])) });
const reductionRow = z.object({ ...head, total: figure, reduce: figure, replace: figure, resolve: figure });
type SheetData = z.infer<typeof reductionRow> & Record<string, unknown>;

/** How a kind's rows are read from and written to its sheet, and checked one by one. */
type SheetSpec<F extends GoalFigures> = {
  spec: KindSpec<F>;
  kit: SheetKit<string>;
  schema: z.ZodType<unknown>;
  figures(d: SheetData): F;
  cells(f: F): Record<string, string>;
  rowRule(f: F, org: string): DomainError | undefined;
};

const CONTROL_SHEET: SheetSpec<ControlFigures> = {
  spec: CONTROL,
  kit: createSheetKit(GOAL_CONTROL_SHEET as SheetDef<string>),
  schema: controlRow,
  figures: (d) => ({ annual: String(d.annual), months: GOAL_MONTH_KEYS.map((k) => String(d[k])) }),
  cells: (f) => ({ annual: f.annual, ...Object.fromEntries(GOAL_MONTH_KEYS.map((k, i) => [k, f.months[i] ?? ''])) }),
  rowRule: (f, org) => ruleControlRow({ orgId: '', ...f }, 0, org),
};

const REDUCTION_SHEET: SheetSpec<ReductionFigures> = {
  spec: REDUCTION,
  kit: createSheetKit(GOAL_REDUCTION_SHEET as SheetDef<string>),
  schema: reductionRow,
  figures: (d) => ({ total: d.total, reduce: d.reduce, replace: d.replace, resolve: d.resolve }),
  cells: (f) => ({ ...f }),
  rowRule: (f, org) => ruleReductionRow({ orgId: '', ...f }, 0, org),
};

type Checked<F> = { row: number; orgId: string; baselineYear: number; year: number; figures: F };

/** The sheet column a rule's field names (`rows.3.months.4` → month5); null: the row as a whole. */
function columnOf(field: string | undefined): string | null {
  const parts = (field ?? '').split('.');
  if (parts[0] === 'baselineYear') return 'baselineYear';
  if (parts[0] !== 'rows' || parts.length < 3) return null;
  if (parts[2] === 'months') return parts[3] !== undefined ? `month${Number(parts[3]) + 1}` : null;
  return parts[2] === 'orgId' ? 'orgCode' : (parts[2] ?? null);
}

/** A rule's refusal as a row reason: at its column (labelled by the sheet), the wire field name left out. */
function failWith(sheet: ImportSheet<string>, row: number, e: DomainError): void {
  const params = Object.fromEntries(Object.entries(e.params).filter(([k]) => k !== 'field'));
  sheet.fail(row, columnOf(e.field), e.key, params);
}

/** Goal import (all or nothing, row reasons), export and template, per kind. */
export function createGoalSheetService({ db, mutate, clock, imports }: GoalSheetDeps) {
  /** Organisation, scope and who sets the row, per sheet row; the rows that pass. */
  function resolveRows<F extends GoalFigures>(
    s: SheetSpec<F>,
    sheet: ImportSheet<string>,
    parsed: { row: number; data: SheetData }[],
    byCode: Map<string, number>,
    orgs: OrgMap,
    scope: Awaited<ReturnType<RequestContext['scope']>>,
  ): Checked<F>[] {
    const out: Checked<F>[] = [];
    for (const { row, data } of parsed) {
      const id = byCode.get(data.orgCode);
      const org = id !== undefined ? orgs.get(String(id)) : undefined;
      if (!org) sheet.fail(row, 'orgCode', 'goal.import.orgUnknown', { code: data.orgCode });
      else if (!inScope(scope, org.id)) sheet.fail(row, 'orgCode', 'goal.import.outOfScope');
      else if (!org.level) sheet.fail(row, 'orgCode', 'goal.rule.orgLevel', { org: org.orgName });
      else if (!canEdit(scope, org)) {
        const parent = orgs.get(org.parentOrgId ?? '')?.orgName ?? org.orgName;
        sheet.fail(row, 'orgCode', `error.${GOAL_CODE.SET_ABOVE}`, { org: org.orgName, parent });
      } else {
        const figures = s.figures(data);
        const broken = ruleBaselineYear(data.year, data.baselineYear) ?? s.rowRule(figures, org.orgName);
        if (broken) failWith(sheet, row, broken);
        else out.push({ row, orgId: org.orgId, baselineYear: data.baselineYear, year: data.year, figures });
      }
    }
    return out;
  }

  /** One year's rows as one save: a duplicate organisation fails its row; the save's rules fail the row they name. */
  async function checkYear<F extends GoalFigures>(
    tx: Db,
    s: SheetSpec<F>,
    sheet: ImportSheet<string>,
    rows: Checked<F>[],
    orgs: OrgMap,
  ): Promise<Map<string, GoalRecord> | undefined> {
    const seen = new Map<string, number>();
    for (const r of rows) {
      if (seen.has(r.orgId)) sheet.fail(r.row, 'orgCode', 'goal.rule.duplicateOrg', { org: orgs.get(r.orgId)!.orgName });
      else seen.set(r.orgId, r.row);
    }
    if (rows.some((r) => sheet.failed(r.row))) return undefined;
    const year = rows[0]!.year;
    await goalRepo.lock(tx, s.spec.kind, year);
    try {
      return await checkRules(tx, s.spec, year, year, rows, orgs);
    } catch (e) {
      if (!(e instanceof DomainError) || e.code !== PARAM_ERROR) throw e;
      const index = /^rows\.(\d+)/.exec(e.field ?? '')?.[1];
      const named = [e.params.parent, e.params.org].filter((n) => n !== undefined);
      const at =
        (index !== undefined ? rows[Number(index)] : undefined) ?? rows.find((r) => named.includes(orgs.get(r.orgId)!.orgName)) ?? rows[0]!;
      failWith(sheet, at.row, e);
      return undefined;
    }
  }

  function importSheet<F extends GoalFigures>(s: SheetSpec<F>, ctx: RequestContext, data: Buffer): Promise<GoalImportResult> {
    return imports.run(ctx, 'goal', async (job) => {
      const sheet = await s.kit.read(data, ctx.locale, job);
      job.phase('checking');
      const parsed = sheet.parse(s.schema) as { row: number; data: SheetData }[];
      const scope = await ctx.scope();
      return mutate(ctx, async (tx, audit) => {
        const byCode = new Map((await goalRepo.orgsByCode(tx, [...new Set(parsed.map((r) => r.data.orgCode))])).map((o) => [o.code, o.id]));
        const orgs = await loadOrgsWithParents(tx, byCode.values());
        const checked = resolveRows(s, sheet, parsed, byCode, orgs, scope);
        const years = [...new Set(checked.map((r) => r.year))].sort((a, b) => a - b);
        const pending: { year: number; rows: Checked<F>[]; stored: Map<string, GoalRecord> }[] = [];
        for (const y of years) {
          const rows = checked.filter((r) => r.year === y);
          const stored = await checkYear(tx, s, sheet, rows, orgs);
          if (stored) pending.push({ year: y, rows, stored });
        }
        sheet.assertNoFailures();
        job.phase('writing');
        const ids: string[] = [];
        let updated = 0;
        for (const p of pending) {
          const rows: RowToWrite<F>[] = p.rows.map((r) => ({ orgId: r.orgId, figures: r.figures, baselineYear: r.baselineYear }));
          const input = { year: p.year, baselineYear: DEFAULT_BASELINE_YEAR, submit: false, rows };
          const written = await writeRows(tx, undefined, s.spec, ctx, input, orgs, p.stored, clock.now());
          ids.push(...written.map((w) => String(w.id)));
          updated += p.rows.filter((r) => p.stored.has(r.orgId)).length;
        }
        const result = { inserted: ids.length - updated, updated, years: pending.map((p) => p.year) };
        await audit({ action: 'import', entity: GOAL_AUDIT.goal, entityId: null, after: { kind: s.spec.kind, ...result, ids } });
        return result;
      });
    });
  }

  /** The year's rows the caller sees, as the sheet (importable again). */
  async function exportSheet<F extends GoalFigures>(s: SheetSpec<F>, ctx: RequestContext, locale: Locale, y: number): Promise<Buffer> {
    const scope = await ctx.scope();
    const records = await goalRepo.rowsInScope(db, s.spec.kind, y, scope);
    const orgs = await loadOrgsWithParents(
      db,
      records.map((r) => r.orgId),
    );
    const views = await viewsFor(db, s.spec, scope, records, orgs);
    const rows = views.map((v) => ({
      orgCode: v.org.code,
      orgName: v.org.orgName,
      year: y,
      baselineYear: v.baselineYear,
      ...s.cells(v.figures),
    }));
    return s.kit.exportRows(locale, rows);
  }

  return {
    importControl: (ctx: RequestContext, data: Buffer) => importSheet(CONTROL_SHEET, ctx, data),
    importReduction: (ctx: RequestContext, data: Buffer) => importSheet(REDUCTION_SHEET, ctx, data),
    exportControl: (ctx: RequestContext, year: number) => exportSheet(CONTROL_SHEET, ctx, ctx.locale, year),
    exportReduction: (ctx: RequestContext, year: number) => exportSheet(REDUCTION_SHEET, ctx, ctx.locale, year),
    controlTemplate: (locale: Locale) => CONTROL_SHEET.kit.template(locale),
    reductionTemplate: (locale: Locale) => REDUCTION_SHEET.kit.template(locale),
  };
}

export type GoalSheetService = ReturnType<typeof createGoalSheetService>;

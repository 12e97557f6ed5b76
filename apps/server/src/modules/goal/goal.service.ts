import {
  conflict,
  fail,
  GOAL_AUDIT,
  GOAL_CODE,
  invalid,
  type ControlFigures,
  type ControlRowInput,
  type GoalFigures,
  type GoalKind,
  type GoalRevisionRow,
  type ReductionFigures,
  type ReductionRowInput,
} from '@carbon/domain';
import { assertInScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Audit, Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import { goalRepo, type GoalRecord } from './goal.repo.js';
import { syncSplitTodos, type SplitTodos } from './goal-split-todos.js';
import {
  CONTROL,
  REDUCTION,
  canEdit,
  filesOf,
  loadOrgs,
  loadOrgsWithParents,
  toWire,
  viewOf,
  viewsFor,
  type GoalOrg,
  type KindSpec,
  type OrgMap,
  type RowView,
} from './goal-view.js';

export type GoalDeps = { db: Db; mutate: Mutate; clock: Clock; todo: SplitTodos };

/** One row to write: its organisation, figures and baseline year (an import carries one per row). */
export type RowToWrite<F> = { orgId: string; figures: F; baselineYear: number; version?: number | undefined };
export type SaveInput<F> = { year: number; baselineYear: number; submit: boolean; fileId?: string | undefined; rows: RowToWrite<F>[] };

const ENTITY = GOAL_AUDIT.goal;

/**
 * Refuses rows the caller may not write: an organisation outside their scope (1013003), a row
 * set by the level above them (2035005). Unknown organisations and other types are left to the rules.
 */
export function assertWritable(scope: DataScope, orgs: OrgMap, orgIds: string[]): void {
  for (const id of orgIds) {
    const org = orgs.get(id);
    if (!org) continue;
    assertInScope(scope, org.id);
    if (org.level && !canEdit(scope, org)) {
      const parent = org.parentOrgId ? (orgs.get(org.parentOrgId)?.orgName ?? org.parentOrgId) : org.orgName;
      throw fail(GOAL_CODE.SET_ABOVE, { org: org.orgName, parent });
    }
  }
}

/**
 * The rules over the merged picture: the stored live rows of the kind and year (their
 * organisations loaded with the save's) under the rows of this save. Throws the first broken rule.
 */
export async function checkRules<F extends GoalFigures>(
  tx: Db,
  spec: KindSpec<F>,
  year: number,
  baselineYear: number,
  rows: RowToWrite<F>[],
  orgs: OrgMap,
): Promise<Map<string, GoalRecord>> {
  const stored = new Map((await goalRepo.rows(tx, spec.kind, year)).map((r) => [String(r.orgId), r]));
  const missing = [...stored.keys()].filter((id) => !orgs.has(id)).map(Number);
  for (const [id, o] of await loadOrgsWithParents(tx, missing)) if (!orgs.has(id)) orgs.set(id, o);
  const figures = new Map([...stored].filter(([id]) => orgs.has(id)).map(([id, r]) => [id, spec.figures(r)]));
  const broken = spec.check({ year, baselineYear, rows: rows.map((r) => ({ orgId: r.orgId, ...r.figures })), stored: figures, orgs });
  if (broken) throw broken;
  return stored;
}

/**
 * Writes checked rows: a new organisation's row is inserted; a stored one is updated under
 * its version (a draft in place; a submitted one becomes a draft of its next revision until
 * submitted). With `submit`, every row is submitted: its revision goes up by one and the
 * figures are appended to the history. One audit record per row (add, edit or submit).
 */
export async function writeRows<F extends GoalFigures>(
  tx: Db,
  audit: Audit | undefined,
  spec: KindSpec<F>,
  ctx: RequestContext,
  input: SaveInput<F>,
  orgs: OrgMap,
  stored: Map<string, GoalRecord>,
  at: Date,
): Promise<GoalRecord[]> {
  const fileId = input.fileId ? Number(input.fileId) : undefined;
  const written: GoalRecord[] = [];
  const inserts = input.rows.filter((r) => !stored.has(r.orgId));
  const values = (r: RowToWrite<F>) => ({
    baselineYear: r.baselineYear,
    ...spec.columns(r.figures),
    ...(fileId !== undefined ? { fileId } : {}),
    updatedBy: ctx.user.id,
  });
  const inserted = await goalRepo.insertRows(
    tx,
    inserts.map((r) => ({
      ...values(r),
      kind: spec.kind,
      year: input.year,
      orgId: Number(r.orgId),
      level: orgs.get(r.orgId)!.level!,
      state: input.submit ? 'submitted' : 'draft',
      revision: input.submit ? 1 : 0,
      createdBy: ctx.user.id,
    })),
    at,
  );
  written.push(...inserted);
  for (const r of input.rows.filter((x) => stored.has(x.orgId))) {
    const before = stored.get(r.orgId)!;
    if (r.version !== undefined && r.version !== before.version) throw conflict();
    const next = input.submit ? { state: 'submitted', revision: before.revision + 1 } : { state: 'draft' };
    const row = await goalRepo.updateRow(tx, before.id, before.version, { ...values(r), ...next }, at);
    if (!row) throw conflict();
    written.push(row);
    await audit?.({ action: input.submit ? 'submit' : 'edit', entity: ENTITY, entityId: row.id, orgId: row.orgId, before, after: row });
  }
  for (const row of inserted)
    await audit?.({ action: input.submit ? 'submit' : 'add', entity: ENTITY, entityId: row.id, orgId: row.orgId, after: row });
  if (input.submit) {
    await goalRepo.insertRevisions(
      tx,
      written.map((w) => ({
        goalId: w.id,
        kind: w.kind,
        year: w.year,
        orgId: w.orgId,
        revision: w.revision,
        baselineYear: w.baselineYear,
        annual: w.annual,
        months: w.months,
        total: w.total,
        reduce: w.reduce,
        replace: w.replace,
        resolve: w.resolve,
        fileId: w.fileId,
        submittedBy: ctx.user.id,
        submittedAt: at,
      })),
    );
  }
  return written;
}

/** Goal setting: save and submit, the caller's set, what a level was handed, the history. */
export function createGoalService({ db, mutate, clock, todo }: GoalDeps) {
  async function assertFile(scope: DataScope, kind: GoalKind, year: number, fileId: string | undefined) {
    if (fileId === undefined) return;
    const file = await goalRepo.findFile(db, Number(fileId));
    if (!file || file.kind !== kind || file.year !== year) throw fail(GOAL_CODE.FILE_NOT_EXIST);
    assertInScope(scope, file.orgId);
  }

  async function save<F extends GoalFigures>(spec: KindSpec<F>, ctx: RequestContext, input: SaveInput<F>) {
    const scope = await ctx.scope();
    await assertFile(scope, spec.kind, input.year, input.fileId);
    const written = await mutate(
      ctx,
      async (tx, audit) => {
        await goalRepo.lock(tx, spec.kind, input.year);
        const orgs = await loadOrgsWithParents(
          tx,
          input.rows.map((r) => Number(r.orgId)),
        );
        assertWritable(
          scope,
          orgs,
          input.rows.map((r) => r.orgId),
        );
        const stored = await checkRules(tx, spec, input.year, input.baselineYear, input.rows, orgs);
        const rows = await writeRows(tx, audit, spec, ctx, input, orgs, stored, clock.now());
        if (input.submit) await syncSplitTodos(todo, tx, spec.kind, input.year, rows, orgs, stored);
        return { rows, orgs };
      },
      { unique: conflict },
    );
    const views = written.rows.map((r) => viewOf(spec, r, written.orgs.get(String(r.orgId))!, true, undefined)!);
    const files = await filesOf(db, views);
    return { year: input.year, rows: views.map((v) => toWire(spec, v, files)) };
  }

  async function get<F extends GoalFigures>(spec: KindSpec<F>, ctx: RequestContext, year: number) {
    const scope = await ctx.scope();
    const records = await goalRepo.rowsInScope(db, spec.kind, year, scope);
    const views = await viewsFor(
      db,
      spec,
      scope,
      records,
      await loadOrgsWithParents(
        db,
        records.map((r) => r.orgId),
      ),
    );
    const files = await filesOf(db, views);
    return { year, rows: views.map((v) => toWire(spec, v, files)) };
  }

  async function assigned<F extends GoalFigures>(spec: KindSpec<F>, ctx: RequestContext, year: number, orgId: number) {
    const scope = await ctx.scope();
    assertInScope(scope, orgId);
    const orgs = await loadOrgsWithParents(db, [orgId]);
    const org = orgs.get(String(orgId));
    if (!org?.level) throw invalid('goal.rule.orgLevel', { org: org?.orgName ?? String(orgId) }, 'orgId');
    // a park's business group, otherwise the organisation itself: the figure this level splits
    const handedId = org.level === 'park' ? org.parentOrgId : org.orgId;
    const all = await goalRepo.rows(db, spec.kind, year);
    const childIds = await childrenOf(org, all, orgs);
    const records = all.filter((r) => childIds.has(String(r.orgId)));
    const views = await viewsFor(db, spec, scope, records, orgs);
    const handedRecord = handedId ? all.find((r) => String(r.orgId) === handedId) : undefined;
    const handed = handedRecord ? await handedView(spec, scope, handedRecord, orgs.get(handedId!)!) : undefined;
    const files = await filesOf(db, handed ? [...views, handed] : views);
    return {
      year,
      orgId: org.orgId,
      orgName: org.orgName,
      level: org.level,
      assigned: handed ? toWire(spec, handed, files) : null,
      rows: views.map((v) => toWire(spec, v, files)),
    };
  }

  /** The figure a level was handed: live to those who may change it, else its last submission, whatever the scope (ADR 013). */
  async function handedView<F extends GoalFigures>(
    spec: KindSpec<F>,
    scope: DataScope,
    record: GoalRecord,
    org: GoalOrg,
  ): Promise<RowView<F> | undefined> {
    const editable = canEdit(scope, org);
    const latest = editable ? undefined : (await goalRepo.latestRevisions(db, [record.id])).get(record.id);
    return viewOf(spec, record, org, editable, latest);
  }

  /** The rows a level shows under the figure it was handed: a park its own; the others their children's. */
  async function childrenOf(org: GoalOrg, all: GoalRecord[], orgs: OrgMap): Promise<Set<string>> {
    if (org.level === 'park') return new Set([org.orgId]);
    const more = await loadOrgs(
      db,
      all.map((r) => r.orgId).filter((id) => !orgs.has(String(id))),
    );
    for (const [id, o] of more) orgs.set(id, o);
    return new Set(all.map((r) => String(r.orgId)).filter((id) => orgs.get(id)?.parentOrgId === org.orgId));
  }

  return {
    saveControl: (
      ctx: RequestContext,
      b: { year: number; baselineYear: number; submit: boolean; fileId?: string | undefined; rows: ControlRowInput[] },
    ) =>
      save<ControlFigures>(CONTROL, ctx, {
        ...b,
        rows: b.rows.map((r) => ({
          orgId: r.orgId,
          version: r.version,
          baselineYear: b.baselineYear,
          figures: { annual: r.annual, months: r.months },
        })),
      }),
    saveReduction: (
      ctx: RequestContext,
      b: { year: number; baselineYear: number; submit: boolean; fileId?: string | undefined; rows: ReductionRowInput[] },
    ) =>
      save<ReductionFigures>(REDUCTION, ctx, {
        ...b,
        rows: b.rows.map(({ orgId, version, total, reduce, replace, resolve }) => ({
          orgId,
          version,
          baselineYear: b.baselineYear,
          figures: { total, reduce, replace, resolve },
        })),
      }),
    getControl: (ctx: RequestContext, year: number) => get(CONTROL, ctx, year),
    getReduction: (ctx: RequestContext, year: number) => get(REDUCTION, ctx, year),
    assignedControl: (ctx: RequestContext, year: number, orgId: number) => assigned(CONTROL, ctx, year, orgId),
    assignedReduction: (ctx: RequestContext, year: number, orgId: number) => assigned(REDUCTION, ctx, year, orgId),

    /** Every submission of the organisation's row, newest first (the organisation in scope). */
    async revisions(ctx: RequestContext, q: { kind: GoalKind; year: number; orgId: string }): Promise<GoalRevisionRow[]> {
      const scope = await ctx.scope();
      assertInScope(scope, Number(q.orgId));
      const rows = await goalRepo.revisionsOf(db, q.kind, q.year, Number(q.orgId));
      return rows.map(({ revision: r, submittedByName }) => ({
        revision: r.revision,
        kind: q.kind,
        year: r.year,
        orgId: String(r.orgId),
        baselineYear: r.baselineYear,
        annual: r.annual,
        months: r.months,
        total: r.total,
        reduce: r.reduce,
        replace: r.replace,
        resolve: r.resolve,
        fileId: r.fileId === null ? null : String(r.fileId),
        submittedBy: String(r.submittedBy),
        submittedByName: submittedByName ?? null,
        submittedAt: r.submittedAt.toISOString(),
      }));
    },
  };
}

export type GoalService = ReturnType<typeof createGoalService>;

import {
  Decimal,
  INVENTORY_AUDIT,
  INVENTORY_CODE,
  DomainError,
  entryScopeOf,
  withData,
  toPage,
  type CalcPreviewRequest,
  type FactorRow,
  type GwpAssessment,
  TASK_COUNTED_STATUSES,
  type InventoryEntryPageRow,
  type InventoryEntryRow,
  type InventoryEntrySaveRequest,
  type Page,
  type inventoryEntryPageQuery,
  conflict,
  fail,
} from '@carbon/domain';
import type { z } from 'zod';
import {} from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Audit, Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { CalcService, Computed } from '../calc/calc.service.js';
import type { FactorService } from '../factor/factor.service.js';
import type { ApprovalPort } from './approval-port.js';
import { type EntryListed, type EntryRecord, entryRepo, entryScope, type EntryValues } from './entry.repo.js';
import { projectRepo } from './project.repo.js';
import { versionNote } from './project.service.js';
import { assertCanFill, hasSection, loadTask, sectionsOf, taskInScope, taskNotExist } from './task-access.js';

type PageQuery = z.infer<typeof inventoryEntryPageQuery>;
export type EntryDeps = {
  db: Db;
  mutate: Mutate;
  clock: Clock;
  calc: CalcService;
  factor: Pick<FactorService, 'detail'>;
  approval: Pick<ApprovalPort, 'shownStates'>;
};
/** An open approval: the row's status names the level of the approver it waits for. */
const OPEN_FLOW = new Set(['waiting', 'in_progress']);

const ENTITY = INVENTORY_AUDIT.entry;
/** Grades a user leaves empty (ADR: purchase records, manufacturer calibration). */
export const DEFAULT_ACTIVITY_QUALITY = 3;
export const DEFAULT_CALIBRATION_LEVEL = 3;
/** Factor grade from the library row: a Chinese (national) factor 3, another country's 2, no library factor 1. */
export const factorQualityOf = (factor: Pick<FactorRow, 'country'> | undefined): number => (factor ? (factor.country === 'CN' ? 3 : 2) : 1);

const entryNotExist = () => fail(INVENTORY_CODE.ENTRY_NOT_EXIST);
export type Snapshot = { name: string; value: string; unit: string; source: string; region: string };
type Explanation = InventoryEntryRow['explanation'];

export function toEntryRow(e: EntryListed): InventoryEntryRow {
  const snap = e.factorSnapshot as Snapshot | null;
  return {
    id: String(e.id),
    taskId: String(e.taskId),
    orgId: String(e.orgId),
    scope: e.scope,
    category: e.category,
    sourceName: e.sourceName,
    facility: e.facility,
    sourceType: e.sourceType,
    input: e.input as InventoryEntryRow['input'],
    factorId: e.factorId === null ? null : String(e.factorId),
    factorCode: e.factorCode,
    factorVersion: e.factorVersion,
    factorName: snap?.name ?? null,
    factorValue: snap?.value ?? null,
    factorUnit: snap?.unit ?? null,
    factorSource: snap?.source ?? null,
    factorRegion: snap?.region ?? null,
    gwpSet: e.gwpSet as InventoryEntryRow['gwpSet'],
    tco2e: e.tco2e,
    tco2eMarket: e.tco2eMarket,
    biogenicCo2: e.biogenicCo2,
    activityQuality: e.activityQuality,
    calibrationLevel: e.calibrationLevel,
    factorQuality: e.factorQuality,
    qualityScore: e.qualityScore,
    explanation: (e.explanation ?? null) as Explanation,
    marketExplanation: (e.marketExplanation ?? null) as Explanation,
    resultId: e.resultId === null ? null : String(e.resultId),
    remark: e.remark,
    attachmentCount: e.attachmentCount,
    createdBy: String(e.createdBy),
    updatedBy: String(e.updatedBy),
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
    version: e.version,
  };
}

/** The engine requests of an entry: electricity gives the location-based one and the market-based one (design "Fill"). */
export function requestsOf(
  b: InventoryEntrySaveRequest,
  gwpSet: GwpAssessment,
): { location: CalcPreviewRequest; market?: CalcPreviewRequest } {
  const factorId = b.factorId === undefined ? {} : { factorId: b.factorId };
  const req = { source: b.input, gwpSet, ...factorId } as CalcPreviewRequest;
  if (b.input.type !== 'electricity-market') return { location: req };
  const grid = b.input.gridFactor === undefined ? {} : { gridFactor: b.input.gridFactor };
  const location = {
    source: { type: 'electricity-location', kwh: b.input.consumptionKwh, ...grid },
    gwpSet,
    ...factorId,
  } as CalcPreviewRequest;
  return { location, market: req };
}

/** An engine refusal names `source.<parameter>` (the calc request); the entry request calls it `input.<parameter>`. */
function asEntryField(e: unknown): never {
  if (e instanceof DomainError && e.field?.startsWith('source.')) {
    const name = e.field.slice('source.'.length);
    // the location-based request of an electricity entry names the consumption `kwh`
    throw withData(new DomainError(e.code, e.key, e.params, `input.${name === 'kwh' ? 'consumptionKwh' : name}`), e.data);
  }
  throw e;
}

/** The input of a copied entry: its source type and non-numeric choices, without amounts (spec §8 "copy"). */
export function withoutAmounts(input: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input as Record<string, unknown>)) {
    if (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v.trim())))) continue;
    out[k] = v;
  }
  return out;
}

/** An entry's engine results before they are stored, with the factor's snapshot and grade. */
export type Prepared = {
  location: Computed;
  market?: Computed;
  reqs: ReturnType<typeof requestsOf>;
  snapshot: Snapshot | null;
  factorQuality: number;
};
export type StoredResult = { id: string | number; tco2e: string; biogenicCo2: string | null };

/** The entry's data-quality score, the mean of its three grades (spec §5), by their sum: computed once per sum. */
const QUALITY_SCORES = new Map<number, string>();
function qualityScoreOf(sum: number): string {
  let score = QUALITY_SCORES.get(sum);
  if (score === undefined) QUALITY_SCORES.set(sum, (score = new Decimal(sum).dividedBy(3).toDecimalPlaces(4).toFixed()));
  return score;
}

/** The entry's columns from its request, its computed results and the stored result rows. */
export function prepareValues(
  b: InventoryEntrySaveRequest,
  task: { id: number; orgId: number },
  gwpSet: string,
  p: Prepared,
  r: { loc: StoredResult; mkt?: StoredResult | undefined },
  userId: number,
): EntryValues {
  const f = p.location.factor;
  const activity = b.activityQuality ?? DEFAULT_ACTIVITY_QUALITY;
  const calibration = b.calibrationLevel ?? DEFAULT_CALIBRATION_LEVEL;
  return {
    taskId: task.id,
    orgId: task.orgId,
    scope: b.scope,
    category: b.scope === 3 ? (b.category ?? null) : null,
    sourceName: b.sourceName ?? null,
    facility: b.facility ?? null,
    sourceType: b.input.type,
    input: b.input,
    factorId: f ? Number(f.id) : null,
    factorCode: f?.code ?? null,
    factorVersion: f?.factorVersion ?? null,
    factorSnapshot: p.snapshot,
    gwpSet,
    resultId: Number(r.loc.id),
    marketResultId: r.mkt ? Number(r.mkt.id) : null,
    tco2e: r.loc.tco2e,
    tco2eMarket: r.mkt?.tco2e ?? null,
    biogenicCo2: r.loc.biogenicCo2,
    activityQuality: activity,
    calibrationLevel: calibration,
    factorQuality: p.factorQuality,
    qualityScore: qualityScoreOf(activity + calibration + p.factorQuality),
    remark: b.remark ?? null,
    createdBy: userId,
    updatedBy: userId,
  };
}

/** Emission entries: the server runs the engine and stores the results with the entry, in one transaction. */
export function createEntryService({ db, mutate, clock, calc, factor, approval }: EntryDeps) {
  /** The rows with their tasks' states: name, fill-task status, approval status and the level an open approval waits for. */
  async function withTaskStates(via: Db, rows: InventoryEntryRow[]): Promise<InventoryEntryPageRow[]> {
    const tasks = await entryRepo.taskStates(via, [...new Set(rows.map((r) => Number(r.taskId)))]);
    const flowIds = tasks.flatMap((t) => (t.flowId === null ? [] : [t.flowId]));
    const shown = flowIds.length ? await approval.shownStates(via, flowIds) : new Map<number, { status: string; level: string | null }>();
    const byId = new Map(
      tasks.map((t) => {
        const state = t.flowId === null ? undefined : shown.get(t.flowId);
        const waiting = state && OPEN_FLOW.has(state.status) ? state.level : null;
        return [
          String(t.id),
          { taskName: t.name, taskStatus: t.status, taskApprovalStatus: state?.status ?? 'not_submitted', taskWaitingLevel: waiting },
        ];
      }),
    );
    return rows.map((r) => ({ ...r, ...byId.get(r.taskId)! }));
  }

  /** Rows read by the repo (their results' explanations as stored) with the explanations as the engine gave them. */
  async function explainedRows(via: Db, rows: EntryListed[]): Promise<InventoryEntryRow[]> {
    const ex = await calc.explained(
      via,
      rows.flatMap((r) => [r.explanation, r.marketExplanation]),
    );
    return rows.map((r, i) => toEntryRow({ ...r, explanation: ex[2 * i], marketExplanation: ex[2 * i + 1] }));
  }

  async function listed(tx: Db, id: number): Promise<InventoryEntryRow> {
    const l = await entryRepo.findListed(tx, id);
    if (!l) throw entryNotExist();
    return (await explainedRows(tx, [l]))[0]!;
  }

  /** Engine runs and the factor row, before the transaction (reads only). */
  async function prepare(b: InventoryEntrySaveRequest, gwpSet: GwpAssessment): Promise<Prepared> {
    const reqs = requestsOf(b, gwpSet);
    const location = await calc.compute(reqs.location).catch(asEntryField);
    const market = reqs.market ? await calc.compute(reqs.market).catch(asEntryField) : undefined;
    const fr = b.factorId === undefined ? undefined : await factor.detail(Number(b.factorId));
    const snapshot = fr ? { name: fr.nameZh, value: fr.value, unit: fr.factorUnit, source: fr.sourceTitle, region: fr.country } : null;
    return { location, reqs, snapshot, factorQuality: b.factorQuality ?? factorQualityOf(fr), ...(market ? { market } : {}) };
  }

  /**
   * An entry no longer uses stored result `resultId` (edited: replaced by `by`; deleted: null): the result is retired,
   * unless another live entry still uses it (an import stores identical calculations once, ADR 017). Every entry
   * sharing a result belongs to one task, whose row the caller holds locked (loadTask … true): two saves cannot both
   * see the other still using it and leave it current.
   */
  async function release(tx: Db, resultId: number, by: number | null): Promise<void> {
    if (await entryRepo.usesResult(tx, resultId)) return;
    await calc.retire(tx, resultId, by);
  }

  async function storeResults(tx: Db, audit: Audit, ctx: RequestContext, orgId: number, p: Prepared) {
    const loc = await calc.store(tx, audit, ctx, orgId, p.reqs.location, p.location);
    const mkt = p.market && p.reqs.market ? await calc.store(tx, audit, ctx, orgId, p.reqs.market, p.market) : undefined;
    return { loc, mkt };
  }

  return {
    toEntryRow,

    async page(ctx: RequestContext, q: PageQuery): Promise<Page<InventoryEntryPageRow>> {
      const scope = await ctx.scope();
      const task = await taskInScope(db, scope, Number(q.taskId));
      const stage = q.stage === undefined ? undefined : { counted: q.stage === 'submitted', statuses: TASK_COUNTED_STATUSES };
      const filter = { scope: q.scope, category: q.category, stage };
      const cond = entryScope(scope);
      const { rows, total } = await entryRepo.page(db, cond, task.id, q.subtree ?? false, filter, q.pageNo, q.pageSize);
      return toPage(await withTaskStates(db, await explainedRows(db, rows)), total, q.pageNo, q.pageSize);
    },

    async detail(ctx: RequestContext, id: number): Promise<InventoryEntryRow> {
      const scope = await ctx.scope();
      const row = await listed(db, id);
      await taskInScope(db, scope, Number(row.taskId));
      return row;
    },

    /**
     * Adds or edits an entry: the engine's result(s) are stored as calc results (factor version
     * and the project's GWP set pinned) in the same transaction. A stale `version` is 1017004.
     */
    async save(ctx: RequestContext, b: InventoryEntrySaveRequest): Promise<InventoryEntryRow> {
      if ((b.scope === 3) !== (b.category !== undefined)) throw fail(INVENTORY_CODE.CATEGORY, {}, 'category');
      // a source type is entered in its own scope only (grid electricity is never scope 1)
      const placed = entryScopeOf({ scope: b.scope, category: b.category, sourceType: b.input.type });
      if ('field' in placed && placed.field === 'sourceType') throw fail(INVENTORY_CODE.SOURCE_SCOPE, placed.params, 'input.type');
      const scope = await ctx.scope();
      const read = await taskInScope(db, scope, Number(b.taskId));
      const project = await projectRepo.findById(db, read.projectId);
      if (!project) throw taskNotExist();
      const gwpSet = project.gwpSet as GwpAssessment;
      const prepared = await prepare(b, gwpSet);
      return mutate(ctx, async (tx, audit) => {
        // The task row is locked: a submission waits for the save, and a save after it sees the new status.
        const task = await loadTask(tx, read.id, true);
        await assertCanFill(tx, ctx, scope, task);
        if (!hasSection(await sectionsOf(tx, task.templateId), { scope: b.scope, category: b.category })) {
          throw fail(INVENTORY_CODE.SECTION_NOT_IN_TEMPLATE);
        }
        let before: EntryRecord | undefined;
        if (b.id !== undefined) {
          before = await entryRepo.findById(tx, Number(b.id));
          if (!before || before.taskId !== task.id) throw entryNotExist();
        }
        const results = await storeResults(tx, audit, ctx, task.orgId, prepared);
        const v = prepareValues(b, task, gwpSet, prepared, results, ctx.user.id);
        let id: number;
        if (before) {
          const { createdBy: _c, ...changes } = v;
          const row = await entryRepo.update(tx, before.id, b.version ?? before.version, changes, clock.now());
          if (!row) throw conflict();
          id = row.id;
          if (before.resultId !== null) await release(tx, before.resultId, Number(results.loc.id));
          if (before.marketResultId !== null) await release(tx, before.marketResultId, Number(results.mkt?.id ?? results.loc.id));
        } else id = (await entryRepo.insert(tx, [v], clock.now()))[0]!.id;
        const after = await listed(tx, id);
        const entry = { entity: ENTITY, entityId: after.id, orgId: task.orgId, after };
        if (before)
          await audit({
            ...entry,
            action: 'edit',
            before: toEntryRow({ ...before, attachmentCount: 0, explanation: null, marketExplanation: null }),
            reason: versionNote(b.version),
          });
        else await audit({ ...entry, action: 'add' });
        return after;
      });
    },

    async remove(ctx: RequestContext, id: number): Promise<void> {
      const scope = await ctx.scope();
      await mutate(ctx, async (tx, audit) => {
        const read = await entryRepo.findById(tx, id);
        if (!read) throw entryNotExist();
        const task = await loadTask(tx, read.taskId, true);
        await assertCanFill(tx, ctx, scope, task);
        const before = await listed(tx, id);
        if (!(await entryRepo.softDelete(tx, id, clock.now()))) throw entryNotExist();
        // Its stored results go with it: a later recalculation must not pick them up.
        if (read.resultId !== null) await release(tx, read.resultId, null);
        if (read.marketResultId !== null) await release(tx, read.marketResultId, null);
        await audit({ action: 'delete', entity: ENTITY, entityId: before.id, orgId: task.orgId, before });
      });
    },

    /** Sources and facilities of an earlier task of the same organisation, as entries without amounts. */
    async copy(ctx: RequestContext, b: { id: string; fromTaskId: string }): Promise<{ copied: number }> {
      const scope = await ctx.scope();
      return mutate(ctx, async (tx, audit) => {
        const task = await loadTask(tx, Number(b.id), true);
        await assertCanFill(tx, ctx, scope, task);
        const from = await taskInScope(tx, scope, Number(b.fromTaskId));
        if (from.orgId !== task.orgId || from.id === task.id) throw taskNotExist();
        const project = await projectRepo.findById(tx, task.projectId);
        if (!project) throw taskNotExist();
        const sections = await sectionsOf(tx, task.templateId);
        const source = (await entryRepo.listOfTask(tx, from.id)).filter((e) => hasSection(sections, e));
        const copies: EntryValues[] = source.map((e) => ({
          ...{ taskId: task.id, orgId: task.orgId, scope: e.scope, category: e.category, sourceName: e.sourceName, facility: e.facility },
          ...{ sourceType: e.sourceType, input: withoutAmounts(e.input), factorId: e.factorId, factorCode: e.factorCode },
          ...{ factorVersion: e.factorVersion, factorSnapshot: e.factorSnapshot, gwpSet: project.gwpSet },
          ...{
            activityQuality: e.activityQuality,
            calibrationLevel: e.calibrationLevel,
            factorQuality: e.factorQuality,
            qualityScore: e.qualityScore,
          },
          ...{ remark: e.remark, createdBy: ctx.user.id, updatedBy: ctx.user.id },
        }));
        const rows = await entryRepo.insert(tx, copies, clock.now());
        const ids = rows.map((r) => String(r.id));
        await audit({
          action: 'copy',
          entity: ENTITY,
          entityId: String(task.id),
          orgId: task.orgId,
          after: { fromTaskId: String(from.id), count: ids.length, ids },
        });
        return { copied: ids.length };
      });
    },
  };
}

export type EntryService = ReturnType<typeof createEntryService>;

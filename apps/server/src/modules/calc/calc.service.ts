import {
  CALC_RESULT_AUDIT_ENTITY,
  emissionSourceInput,
  invalid,
  toPage,
  type CalcPreviewRequest,
  type CalcRecordRequest,
  type CalcResultPageQuery,
  type CalcResultRow,
  type CalcResultStatus,
  type EmissionResultWire,
  type EmissionSourceInput,
  type Page,
  type ResolvedFactor,
} from '@carbon/domain';
import type { Clock } from '../../platform/auth/sessions.js';
import { assertInScope } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import type { Audit, Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { FactorService } from '../factor/factor.service.js';
import type { OrgReadService } from '../org/org-read.service.js';
import { renamedField, resultValues, storedExplanation, type Engine } from './calc.engine.js';
import { calcRepo, type CalcResultRecord, calcScope } from './calc.repo.js';
import { explained, explanationWriter } from './explanation-store.js';

export type CalcDeps = { db: Db; mutate: Mutate; clock: Clock; factor: FactorService; orgRead: OrgReadService; engine: Engine };

export const RESULT_ENTITY = CALC_RESULT_AUDIT_ENTITY;

/** An engine answer and the library factor it used (calc.compute), ready to be stored (calc.store). */
export type Computed = { factor: ResolvedFactor | undefined; wire: EmissionResultWire };

export const toResultRow = (r: CalcResultRecord): CalcResultRow => ({
  id: String(r.id),
  orgId: String(r.orgId),
  sourceType: r.sourceType,
  input: r.input as CalcResultRow['input'],
  factorId: r.factorId === null ? null : String(r.factorId),
  factorCode: r.factorCode,
  factorVersion: r.factorVersion,
  gwpSet: r.gwpSet,
  tco2e: r.tco2e,
  gases: r.gases as Record<string, string>,
  gasesCo2e: r.gasesCo2e as Record<string, string>,
  biogenicCo2: r.biogenicCo2,
  outsideScopes: r.outsideScopes,
  explanation: storedExplanation(r),
  status: r.status as CalcResultStatus,
  supersededBy: r.supersededBy === null ? null : String(r.supersededBy),
  reason: r.reason,
  createdBy: String(r.createdBy),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  version: r.version,
});

/** The parameters each source type declares (its schema's keys). */
const SOURCE_FIELDS = new Map<string, ReadonlySet<string>>(
  emissionSourceInput.options.map((o) => [o.shape.type.value, new Set(Object.keys(o.shape))]),
);

/** The input of a preview or record body an engine refusal is about: a source parameter, the library factor, the GWP set. */
function requestField(source: EmissionSourceInput, field: string): string | undefined {
  if (field === 'factor' || field === 'factorId') return 'factorId';
  if (field === 'assessment') return 'gwpSet';
  return SOURCE_FIELDS.get(source.type)?.has(field) ? `source.${field}` : undefined;
}

const unknownFactor = (id: string) => invalid('calc.source.unknownFactor', { id }, 'factorId');

/**
 * The live preview of the fill-in forms and the stored results the inventory writes: both
 * resolve the factor and the exchange rate, then run the engine.
 */
export function createCalcService(deps: CalcDeps) {
  const { db, mutate, clock, factor: factors, orgRead: orgs, engine } = deps;
  const explanations = explanationWriter(db);

  async function factorOf(req: CalcPreviewRequest, known?: ResolvedFactor): Promise<ResolvedFactor | undefined> {
    if (req.factorId === undefined) return undefined;
    if (known && known.id === req.factorId) return known;
    const factor = await factors.resolve(Number(req.factorId));
    if (!factor) throw unknownFactor(req.factorId);
    return factor;
  }

  /** Runs the engine; a refusal names the request's input it is about (the error envelope's `field`). */
  async function calculate(req: CalcPreviewRequest, factor: ResolvedFactor | undefined, via?: Db): Promise<EmissionResultWire> {
    try {
      return await engine.run(req.source, req.gwpSet, factor, undefined, via);
    } catch (e) {
      throw renamedField(e, (field) => requestField(req.source, field));
    }
  }

  /** The engine's answer for `req` and the library factor it used (`known`: that factor, already resolved, e.g. by an import; `via`: the caller's transaction). */
  async function compute(req: CalcPreviewRequest, known?: ResolvedFactor, via?: Db): Promise<Computed> {
    const factor = await factorOf(req, known);
    return { factor, wire: await calculate(req, factor, via) };
  }

  /**
   * Stores a computed result in the caller's transaction `tx` (the factor row pinned, the
   * record audited): what /calc/record does, and what the inventory does with its entries.
   */
  async function store(tx: Db, audit: Audit, ctx: RequestContext, orgId: number, req: CalcPreviewRequest, c: Computed) {
    const values = resultValues(orgId, req.source, req.gwpSet, c.factor, c.wire, { createdBy: ctx.user.id, reason: null });
    // A factor deleted since it was read is refused like an unknown one (factor.service pin).
    if (c.factor && !(await factors.pin(tx, Number(c.factor.id)))) throw unknownFactor(c.factor.id);
    const [stored] = await explanations.stored(tx, [values]);
    const row = toResultRow(await calcRepo.insert(tx, stored!, clock.now()));
    await audit({ action: 'add', entity: RESULT_ENTITY, entityId: row.id, orgId: values.orgId, after: row });
    return row;
  }

  /**
   * Many computed results of one organisation in the caller's transaction (an import): the
   * factors pinned once each, the rows inserted in batches, one audit record listing them.
   */
  async function storeMany(
    tx: Db,
    audit: Audit,
    ctx: RequestContext,
    orgId: number,
    items: { req: CalcPreviewRequest; computed: Computed }[],
    onBatch?: (inserted: number) => void,
  ) {
    const factorIds = new Set(items.flatMap((i) => (i.computed.factor ? [i.computed.factor.id] : [])));
    for (const id of factorIds) if (!(await factors.pin(tx, Number(id)))) throw unknownFactor(id);
    const by = { createdBy: ctx.user.id, reason: null };
    const values = items.map((i) => resultValues(orgId, i.req.source, i.req.gwpSet, i.computed.factor, i.computed.wire, by));
    const rows = await calcRepo.insertMany(tx, await explanations.stored(tx, values), clock.now(), onBatch);
    if (rows.length)
      await audit({
        action: 'import',
        entity: RESULT_ENTITY,
        entityId: null,
        orgId,
        after: { count: rows.length, ids: rows.map((r) => String(r.id)) },
      });
    return rows;
  }

  return {
    compute,
    store,
    storeMany,
    /** Stored explanations as the engine gave them (explanation-store.ts `explained`), in `db` (or the caller's transaction). */
    explained,

    /**
     * In the caller's transaction: stored result `oldId` is replaced by `newId` (the record it
     * belonged to was edited) or by nothing (`null`: the record was deleted), so a later
     * recalculation does not pick the old one up.
     */
    async retire(tx: Db, oldId: number, newId: number | null): Promise<void> {
      await calcRepo.retire(tx, oldId, newId, clock.now());
    },

    async preview(req: CalcPreviewRequest): Promise<EmissionResultWire> {
      return (await compute(req)).wire;
    },

    /**
     * Calculates like preview and stores the result with the factor row's id and version, the
     * GWP set and the explanation; the organisation must be in the caller's scope (1013003).
     */
    async record(ctx: RequestContext, req: CalcRecordRequest): Promise<CalcResultRow> {
      // In scope (1013003) and live (the organisation's not-exist error).
      await orgs.detailWithPark(ctx, req.orgId);
      const computed = await compute(req);
      return mutate(ctx, (tx, audit) => store(tx, audit, ctx, Number(req.orgId), req, computed));
    },

    /** Stored results in the caller's scope, newest first; a named organisation outside it is 1013003. */
    async results(ctx: RequestContext, q: CalcResultPageQuery): Promise<Page<CalcResultRow>> {
      const scope = await ctx.scope();
      const orgId = q.orgId === undefined ? undefined : Number(q.orgId);
      if (orgId !== undefined) assertInScope(scope, orgId);
      const filter = { orgId, factorCode: q.factorCode, status: q.status };
      const { rows, total } = await calcRepo.page(db, calcScope(scope), filter, q.pageNo, q.pageSize);
      return toPage(rows.map(toResultRow), total, q.pageNo, q.pageSize);
    },
  };
}

export type CalcService = ReturnType<typeof createCalcService>;

import {
  Decimal,
  emissionSourceInput,
  invalid,
  type EmissionResultWire,
  type GwpAssessment,
  type RecalcLine,
  type RecalcPreviewRequest,
  type RecalcRequest,
  type RecalcResult,
  type ResolvedFactor,
  conflict,
} from '@carbon/domain';
import { assertInScope } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import type { Audit, Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { FactorService } from '../factor/factor.service.js';
import { renamedField, resultValues, storedExplanation, type Engine } from './calc.engine.js';
import { calcRepo, type CalcResultRecord, calcScope } from './calc.repo.js';
import { explanationWriter } from './explanation-store.js';
import { RESULT_ENTITY } from './calc.service.js';

type Recomputed = { row: CalcResultRecord; after: EmissionResultWire };

const line = (r: Recomputed, newResultId: number | null): RecalcLine => ({
  resultId: String(r.row.id),
  orgId: String(r.row.orgId),
  before: r.row.tco2e,
  after: r.after.tco2e,
  difference: new Decimal(r.after.tco2e).minus(r.row.tco2e).toFixed(),
  newResultId: newResultId === null ? null : String(newResultId),
});

/** The list and its totals; every sum is exact (Decimal), so the lines add up to the totals. */
function summary(b: RecalcPreviewRequest, rows: RecalcLine[]): RecalcResult {
  const sum = (pick: (l: RecalcLine) => string) => rows.reduce((acc, l) => acc.plus(pick(l)), new Decimal(0));
  const before = sum((l) => l.before);
  const after = sum((l) => l.after);
  return {
    factorCode: b.factorCode,
    fromVersion: b.fromVersion,
    toVersion: b.toVersion,
    rows,
    totals: { count: rows.length, before: before.toFixed(), after: after.toFixed(), difference: after.minus(before).toFixed() },
  };
}

/** 1017004: another recalculation superseded a result first. */
const superseded = () => conflict();

const unknownVersion = (b: RecalcPreviewRequest) =>
  invalid('calc.recalc.unknownVersion', { code: b.factorCode, factorVersion: b.toVersion }, 'toVersion');

/**
 * Deliberate recalculation of stored results with another version of their factor (ADR 006):
 * same inputs, same GWP set, same exchange rate; only the factor row changes. A preview writes
 * nothing; a recalculation adds new `current` rows and supersedes the old ones, audited.
 */
export type RecalcDeps = { db: Db; mutate: Mutate; clock: Clock; factor: FactorService; engine: Engine };

/** One stored result a recalculation replaced: the old row, the new one and the new figures. */
export type SupersededResult = {
  oldId: number;
  newId: number;
  tco2e: string;
  biogenicCo2: string | null;
  factorId: number | null;
  factorVersion: string | null;
};
/**
 * Told, in the recalculation's transaction, which results were replaced: modules that point at
 * stored results (the inventory's entries) follow them to the new rows.
 */
export type SupersededListener = (tx: Db, replaced: SupersededResult[]) => Promise<void>;

export function createRecalcService(deps: RecalcDeps) {
  const { db, mutate, clock, factor: factors, engine } = deps;
  const explanations = explanationWriter(db);
  const listeners: SupersededListener[] = [];

  async function target(b: RecalcPreviewRequest): Promise<ResolvedFactor> {
    const f = await factors.resolveVersion(b.factorCode, b.toVersion);
    if (!f) throw unknownVersion(b);
    return f;
  }

  /**
   * The query of the current results in the caller's scope that used (code, fromVersion). The
   * scope is resolved here, before any transaction (it reads with the request's db handle).
   */
  async function selection(ctx: RequestContext, b: RecalcPreviewRequest): Promise<(tx: Db) => Promise<CalcResultRecord[]>> {
    const scope = await ctx.scope();
    const orgId = b.orgId === undefined ? undefined : Number(b.orgId);
    if (orgId !== undefined) assertInScope(scope, orgId);
    return (tx) => calcRepo.current(tx, calcScope(scope), b.factorCode, b.fromVersion, orgId);
  }

  /**
   * The stored inputs with the target factor. A refusal is about a stored result, not an input
   * of the request, except when the target factor does not fit (its field is `toVersion`).
   */
  async function recompute(tx: Db, rows: CalcResultRecord[], factor: ResolvedFactor): Promise<Recomputed[]> {
    const out: Recomputed[] = [];
    for (const row of rows) {
      const source = emissionSourceInput.parse(row.input);
      try {
        out.push({ row, after: await engine.run(source, row.gwpSet as GwpAssessment, factor, storedExplanation(row), tx) });
      } catch (e) {
        throw renamedField(e, (field) => (field === 'factor' || field === 'factorId' ? 'toVersion' : undefined));
      }
    }
    return out;
  }

  /** Writes one recalculated result: new current row, old row superseded (conditionally), audit. */
  async function apply(
    tx: Db,
    audit: Audit,
    ctx: RequestContext,
    r: Recomputed,
    factor: ResolvedFactor,
    reason: string,
  ): Promise<{ line: RecalcLine; replaced: SupersededResult }> {
    const { row } = r;
    const source = emissionSourceInput.parse(row.input);
    const values = resultValues(row.orgId, source, row.gwpSet as GwpAssessment, factor, r.after, { createdBy: ctx.user.id, reason });
    const [stored] = await explanations.stored(tx, [values]);
    const fresh = await calcRepo.insert(tx, stored!, clock.now());
    const done = await calcRepo.supersede(tx, row.id, row.version, fresh.id, clock.now());
    if (!done) throw superseded();
    const side = (id: number, x: { tco2e: string; factorId: number | null; factorVersion: string | null }) => ({
      resultId: String(id),
      tco2e: x.tco2e,
      factorId: x.factorId === null ? null : String(x.factorId),
      factorCode: row.factorCode,
      factorVersion: x.factorVersion,
    });
    const entry = { action: 'recalculate', entity: RESULT_ENTITY, entityId: row.id, orgId: row.orgId, reason };
    await audit({ ...entry, before: side(row.id, row), after: side(fresh.id, fresh) });
    return {
      line: line(r, fresh.id),
      replaced: {
        ...{ oldId: row.id, newId: fresh.id, tco2e: fresh.tco2e, biogenicCo2: fresh.biogenicCo2 },
        ...{ factorId: fresh.factorId, factorVersion: fresh.factorVersion },
      },
    };
  }

  return {
    /** Registers a module's listener (composition root): it runs in every recalculation's transaction. */
    onSuperseded(listener: SupersededListener): void {
      listeners.push(listener);
    },

    /** The before/after of every result the recalculation would change; nothing is written. */
    async preview(ctx: RequestContext, b: RecalcPreviewRequest): Promise<RecalcResult> {
      const select = await selection(ctx, b);
      const factor = await target(b);
      const computed = await recompute(db, await select(db), factor);
      return summary(
        b,
        computed.map((r) => line(r, null)),
      );
    },

    /**
     * All or nothing, in one transaction, one audit record per result: a result another
     * recalculation superseded meanwhile makes the whole call fail with 1017004 (no row
     * written). With nothing to recalculate, nothing is written (and nothing audited).
     */
    async recalculate(ctx: RequestContext, b: RecalcRequest): Promise<RecalcResult> {
      const select = await selection(ctx, b);
      const factor = await target(b);
      if ((await select(db)).length === 0) return summary(b, []);
      return mutate(ctx, async (tx, audit) => {
        if (!(await factors.pin(tx, Number(factor.id)))) throw unknownVersion(b);
        const computed = await recompute(tx, await select(tx), factor);
        // Superseded by another recalculation since the read above.
        if (computed.length === 0) throw superseded();
        const rows: RecalcLine[] = [];
        const replaced: SupersededResult[] = [];
        for (const r of computed) {
          const done = await apply(tx, audit, ctx, r, factor, b.reason);
          rows.push(done.line);
          replaced.push(done.replaced);
        }
        for (const listener of listeners) await listener(tx, replaced);
        return summary(b, rows);
      });
    },
  };
}

export type RecalcService = ReturnType<typeof createRecalcService>;
